import { useVocabulary } from '../lib/useVocabulary';
import { matchPath, type Location } from '../lib/router';
import type { ProductDef } from '../lib/product';
import { ConsoleLayout } from './ConsoleLayout';
import { PlaceholderPage } from './PlaceholderPage';

export type Props = { product: ProductDef; location: Location };

/** Routes inside one product console; nav entries without a page of their own get a placeholder. */
export function ProductConsole({ product, location }: Props) {
  const { t, nav } = useVocabulary(product.vocabulary);
  const { pathname, query } = location;
  let page: JSX.Element | null = null;
  let layout: 'nav' | 'full' = 'nav';
  for (const r of product.routes) {
    const params = matchPath(r.pattern, pathname);
    if (params) {
      const Page = r.page;
      page = <Page params={params} query={query} />;
      layout = r.layout ?? 'nav';
      break;
    }
  }
  if (!page) {
    const entry = nav.find((n) => n.route === pathname);
    const title = entry ? t(entry.path[entry.path.length - 1]) : t('common.notFound');
    page = <PlaceholderPage title={title} emptyText={entry ? t('common.notImplemented') : t('common.noData')} />;
  }
  if (layout === 'full') return <main className="console-full">{page}</main>;
  return (
    <ConsoleLayout title={t(product.titleKey)} nav={nav} t={t} pathname={pathname}>
      {page}
    </ConsoleLayout>
  );
}
