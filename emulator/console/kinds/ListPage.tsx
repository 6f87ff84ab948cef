// A list page: its title, then the list (toolbar, search, table, batch bar, pagination).
import { PageHeader } from '../src/components/PageHeader';
import { useKinds } from './context';
import { ResourceList } from './ResourceList';
import type { ListPageSpec } from './spec';

export type Props = { spec: ListPageSpec; query: URLSearchParams };

export function ListPage({ spec, query }: Props) {
  const { t } = useKinds();
  const title = t(spec.title);
  return (
    <div className="page">
      <PageHeader title={title} />
      <ResourceList spec={spec} title={title} query={query} />
    </div>
  );
}
