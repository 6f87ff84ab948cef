import { useMemo } from 'react';
import { KindsProvider, type KindsState } from '../../kinds/context';
import { applyPatches } from '../../kinds/patch';
import { byRouteSpecificity, layoutOf, PageView } from '../../kinds/PageView';
import { isRouted } from '../../kinds/spec';
import { useConsole } from '../lib/ConsoleContext';
import { useVocabulary } from '../lib/useVocabulary';
import { matchPath, type Location } from '../lib/router';
import type { ProductDef } from '../lib/product';
import { ConsoleLayout } from './ConsoleLayout';
import { PlaceholderPage } from './PlaceholderPage';

export type Props = { product: ProductDef; location: Location };

/**
 * Routes inside one product console: its hand-drawn routes first, then its page descriptions as the account's
 * console has them (today's, or the generation's patches over today's, then the variant's patches); nav entries
 * without a page of their own get a placeholder.
 */
export function ProductConsole({ product, location }: Props) {
  const { t, nav } = useVocabulary(product.vocabulary);
  const { variant, generation } = useConsole();
  const { pathname, query } = location;
  const pages = useMemo(() => {
    const own = generation?.product === product.key ? generation : undefined;
    const variantDef = variant ? product.vocabulary.variants[variant] : undefined;
    return applyPatches(applyPatches(product.pages ?? [], own?.pages), variantDef?.pages);
  }, [product, variant, generation]);
  const kinds: KindsState = useMemo(
    () => ({ service: product.service ?? 'Ecs', pages: new Map(pages.map((p) => [p.key, p])), components: product.components ?? {}, t }),
    [product, pages, t],
  );
  let page: JSX.Element | null = null;
  let layout: 'nav' | 'full' = 'nav';
  for (const r of product.routes ?? []) {
    const params = matchPath(r.pattern, pathname);
    if (params) {
      const Page = r.page;
      page = <Page params={params} query={query} />;
      layout = r.layout ?? 'nav';
      break;
    }
  }
  if (!page) {
    for (const spec of pages.filter(isRouted).sort(byRouteSpecificity)) {
      const params = matchPath(spec.route, pathname);
      if (params) {
        page = <PageView key={spec.key} spec={spec} params={params} query={query} />;
        layout = layoutOf(spec);
        break;
      }
    }
  }
  if (!page) {
    const entry = nav.find((n) => n.route === pathname);
    const title = entry ? t(entry.path[entry.path.length - 1]) : t('common.notFound');
    page = <PlaceholderPage title={title} emptyText={entry ? t('common.notImplemented') : t('common.noData')} />;
  }
  const body = layout === 'full' ? <main className="console-full">{page}</main> : (
    <ConsoleLayout title={t(product.titleKey)} nav={nav} t={t} pathname={pathname}>
      {page}
    </ConsoleLayout>
  );
  return <KindsProvider value={kinds}>{body}</KindsProvider>;
}
