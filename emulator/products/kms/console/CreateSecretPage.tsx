import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import { useKeys } from './useKeys';
import { useKms } from './useKms';

type Values = { name: string; value: string; version: string; keyId: string; description: string };
type Errors = Partial<Record<keyof Values, string>>;

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };
/** The option that leaves EncryptionKeyId out (KMS encrypts with its own key). */
const DEFAULT_KEY = '__default__';

/**
 * `/kms/secrets/create`: a generic secret (CreateSecret). The value is typed masked. With the
 * `secretKeyRequired` variant flag, Encryption Key has no default and must be chosen.
 */
export function CreateSecretPage() {
  const { t, flag } = useKms();
  const { regionId } = useConsole();
  const keyRequired = flag('secretKeyRequired');
  const keys = useKeys(regionId);
  const [v, setV] = useState<Values>({ name: '', value: '', version: 'v1', keyId: keyRequired ? '' : DEFAULT_KEY, description: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const state = (k: keyof Values) => (errors[k] ? ('error' as const) : undefined);
  const usable = keys.rows.filter((k) => k.KeyState === 'Enabled' && k.KeySpec.startsWith('Aliyun_'));
  const keyOptions = [
    ...(keyRequired ? [] : [{ value: DEFAULT_KEY, label: t('secret.key.default') }]),
    ...usable.map((k) => ({ value: k.KeyId, label: k.aliases[0] ? `${k.aliases[0]} (${k.KeyId})` : k.KeyId })),
  ];

  const submit = async () => {
    const e: Errors = {};
    if (!/^[A-Za-z0-9_/+=.@-]{1,192}$/.test(v.name.trim())) e.name = t('secret.err.name');
    if (!v.value) e.value = t('secret.err.value');
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(v.version.trim())) e.version = t('secret.err.version');
    if (!v.keyId) e.keyId = t('secret.err.key');
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      await callApi('Kms', 'CreateSecret', {
        RegionId: regionId,
        SecretName: v.name.trim(),
        SecretData: v.value,
        SecretDataType: 'text',
        VersionId: v.version.trim(),
        EncryptionKeyId: v.keyId === DEFAULT_KEY ? undefined : v.keyId,
        Description: v.description || undefined,
      });
      Message.success(t('toast.secretCreated'));
      navigate('/kms/secrets');
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { SecretName: 'name', SecretData: 'value', VersionId: 'version', EncryptionKeyId: 'keyId', Description: 'description' });
      if (f) setErrors({ [f]: errorText(err) });
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader title={t('createSecret.title')} back="/kms/secrets" crumbs={[{ label: t('secrets.title'), to: '/kms/secrets' }, { label: t('createSecret.title') }]} />
      <FormSection title={t('createSecret.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('secret.type')} required>
            <Radio.Group aria-label={t('secret.type')} value="Generic">
              <Radio value="Generic">{t('secretType.Generic')}</Radio>
            </Radio.Group>
          </Form.Item>
          <Form.Item label={t('secret.name')} required validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('secret.name.help')}</span>}>
            <Input aria-label={t('secret.name')} value={v.name} maxLength={192} onChange={onValue<string>((name) => set({ name }))} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('secret.value')} required validateState={state('value')} help={errors.value}>
            <Input.Password aria-label={t('secret.value')} value={v.value} autoComplete="new-password" onChange={onValue<string>((value) => set({ value }))} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('secret.version')} required validateState={state('version')} help={errors.version}>
            <Input aria-label={t('secret.version')} value={v.version} maxLength={64} onChange={onValue<string>((version) => set({ version }))} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('secret.key')} required={keyRequired} validateState={state('keyId')} help={errors.keyId}>
            <Select
              aria-label={t('secret.key')}
              value={v.keyId || undefined}
              placeholder={t('common.pleaseSelect')}
              onChange={onValue<string>((keyId) => set({ keyId }))}
              dataSource={keyOptions}
              style={{ width: 360 }}
            />
          </Form.Item>
          <Form.Item label={t('secret.description')} validateState={state('description')} help={errors.description}>
            <Input.TextArea aria-label={t('secret.description')} value={v.description} maxLength={1024} onChange={onValue<string>((description) => set({ description }))} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('common.ok')}
        </Button>
        <Button onClick={() => navigate('/kms/secrets')}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
