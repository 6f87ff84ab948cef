import { useState } from 'react';
import { Button, Dropdown, Input, Menu, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import { runCms } from './cmsApi';
import type { DescribeSiteMonitorList, SiteMonitor } from './types';
import { useCms } from './useCms';

type Kind = 'delete' | 'enable' | 'disable';
type Pending = { kind: Kind; tasks: SiteMonitor[] } | null;

const CALLS: Record<Kind, { action: string; title: string; text: string; done: string }> = {
  delete: { action: 'DeleteSiteMonitors', title: 'site.delete.title', text: 'site.delete.confirm', done: 'toast.siteDeleted' },
  enable: { action: 'EnableSiteMonitors', title: 'site.enable.title', text: 'site.enable.confirm', done: 'toast.siteEnabled' },
  disable: { action: 'DisableSiteMonitors', title: 'site.disable.title', text: 'site.disable.confirm', done: 'toast.siteDisabled' },
};

/** HTTP and HTTPS tasks are one type in the console, HTTP(S). */
export const siteTypeLabel = (type: string) => (type === 'HTTP' || type === 'HTTPS' ? 'HTTP(S)' : type);

/**
 * `/cms/site-monitor`: site monitoring's task list (the Monitoring Tasks tab): a name or address search, the create
 * button (today a Create Task menu with Single-step Detection; on the 1.0 console New Monitoring Task), the tasks with
 * Modify, Disable or Enable and Delete, and the batch buttons below the list for the ticked tasks.
 */
export function SiteMonitorsPage() {
  const { t, flag } = useCms();
  const console1 = flag('console1');
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<SiteMonitor[]>([]);
  const [pending, setPending] = useState<Pending>(null);
  const list = useApiQuery<DescribeSiteMonitorList>('Cms', 'DescribeSiteMonitorList', { PageSize: 100, Keyword: search || undefined });
  useQueryErrors(t, list.error);
  const tasks = list.data?.SiteMonitors?.SiteMonitor ?? [];
  const create = () => navigate('/cms/site-monitor/create');
  const call = pending && CALLS[pending.kind];
  return (
    <div className="page">
      <PageHeader title={t('site.title')} />
      <Tab shape="wrapped" activeKey="tasks">
        <Tab.Item key="tasks" title={t('site.tab')}>
          <div className="list-toolbar">
            {console1 ? (
              <Button type="primary" onClick={create}>
                {t('site.create')}
              </Button>
            ) : (
              <Dropdown trigger={<Button type="primary">{t('site.create')}<span className="caret" aria-hidden /></Button>} triggerType="click">
                <Menu onItemClick={create}>
                  <Menu.Item key="single">{t('site.create.single')}</Menu.Item>
                </Menu>
              </Dropdown>
            )}
            <Input aria-label={t('site.search')} placeholder={t('site.search')} value={keyword} onChange={onValue<string>(setKeyword)} onPressEnter={() => setSearch(keyword.trim())} style={{ width: 240 }} />
            <Button onClick={() => setSearch(keyword.trim())}>{t('common.search')}</Button>
            <div className="toolbar-spacer" />
            <Button onClick={list.reload}>{t('common.refresh')}</Button>
          </div>
          <Table
            dataSource={tasks}
            loading={list.loading}
            primaryKey="TaskId"
            emptyContent={t('common.noData')}
            aria-label={t('site.tab')}
            rowSelection={{ selectedRowKeys: selected.map((s) => s.TaskId), onChange: (_: unknown, records: SiteMonitor[]) => setSelected(records) }}
          >
            <Table.Column
              title={t('site.col.name')}
              cell={(_: unknown, __: number, s: SiteMonitor) => (
                <div className="cell-lines">
                  <span>{s.TaskName}</span>
                  <div className="cell-sub">{s.TaskId}</div>
                </div>
              )}
            />
            <Table.Column title={t('site.type')} cell={(_: unknown, __: number, s: SiteMonitor) => siteTypeLabel(s.TaskType)} />
            <Table.Column title={t('site.address')} dataIndex="Address" />
            <Table.Column title={t('site.interval')} cell={(_: unknown, __: number, s: SiteMonitor) => t(`site.interval.${s.Interval}`)} />
            <Table.Column title={t('site.col.state')} cell={(_: unknown, __: number, s: SiteMonitor) => <StatusTag label={t(`site.state.${s.TaskState}`)} tone={s.TaskState === '1' ? 'success' : 'stopped'} />} />
            <Table.Column
              title={t('common.actions')}
              width={200}
              cell={(_: unknown, __: number, s: SiteMonitor) => (
                <div className="row-actions">
                  <Link to={`/cms/site-monitor/${encodeURIComponent(s.TaskId)}/modify`}>{t('action.modify')}</Link>
                  <Button text type="primary" onClick={() => setPending({ kind: s.TaskState === '1' ? 'disable' : 'enable', tasks: [s] })}>
                    {s.TaskState === '1' ? t('action.disable') : t('action.enable')}
                  </Button>
                  <Button text type="primary" onClick={() => setPending({ kind: 'delete', tasks: [s] })}>
                    {t('action.delete')}
                  </Button>
                </div>
              )}
            />
          </Table>
          <div className="list-toolbar">
            {(['delete', 'enable', 'disable'] as const).map((kind) => (
              <Button key={kind} disabled={!selected.length} onClick={() => setPending({ kind, tasks: selected })}>
                {t(`site.batch.${kind}`)}
              </Button>
            ))}
          </div>
        </Tab.Item>
      </Tab>
      {pending && call && (
        <ConfirmDialog
          title={t(call.title)}
          okLabel={t('site.confirm')}
          cancelLabel={t('common.cancel')}
          onClose={() => setPending(null)}
          onOk={async () => {
            const ok = await runCms(call.action, { TaskIds: pending.tasks.map((s) => s.TaskId).join(',') }, t, t(call.done));
            if (ok) {
              setSelected([]);
              list.reload();
            }
            return ok;
          }}
        >
          <p>{t(call.text, { name: pending.tasks.map((s) => s.TaskName).join(', ') })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
