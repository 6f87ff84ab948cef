import { useState } from 'react';
import { Dialog, Form, Input, Radio } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { RuleForm2021 } from './RuleForm2021';
import { rulesParam, type LifecycleRule } from './types';
import { useOss } from './useOss';

export type Props = { bucket: { BucketName: string; RegionId?: string }; existing: LifecycleRule[]; t: Translate; onClose: () => void; onDone: () => void };

type Errors = { prefix?: string; days?: string };

/** "Create Rule": a rule that deletes objects N days after their last change, for a prefix or the whole bucket. */
export function RuleDialog(props: Props) {
  // 2021: the form in sections (RuleForm2021.tsx).
  if (useOss().flag('lifecycle2021')) return <RuleForm2021 {...props} />;
  return <RuleDialogToday {...props} />;
}

function RuleDialogToday({ bucket, existing, t, onClose, onDone }: Props) {
  const old = useOss().flag('lifecycle2019');
  // 2019: 删除文件 chooses how objects expire (by days, by date, not at all) and 删除碎片 how parts do; the emulator's
  // PutBucketLifecycle serves expiry by days, so the other choices are drawn disabled.
  const [expiry, setExpiry] = useState<'days' | 'date' | 'off'>('days');
  const [status, setStatus] = useState<'Enabled' | 'Disabled'>('Enabled');
  const [policy, setPolicy] = useState<'prefix' | 'bucket'>('prefix');
  const [prefix, setPrefix] = useState('');
  const [id, setId] = useState('');
  const [days, setDays] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const n = Number(days);
    const found: Errors = {};
    if (expiry !== 'days') found.days = t('rule.err.action');
    else if (!/^\d+$/.test(days.trim()) || n < 1) found.days = t('rule.err.days');
    if (policy === 'prefix' && !prefix.trim()) found.prefix = t('rule.err.prefix');
    if (found.days || found.prefix) return setErrors(found);
    setBusy(true);
    const rule: LifecycleRule = { ID: id.trim() || `rule-${Date.now().toString(36)}`, Prefix: policy === 'prefix' ? prefix.trim() : '', Status: status, Expiration: { Days: n } };
    const ok = await runAction('Oss', 'PutBucketLifecycle', { ...bucket, ...rulesParam([...existing, rule]) }, t, t('toast.ruleCreated'));
    setBusy(false);
    if (ok) onDone();
  };
  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  return (
    <Dialog
      v2
      visible
      title={t('rule.title')}
      width={680}
      onOk={submit}
      onCancel={onClose}
      onClose={onClose}
      okProps={{ children: t('common.ok'), loading: busy }}
      cancelProps={{ children: t('common.cancel') }}
    >
      <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
        <Form.Item label={t('rule.status')} required>
          <Radio.Group aria-label={t('rule.status')} value={status} onChange={onValue<'Enabled' | 'Disabled'>(setStatus)}>
            <Radio value="Enabled">{t('rule.enabled')}</Radio>
            <Radio value="Disabled">{t('rule.disabled')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('rule.policy')} required>
          <Radio.Group aria-label={t('rule.policy')} value={policy} onChange={onValue<'prefix' | 'bucket'>((p) => { setPolicy(p); setErrors({}); })}>
            <Radio value="prefix">{t('rule.policy.prefix')}</Radio>
            <Radio value="bucket">{t('rule.policy.bucket')}</Radio>
          </Radio.Group>
        </Form.Item>
        {policy === 'prefix' && (
          <Form.Item label={t('rule.prefix')} required validateState={state('prefix')} help={errors.prefix}>
            <Input aria-label={t('rule.prefix')} value={prefix} maxLength={1023} onChange={onValue<string>((p) => { setPrefix(p); setErrors({}); })} style={{ width: 320 }} />
          </Form.Item>
        )}
        <Form.Item label={t('rule.id')}>
          <Input aria-label={t('rule.id')} value={id} maxLength={255} onChange={onValue<string>(setId)} style={{ width: 320 }} />
        </Form.Item>
        {old && (
          <Form.Item label={t('rule.deleteFiles')} required>
            <Radio.Group aria-label={t('rule.deleteFiles')} value={expiry} onChange={onValue<'days' | 'date' | 'off'>((e) => { setExpiry(e); setErrors({}); })}>
              <Radio value="days">{t('rule.days')}</Radio>
              <Radio value="date" disabled>{t('rule.byDate')}</Radio>
              <Radio value="off">{t('rule.off')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        {(!old || expiry === 'days') && (
          <Form.Item label={t(old ? 'rule.daysThenDelete' : 'rule.days')} required validateState={state('days')} help={errors.days} extra={<span className="field-help">{t('rule.days.help')}</span>}>
            <Input aria-label={t(old ? 'rule.daysThenDelete' : 'rule.days')} value={days} onChange={onValue<string>((d) => { setDays(d); setErrors({}); })} style={{ width: 160 }} />
          </Form.Item>
        )}
        {old && expiry !== 'days' && errors.days && <p className="field-error">{errors.days}</p>}
        {old && (
          <Form.Item label={t('rule.deleteParts')}>
            <Radio.Group aria-label={t('rule.deleteParts')} value="off">
              <Radio value="date" disabled>{t('rule.byDate')}</Radio>
              <Radio value="days" disabled>{t('rule.days')}</Radio>
              <Radio value="off">{t('rule.off')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
      </Form>
    </Dialog>
  );
}
