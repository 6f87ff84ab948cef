import { useState } from 'react';
import { Form, Input, Message, Radio, Switch } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { argOf, functionsJson, type DomainConfig } from './types';

export type Props = {
  domain: string;
  current?: DomainConfig;
  t: Translate;
  /** cdn@2021: types A, B and C only, and no Validity Period in the dialog. */
  older: boolean;
  onClose: () => void;
  onDone: () => void;
};

const KEY = /^[A-Za-z0-9]{6,128}$/;
type Errors = { key1?: string; key2?: string; delta?: string };

/**
 * Access Control > URL Signing > Modify: the URL Signing switch, the signing type, the primary and secondary keys
 * and the validity period; saved as the domain's `aliauth` configuration (off: auth_type no_auth).
 */
export function UrlSigningDialog({ domain, current, t, older, onClose, onDone }: Props) {
  const was = current ? argOf(current, 'auth_type') : 'no_auth';
  const [on, setOn] = useState(was !== 'no_auth');
  const [type, setType] = useState(was !== 'no_auth' ? was : 'type_a');
  const [key1, setKey1] = useState(current ? argOf(current, 'auth_key1') : '');
  const [key2, setKey2] = useState(current ? argOf(current, 'auth_key2') : '');
  const [delta, setDelta] = useState(current ? argOf(current, 'ali_auth_delta') || '1800' : '1800');
  const [errors, setErrors] = useState<Errors>({});
  const types = older ? ['type_a', 'type_b', 'type_c'] : ['type_a', 'type_b', 'type_c', 'type_f'];

  const submit = async () => {
    const e: Errors = {};
    if (on && !KEY.test(key1.trim())) e.key1 = t('auth.err.key');
    if (on && key2.trim() && !KEY.test(key2.trim())) e.key2 = t('auth.err.key');
    if (on && !older && !/^\d+$/.test(delta.trim())) e.delta = t('auth.err.delta');
    setErrors(e);
    if (Object.keys(e).length) return false;
    const args: Record<string, string> = on
      ? { auth_type: type, auth_key1: key1.trim(), ...(key2.trim() ? { auth_key2: key2.trim() } : {}), ...(older ? {} : { ali_auth_delta: delta.trim() }) }
      : { auth_type: 'no_auth' };
    try {
      await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functionsJson('aliauth', args) });
    } catch (err) {
      if (/InvalidFunctions/.test(String((err as { code?: string }).code))) setErrors({ key1: errorText(err) });
      else notifyApiError(err, t);
      return false;
    }
    Message.success(t('toast.configSaved'));
    onDone();
    return true;
  };

  const state = (k: keyof Errors) => (errors[k] ? ('error' as const) : undefined);
  const clear = (set: (v: string) => void) => onValue<string>((v) => (set(v), setErrors({})));
  return (
    <ConfirmDialog title={t('auth.dialog.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top" aria-label={t('auth.dialog.title')}>
        <Form.Item label={t('auth.switch')}>
          <Switch aria-label={t('auth.switch')} checked={on} onChange={(v: boolean) => (setOn(v), setErrors({}))} />
        </Form.Item>
        {on && (
          <>
            <Form.Item label={t('auth.type')} required>
              <Radio.Group aria-label={t('auth.type')} value={type} onChange={onValue<string>(setType)}>
                {types.map((k) => (
                  <Radio key={k} value={k}>
                    {t(`auth.type.${k}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('auth.key1')} required validateState={state('key1')} help={errors.key1} extra={<span className="field-help">{t('auth.key.help')}</span>}>
              <Input aria-label={t('auth.key1')} value={key1} onChange={clear(setKey1)} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('auth.key2')} validateState={state('key2')} help={errors.key2}>
              <Input aria-label={t('auth.key2')} value={key2} onChange={clear(setKey2)} style={{ width: '100%' }} />
            </Form.Item>
            {!older && (
              <Form.Item label={t('auth.delta')} validateState={state('delta')} help={errors.delta}>
                <Input aria-label={t('auth.delta')} value={delta} onChange={clear(setDelta)} addonAfter={t('auth.delta.unit')} style={{ width: 200 }} />
              </Form.Item>
            )}
          </>
        )}
      </Form>
    </ConfirmDialog>
  );
}
