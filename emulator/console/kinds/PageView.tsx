// Draws one routed page description with its kind's component.
import { useKinds } from './context';
import { DetailsPage } from './DetailsPage';
import { FormPage } from './FormPage';
import { ListPage } from './ListPage';
import type { RoutedPageSpec } from './spec';
import { Wizard } from './Wizard';

export type Props = { spec: RoutedPageSpec; params: Record<string, string>; query: URLSearchParams };

export function PageView({ spec, params, query }: Props) {
  const { components } = useKinds();
  switch (spec.kind) {
    case 'list':
      return <ListPage spec={spec} query={query} params={params} />;
    case 'details':
      return <DetailsPage spec={spec} params={params} query={query} />;
    case 'form':
      return <FormPage key={spec.key} spec={spec} params={params} />;
    case 'wizard':
      return <Wizard key={spec.key} spec={spec} params={params} />;
    case 'custom': {
      const Custom = components.pages?.[spec.component];
      if (!Custom) throw new Error(`page "${spec.key}": the product registers no page component "${spec.component}"`);
      return <Custom spec={spec} params={params} query={query} />;
    }
  }
}

/** Purchase pages and pages with a left-side pane of their own are drawn without the product's navigation. */
export function layoutOf(spec: RoutedPageSpec): 'nav' | 'full' {
  if (spec.kind === 'custom' || spec.kind === 'wizard') return spec.layout ?? 'nav';
  if (spec.kind === 'details' && spec.tabsAs === 'nav') return 'full';
  return 'nav';
}

/** Routes with fewer `:params` first, so `/ecs/instances/create` wins over `/ecs/instances/:id`. */
export function byRouteSpecificity(a: { route: string }, b: { route: string }): number {
  const params = (r: string) => r.split('/').filter((s) => s.startsWith(':')).length;
  return params(a.route) - params(b.route);
}
