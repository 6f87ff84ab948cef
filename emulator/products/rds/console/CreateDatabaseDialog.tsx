import { useState } from 'react';
import { Form, Input, Message, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { ENGINES, engineOf, type Account, type DbInstance } from './types';

export type Props = { instance: DbInstance; accounts: Account[]; t: Translate; onClose: () => void; onDone: () => void };

const LAYOUT = { labelAlign: 'top' as const };

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
    try {
      await callApi('Rds', 'CreateDatabase', { DBInstanceId: instance.DBInstanceId, DBName: name.trim(), CharacterSetName: charset, DBDescription: description });
      if (account) await callApi('Rds', 'GrantAccountPrivilege', { DBInstanceId: instance.DBInstanceId, AccountName: account, DBName: name.trim(), AccountPrivilege: privilege });
      Message.success(t('toast.dbCreated'));
      onDone();
      return true;
    } catch (err) {
      notifyApiError(err, t);
      return false;
    }
  };

  return (
    <ConfirmDialog title={t('db.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('db.name')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('db.name.help')}</span>}>
          <Input aria-label={t('db.name')} value={name} maxLength={64} onChange={onValue<string>((v) => (setName(v), setError('')))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('db.charset')} required>
          <Radio.Group shape="button" aria-label={t('db.charset')} value={charset} onChange={onValue<string>(setCharset)}>
            {engine.charsets.map((c) => (
              <Radio key={c} value={c}>
                {c}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('db.account')}>
          <Radio.Group aria-label={t('db.account')} value={account} onChange={onValue<string>(setAccount)}>
            <Radio value="">{t('db.account.none')}</Radio>
            {standard.map((a) => (
              <Radio key={a.AccountName} value={a.AccountName}>
                {a.AccountName}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {account && (
          <Form.Item label={t('db.privilege')}>
            <Radio.Group aria-label={t('db.privilege')} value={privilege} onChange={onValue<string>(setPrivilege)}>
              {engine.privileges.map((p) => (
                <Radio key={p} value={p}>
                  {t(`priv.${p}`)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item label={t('db.description')}>
          <Input.TextArea aria-label={t('db.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
