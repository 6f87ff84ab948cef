import { useVocabulary } from '../lib/useVocabulary';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from './LanguageSwitch';
import { Link } from './Link';
import { ProductsMenu } from './ProductsMenu';
import { RegionSelector } from './RegionSelector';

/** The console's top navigation bar: logo, products, region, language, account. */
export function TopBar() {
  const { t } = useVocabulary();
  return (
    <header className="topbar" role="banner">
      <Link to="/" className="topbar-logo">
        <span className="logo-mark" aria-hidden />
        {t('topbar.logo')}
      </Link>
      <ProductsMenu t={t} />
      <div className="topbar-region-wrap">
        <RegionSelector t={t} />
      </div>
      <div className="topbar-spacer" />
      <LanguageSwitch t={t} />
      <AccountMenu t={t} />
    </header>
  );
}
