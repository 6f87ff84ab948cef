// A resource's details page: back link and title with status in the header, action buttons and the All Actions
// pane in the upper-right corner, then tabs (or, as older consoles drew it, the page's own left-side pane) holding
// description sections or lists of the resource's parts.
import { useEffect, type ReactNode } from 'react';
import { Nav, Tab } from '@alifd/next';
import { Link } from '../src/components/Link';
import { PageHeader } from '../src/components/PageHeader';
import { StatusTag } from '../src/components/StatusTag';
import { notifyApiError } from '../src/lib/apiErrors';
import { useConsole } from '../src/lib/ConsoleContext';
import { setQuery, useLocation } from '../src/lib/router';
import { useApiQuery } from '../src/lib/useApiQuery';
import { ActionControl, useActionHost } from './actions';
import { AllActions } from './AllActions';
import { cellOf } from './cells';
import { useKinds } from './context';
import { get, holds, paramsOf, type Scope } from './resolve';
import { ResourceList } from './ResourceList';
import type { DetailsPageSpec, TabSpec } from './spec';

type Obj = Record<string, unknown>;

export type Props = { spec: DetailsPageSpec; params: Record<string, string>; query: URLSearchParams };

function TabBody({ tab, item, route, onChanged }: { tab: TabSpec; item: Obj; route: Record<string, string>; onChanged: () => void }) {
  const { t, components } = useKinds();
  const { lang } = useConsole();
  return (
    <>
      {(tab.sections ?? []).map((s) => (
        <section key={s.key} className="form-section" aria-label={t(s.title)}>
          <h2 className="form-section-title">{t(s.title)}</h2>
          <dl className="detail-grid">
            {s.items.map((i) => (
              <div key={i.key} className="detail-row">
                <dt>{t(i.label)}</dt>
                <dd>{cellOf(i, item, t, components, lang)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {tab.list && <ResourceList spec={tab.list} title={t(tab.title)} parent={item} route={route} onChanged={onChanged} />}
    </>
  );
}

export function DetailsPage({ spec, params, query }: Props) {
  const { t, service } = useKinds();
  const { regionId } = useConsole();
  const { pathname } = useLocation();
  const { source } = spec;
  const request = { RegionId: regionId, ...paramsOf({ params: source.params ?? {} }, { route: params, regionId }) };
  const q = useApiQuery<Obj>(source.product ?? service, source.action, request, {
    pollWhile: (d) => Boolean(source.pollWhile) && holds(source.pollWhile, { row: get(d, source.items) as Obj }),
    intervalMs: 1000,
  });
  useEffect(() => {
    if (q.error) notifyApiError(q.error, t);
  }, [q.error, t]);
  const item = get(q.data, source.items) as Obj | undefined;
  const host = useActionHost(q.reload);
  const scope: Scope = { row: item, regionId, route: params };
  const tabKey = spec.tabs.some((x) => x.key === query.get('tab')) ? query.get('tab')! : spec.tabs[0]?.key;
  const name = (item && (get(item, spec.title.field) as string)) || params.id || '';
  const status = spec.status && item ? String(get(item, spec.status.field)) : null;
  const title = (
    <span className="details-title">
      {name}
      {status && <StatusTag label={t.has(`${spec.status!.labels}${status}`) ? t(`${spec.status!.labels}${status}`) : status} tone={spec.status!.tones[status] ?? 'pending'} />}
    </span>
  );
  const extra = item && (
    <div className="row-actions details-actions">
      {spec.actions?.map((a) => <ActionControl key={a.key} action={a} scope={scope} run={host.run} look="button" onDone={q.reload} />)}
      {spec.allActions && <AllActions spec={spec.allActions} scope={scope} run={host.run} />}
    </div>
  );
  const loading = !item && <div className="empty-hint">{t(q.loading ? 'common.loading' : 'common.noData')}</div>;
  const body: ReactNode =
    loading ||
    (spec.tabsAs === 'nav' ? (
      spec.tabs.filter((x) => x.key === tabKey).map((x) => <TabBody key={x.key} tab={x} item={item!} route={params} onChanged={q.reload} />)
    ) : (
      <Tab shape="wrapped" activeKey={tabKey} onChange={(k: string | number) => setQuery({ tab: String(k) })}>
        {spec.tabs.map((x) => (
          <Tab.Item key={x.key} title={t(x.title)}>
            <TabBody tab={x} item={item!} route={params} onChanged={q.reload} />
          </Tab.Item>
        ))}
      </Tab>
    ));
  const page = (
    <div className="page">
      <PageHeader titleNode={title} title={name} back={spec.back} crumbs={[{ label: t(spec.crumb.label), to: spec.crumb.to }, { label: params.id ?? name }]} extra={extra} backLabel={t('common.back')} />
      {body}
      {host.dialog}
    </div>
  );
  if (spec.tabsAs !== 'nav') return page;
  return (
    <div className="console-body">
      <aside className="console-sidenav">
        <div className="console-sidenav-title">
          <Link to={spec.back}>{t('common.back')}</Link>
        </div>
        <Nav type="normal" embeddable selectedKeys={tabKey ? [tabKey] : []} aria-label={name}>
          {spec.tabs.map((x) => (
            <Nav.Item key={x.key}>
              <Link to={`${pathname}?tab=${x.key}`}>{t(x.title)}</Link>
            </Nav.Item>
          ))}
        </Nav>
      </aside>
      <main className="console-main">{page}</main>
    </div>
  );
}
