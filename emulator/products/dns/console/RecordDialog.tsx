import { useState } from 'react';
import { Form, Input, Message, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { LINES, RECORD_TYPES, TTLS, type DnsRecord } from './types';

export type Props = {
  domain: string;
  record?: DnsRecord;
  t: Translate;
  /** The `ttlRemoved` variant flag: the dialog has no TTL field and the record gets the edition's default. */
  noTtl?: boolean;
  onClose: () => void;
  onDone: () => void;
};

type Values = { type: string; rr: string; line: string; value: string; priority: string; ttl: number };
type Errors = Partial<Record<keyof Values, string>>;


/** "Add Record" (AddDomainRecord) and "Edit Record" (UpdateDomainRecord): one form, filled from the row when editing. */
export function RecordDialog({ domain, record, t, noTtl = false, onClose, onDone }: Props) {
  const [v, setV] = useState<Values>(() => ({
    type: record?.Type ?? 'A',
    rr: record?.RR ?? '',
    line: record?.Line ?? 'default',
    value: record?.Value ?? '',
    priority: String(record?.Priority ?? 5),
    ttl: record?.TTL ?? 600,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const edit = (patch: Partial<Values>) => {
    setV((old) => ({ ...old, ...patch }));
    setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) }));
  };
  const state = (k: keyof Values) => (errors[k] ? ('error' as const) : undefined);

  const submit = async () => {
    const missing: Errors = {};
    if (!v.rr.trim()) missing.rr = t('record.err.rr');
    if (!v.value.trim()) missing.value = t('record.err.value');
    setErrors(missing);
    if (Object.keys(missing).length) return false;
    const params = {
      RR: v.rr.trim(),
      Type: v.type,
      Value: v.value.trim(),
      TTL: noTtl ? undefined : v.ttl,
      Line: v.line,
      Priority: v.type === 'MX' ? v.priority : undefined,
    };
    try {
      if (record) await callApi('Alidns', 'UpdateDomainRecord', { RecordId: record.RecordId, ...params });
      else await callApi('Alidns', 'AddDomainRecord', { DomainName: domain, ...params });
    } catch (err) {
      const field = fieldOfError(err, { Priority: 'priority', Value: 'value', Type: 'type', TTL: 'ttl', RR: 'rr' }) as keyof Values | null;
      if (field) setErrors({ [field]: errorText(err) });
      else notifyApiError(err, t);
      return false;
    }
    Message.success(t(record ? 'toast.recordModified' : 'toast.recordAdded'));
    onDone();
    return true;
  };

  return (
    <ConfirmDialog
      title={t(record ? 'record.edit.title' : 'record.add.title')}
      width={640}
      okLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      onOk={submit}
      onClose={onClose}
    >
      <Form labelAlign="top">
        <Form.Item label={t('record.type')} required validateState={state('type')} help={errors.type}>
          <Select
            aria-label={t('record.type')}
            value={v.type}
            onChange={onValue<string>((type) => edit({ type }))}
            dataSource={RECORD_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            valueRender={(item: { value?: unknown }) => String(item.value)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          label={t('record.rr')}
          required
          validateState={state('rr')}
          help={errors.rr}
          extra={<span className="field-help">{t('record.rr.help', { domain })}</span>}
        >
          <Input aria-label={t('record.rr')} value={v.rr} addonTextAfter={`.${domain}`} onChange={onValue<string>((rr) => edit({ rr }))} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('record.line')} required>
          <Select
            aria-label={t('record.line')}
            value={v.line}
            onChange={onValue<string>((line) => edit({ line }))}
            dataSource={LINES.map((line) => ({ value: line, label: t(`line.${line}`) }))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          label={t('record.value')}
          required
          validateState={state('value')}
          help={errors.value}
          extra={<span className="field-help">{t(`record.value.help.${v.type}`)}</span>}
        >
          <Input aria-label={t('record.value')} value={v.value} onChange={onValue<string>((value) => edit({ value }))} style={{ width: '100%' }} />
        </Form.Item>
        {v.type === 'MX' && (
          <Form.Item label={t('record.priority')} required validateState={state('priority')} help={errors.priority} extra={<span className="field-help">{t('record.priority.help')}</span>}>
            <Input aria-label={t('record.priority')} value={v.priority} onChange={onValue<string>((priority) => edit({ priority }))} style={{ width: 160 }} />
          </Form.Item>
        )}
        {!noTtl && (
          <Form.Item label={t('record.ttl')} required validateState={state('ttl')} help={errors.ttl}>
            <Select
              aria-label={t('record.ttl')}
              value={v.ttl}
              onChange={onValue<number>((ttl) => edit({ ttl }))}
              dataSource={TTLS.map((ttl) => ({ value: ttl, label: t(`ttl.${ttl}`) }))}
              style={{ width: 240 }}
            />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}
