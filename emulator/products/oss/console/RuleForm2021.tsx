import { useState } from 'react';
import { Checkbox, Dialog, Form, Input, Radio } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { rulesParam, type LifecycleRule } from './types';

export type Props = { bucket: { BucketName: string; RegionId?: string }; existing: LifecycleRule[]; t: Translate; onClose: () => void; onDone: () => void };

type Expiry = 'days' | 'date' | 'off';
type Errors = { prefix?: string; days?: string; expiry?: string };

/**
 * The 2021 Create Rule form (oss@2021, flag `lifecycle2021`; emulator/console-facts/oss.md, M9): sections Basic Settings
 * (Status, Applied To by prefix or the whole bucket, Prefix, Tagging), Clear Policy (File Lifecycle: by days, by date or
 * not at all, then per action the days after which it happens: the page's 过期天数 N, the box's placeholder) and Delete Parts (Part Lifecycle, Delete). The
 * emulator's PutBucketLifecycle serves deletion by days only: the other actions, expiry by date, tags and parts are
 * drawn disabled.
 */
export function RuleForm2021({ bucket, existing, t, onClose, onDone }: Props) {
  const [status, setStatus] = useState<'Enabled' | 'Disabled'>('Enabled');
  const [policy, setPolicy] = useState<'prefix' | 'bucket'>('prefix');
  const [prefix, setPrefix] = useState('');
  const [expiry, setExpiry] = useState<Expiry>('days');
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const n = Number(days);
    const found: Errors = {};
    // At least one of File Lifecycle and Part Lifecycle must be set; parts are not served, so files must be.
    if (expiry === 'off') found.expiry = t('rule.err.noExpiry');
    else if (!/^\d+$/.test(days.trim()) || n < 1) found.days = t('rule.err.days');
    if (policy === 'prefix' && !prefix.trim()) found.prefix = t('rule.err.prefix');
    if (found.days || found.prefix || found.expiry) return setErrors(found);
    setBusy(true);
    const rule: LifecycleRule = { ID: `rule-${Date.now().toString(36)}`, Prefix: policy === 'prefix' ? prefix.trim() : '', Status: status, Expiration: { Days: n } };
    const ok = await runAction('Oss', 'PutBucketLifecycle', { ...bucket, ...rulesParam([...existing, rule]) }, t, t('toast.ruleCreated'));
    setBusy(false);
    if (ok) onDone();
  };
  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  const clear = () => setErrors({});
  const daysAfter = (label: string, disabled: boolean, value: string, set?: (v: string) => void, key?: keyof Errors) => (
    <Form.Item label={label} validateState={key ? state(key) : undefined} help={key ? errors[key] : undefined}>
      <Input
        aria-label={label}
        value={value}
        disabled={disabled}
        placeholder={t('rule.days')}
        innerAfter={<span className="field-help">{t('rule.daysUnit')}</span>}
        onChange={onValue<string>((v) => { set?.(v); clear(); })}
        style={{ width: 160 }}
      />
    </Form.Item>
  );
  const byDays = expiry === 'days';
  return (
    <Dialog
      v2
      visible
      title={t('rule.title')}
      width={720}
      onOk={submit}
      onCancel={onClose}
      onClose={onClose}
      okProps={{ children: t('common.ok'), loading: busy }}
      cancelProps={{ children: t('common.cancel') }}
    >
      <Form labelAlign="left" labelCol={{ fixedSpan: 10 }} wrapperCol={{ span: 14 }}>
        <h4 className="form-section-title">{t('rule.section.basic')}</h4>
        <Form.Item label={t('rule.status')} required>
          <Radio.Group aria-label={t('rule.status')} value={status} onChange={onValue<'Enabled' | 'Disabled'>(setStatus)}>
            <Radio value="Enabled">{t('rule.enabled')}</Radio>
            <Radio value="Disabled">{t('rule.disabled')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('rule.policy')} required>
          <Radio.Group aria-label={t('rule.policy')} value={policy} onChange={onValue<'prefix' | 'bucket'>((p) => { setPolicy(p); clear(); })}>
            <Radio value="prefix">{t('rule.policy.prefix')}</Radio>
            <Radio value="bucket">{t('rule.policy.bucket')}</Radio>
          </Radio.Group>
        </Form.Item>
        {policy === 'prefix' && (
          <Form.Item label={t('rule.prefix')} required validateState={state('prefix')} help={errors.prefix}>
            <Input aria-label={t('rule.prefix')} value={prefix} maxLength={1023} onChange={onValue<string>((p) => { setPrefix(p); clear(); })} style={{ width: 320 }} />
          </Form.Item>
        )}
        <Form.Item label={t('rule.tagging')}>
          <Checkbox aria-label={t('rule.tagging')} disabled>
            {t('rule.tagging')}
          </Checkbox>
        </Form.Item>
        <h4 className="form-section-title">{t('rule.section.clear')}</h4>
        <Form.Item label={t('rule.fileExpiry')} required validateState={state('expiry')} help={errors.expiry}>
          <Radio.Group aria-label={t('rule.fileExpiry')} value={expiry} onChange={onValue<Expiry>((e) => { setExpiry(e); clear(); })}>
            <Radio value="days">{t('rule.days')}</Radio>
            <Radio value="date" disabled>{t('rule.byDate')}</Radio>
            <Radio value="off">{t('rule.off')}</Radio>
          </Radio.Group>
        </Form.Item>
        {expiry !== 'off' && (
          <>
            {daysAfter(t('rule.toIA'), true, '')}
            {daysAfter(t('rule.toArchive'), true, '')}
            {daysAfter(t('rule.toColdArchive'), true, '')}
            {daysAfter(t('rule.deleteFiles'), !byDays, days, setDays, 'days')}
          </>
        )}
        <h4 className="form-section-title">{t('rule.section.parts')}</h4>
        <Form.Item label={t('rule.partExpiry')}>
          <Radio.Group aria-label={t('rule.partExpiry')} value="off">
            <Radio value="days" disabled>{t('rule.days')}</Radio>
            <Radio value="date" disabled>{t('rule.byDate')}</Radio>
            <Radio value="off">{t('rule.off')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </Dialog>
  );
}
