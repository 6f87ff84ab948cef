import { useState } from 'react';
import { Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { CLASSIC_DEFAULTS, ClassicRotationAndOrigin, KeyStoreField, rotationOf, type ClassicValues } from './CreateKeyClassicFields';
import { useKms } from './useKms';

export type Props = { regionId: string; t: Translate; onClose: () => void; onDone: () => void };

type Values = { spec: string; usage: string; alias: string; protection: string; description: string };
type Errors = Partial<Record<keyof Values, string>>;

const SPECS = ['Aliyun_AES_256', 'Aliyun_SM4', 'RSA_2048', 'RSA_3072', 'EC_P256', 'EC_P256K', 'EC_SM2'];
const USAGES: Record<string, string[]> = { RSA_2048: ['ENCRYPT/DECRYPT', 'SIGN/VERIFY'], RSA_3072: ['ENCRYPT/DECRYPT', 'SIGN/VERIFY'], EC_P256: ['SIGN/VERIFY'], EC_P256K: ['SIGN/VERIFY'], EC_SM2: ['ENCRYPT/DECRYPT', 'SIGN/VERIFY'] };
const usagesOf = (spec: string) => USAGES[spec] ?? ['ENCRYPT/DECRYPT'];
const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 7 }, wrapperCol: { span: 17 } };

/** "Create Key": CreateKey, then CreateAlias when an alias is given (the console prefixes it with `alias/`). */
export function CreateKeyDialog({ regionId, t, onClose, onDone }: Props) {
  // Variant `kms-create-key-protection-removed`: the dialog no longer asks for a protection level (keys are SOFTWARE).
  const { flag } = useKms();
  const protectionRemoved = flag('protectionRemoved');
  // kms@2021: KeyStore, Rotation Period and Advanced > Key Material Source.
  const classic = flag('createKeyClassic');
  const [c, setC] = useState<ClassicValues>(CLASSIC_DEFAULTS);
  const [classicError, setClassicError] = useState<string | undefined>();
  const [v, setV] = useState<Values>({ spec: 'Aliyun_AES_256', usage: 'ENCRYPT/DECRYPT', alias: '', protection: 'SOFTWARE', description: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [keyId, setKeyId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors({});
  };
  const state = (k: keyof Values) => (errors[k] ? ('error' as const) : undefined);
  const alias = v.alias.trim().replace(/^alias\//, '');

  const submit = async () => {
    if (alias && !/^[A-Za-z0-9_/-]+$/.test(alias)) return setErrors({ alias: t('createKey.err.alias') });
    const rotation = classic && v.spec.startsWith('Aliyun_') ? rotationOf(c) : { interval: null };
    if ('error' in rotation) return setClassicError(rotation.error);
    if (classic && c.origin === 'EXTERNAL' && !c.understood) return setClassicError('createKey.err.understand');
    setBusy(true);
    let id = keyId;
    try {
      if (!id) {
        const res = await callApi<{ KeyMetadata: { KeyId: string } }>('Kms', 'CreateKey', {
          RegionId: regionId, KeySpec: v.spec, KeyUsage: v.usage, ProtectionLevel: protectionRemoved ? undefined : v.protection, Description: v.description || undefined,
          Origin: classic && c.origin === 'EXTERNAL' ? 'EXTERNAL' : undefined,
        });
        id = res.KeyMetadata.KeyId;
        setKeyId(id);
        if (rotation.interval) await callApi('Kms', 'UpdateRotationPolicy', { RegionId: regionId, KeyId: id, EnableAutomaticRotation: true, RotationInterval: rotation.interval });
      }
      if (alias) await callApi('Kms', 'CreateAlias', { RegionId: regionId, KeyId: id, AliasName: `alias/${alias}` });
      Message.success(t('toast.keyCreated'));
      onDone();
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { AliasName: 'alias', Description: 'description', KeySpec: 'spec', KeyUsage: 'usage' });
      if (f) setErrors({ [f]: errorText(err) });
      setBusy(false);
    }
  };

  return (
    <FormDialog t={t} title={t('createKey.title')} width={680} busy={busy} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        {classic && <KeyStoreField t={t} disabled={Boolean(keyId)} />}
        <Form.Item label={t('createKey.spec')} required>
          <Select
            aria-label={t('createKey.spec')}
            value={v.spec}
            disabled={Boolean(keyId)}
            onChange={onValue<string>((spec) => set({ spec, usage: usagesOf(spec)[0] }))}
            dataSource={SPECS.map((s) => ({ value: s, label: s }))}
            style={{ width: 320 }}
          />
        </Form.Item>
        <Form.Item label={t('createKey.usage')} required validateState={state('usage')} help={errors.usage}>
          <Radio.Group aria-label={t('createKey.usage')} value={v.usage} disabled={Boolean(keyId)} onChange={onValue<string>((usage) => set({ usage }))}>
            {usagesOf(v.spec).map((u) => (
              <Radio key={u} value={u}>
                {u}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('createKey.alias')} validateState={state('alias')} help={errors.alias} extra={<span className="field-help">{t('createKey.alias.help')}</span>}>
          <Input aria-label={t('createKey.alias')} addonTextBefore="alias/" value={v.alias} maxLength={249} onChange={onValue<string>((a) => set({ alias: a }))} style={{ width: 320 }} />
        </Form.Item>
        {!protectionRemoved && (
          <Form.Item label={t('createKey.protection')} required>
            <Radio.Group aria-label={t('createKey.protection')} value={v.protection} disabled={Boolean(keyId)} onChange={onValue<string>((protection) => set({ protection }))}>
              <Radio value="SOFTWARE">{t('protection.SOFTWARE')}</Radio>
              <Radio value="HSM">{t('protection.HSM')}</Radio>
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item label={t('createKey.description')} validateState={state('description')} help={errors.description}>
          <Input.TextArea aria-label={t('createKey.description')} value={v.description} maxLength={8192} disabled={Boolean(keyId)} onChange={onValue<string>((d) => set({ description: d }))} style={{ width: 320 }} />
        </Form.Item>
        {classic && (
          <ClassicRotationAndOrigin
            t={t}
            spec={v.spec}
            value={c}
            disabled={Boolean(keyId)}
            error={classicError}
            onChange={(patch) => {
              setC((old) => ({ ...old, ...patch }));
              setClassicError(undefined);
            }}
          />
        )}
      </Form>
    </FormDialog>
  );
}
