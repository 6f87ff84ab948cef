import { Dropdown, Menu } from '@alifd/next';
import { useConsole } from '../lib/ConsoleContext';
import { navigate } from '../lib/router';
import { makeTranslate, resolveVocabulary, type Translate } from '../lib/vocabulary';
import { products } from '../products';

export type Props = { t: Translate };

/** The top bar's "Products and Services" menu, the way to move between product consoles: one entry per registry line. */
export function ProductsMenu({ t }: Props) {
  const { lang, variant } = useConsole();
  const trigger = (
    <button type="button" className="topbar-link topbar-products" aria-label={t('topbar.products')}>
      <span className="burger" aria-hidden />
      {t('topbar.products')}
    </button>
  );
  return (
    <Dropdown trigger={trigger} triggerType="click" align="tl bl">
      <Menu onItemClick={(key: string) => navigate(products.find((p) => p.key === key)?.prefix ?? '/')}>
        {products.map((p) => (
          <Menu.Item key={p.key}>{makeTranslate([resolveVocabulary(p.vocabulary, variant).labels], lang)('product.name')}</Menu.Item>
        ))}
      </Menu>
    </Dropdown>
  );
}
