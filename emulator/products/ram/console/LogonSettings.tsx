import { useState } from 'react';
import { Button, Dialog, Form, Input, Message, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { useRam } from './useRam';

type LoginProfile = { UserName: string; PasswordResetRequired: boolean; MFABindRequired: boolean; CreateDate: string };

/**
 * The user's Console Logon Management section: whether console logon is on, and Modify Logon Settings. The 2019-2021
 * console (flag `logonClear`) offered Enable Console Logon to a user without it, and Clear Logon Settings
 * (DeleteLoginProfile, confirmed with OK) next to Modify Logon Settings.
 */
export function LogonSettings({ userName, t }: { userName: string; t: Translate }) {
  const { flag } = useRam();
  // A user without console logon answers EntityNotExist.User.LoginProfile: that is "Disabled" here.
  const profile = useApiQuery<{ LoginProfile: LoginProfile }>('Ram', 'GetLoginProfile', { UserName: userName });
  const [editing, setEditing] = useState(false);
  const [clearing, setClearing] = useState(false);
  const p = profile.error ? null : (profile.data?.LoginProfile ?? null);
  const yesNo = (v: boolean | undefined) => t(v ? 'logon.yes' : 'logon.no');
  const rows: [string, string][] = [
    [t('logon.console'), t(p ? 'logon.enabled' : 'logon.disabled')],
    ...(p
      ? ([
          [t('logon.resetRequired'), yesNo(p.PasswordResetRequired)],
          [t('logon.mfaRequired'), yesNo(p.MFABindRequired)],
          [t('logon.since'), formatTime(p.CreateDate)],
        ] as [string, string][])
      : []),
  ];
  return (
    <>
      <DetailSection title={t('logon.title')} rows={rows}>
        <Button type="primary" disabled={profile.loading} onClick={() => setEditing(true)}>
          {t(flag('logonClear') && !p ? 'logon.enable' : 'logon.modify')}
        </Button>
        {flag('logonClear') && p && (
          <Button style={{ marginLeft: 8 }} onClick={() => setClearing(true)}>
            {t('logon.clear')}
          </Button>
        )}
      </DetailSection>
      {editing && <LogonDialog userName={userName} profile={p} t={t} onClose={() => setEditing(false)} onDone={() => { setEditing(false); profile.reload(); }} />}
      {clearing && (
        <ConfirmDialog title={t('logon.clear')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={() => setClearing(false)} onOk={async () => (await runAction('Ram', 'DeleteLoginProfile', { UserName: userName }, t, t('toast.logonSaved'))) && (profile.reload(), true)}>
          <p>{t('logon.clear.confirm', { user: userName })}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

type Values = { console: 'on' | 'off'; passwordMode: 'keep' | 'auto' | 'custom'; password: string; reset: 'yes' | 'no'; mfa: 'yes' | 'no' };

/** A password the console makes up for Automatically Regenerate Default Password: 16 characters of every class. */
function generatedPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '!@#$%^&*'];
  const pick = (chars: string) => chars[crypto.getRandomValues(new Uint32Array(1))[0] % chars.length];
  return Array.from({ length: 16 }, (_, i) => pick(sets[i % sets.length])).join('');
}

/**
 * Modify Logon Settings: Create/Update/DeleteLoginProfile, as the console panel does. Under `logonClear` the fields
 * stay shown when Disabled is chosen, as the 2021 console drew them (what they say then is not saved: the RAM API
 * keeps no disabled profile, so Disabled deletes it). A generated password is shown
 * once, with Close; the 2019-2021 console (flag `logonResultClose`) ended every change with that Close.
 */
function LogonDialog({ userName, profile, t, onClose, onDone }: { userName: string; profile: LoginProfile | null; t: Translate; onClose: () => void; onDone: () => void }) {
  const { flag } = useRam();
  const [result, setResult] = useState<{ password?: string } | null>(null);
  const [v, setV] = useState<Values>({
    console: 'on', passwordMode: profile ? 'keep' : 'custom', password: '',
    reset: profile?.PasswordResetRequired ? 'yes' : 'no', mfa: profile?.MFABindRequired ? 'yes' : 'no',
  });
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setError(undefined);
  };
  const needsPassword = v.console === 'on' && v.passwordMode === 'custom';
  const generating = v.console === 'on' && v.passwordMode === 'auto';
  const submit = async () => {
    if (needsPassword && (v.password.length < 8 || v.password.length > 32 || !/[A-Za-z]/.test(v.password) || !/\d/.test(v.password))) return setError(t('createUser.err.password'));
    setBusy(true);
    try {
      const flags = { PasswordResetRequired: String(v.reset === 'yes'), MFABindRequired: String(v.mfa === 'yes') };
      const password = generating ? generatedPassword() : v.password;
      if (v.console === 'off') {
        if (profile) await callApi('Ram', 'DeleteLoginProfile', { UserName: userName });
      } else if (profile) {
        await callApi('Ram', 'UpdateLoginProfile', { UserName: userName, ...(needsPassword || generating ? { Password: password } : {}), ...flags });
      } else {
        await callApi('Ram', 'CreateLoginProfile', { UserName: userName, Password: password, ...flags });
      }
      Message.success(t('toast.logonSaved'));
      if (generating || flag('logonResultClose')) setResult(generating ? { password } : {});
      else onDone();
    } catch (err) {
      notifyApiError(err, t);
      if (/Password/.test((err as { code?: string }).code ?? '')) setError(errorText(err));
      setBusy(false);
    }
  };
  if (result) {
    return (
      <Dialog v2 visible title={t('logon.result')} width={560} onOk={onDone} onClose={onDone} footerActions={['ok']} okProps={{ children: t('common.close') }}>
        <p role="status">{t('logon.result.done', { user: userName })}</p>
        {result.password && <p>{t('logon.result.password', { password: result.password })}</p>}
      </Dialog>
    );
  }
  return (
    <FormDialog t={t} title={t('logon.modify')} width={680} busy={busy} onOk={submit} onClose={onClose}>
      <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
        <Form.Item label={t('logon.console')} required>
          <Radio.Group aria-label={t('logon.console')} value={v.console} onChange={onValue<'on' | 'off'>((c) => set({ console: c }))}>
            <Radio value="on">{t('logon.enabled')}</Radio>
            <Radio value="off">{t('logon.disabled')}</Radio>
          </Radio.Group>
        </Form.Item>
        {(v.console === 'on' || flag('logonClear')) && (
          <>
            {profile && (
              <Form.Item label={t('logon.setPassword')} required>
                <Radio.Group aria-label={t('logon.setPassword')} value={v.passwordMode} onChange={onValue<Values['passwordMode']>((passwordMode) => set({ passwordMode }))}>
                  <Radio value="keep">{t('logon.password.keep')}</Radio>
                  <Radio value="auto">{t('logon.password.auto')}</Radio>
                  <Radio value="custom">{t('logon.password.reset')}</Radio>
                </Radio.Group>
              </Form.Item>
            )}
            {needsPassword && (
              <Form.Item label={t('createUser.password.value')} required validateState={error ? 'error' : undefined} help={error}>
                <Input.Password aria-label={t('createUser.password.value')} value={v.password} autoComplete="new-password" maxLength={32} onChange={onValue<string>((password) => set({ password }))} style={{ width: 320 }} />
              </Form.Item>
            )}
            <Form.Item label={t('createUser.reset')}>
              <Radio.Group aria-label={t('createUser.reset')} value={v.reset} onChange={onValue<'yes' | 'no'>((reset) => set({ reset }))}>
                <Radio value="yes">{t('createUser.reset.required')}</Radio>
                <Radio value="no">{t('createUser.reset.no')}</Radio>
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('createUser.mfa')}>
              <Radio.Group aria-label={t('createUser.mfa')} value={v.mfa} onChange={onValue<'yes' | 'no'>((mfa) => set({ mfa }))}>
                <Radio value="yes">{t('createUser.mfa.required')}</Radio>
                <Radio value="no">{t('createUser.mfa.no')}</Radio>
              </Radio.Group>
            </Form.Item>
          </>
        )}
      </Form>
    </FormDialog>
  );
}
