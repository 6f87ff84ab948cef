// A list of resources as the consoles draw it: toolbar (create button, other buttons, icon-only refresh /
// settings / download), a search box with a field selector, the table with its locked Actions column (links and a
// ⋮ or More menu with submenus), a batch bar for the selected rows, pagination and the empty state.
import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Dialog, Input, Pagination, Select, Table } from '@alifd/next';
import { notifyApiError } from '../src/lib/apiErrors';
import { useConsole } from '../src/lib/ConsoleContext';
import { onValue } from '../src/lib/onValue';
import { setQuery } from '../src/lib/router';
import { useApiQuery } from '../src/lib/useApiQuery';
import { ActionControl, ActionMenu, useActionHost, type Run } from './actions';
import { cellOf } from './cells';
import { useKinds } from './context';
import { get, holds, paramsOf, type Scope } from './resolve';
import type { ActionSpec, ListSpec } from './spec';

type Obj = Record<string, unknown>;

export type Props = {
  spec: ListSpec;
  /** The page's title: the table's accessible name. */
  title: string;
  /** The resource a details tab lists the parts of (the toolbar's dialogs act on it). */
  parent?: Obj;
  /** Search and paging in the URL (`?search=`, `?pageNumber=`), as a list page keeps them; else kept here. */
  query?: URLSearchParams;
  /** The page's route parameters (a details tab's row action reads the page's resource id from them). */
  route?: Record<string, string>;
  /** After a dialog's calls: reload what the list hangs on as well (the details page's resource). */
  onChanged?: () => void;
};

function csv(rows: Obj[], columns: { title: string; field?: string }[]): string {
  const esc = (v: unknown) => `"${String(v ?? '').replace(/"/g, '""')}"`;
  return [columns.map((c) => esc(c.title)).join(','), ...rows.map((r) => columns.map((c) => esc(c.field ? get(r, c.field) : '')).join(','))].join('\n');
}

