import { Dropdown, Menu } from '@alifd/next';
import { navigate } from '../lib/router';
import type { Translate } from '../lib/vocabulary';

export type Props = { t: Translate };

const PRODUCTS = [
  { key: 'ecs', route: '/ecs' },
  { key: 'vpc', route: '/vpc' },
  { key: 'ram', route: '/ram' },
  { key: 'cms', route: '/cms' },
  { key: 'kms', route: '/kms' },
  { key: 'oss', route: '/oss' },
  { key: 'dns', route: '/dns' },
  { key: 'rds', route: '/rds' },
  { key: 'slb', route: '/slb' },
  { key: 'fc', route: '/fc' },
  { key: 'cdn', route: '/cdn' },
  { key: 'actiontrail', route: '/actiontrail' },
];

/** The top bar's "Products and Services" menu, the way to move between product consoles. */
export function ProductsMenu({ t }: Props) {
  const trigger = (
    <button type="button" className="topbar-link topbar-products" aria-label={t('topbar.products')}>
      <span className="burger" aria-hidden />
      {t('topbar.products')}
    </button>
  );
  return (
    <Dropdown trigger={trigger} triggerType="click" align="tl bl">
      <Menu onItemClick={(key: string) => navigate(PRODUCTS.find((p) => p.key === key)?.route ?? '/')}>
        {PRODUCTS.map((p) => (
          <Menu.Item key={p.key}>{t(`product.${p.key}`)}</Menu.Item>
        ))}
      </Menu>
    </Dropdown>
  );
}
