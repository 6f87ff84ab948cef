import { useState } from 'react';
import { Button, Checkbox, Form, Input, Message, Radio, Table } from '@alifd/next';
import { FormFooter } from '../../../console/src/components/FormFooter';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import type { CreateAccessKey } from './types';
import { useRam } from './useRam';

type Values = {
  name: string; display: string; console: boolean; openapi: boolean;
  pwMode: 'auto' | 'custom'; password: string; reset: boolean; mfa: boolean;
};
type Errors = Partial<Record<'name' | 'password' | 'access', string>>;
type Result = { userName: string; password?: string; accessKey?: CreateAccessKey['AccessKey'] };

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };

/** A default password the console generates: letters, digits and a symbol, 16 characters. */
function generatePassword(): string {
  const pick = (s: string) => s[Math.floor(Math.random() * s.length)];
  const all = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from({ length: 13 }, () => pick(all)).join('') + pick('ABCDEFGH') + pick('23456789') + pick('#%&*');
}

/**
 * `/ram/users/create`: CreateUser, then CreateLoginProfile (Console Access) and CreateAccessKey (OpenAPI Access).
 * The password and AccessKey secret are shown once afterwards, masked or under secret labels.
 */
export function CreateUserPage() {
  const { t } = useRam();
  const { session } = useConsole();
  const [v, setV] = useState<Values>({ name: '', display: '', console: false, openapi: false, pwMode: 'auto', password: '', reset: true, mfa: false });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors({});
  };
  const domain = `${session.accountId}.onaliyun.com`;

  const submit = async () => {
    const e: Errors = {};
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(v.name.trim())) e.name = t('createUser.err.name');
    if (!v.console && !v.openapi) e.access = t('createUser.err.access');
    if (v.console && v.pwMode === 'custom' && (v.password.length < 8 || v.password.length > 32 || !/[A-Za-z]/.test(v.password) || !/\d/.test(v.password))) e.password = t('createUser.err.password');
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    const userName = v.name.trim();
    try {
      await callApi('Ram', 'CreateUser', { UserName: userName, DisplayName: v.display.trim() || userName });
      const out: Result = { userName };
      if (v.console) {
        const password = v.pwMode === 'custom' ? v.password : generatePassword();
        await callApi('Ram', 'CreateLoginProfile', { UserName: userName, Password: password, PasswordResetRequired: v.reset, MFABindRequired: v.mfa });
        if (v.pwMode === 'auto') out.password = password;
      }
      if (v.openapi) out.accessKey = (await callApi<CreateAccessKey>('Ram', 'CreateAccessKey', { UserName: userName })).AccessKey;
      Message.success(t('toast.userCreated'));
      setResult(out);
    } catch (err) {
      notifyApiError(err, t);
      if (/UserName|EntityAlreadyExists\.User$/.test(errorText(err))) setErrors({ name: errorText(err) });
    } finally {
      setBusy(false);
    }
  };

  const header = <PageHeader title={t('createUser.title')} back="/ram/users" crumbs={[{ label: t('users.title'), to: '/ram/users' }, { label: t('createUser.title') }]} />;
  if (result) {
    return (
      <div className="page">
        {header}
        <FormSection title={t('createUser.result')}>
          <Message type="warning" style={{ margin: '0 0 12px' }}>
            {t('createUser.result.note')}
          </Message>
          <Table dataSource={[result]} primaryKey="userName" aria-label={t('createUser.result')} hasBorder={false}>
            <Table.Column title={t('user.logonName')} cell={() => `${result.userName}@${domain}`} />
            {result.password && (
              <Table.Column title={t('createUser.result.password')} cell={() => <Input.Password aria-label={t('createUser.result.password')} value={result.password} readOnly style={{ width: 220 }} />} />
            )}
            {result.accessKey && <Table.Column title={t('ak.col.id')} cell={() => result.accessKey!.AccessKeyId} />}
            {result.accessKey && <Table.Column title={t('ak.col.secret')} cell={() => result.accessKey!.AccessKeySecret} />}
          </Table>
        </FormSection>
        <div className="form-footer">
          <Button type="primary" onClick={() => navigate('/ram/users')}>
            {t('createUser.backToUsers')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="page">
      {header}
      <FormSection title={t('createUser.section.account')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('user.logonName')} required validateState={errors.name ? 'error' : undefined} help={errors.name} extra={<span className="field-help">{t('createUser.logonName.help')}</span>}>
            <Input aria-label={t('user.logonName')} value={v.name} maxLength={64} addonTextAfter={`@${domain}`} onChange={onValue<string>((name) => set({ name }))} style={{ width: 420 }} />
          </Form.Item>
          <Form.Item label={t('user.displayName')}>
            <Input aria-label={t('user.displayName')} value={v.display} maxLength={128} onChange={onValue<string>((display) => set({ display }))} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('createUser.section.access')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('createUser.access')} required validateState={errors.access ? 'error' : undefined} help={errors.access}>
            <div role="group" aria-label={t('createUser.access')}>
              <Checkbox checked={v.console} onChange={onValue<boolean>((on) => set({ console: on }))}>
                {t('createUser.console')}
              </Checkbox>
              <Checkbox checked={v.openapi} onChange={onValue<boolean>((on) => set({ openapi: on }))} style={{ marginLeft: 24 }}>
                {t('createUser.openapi.short')}
              </Checkbox>
            </div>
          </Form.Item>
          {v.console && (
            <Form.Item label={t('createUser.password')} required>
              <Radio.Group aria-label={t('createUser.password')} value={v.pwMode} onChange={onValue<'auto' | 'custom'>((pwMode) => set({ pwMode }))}>
                <Radio value="auto">{t('createUser.password.auto')}</Radio>
                <Radio value="custom">{t('createUser.password.custom')}</Radio>
              </Radio.Group>
            </Form.Item>
          )}
          {v.console && v.pwMode === 'custom' && (
            <Form.Item label={t('createUser.password.value')} required validateState={errors.password ? 'error' : undefined} help={errors.password}>
              <Input.Password aria-label={t('createUser.password.value')} value={v.password} autoComplete="new-password" maxLength={32} onChange={onValue<string>((password) => set({ password }))} style={{ width: 360 }} />
            </Form.Item>
          )}
          {v.console && (
            <Form.Item label={t('createUser.reset')}>
              <Radio.Group aria-label={t('createUser.reset')} value={v.reset ? 'yes' : 'no'} onChange={onValue<string>((r) => set({ reset: r === 'yes' }))}>
                <Radio value="yes">{t('createUser.reset.required')}</Radio>
                <Radio value="no">{t('createUser.reset.no')}</Radio>
              </Radio.Group>
            </Form.Item>
          )}
          {v.console && (
            <Form.Item label={t('createUser.mfa')}>
              <Radio.Group aria-label={t('createUser.mfa')} value={v.mfa ? 'yes' : 'no'} onChange={onValue<string>((m) => set({ mfa: m === 'yes' }))}>
                <Radio value="yes">{t('createUser.mfa.required')}</Radio>
                <Radio value="no">{t('createUser.mfa.no')}</Radio>
              </Radio.Group>
            </Form.Item>
          )}
        </Form>
      </FormSection>
      <FormFooter t={t} busy={busy} onSubmit={submit} cancelTo="/ram/users" />
    </div>
  );
}
