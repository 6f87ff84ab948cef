// A list page: its title, the tab strip when the page has one (each tab a route: a click on a tab goes there, also
// from a page under the tab), then the list (toolbar, search, table, batch bar, pagination).
import { Tab } from '@alifd/next';
import { PageHeader } from '../src/components/PageHeader';
import { navigate } from '../src/lib/router';
import { useKinds } from './context';
import { ResourceList } from './ResourceList';
import type { ListPageSpec } from './spec';

export type Props = { spec: ListPageSpec; query: URLSearchParams; params?: Record<string, string> };

export function ListPage({ spec, query, params }: Props) {
  const { t } = useKinds();
  const title = t(spec.title);
  const tabs = spec.tabs ?? [];
  const active = spec.tab ?? (tabs.find((x) => x.to === spec.route) ?? tabs[0])?.key;
  return (
    <div className="page">
      <PageHeader title={title} />
      {tabs.length > 0 && (
        <Tab shape="wrapped" activeKey={active} onClick={(k: string | number) => {
          const to = tabs.find((x) => x.key === String(k))?.to;
          if (to && to !== spec.route) navigate(to);
        }}>
          {tabs.map((x) => <Tab.Item key={x.key} title={t(x.label)} />)}
        </Tab>
      )}
      <ResourceList spec={spec} title={title} query={query} route={params} />
    </div>
  );
}
