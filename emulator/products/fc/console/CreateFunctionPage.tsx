import { useState } from 'react';
import { Button, Form, Input, Message, Radio, Select } from '@alifd/next';
import { FormSection } from '../../../console/src/components/FormSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../console/src/lib/onValue';
import { navigate } from '../../../console/src/lib/router';
import type { PageProps } from '../../../console/src/lib/product';
import { sampleCode } from './sample';
import { FUNCTIONS3, functionPath, MEMORY_SIZES, memoryLabel, RUNTIMES, servicePath } from './types';
import { useFc } from './useFc';

const NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,127}$/;
const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 8 }, wrapperCol: { span: 16 } };

type Values = { method: string; name: string; runtime: string; upload: string; handler: string; memory: number; timeout: string; zip: string };
type Errors = Partial<Record<keyof Values, string>>;

async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin);
}

/**
 * Create Function, from scratch with a built-in runtime: `/fc/functions/create` on today's console (3.0, no service)
 * and `/fc/services/:service/functions/create` on 2.0 (fc@2023).
 */
export function CreateFunctionPage({ params }: PageProps) {
  const { t } = useFc();
  const { regionId } = useConsole();
  const serviceName: string | undefined = params.service;
  const back = serviceName ? servicePath(serviceName) : FUNCTIONS3;
  const [v, setV] = useState<Values>({ method: 'scratch', name: '', runtime: 'python3.10', upload: 'sample', handler: 'index.handler', memory: 512, timeout: '60', zip: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors({});
  };
  const state = (k: keyof Values) => (errors[k] ? ('error' as const) : undefined);

  const submit = async () => {
    if (!NAME.test(v.name)) return setErrors({ name: t('function.err.name') });
    if (!v.handler.trim()) return setErrors({ handler: t('function.err.handler') });
    if (!/^\d+$/.test(v.timeout) || Number(v.timeout) < 1 || Number(v.timeout) > 86400) return setErrors({ timeout: t('function.err.timeout') });
    if (v.upload === 'zip' && !v.zip) return setErrors({ zip: t('function.err.zip') });
    setBusy(true);
    try {
      await callApi('FC', 'CreateFunction', {
        RegionId: regionId,
        ...(serviceName ? { serviceName } : {}),
        functionName: v.name,
        runtime: v.runtime,
        handler: v.handler.trim(),
        memorySize: v.memory,
        timeout: Number(v.timeout),
        // Flat, as the console API passes parameters: the gateway flattens a ROA JSON body the same way.
        'code.zipFile': v.upload === 'zip' ? v.zip : sampleCode(v.runtime).zip,
      });
      Message.success(t('toast.functionCreated'));
      navigate(functionPath(serviceName, v.name));
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { functionName: 'name', runtime: 'runtime', handler: 'handler', memorySize: 'memory', timeout: 'timeout', code: 'zip' });
      setErrors({ [f ?? 'name']: errorText(err) });
      setBusy(false);
    }
  };

  return (
    <div className="page">
      <PageHeader
        title={t('function.create')}
        back={back}
        crumbs={
          serviceName
            ? [{ label: t('services.title'), to: '/fc/services' }, { label: serviceName, to: back }, { label: t('function.create') }]
            : [{ label: t('fn3.list.title'), to: FUNCTIONS3 }, { label: t('function.create') }]
        }
      />
      <FormSection title={t('function.section.method')}>
        <Radio.Group aria-label={t('function.method')} shape="button" value={v.method} onChange={onValue<string>((method) => set({ method }))}>
          <Radio value="scratch">{t('function.method.scratch')}</Radio>
          <Radio value="template" disabled>
            {t('function.method.template')}
          </Radio>
        </Radio.Group>
      </FormSection>
      <FormSection title={t('function.section.basic')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('function.name')} required validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('function.name.help')}</span>}>
            <Input aria-label={t('function.name')} value={v.name} maxLength={128} onChange={onValue<string>((name) => set({ name: name.trim() }))} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('function.section.code')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('function.runtime')} required validateState={state('runtime')} help={errors.runtime}>
            <Select
              aria-label={t('function.runtime')}
              value={v.runtime}
              onChange={onValue<string>((runtime) => set({ runtime }))}
              dataSource={RUNTIMES.map((r) => ({ value: r, label: r }))}
              style={{ width: 360 }}
            />
          </Form.Item>
          <Form.Item label={t('function.upload')} required validateState={state('zip')} help={errors.zip}>
            <Radio.Group aria-label={t('function.upload')} value={v.upload} onChange={onValue<string>((upload) => set({ upload }))}>
              <Radio value="sample">{t('function.upload.sample')}</Radio>
              <Radio value="zip">{t('function.upload.zip')}</Radio>
            </Radio.Group>
            {v.upload === 'zip' && (
              <div style={{ marginTop: 8 }}>
                <input
                  type="file"
                  accept=".zip"
                  aria-label={t('function.upload.zip')}
                  onChange={async (e) => {
                    const file = e.target.files?.[0];
                    set({ zip: file ? await fileToBase64(file) : '' });
                  }}
                />
              </div>
            )}
          </Form.Item>
          <Form.Item label={t('function.handler')} required validateState={state('handler')} help={errors.handler} extra={<span className="field-help">{t('function.handler.help')}</span>}>
            <Input aria-label={t('function.handler')} value={v.handler} maxLength={128} onChange={onValue<string>((handler) => set({ handler }))} style={{ width: 360 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <FormSection title={t('function.section.advanced')}>
        <Form {...LAYOUT}>
          <Form.Item label={t('function.memory')} required validateState={state('memory')} help={errors.memory}>
            <Select
              aria-label={t('function.memory')}
              value={v.memory}
              onChange={onValue<number>((memory) => set({ memory }))}
              dataSource={MEMORY_SIZES.map((m) => ({ value: m, label: memoryLabel(m) }))}
              style={{ width: 360 }}
            />
          </Form.Item>
          <Form.Item label={t('function.timeout')} required validateState={state('timeout')} help={errors.timeout}>
            <Input aria-label={t('function.timeout')} value={v.timeout} addonTextAfter={t('unit.seconds')} onChange={onValue<string>((timeout) => set({ timeout: timeout.trim() }))} style={{ width: 200 }} />
          </Form.Item>
        </Form>
      </FormSection>
      <div className="form-footer">
        <Button type="primary" loading={busy} onClick={submit}>
          {t('function.submit')}
        </Button>
        <Button onClick={() => navigate(back)}>{t('common.cancel')}</Button>
      </div>
    </div>
  );
}
