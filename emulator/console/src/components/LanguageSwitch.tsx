import { Dropdown, Menu } from '@alifd/next';
import { updateSession } from '../lib/api';
import { useConsole } from '../lib/ConsoleContext';
import type { Lang, Translate } from '../lib/vocabulary';

export type Props = { t: Translate };

/** Sets the `aliyun_lang` cookie (and tells the server) then reloads, as the console's language switch does. */
async function switchTo(lang: Lang): Promise<void> {
  document.cookie = `aliyun_lang=${lang}; path=/; max-age=${365 * 24 * 3600}; samesite=lax`;
  await updateSession({ lang });
  location.reload();
}

export function LanguageSwitch({ t }: Props) {
  const { lang } = useConsole();
  const trigger = (
    <button type="button" className="topbar-link topbar-lang" aria-label={t('topbar.language')}>
      {t(`lang.${lang}`)}
      <span className="caret" aria-hidden />
    </button>
  );
  return (
    <Dropdown trigger={trigger} triggerType="click" align="tr br">
      <Menu selectedKeys={[lang]} selectMode="single" onItemClick={(key: string) => key !== lang && void switchTo(key as Lang)}>
        <Menu.Item key="en">{t('lang.en')}</Menu.Item>
        <Menu.Item key="zh">{t('lang.zh')}</Menu.Item>
      </Menu>
    </Dropdown>
  );
}
