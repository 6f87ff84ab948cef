import { Button, Menu } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import { MoreMenu } from '../../../console/src/components/MoreMenu';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { KeyRow } from './types';

export type KeyAction = 'disable' | 'enable' | 'schedule' | 'cancel';
export type Props = { row: KeyRow; t: Translate; onAction: (kind: KeyAction, row: KeyRow) => void };

/** The Actions cell of a key row: Details, Disable or Enable, and a More menu with the deletion actions. */
export function KeyActions({ row, t, onAction }: Props) {
  const pending = row.KeyState === 'PendingDeletion';
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
      <MoreMenu label={t('action.more')} onItemClick={(key) => onAction(key as KeyAction, row)}>
        <Menu.Item key="schedule" disabled={pending}>
          {t('action.scheduleDeletion')}
        </Menu.Item>
        <Menu.Item key="cancel" disabled={!pending}>
          {t('action.cancelDeletion')}
        </Menu.Item>
      </MoreMenu>
    </div>
  );
}
