import { useState } from 'react';
import { Form, Input, Message, Radio, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { argOf, functionsJson, type DomainConfig } from './types';

type Props = { domain: string; header?: DomainConfig; t: Translate; onClose: () => void; onDone: () => void };

/** The response headers the console offers by name; any other is Custom, with its own name. */
export const RESPONSE_HEADERS = [
  'Cache-Control', 'Content-Disposition', 'Content-Type', 'Pragma', 'Access-Control-Allow-Origin', 'Access-Control-Allow-Methods',
  'Access-Control-Allow-Headers', 'Access-Control-Expose-Headers', 'Access-Control-Allow-Credentials', 'Access-Control-Max-Age',
];
const OPERATIONS = ['add', 'delete', 'modify', 'rewrite'] as const;
const CUSTOM = 'custom';
const NAME = /^[A-Za-z0-9-]{1,100}$/;

/**
 * A domain's custom HTTP response header (Cache > Custom HTTP Response Header): the operation, the header (one the
 * console names, or Custom with a name), its value and whether a header of the same name from the origin is kept.
 * Saved as the domain's `set_resp_header` configuration (BatchSetCdnDomainConfig).
 */
export function HeaderDialog({ domain, header, t, onClose, onDone }: Props) {
  const current = header ? argOf(header, 'key') : '';
  const [operation, setOperation] = useState(header ? argOf(header, 'header_operation_type') || 'add' : 'add');
  const [choice, setChoice] = useState(header ? (RESPONSE_HEADERS.includes(current) ? current : CUSTOM) : '');
  const [name, setName] = useState(header && !RESPONSE_HEADERS.includes(current) ? current : '');
  const [value, setValue] = useState(header ? argOf(header, 'value') : '');
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
    const args = { header_operation_type: operation, key, ...(operation !== 'delete' ? { value: value.trim() } : {}), duplicate };
    try {
      await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functionsJson('set_resp_header', args, header?.ConfigId) });
    } catch (err) {
      if (/InvalidFunctions/.test(String((err as { code?: string }).code))) setErrors({ value: errorText(err) });
      else notifyApiError(err, t);
      return false;
    }
    Message.success(t('toast.configSaved'));
    onDone();
    return true;
  };

  const options = [...RESPONSE_HEADERS.map((h) => ({ value: h, label: h })), { value: CUSTOM, label: t('header.custom') }];
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
