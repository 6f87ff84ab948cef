import { Form, Input, Radio } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { LifecycleRule } from './types';

export type Status = 'Enabled' | 'Disabled';
export type Policy = 'prefix' | 'bucket';
export type Scope = { status: Status; policy: Policy; prefix: string };

type Props = {
  t: Translate;
  scope: Scope;
  onChange: (scope: Scope) => void;
  /** The prefix's error, if any. */
  error?: string;
  /** Called when the policy or the prefix changes (the form clears its errors). */
  onEdit: () => void;
};

/** The fields every lifecycle rule form starts with: Status, Applied To (a prefix or the whole bucket) and Prefix. */
export function RuleScopeFields({ t, scope, onChange, error, onEdit }: Props) {
  return (
    <>
      <Form.Item label={t('rule.status')} required>
        <Radio.Group aria-label={t('rule.status')} value={scope.status} onChange={onValue<Status>((status) => onChange({ ...scope, status }))}>
          <Radio value="Enabled">{t('rule.enabled')}</Radio>
          <Radio value="Disabled">{t('rule.disabled')}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item label={t('rule.policy')} required>
        <Radio.Group aria-label={t('rule.policy')} value={scope.policy} onChange={onValue<Policy>((policy) => { onChange({ ...scope, policy }); onEdit(); })}>
          <Radio value="prefix">{t('rule.policy.prefix')}</Radio>
          <Radio value="bucket">{t('rule.policy.bucket')}</Radio>
        </Radio.Group>
      </Form.Item>
      {scope.policy === 'prefix' && (
        <Form.Item label={t('rule.prefix')} required validateState={error ? 'error' : undefined} help={error}>
          <Input aria-label={t('rule.prefix')} value={scope.prefix} maxLength={1023} onChange={onValue<string>((prefix) => { onChange({ ...scope, prefix }); onEdit(); })} style={{ width: 320 }} />
        </Form.Item>
      )}
    </>
  );
}

export const SCOPE: Scope = { status: 'Enabled', policy: 'prefix', prefix: '' };

/** The prefix's error: a rule applied by prefix needs one. */
export const prefixError = (scope: Scope, t: Translate) => (scope.policy === 'prefix' && !scope.prefix.trim() ? t('rule.err.prefix') : undefined);

/** The rule a form makes: objects under the scope expire `days` days after their last change. */
export const ruleOf = (id: string, scope: Scope, days: number): LifecycleRule => ({
  ID: id || `rule-${Date.now().toString(36)}`,
  Prefix: scope.policy === 'prefix' ? scope.prefix.trim() : '',
  Status: scope.status,
  Expiration: { Days: days },
});
