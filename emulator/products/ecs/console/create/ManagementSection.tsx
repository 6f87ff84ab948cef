import { Form, Input, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../../console/src/components/FormSection';
import { FORM_LAYOUT } from './layout';
import type { InstanceForm, SectionProps } from './form';
import { onValue } from '../../../../console/src/lib/onValue';

export type Props = SectionProps;

/** Management Settings: logon credential (key pair, custom password, set later) and the instance name. */
export function ManagementSection({ form, set, errors, t }: Props) {
  const state = (k: keyof InstanceForm) => (errors[k] ? ('error' as const) : undefined);
  return (
    <FormSection title={t('create.section.management')} id="section-management">
      <Form {...FORM_LAYOUT}>
        <Form.Item label={t('create.credential')} required>
          <Radio.Group
            shape="button"
            aria-label={t('create.credential')}
            value={form.credential}
            onChange={(v) => set({ credential: v as InstanceForm['credential'] })}
          >
            <Radio value="keypair">{t('create.credential.keypair')}</Radio>
            <Radio value="password">{t('create.credential.password')}</Radio>
            <Radio value="later">{t('create.credential.later')}</Radio>
          </Radio.Group>
        </Form.Item>
        {form.credential === 'keypair' && (
          <Form.Item label={t('create.keyPair')} required validateState={state('keyPair')} help={errors.keyPair}>
            <Select
              aria-label={t('create.keyPair')}
              value={form.keyPair || undefined}
              placeholder={t('common.pleaseSelect')}
              dataSource={[]}
              notFoundContent={t('create.keyPair.none')}
              onChange={onValue<string>((v) => set({ keyPair: v }))}
              style={{ width: 320 }}
            />
          </Form.Item>
        )}
        {form.credential === 'password' && (
          <Form.Item label={t('create.username')}>
            <span className="static-value">{form.osFamily === 'windows' ? 'administrator' : 'root'}</span>
          </Form.Item>
        )}
        {form.credential === 'password' && (
          <Form.Item
            label={t('create.password')}
            required
            validateState={state('password')}
            help={errors.password}
            extra={<span className="field-help">{t('create.password.help')}</span>}
          >
            <Input.Password
              aria-label={t('create.password')}
              value={form.password}
              onChange={onValue<string>((v) => set({ password: v }))}
              placeholder={t('create.password.placeholder')}
              style={{ width: 320 }}
            />
          </Form.Item>
        )}
        {form.credential === 'password' && (
          <Form.Item label={t('create.confirmPassword')} required validateState={state('confirmPassword')} help={errors.confirmPassword}>
            <Input.Password
              aria-label={t('create.confirmPassword')}
              value={form.confirmPassword}
              onChange={onValue<string>((v) => set({ confirmPassword: v }))}
              placeholder={t('create.confirmPassword.placeholder')}
              style={{ width: 320 }}
            />
          </Form.Item>
        )}
        <Form.Item
          label={t('create.instanceName')}
          validateState={state('instanceName')}
          help={errors.instanceName}
          extra={<span className="field-help">{t('create.instanceName.help')}</span>}
        >
          <Input
            aria-label={t('create.instanceName')}
            value={form.instanceName}
            onChange={onValue<string>((v) => set({ instanceName: v }))}
            placeholder={t('create.instanceName.placeholder')}
            maxLength={128}
            style={{ width: 320 }}
          />
        </Form.Item>
      </Form>
    </FormSection>
  );
}
