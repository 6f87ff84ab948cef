import { useState } from 'react';
import { Form, Input, Switch } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { DatabaseField, LAYOUT, PrivilegeField } from './fields';
import { ENGINES, engineOf, type Account, type Database, type DbInstance } from './types';

export type Props = { instance: DbInstance; account: Account; t: Translate; onClose: () => void; onDone: () => void };

/**
 * "Reset Account Password" (an account's Reset Password): ResetAccountPassword. A MySQL instance's dialog also has the
 * **Also Reset Account** switch (P-reset-mysql-26); the page does not say which call it adds, so it adds none here.
 */
export function ResetPasswordDialog({ instance, account, t, onClose, onDone }: Props) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [alsoAccount, setAlsoAccount] = useState(false);
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const submit = async () => {
    const found = { password: password ? undefined : t('create.err.required'), confirm: confirm === password ? undefined : t('acc.err.mismatch') };
    setErrors(found);
    if (found.password || found.confirm) return false;
    const ok = await runAction('Rds', 'ResetAccountPassword', { DBInstanceId: instance.DBInstanceId, AccountName: account.AccountName, AccountPassword: password }, t, t('toast.passwordReset'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('reset.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('acc.col.name')}>
          <span>{account.AccountName}</span>
        </Form.Item>
        <Form.Item label={t('reset.password')} required validateState={errors.password ? 'error' : undefined} help={errors.password} extra={<span className="field-help">{t('acc.password.help')}</span>}>
          <Input.Password aria-label={t('reset.password')} value={password} maxLength={32} onChange={onValue<string>(setPassword)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('reset.confirm')} required validateState={errors.confirm ? 'error' : undefined} help={errors.confirm}>
          <Input.Password aria-label={t('reset.confirm')} value={confirm} maxLength={32} onChange={onValue<string>(setConfirm)} style={{ width: '100%' }} />
        </Form.Item>
        {engineOf(instance.Engine) === 'MySQL' && (
          <Form.Item label={t('reset.alsoAccount')} extra={<span className="field-help">{t('reset.alsoAccount.help')}</span>}>
            <Switch aria-label={t('reset.alsoAccount')} checked={alsoAccount} onChange={(v: boolean) => setAlsoAccount(v)} />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}

/**
 * "Modify Permissions" of a standard account: a database and the permission on it (GrantAccountPrivilege). A radio
 * group stands in for the console's transfer list, as in Create Account.
 */
export function PermissionsDialog({ instance, account, databases, t, onClose, onDone }: Props & { databases: Database[] }) {
  const engine = ENGINES[engineOf(instance.Engine)];
  const [db, setDb] = useState('');
  const [privilege, setPrivilege] = useState<string>(engine.privileges[0]);
  const [error, setError] = useState<string | undefined>();
  const granted = new Map((account.DatabasePrivileges?.DatabasePrivilege ?? []).map((p) => [p.DBName, p.AccountPrivilege]));
  const submit = async () => {
    if (!db) {
      setError(t('perm.err.db'));
      return false;
    }
    const params = { DBInstanceId: instance.DBInstanceId, AccountName: account.AccountName, DBName: db, AccountPrivilege: privilege };
    const ok = await runAction('Rds', 'GrantAccountPrivilege', params, t, t('toast.permissionsModified'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('perm.title')} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <DatabaseField
          label={t('acc.dbs')}
          required
          error={error}
          databases={databases}
          value={db}
          onChange={(v) => (setDb(v), setError(undefined), setPrivilege(granted.get(v) ?? engine.privileges[0]))}
        />
        {db && <PrivilegeField t={t} label={t('acc.privilege')} privileges={engine.privileges} value={privilege} onChange={setPrivilege} />}
      </Form>
    </ConfirmDialog>
  );
}
