import { Dropdown, Menu } from '@alifd/next';
import { logout } from '../lib/api';
import { useConsole } from '../lib/ConsoleContext';
import type { Translate } from '../lib/vocabulary';

export type Props = { t: Translate };

export function AccountMenu({ t }: Props) {
  const { session } = useConsole();
  const trigger = (
    <button type="button" className="topbar-link topbar-account" aria-label={t('topbar.account')}>
      <span className="avatar" aria-hidden>
        {session.userName.slice(0, 1).toUpperCase()}
      </span>
      {session.userName}
      <span className="caret" aria-hidden />
    </button>
  );
  return (
    <Dropdown trigger={trigger} triggerType="click" align="tr br">
      <Menu onItemClick={(key: string) => key === 'logout' && void logout()}>
        <Menu.Item key="id" disabled>
          {t('account.id', { id: session.accountId })}
        </Menu.Item>
        <Menu.Item key="user" disabled>
          {t('account.user', { name: session.userName })}
        </Menu.Item>
        <Menu.Divider key="d" />
        <Menu.Item key="logout">{t('account.signOut')}</Menu.Item>
      </Menu>
    </Dropdown>
  );
}
