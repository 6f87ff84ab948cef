import { Button, Dropdown, Menu } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { KeyRow } from './types';

export type KeyAction = 'disable' | 'enable' | 'schedule' | 'cancel';
export type Props = { row: KeyRow; t: Translate; onAction: (kind: KeyAction, row: KeyRow) => void };

/** The Actions cell of a key row: Details, Disable or Enable, and a More menu with the deletion actions. */
export function KeyActions({ row, t, onAction }: Props) {
  const pending = row.KeyState === 'PendingDeletion';
  const more = (
    <Button text type="primary" className="more-trigger">
      {t('action.more')}
      <span className="caret" aria-hidden />
    </Button>
  );
  return (
    <div className="row-actions">
      <Link to={`/kms/keys/${row.KeyId}`}>{t('action.details')}</Link>
      {row.KeyState === 'Disabled' ? (
        <Button text type="primary" onClick={() => onAction('enable', row)}>
          {t('action.enable')}
        </Button>
      ) : (
        <Button text type="primary" disabled={row.KeyState !== 'Enabled'} onClick={() => onAction('disable', row)}>
          {t('action.disable')}
        </Button>
      )}
      <Dropdown trigger={more} triggerType="click" align="tr br">
        <Menu onItemClick={(key: string) => onAction(key as KeyAction, row)}>
          <Menu.Item key="schedule" disabled={pending}>
            {t('action.scheduleDeletion')}
          </Menu.Item>
          <Menu.Item key="cancel" disabled={!pending}>
            {t('action.cancelDeletion')}
          </Menu.Item>
        </Menu>
      </Dropdown>
    </div>
  );
}
