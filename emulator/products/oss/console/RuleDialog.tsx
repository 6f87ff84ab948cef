import { useState } from 'react';
import { Form, Input, Radio } from '@alifd/next';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { useDialogForm } from '../../../console/src/lib/useDialogForm';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { RuleForm2021 } from './RuleForm2021';
import { prefixError, ruleOf, RuleScopeFields, SCOPE, type Scope } from './ruleScope';
import { rulesParam, type LifecycleRule } from './types';
import { useOss } from './useOss';

export type Props = { bucket: { BucketName: string; RegionId?: string }; existing: LifecycleRule[]; t: Translate; onClose: () => void; onDone: () => void };

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
  const [scope, setScope] = useState<Scope>(SCOPE);
  const [id, setId] = useState('');
  const [days, setDays] = useState('');
  const { error: errors, setError: setErrors, clear, busy, state, call } = useDialogForm(t);
  const submit = async () => {
    const n = Number(days);
    const found: Record<string, string> = {};
    if (expiry !== 'days') found.days = t('rule.err.action');
    else if (!/^\d+$/.test(days.trim()) || n < 1) found.days = t('rule.err.days');
    const prefix = prefixError(scope, t);
    if (prefix) found.prefix = prefix;
    if (found.days || found.prefix) return setErrors(found);
    const rule = ruleOf(id.trim(), scope, n);
    await call('Oss', 'PutBucketLifecycle', { ...bucket, ...rulesParam([...existing, rule]) }, t('toast.ruleCreated'), onDone);
  };
  return (
    <FormDialog t={t} title={t('rule.title')} width={680} busy={busy} onOk={submit} onClose={onClose}>
      <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
        <RuleScopeFields t={t} scope={scope} onChange={setScope} error={errors.prefix} onEdit={clear} />
        <Form.Item label={t('rule.id')}>
          <Input aria-label={t('rule.id')} value={id} maxLength={255} onChange={onValue<string>(setId)} style={{ width: 320 }} />
        </Form.Item>
        {old && (
          <Form.Item label={t('rule.deleteFiles')} required>
            <Radio.Group aria-label={t('rule.deleteFiles')} value={expiry} onChange={onValue<'days' | 'date' | 'off'>((e) => { setExpiry(e); clear(); })}>
              <Radio value="days">{t('rule.days')}</Radio>
              <Radio value="date" disabled>{t('rule.byDate')}</Radio>
              <Radio value="off">{t('rule.off')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        {(!old || expiry === 'days') && (
          <Form.Item label={t(old ? 'rule.daysThenDelete' : 'rule.days')} required validateState={state('days')} help={errors.days} extra={<span className="field-help">{t('rule.days.help')}</span>}>
            <Input aria-label={t(old ? 'rule.daysThenDelete' : 'rule.days')} value={days} onChange={onValue<string>((d) => { setDays(d); clear(); })} style={{ width: 160 }} />
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
    </FormDialog>
  );
}
