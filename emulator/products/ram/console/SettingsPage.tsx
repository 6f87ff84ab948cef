import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Radio, Tab } from '@alifd/next';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { useRam } from './useRam';

type PasswordPolicy = {
  MinimumPasswordLength: number; RequireLowercaseCharacters: boolean; RequireUppercaseCharacters: boolean; RequireNumbers: boolean; RequireSymbols: boolean;
  MinimumPasswordDifferentCharacter: number; PasswordNotContainUserName: boolean; HardExpire: boolean; MaxPasswordAge: number; PasswordReusePrevention: number; MaxLoginAttemps: number;
};

const ELEMENTS = [
  ['RequireUppercaseCharacters', 'pwd.upper'],
  ['RequireLowercaseCharacters', 'pwd.lower'],
  ['RequireNumbers', 'pwd.digits'],
  ['RequireSymbols', 'pwd.symbols'],
] as const;

/** `/ram/settings` (Identities > Settings): the Security Settings tab with the password strength rule of RAM users. */
export function SettingsPage() {
  const { t } = useRam();
  const policy = useApiQuery<{ PasswordPolicy: PasswordPolicy }>('Ram', 'GetPasswordPolicy', {});
  const [tab, setTab] = useState('security');
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    if (policy.error) notifyApiError(policy.error, t);
  }, [policy.error, t]);
  const p = policy.data?.PasswordPolicy;
  const elements = p ? ELEMENTS.filter(([k]) => p[k]).map(([, label]) => t(label)).join(', ') || t('pwd.none') : '';
  const rows: [string, string][] = p
    ? [
        [t('pwd.length'), t('pwd.lengthValue', { min: String(p.MinimumPasswordLength) })],
        [t('pwd.elements'), elements],
        [t('pwd.maxAge'), p.MaxPasswordAge ? t('pwd.days', { n: String(p.MaxPasswordAge) }) : t('pwd.never')],
        [t('pwd.history'), p.PasswordReusePrevention ? t('pwd.historyValue', { n: String(p.PasswordReusePrevention) }) : t('pwd.off')],
        [t('pwd.retries'), p.MaxLoginAttemps ? t('pwd.retriesValue', { n: String(p.MaxLoginAttemps) }) : t('pwd.off')],
      ]
    : [];
  return (
    <div className="page">
      <PageHeader title={t('settings.title')} />
      <Tab activeKey={tab} onChange={(k: string | number) => setTab(String(k))} aria-label={t('settings.title')}>
        <Tab.Item key="security" title={t('settings.tab.security')}>
          <DetailSection title={t('pwd.title')} rows={rows}>
            <Button type="primary" disabled={!p} onClick={() => setEditing(true)}>
              {t('pwd.modify')}
            </Button>
          </DetailSection>
        </Tab.Item>
        <Tab.Item key="advanced" title={t('settings.tab.advanced')}>
          <p className="field-help">{t('settings.advanced.help')}</p>
        </Tab.Item>
      </Tab>
      {editing && p && <PasswordRuleDialog current={p} t={t} onClose={() => setEditing(false)} onDone={() => { setEditing(false); policy.reload(); }} />}
    </div>
  );
}

type Values = { length: string; elements: string[]; different: string; userName: string; maxAge: string; expiry: string; history: string; retries: string };
type Errors = Partial<Record<'length' | 'different' | 'maxAge' | 'history' | 'retries', string>>;

/** Modify Password Rule: SetPasswordPolicy with every field of the panel. */
function PasswordRuleDialog({ current, t, onClose, onDone }: { current: PasswordPolicy; t: Translate; onClose: () => void; onDone: () => void }) {
  const [v, setV] = useState<Values>({
    length: String(current.MinimumPasswordLength), elements: ELEMENTS.filter(([k]) => current[k]).map(([k]) => k),
    different: String(current.MinimumPasswordDifferentCharacter ?? 0), userName: current.PasswordNotContainUserName ? 'deny' : 'allow',
    expiry: current.HardExpire ? 'deny' : 'allow', maxAge: String(current.MaxPasswordAge), history: String(current.PasswordReusePrevention), retries: String(current.MaxLoginAttemps),
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors({});
  };
  const inRange = (s: string, min: number, max: number) => /^\d+$/.test(s.trim()) && Number(s) >= min && Number(s) <= max;
  const submit = async () => {
    const found: Errors = {};
    if (!inRange(v.length, 8, 32)) found.length = t('pwd.err.length');
    if (!inRange(v.different, 0, 8)) found.different = t('pwd.err.different');
    if (!inRange(v.maxAge, 0, 1095)) found.maxAge = t('pwd.err.maxAge');
    if (!inRange(v.history, 0, 24)) found.history = t('pwd.err.history');
    if (!inRange(v.retries, 0, 32)) found.retries = t('pwd.err.retries');
    if (Object.keys(found).length) return setErrors(found);
    setBusy(true);
    const flags = Object.fromEntries(ELEMENTS.map(([k]) => [k, String(v.elements.includes(k))]));
    const ok = await runAction('Ram', 'SetPasswordPolicy', {
      MinimumPasswordLength: v.length.trim(), ...flags, MinimumPasswordDifferentCharacter: v.different.trim(),
      PasswordNotContainUserName: String(v.userName === 'deny'), HardExpire: String(v.expiry === 'deny'), MaxPasswordAge: v.maxAge.trim(), PasswordReusePrevention: v.history.trim(), MaxLoginAttemps: v.retries.trim(),
    }, t, t('toast.passwordPolicySaved'));
    setBusy(false);
    if (ok) onDone();
  };
  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  const field = (k: keyof Errors & keyof Values, label: string, help: string) => (
    <Form.Item label={t(label)} required validateState={state(k)} help={errors[k]} extra={<span className="field-help">{t(help)}</span>}>
      <Input aria-label={t(label)} value={v[k]} onChange={onValue<string>((x) => set({ [k]: x }))} style={{ width: 160 }} />
    </Form.Item>
  );
  const choice = (k: 'userName' | 'expiry', label: string, options: [string, string][]) => (
    <Form.Item label={t(label)}>
      <Radio.Group aria-label={t(label)} value={v[k]} onChange={onValue<string>((x) => set({ [k]: x }))}>
        {options.map(([value, text]) => (
          <Radio key={value} value={value}>
            {t(text)}
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
  return (
    <FormDialog t={t} title={t('pwd.modify')} width={680} busy={busy} onOk={submit} onClose={onClose}>
      <Form labelAlign="left" labelCol={{ fixedSpan: 9 }} wrapperCol={{ span: 15 }}>
        {field('length', 'pwd.length', 'pwd.length.help')}
        <Form.Item label={t('pwd.elements')}>
          <Checkbox.Group aria-label={t('pwd.elements')} value={v.elements} onChange={(elements: unknown[]) => set({ elements: elements.map(String) })}>
            {ELEMENTS.map(([k, label]) => (
              <Checkbox key={k} value={k}>
                {t(label)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        {field('different', 'pwd.different', 'pwd.different.help')}
        {choice('userName', 'pwd.userName', [['allow', 'pwd.allow'], ['deny', 'pwd.deny']])}
        {field('maxAge', 'pwd.maxAge', 'pwd.maxAge.help')}
        {choice('expiry', 'pwd.expiry', [['deny', 'pwd.expiry.deny'], ['allow', 'pwd.expiry.allow']])}
        {field('history', 'pwd.history', 'pwd.history.help')}
        {field('retries', 'pwd.retries', 'pwd.retries.help')}
      </Form>
    </FormDialog>
  );
}
