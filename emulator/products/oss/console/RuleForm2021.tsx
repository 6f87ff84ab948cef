import { useState } from 'react';
import { Checkbox, Form, Input, Radio } from '@alifd/next';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { useDialogForm } from '../../../console/src/lib/useDialogForm';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { prefixError, ruleOf, RuleScopeFields, SCOPE, type Scope } from './ruleScope';
import { rulesParam, type LifecycleRule } from './types';

export type Props = { bucket: { BucketName: string; RegionId?: string }; existing: LifecycleRule[]; t: Translate; onClose: () => void; onDone: () => void };

type Expiry = 'days' | 'date' | 'off';

/**
 * The 2021 Create Rule form (oss@2021, flag `lifecycle2021`; emulator/console-facts/oss.md, M9): sections Basic Settings
 * (Status, Applied To by prefix or the whole bucket, Prefix, Tagging), Clear Policy (File Lifecycle: by days, by date or
 * not at all, then per action the days after which it happens: the page's 过期天数 N, the box's placeholder) and Delete Parts (Part Lifecycle, Delete). The
 * emulator's PutBucketLifecycle serves deletion by days only: the other actions, expiry by date, tags and parts are
 * drawn disabled.
 */
export function RuleForm2021({ bucket, existing, t, onClose, onDone }: Props) {
  const [scope, setScope] = useState<Scope>(SCOPE);
  const [expiry, setExpiry] = useState<Expiry>('days');
  const [days, setDays] = useState('');
  const { error: errors, setError: setErrors, clear, busy, state, call } = useDialogForm(t);

  const submit = async () => {
    const n = Number(days);
    const found: Record<string, string> = {};
    // At least one of File Lifecycle and Part Lifecycle must be set; parts are not served, so files must be.
    if (expiry === 'off') found.expiry = t('rule.err.noExpiry');
    else if (!/^\d+$/.test(days.trim()) || n < 1) found.days = t('rule.err.days');
    const prefix = prefixError(scope, t);
    if (prefix) found.prefix = prefix;
    if (found.days || found.prefix || found.expiry) return setErrors(found);
    await call('Oss', 'PutBucketLifecycle', { ...bucket, ...rulesParam([...existing, ruleOf('', scope, n)]) }, t('toast.ruleCreated'), onDone);
  };
  const daysAfter = (label: string, disabled: boolean, value: string, set?: (v: string) => void, key?: string) => (
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
    <FormDialog t={t} title={t('rule.title')} width={720} busy={busy} onOk={submit} onClose={onClose}>
      <Form labelAlign="left" labelCol={{ fixedSpan: 10 }} wrapperCol={{ span: 14 }}>
        <h4 className="form-section-title">{t('rule.section.basic')}</h4>
        <RuleScopeFields t={t} scope={scope} onChange={setScope} error={errors.prefix} onEdit={clear} />
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
    </FormDialog>
  );
}
