import { useState } from 'react';
import { Form, Input, Message, Radio, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { argOf, functionsJson, type DomainConfig } from './types';

/**
 * The two header lists a domain has: the response headers CDN sends to clients (Cache > Custom HTTP Response Header,
 * `set_resp_header`) and the request headers it sends to the origin (Back-to-origin, `origin_request_header`): the
 * function, its argument names, the label prefix (`header.` or `reqheader.`) and the headers offered by name (any
 * other is Custom, with its own name).
 */
export type HeaderKind = { fn: string; name: string; value: string; labels: string; presets: string[] };

export const RESPONSE_HEADERS: HeaderKind = {
  fn: 'set_resp_header', name: 'key', value: 'value', labels: 'header',
  presets: [
    'Cache-Control', 'Content-Disposition', 'Content-Type', 'Pragma', 'Access-Control-Allow-Origin', 'Access-Control-Allow-Methods',
    'Access-Control-Allow-Headers', 'Access-Control-Expose-Headers', 'Access-Control-Allow-Credentials', 'Access-Control-Max-Age',
  ],
};

export const REQUEST_HEADERS: HeaderKind = {
  fn: 'origin_request_header', name: 'header_name', value: 'header_value', labels: 'reqheader',
  presets: ['X-Forwarded-For', 'X-Client-Scheme', 'Accept-Encoding', 'User-Agent', 'Referer', 'Origin', 'Cookie'],
};

/** The `header.*` labels read as the kind's own (`reqheader.*` for request headers); every other label as it is. */
export function kindLabels(kind: HeaderKind, t: Translate): Translate {
  const key = (k: string) => (k.startsWith('header.') ? kind.labels + k.slice('header'.length) : k);
  return Object.assign((k: string, vars?: Record<string, string | number>) => t(key(k), vars), { has: (k: string) => t.has(key(k)) });
}

type Props = { kind: HeaderKind; domain: string; header?: DomainConfig; t: Translate; onClose: () => void; onDone: () => void };
const OPERATIONS = ['add', 'delete', 'modify', 'rewrite'] as const;
const CUSTOM = 'custom';
const NAME = /^[A-Za-z0-9-]{1,100}$/;

/**
 * A domain's custom HTTP header of either kind: the operation, the header (one the console names, or Custom with a
 * name), its value and whether a header of the same name is kept. Saved as the kind's function (BatchSetCdnDomainConfig).
 */
export function HeaderDialog({ kind, domain, header, t: translate, onClose, onDone }: Props) {
  const t = kindLabels(kind, translate);
  const presets = kind.presets;
  const current = header ? argOf(header, kind.name) : '';
  const [operation, setOperation] = useState(header ? argOf(header, 'header_operation_type') || 'add' : 'add');
  const [choice, setChoice] = useState(header ? (presets.includes(current) ? current : CUSTOM) : '');
  const [name, setName] = useState(header && !presets.includes(current) ? current : '');
  const [value, setValue] = useState(header ? argOf(header, kind.value) : '');
  const [duplicate, setDuplicate] = useState(header ? argOf(header, 'duplicate') || 'off' : 'off');
  const [errors, setErrors] = useState<{ header?: string; name?: string; value?: string }>({});

  const submit = async () => {
    const e: typeof errors = {};
    if (!choice) e.header = t('header.err.header');
    if (choice === CUSTOM && !NAME.test(name.trim())) e.name = t('header.err.name');
    if (operation !== 'delete' && !value.trim()) e.value = t('header.err.value');
    setErrors(e);
    if (Object.keys(e).length) return false;
    const key = choice === CUSTOM ? name.trim() : choice;
    const args = { header_operation_type: operation, [kind.name]: key, ...(operation !== 'delete' ? { [kind.value]: value.trim() } : {}), duplicate };
    try {
      await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functionsJson(kind.fn, args, header?.ConfigId) });
    } catch (err) {
      if (/InvalidFunctions/.test(String((err as { code?: string }).code))) setErrors({ value: errorText(err) });
      else notifyApiError(err, t);
      return false;
    }
    Message.success(t('toast.configSaved'));
    onDone();
    return true;
  };

  const options = [...presets.map((h) => ({ value: h, label: h })), { value: CUSTOM, label: t('header.custom') }];
  return (
    <ConfirmDialog title={t(header ? 'header.dialog.edit' : 'header.dialog.add')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top" aria-label={t(header ? 'header.dialog.edit' : 'header.dialog.add')}>
        <Form.Item label={t('header.operation')} required>
          <Radio.Group aria-label={t('header.operation')} value={operation} onChange={onValue<string>(setOperation)}>
            {OPERATIONS.map((o) => (
              <Radio key={o} value={o}>
                {t(`header.operation.${o}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('header.header')} required validateState={errors.header ? 'error' : undefined} help={errors.header}>
          <Select aria-label={t('header.header')} placeholder={t('common.pleaseSelect')} value={choice || undefined} dataSource={options} onChange={onValue<string>((v) => (setChoice(v), setErrors({})))} style={{ width: '100%' }} />
        </Form.Item>
        {choice === CUSTOM && (
          <Form.Item label={t('header.name')} required validateState={errors.name ? 'error' : undefined} help={errors.name}>
            <Input aria-label={t('header.name')} value={name} onChange={onValue<string>((v) => (setName(v), setErrors({})))} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {operation !== 'delete' && (
          <Form.Item label={t('header.value')} required validateState={errors.value ? 'error' : undefined} help={errors.value}>
            <Input aria-label={t('header.value')} value={value} onChange={onValue<string>((v) => (setValue(v), setErrors({})))} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item label={t('header.duplicate')}>
          <Radio.Group aria-label={t('header.duplicate')} value={duplicate} onChange={onValue<string>(setDuplicate)}>
            <Radio value="on">{t('header.duplicate.on')}</Radio>
            <Radio value="off">{t('header.duplicate.off')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
