import { useState } from 'react';
import { Form, Input } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { RadioField } from '../../../console/src/components/RadioField';
import { callApi } from '../../../console/src/lib/api';
import { onValue } from '../../../console/src/lib/onValue';
import { runCalls } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { DatabaseField, LAYOUT, PrivilegeField } from './fields';
import { ENGINES, engineOf, type Database, type DbInstance } from './types';

export type Props = {
  instance: DbInstance;
  databases: Database[];
  t: Translate;
  /** The variant rds-account-description-removed: the dialog has no Description field. */
  noDescription?: boolean;
  onClose: () => void;
  onDone: () => void;
};

type Errors = Partial<Record<'name' | 'password' | 'confirm', string>>;

/**
 * "Create Account": CreateAccount, then GrantAccountPrivilege for a standard account's authorized database. The
 * databases are a radio group rather than the console's transfer list: one database, and no popup inside the dialog.
 */
export function CreateAccountDialog({ instance, databases, t, noDescription, onClose, onDone }: Props) {
  const engine = ENGINES[engineOf(instance.Engine)];
  const [name, setName] = useState('');
  const [type, setType] = useState<'Normal' | 'Super'>('Normal');
  const [db, setDb] = useState('');
  const [privilege, setPrivilege] = useState<string>(engine.privileges[0]);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const found: Errors = {};
    if (!name.trim()) found.name = t('create.err.required');
    if (!password) found.password = t('create.err.required');
    if (confirm !== password) found.confirm = t('acc.err.mismatch');
    setErrors(found);
    if (Object.keys(found).length) return false;
    const id = instance.DBInstanceId;
    const ok = await runCalls(t, async () => {
      await callApi('Rds', 'CreateAccount', { DBInstanceId: id, AccountName: name.trim(), AccountPassword: password, AccountType: type, ...(noDescription ? {} : { AccountDescription: description }) });
      if (type === 'Normal' && db) {
        await callApi('Rds', 'GrantAccountPrivilege', { DBInstanceId: id, AccountName: name.trim(), DBName: db, AccountPrivilege: privilege });
      }
    }, t('toast.accountCreated'));
    if (ok) onDone();
    return ok;
  };

  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  return (
    <ConfirmDialog title={t('acc.title')} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('acc.name')} required validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('acc.name.help')}</span>}>
          <Input aria-label={t('acc.name')} value={name} maxLength={32} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
        </Form.Item>
        <RadioField
          label={t('acc.type')}
          required
          value={type}
          onChange={(v) => setType(v as 'Normal' | 'Super')}
          options={[{ value: 'Super', label: t('acc.type.Super') }, { value: 'Normal', label: t('acc.type.Normal') }]}
        />
        {type === 'Normal' && <DatabaseField label={t('acc.dbs')} databases={databases} value={db} onChange={setDb} />}
        {type === 'Normal' && db && <PrivilegeField t={t} label={t('acc.privilege')} privileges={engine.privileges} value={privilege} onChange={setPrivilege} />}
        <Form.Item label={t('acc.password')} required validateState={state('password')} help={errors.password} extra={<span className="field-help">{t('acc.password.help')}</span>}>
          <Input.Password aria-label={t('acc.password')} value={password} maxLength={32} onChange={onValue<string>(setPassword)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('acc.confirm')} required validateState={state('confirm')} help={errors.confirm}>
          <Input.Password aria-label={t('acc.confirm')} value={confirm} maxLength={32} onChange={onValue<string>(setConfirm)} style={{ width: '100%' }} />
        </Form.Item>
        {!noDescription && (
          <Form.Item label={t('acc.description')}>
            <Input.TextArea aria-label={t('acc.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}
