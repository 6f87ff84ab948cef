import { useState } from 'react';
import { Button, Form, Input, Message, Radio } from '@alifd/next';
import { FormSection } from '../../../../console/src/components/FormSection';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { callApi } from '../../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../../console/src/lib/onValue';
import { navigate } from '../../../../console/src/lib/router';
import { useEcs } from '../useEcs';

type Values = { name: string; mode: 'create' | 'import'; publicKey: string };
type Errors = Partial<Record<keyof Values, string>>;
type Created = { KeyPairName: string; KeyPairFingerPrint: string; PrivateKeyBody?: string };

const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 9 }, wrapperCol: { span: 16 } };

/**
 * `/ecs/key-pairs/create`: CreateKeyPair (the private key is shown once, here, and cannot be retrieved later)
 * or ImportKeyPair with a public key.
 */
export function CreateKeyPairPage() {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const [v, setV] = useState<Values>({ name: '', mode: 'create', publicKey: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const state = (k: keyof Values) => (errors[k] ? ('error' as const) : undefined);

  const submit = async () => {
    const e: Errors = {};
    if (!/^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._:-]{1,127}$/.test(v.name.trim())) e.name = t('kp.err.name');
    if (v.mode === 'import' && !v.publicKey.trim()) e.publicKey = t('kp.err.publicKey');
    setErrors(e);
    if (Object.keys(e).length) return;
    setBusy(true);
    try {
      const res =
        v.mode === 'create'
          ? await callApi<Created>('Ecs', 'CreateKeyPair', { RegionId: regionId, KeyPairName: v.name.trim() })
          : await callApi<Created>('Ecs', 'ImportKeyPair', { RegionId: regionId, KeyPairName: v.name.trim(), PublicKeyBody: v.publicKey.trim() });
      Message.success(t('toast.kpCreated'));
      if (v.mode === 'create') setCreated(res);
      else navigate('/ecs/key-pairs');
    } catch (err) {
      notifyApiError(err, t);
      const field = fieldOfError(err, { KeyPairName: 'name', PublicKeyBody: 'publicKey' });
      if (field) setErrors({ [field]: errorText(err) });
    }
    setBusy(false);
  };

  const header = <PageHeader title={t('kp.create.title')} back="/ecs/key-pairs" crumbs={[{ label: t('nav.keyPairs'), to: '/ecs/key-pairs' }, { label: t('kp.create.title') }]} />;
  if (created) {
    return (
      <div className="page">
        {header}
        <FormSection title={t('kp.created.title')}>
          <p className="field-help" role="note">{t('kp.created.once')}</p>
          <Form {...LAYOUT}>
            <Form.Item label={t('kp.col.name')}>
              <span>{created.KeyPairName}</span>
            </Form.Item>
            <Form.Item label={t('kp.col.fingerprint')}>
              <span>{created.KeyPairFingerPrint}</span>
            </Form.Item>
            <Form.Item label={t('kp.privateKey')}>
              <Input.TextArea aria-label={t('kp.privateKey')} data-secret="true" readOnly value={created.PrivateKeyBody ?? ''} rows={8} style={{ width: 560, fontFamily: 'monospace' }} />
            </Form.Item>
          </Form>
        </FormSection>
        <div className="form-footer">
          <Button type="primary" onClick={() => navigate('/ecs/key-pairs')}>
            {t('kp.created.back')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="page">
      {header}
      <FormSection title={t('kp.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('kp.name')} required validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('kp.name.help')}</span>}>
            <Input aria-label={t('kp.name')} value={v.name} maxLength={128} onChange={onValue<string>((name) => set({ name }))} style={{ width: 360 }} />
          </Form.Item>
          <Form.Item label={t('kp.mode')} required>
            <Radio.Group aria-label={t('kp.mode')} value={v.mode} onChange={onValue<Values['mode']>((mode) => set({ mode }))}>
              <Radio value="create">{t('kp.mode.create')}</Radio>
              <Radio value="import">{t('kp.mode.import')}</Radio>
            </Radio.Group>
          </Form.Item>
          {v.mode === 'import' && (
            <Form.Item label={t('kp.publicKey')} required validateState={state('publicKey')} help={errors.publicKey}>
              <Input.TextArea aria-label={t('kp.publicKey')} value={v.publicKey} rows={5} onChange={onValue<string>((publicKey) => set({ publicKey }))} style={{ width: 560 }} />
            </Form.Item>
          )}
        </Form>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('common.ok')}
        </Button>
        <Button onClick={() => navigate('/ecs/key-pairs')}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
