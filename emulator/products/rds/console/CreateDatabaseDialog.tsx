import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { RadioField } from '../../../console/src/components/RadioField';
import { callApi } from '../../../console/src/lib/api';
import { onValue } from '../../../console/src/lib/onValue';
import { runCalls } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { LAYOUT, PrivilegeField } from './fields';
import { ENGINES, engineOf, type Account, type DbInstance } from './types';

export type Props = { instance: DbInstance; accounts: Account[]; t: Translate; onClose: () => void; onDone: () => void };

/** "Create Database": CreateDatabase, then GrantAccountPrivilege when an account is authorized, as the console does. */
export function CreateDatabaseDialog({ instance, accounts, t, onClose, onDone }: Props) {
  const engine = ENGINES[engineOf(instance.Engine)];
  const [name, setName] = useState('');
  const [charset, setCharset] = useState<string>(engine.charsets[0]);
  const [account, setAccount] = useState('');
  const [privilege, setPrivilege] = useState<string>(engine.privileges[0]);
  const [description, setDescription] = useState('');
  const [error, setError] = useState('');
  const standard = accounts.filter((a) => a.AccountType === 'Normal');

  const submit = async () => {
    if (!name.trim()) {
      setError(t('create.err.required'));
      return false;
    }
    const ok = await runCalls(t, async () => {
      await callApi('Rds', 'CreateDatabase', { DBInstanceId: instance.DBInstanceId, DBName: name.trim(), CharacterSetName: charset, DBDescription: description });
      if (account) await callApi('Rds', 'GrantAccountPrivilege', { DBInstanceId: instance.DBInstanceId, AccountName: account, DBName: name.trim(), AccountPrivilege: privilege });
    }, t('toast.dbCreated'));
    if (ok) onDone();
    return ok;
  };

  return (
    <ConfirmDialog title={t('db.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('db.name')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('db.name.help')}</span>}>
          <Input aria-label={t('db.name')} value={name} maxLength={64} onChange={onValue<string>((v) => (setName(v), setError('')))} style={{ width: '100%' }} />
        </Form.Item>
        <RadioField label={t('db.charset')} required shape="button" value={charset} onChange={setCharset} options={engine.charsets.map((c) => ({ value: c, label: c }))} />
        <RadioField
          label={t('db.account')}
          value={account}
          onChange={setAccount}
          options={[{ value: '', label: t('db.account.none') }, ...standard.map((a) => ({ value: a.AccountName, label: a.AccountName }))]}
        />
        {account && <PrivilegeField t={t} label={t('db.privilege')} privileges={engine.privileges} value={privilege} onChange={setPrivilege} />}
        <Form.Item label={t('db.description')}>
          <Input.TextArea aria-label={t('db.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