export function ResourceList({ spec, title, parent, query, route, onChanged }: Props) {
  const { t, service, components } = useKinds();
  const { regionId, lang } = useConsole();
  const { source } = spec;
  const searchFields = spec.search?.fields ?? [];
  const [local, setLocal] = useState<Record<string, string>>({});
  const read = (k: string) => (query ? query.get(k) : local[k]) ?? '';
  const write = (patch: Record<string, string | null>) => (query ? setQuery(patch) : setLocal((l) => ({ ...l, ...Object.fromEntries(Object.entries(patch).map(([k, v]) => [k, v ?? ''])) })));
  const searchKey = read('searchKey') || searchFields[0]?.key || '';
  const search = read('search');
  const pageSize = Number(read('pageSize')) || spec.pageSizes?.[1] || spec.pageSizes?.[0] || 100;
  const pageNumber = Number(read('pageNumber')) || 1;
  const [keyword, setKeyword] = useState(search);
  const [field, setField] = useState(searchKey);
  const [selected, setSelected] = useState<Obj[]>([]);
  const [hidden, setHidden] = useState<string[]>([]);
  const [settings, setSettings] = useState(false);

  const params: Obj = { RegionId: regionId, ...paramsOf({ params: source.params ?? {} }, { row: parent, regionId, route }) };
  if (source.paging) Object.assign(params, { [source.paging.number]: pageNumber, [source.paging.size]: pageSize });
  else if (source.pageSize !== false) params.PageSize = source.pageSize ?? 50;
  const searched = searchFields.find((f) => f.key === searchKey);
  if (search && searched) params[searched.param] = searched.list ? [search] : search;
  const q = useApiQuery<Obj>(source.product ?? service, source.action, params, {
    pollWhile: (d) => Boolean(source.pollWhile) && ((get(d, source.items) as Obj[] | undefined) ?? []).some((row) => holds(source.pollWhile, { row })),
    intervalMs: 1000,
  });
  useEffect(() => {
    if (q.error) notifyApiError(q.error, t);
  }, [q.error, t]);
  const rows = useMemo(
    () => ((get(q.data, source.items) as Obj[] | undefined) ?? []).filter((r) => (source.filter ?? []).every((f) => f.in.includes(get(r, f.field)))),
    [q.data, source.items, source.filter],
  );
  const total = Number(source.total ? get(q.data, source.total) : rows.length) || rows.length;
  const reload = () => {
    q.reload();
    onChanged?.();
  };
  const host = useActionHost(() => {
    setSelected([]);
    reload();
  });
  const columns = spec.columns.filter((c) => !hidden.includes(c.key));

  const run: Run = (action, scope) => {
    if (action.icon === 'refresh' && !action.dialog) reload();
    else if (action.icon === 'download' && !action.dialog) {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(new Blob([csv(rows, columns.map((c) => ({ title: t(c.title), field: c.field })))], { type: 'text/csv' }));
      a.download = `${source.action}.csv`;
      a.click();
    } else if (action.icon === 'settings' && !action.dialog) setSettings(true);
    else host.run(action, scope);
  };
  const toolbarScope: Scope = { row: parent, regionId, route };
  const control = (a: ActionSpec, look: 'button' | 'link', scope: Scope) => <ActionControl key={a.key} action={a} scope={scope} run={run} look={look} onDone={reload} />;
  const { toolbar, actions, batch } = spec;

  return (
    <div className="resource-list">
      <div className="list-toolbar">
        {toolbar?.primary && <ActionControl action={{ ...toolbar.primary, tone: 'primary' }} scope={toolbarScope} run={run} look="button" onDone={reload} />}
        {toolbar?.buttons?.map((a) => control(a, 'button', toolbarScope))}
        {searchFields.length > 0 && (
          <div className="search-bar" role="search">
            {searchFields.length > 1 && (
              <Select aria-label={t('common.searchBy')} value={field} className="search-key" onChange={onValue<string>(setField)}
                dataSource={searchFields.map((f) => ({ value: f.key, label: t(f.label) }))} />
            )}
            <Input
              aria-label={t(searchFields.find((f) => f.key === field)?.placeholder ?? searchFields[0].placeholder)}
              placeholder={t(searchFields.find((f) => f.key === field)?.placeholder ?? searchFields[0].placeholder)}
              value={keyword}
              hasClear
              className="search-input"
              onChange={onValue<string>(setKeyword)}
              onPressEnter={() => write({ searchKey: field, search: keyword.trim() || null, pageNumber: null })}
            />
            <Button aria-label={t('common.search')} title={t('common.search')} className="icon-button" onClick={() => write({ searchKey: field, search: keyword.trim() || null, pageNumber: null })}>
              <span className="icon-search" aria-hidden />
            </Button>
          </div>
        )}
        <div className="toolbar-spacer" />
        {toolbar?.icons?.map((a) => control(a, 'button', toolbarScope))}
      </div>
      <Table
        dataSource={rows}
        loading={q.loading}
        primaryKey={source.id}
        emptyContent={t(spec.empty ?? 'common.noData')}
        className="resource-table"
        aria-label={title}
        rowSelection={batch ? { selectedRowKeys: selected.map((r) => r[source.id] as string), onChange: (_: unknown, records: Obj[]) => setSelected(records) } : undefined}
      >
        {columns.map((c) => (
          <Table.Column key={c.key} title={t(c.title)} width={c.width} lock={c.lock} cell={(_: unknown, __: number, row: Obj) => cellOf(c, row, t, components, lang)} />
        ))}
        {actions && (
          <Table.Column
            key={actions.key}
            title={t(actions.title ?? 'common.actions')}
            width={actions.width ?? 180}
            lock={actions.lock ? 'right' : undefined}
            cell={(_: unknown, __: number, row: Obj) => (
              <div className="row-actions">
                {actions.links?.map((a) => control(a, 'link', { row, regionId, route }))}
                {actions.menu && <ActionMenu menu={actions.menu} scope={{ row, regionId, route }} run={run} />}
              </div>
            )}
          />
        )}
      </Table>
      {(batch || spec.pageSizes) && (
        <div className="list-footer">
          {batch && (
            <div className="batch-bar" role="group" aria-label={t('common.batch')}>
              <span className="batch-count">{t('common.selected', { n: selected.length })}</span>
              {batch.buttons.map((a) => (
                <ActionControl key={a.key} action={a} scope={{ rows: selected, row: selected[0], regionId, route }} run={run} look="button" onDone={reload}
                  disabled={!selected.length || !selected.every((row) => holds(a.enabled, { row }))} />
              ))}
              {batch.menu && selected.length > 0 && <ActionMenu menu={batch.menu} scope={{ rows: selected, row: selected[0], regionId, route }} run={run} />}
            </div>
          )}
          <div className="toolbar-spacer" />
          {spec.pageSizes && (
            <Pagination
              current={pageNumber}
              total={total}
              pageSize={pageSize}
              pageSizeSelector="dropdown"
              pageSizeList={spec.pageSizes}
              pageSizePosition="start"
              totalRender={(n: number) => t('common.total', { n })}
              onChange={(p: number) => write({ pageNumber: String(p) })}
              onPageSizeChange={(s: number) => write({ pageSize: String(s), pageNumber: null })}
            />
          )}
        </div>
      )}
      {settings && (
        <Dialog v2 visible title={t('common.listSettings')} onOk={() => setSettings(false)} onClose={() => setSettings(false)} onCancel={() => setSettings(false)}
          okProps={{ children: t('common.ok') }} cancelProps={{ children: t('common.cancel') }}>
          {spec.columns.map((c) => (
            <div key={c.key}>
              <Checkbox checked={!hidden.includes(c.key)} onChange={onValue<boolean>((on) => setHidden((h) => (on ? h.filter((k) => k !== c.key) : [...h, c.key])))}>
                {t(c.title)}
              </Checkbox>
            </div>
          ))}
        </Dialog>
      )}
      {host.dialog}
    </div>
  );
}
