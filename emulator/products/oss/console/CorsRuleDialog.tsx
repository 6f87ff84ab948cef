import { useState } from 'react';
import { Checkbox, Form, Input } from '@alifd/next';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { CORS_METHODS, corsParam, type CorsRule } from './types';

export type Props = { bucket: { BucketName: string; RegionId?: string }; existing: CorsRule[]; t: Translate; onClose: () => void; onDone: () => void };

type Errors = { origin?: string; methods?: string; maxAge?: string };
const lines = (v: string) => v.split(/[\n,]/).map((s) => s.trim()).filter(Boolean);

/** "Create Rule" for CORS: Source, Allowed Methods, Allowed Headers, Exposed Headers, Cache Timeout (PutBucketCors). */
export function CorsRuleDialog({ bucket, existing, t, onClose, onDone }: Props) {
  const [origin, setOrigin] = useState('');
  const [methods, setMethods] = useState<string[]>([]);
  const [headers, setHeaders] = useState('');
  const [expose, setExpose] = useState('');
  const [maxAge, setMaxAge] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const found: Errors = {};
    if (!lines(origin).length) found.origin = t('cors.err.origin');
    if (!methods.length) found.methods = t('cors.err.methods');
    if (maxAge.trim() && !/^\d+$/.test(maxAge.trim())) found.maxAge = t('cors.err.maxAge');
    if (Object.keys(found).length) return setErrors(found);
    setBusy(true);
    const rule: CorsRule = {
      AllowedOrigin: lines(origin), AllowedMethod: CORS_METHODS.filter((m) => methods.includes(m)), AllowedHeader: lines(headers), ExposeHeader: lines(expose),
      ...(maxAge.trim() ? { MaxAgeSeconds: Number(maxAge.trim()) } : {}),
    };
    const ok = await runAction('Oss', 'PutBucketCors', { ...bucket, ...corsParam([...existing, rule]) }, t, t('toast.corsCreated'));
    setBusy(false);
    if (ok) onDone();
  };
  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  return (
    <FormDialog t={t} title={t('cors.rule.title')} width={680} busy={busy} onOk={submit} onClose={onClose}>
      <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
        <Form.Item label={t('cors.origin')} required validateState={state('origin')} help={errors.origin} extra={<span className="field-help">{t('cors.origin.help')}</span>}>
          <Input.TextArea aria-label={t('cors.origin')} value={origin} rows={3} onChange={onValue<string>((v) => { setOrigin(v); setErrors({}); })} style={{ width: 360 }} />
        </Form.Item>
        <Form.Item label={t('cors.methods')} required validateState={state('methods')} help={errors.methods}>
          <Checkbox.Group aria-label={t('cors.methods')} value={methods} onChange={(v: unknown[]) => { setMethods(v.map(String)); setErrors({}); }}>
            {CORS_METHODS.map((m) => (
              <Checkbox key={m} value={m}>
                {m}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label={t('cors.headers')} extra={<span className="field-help">{t('cors.headers.help')}</span>}>
          <Input.TextArea aria-label={t('cors.headers')} value={headers} rows={2} onChange={onValue<string>(setHeaders)} style={{ width: 360 }} />
        </Form.Item>
        <Form.Item label={t('cors.expose')}>
          <Input.TextArea aria-label={t('cors.expose')} value={expose} rows={2} onChange={onValue<string>(setExpose)} style={{ width: 360 }} />
        </Form.Item>
        <Form.Item label={t('cors.maxAge')} validateState={state('maxAge')} help={errors.maxAge}>
          <Input aria-label={t('cors.maxAge')} value={maxAge} onChange={onValue<string>((v) => { setMaxAge(v); setErrors({}); })} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
