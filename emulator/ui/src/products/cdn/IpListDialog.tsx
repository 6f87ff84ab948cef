import { useState } from 'react';
import { Form, Input, Message, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { callApi } from '../../lib/api';
import { errorText, notifyApiError } from '../../lib/apiErrors';
import { onValue } from '../../lib/onValue';
import type { Translate } from '../../lib/vocabulary';
import { argOf, functionsJson, type DomainConfig } from './types';

export type Props = { domain: string; current?: DomainConfig; t: Translate; onClose: () => void; onDone: () => void };

type Kind = 'black' | 'white';
const FUNCTION: Record<Kind, string> = { black: 'ip_black_list_set', white: 'ip_allow_list_set' };
const IP = /^(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}(\/([0-9]|[12]\d|3[0-2]))?$/;

/** "IP Blacklist/Whitelist": client IP addresses or CIDR blocks denied or allowed (BatchSetCdnDomainConfig). */
export function IpListDialog({ domain, current, t, onClose, onDone }: Props) {
  const [kind, setKind] = useState<Kind>(current?.FunctionName === 'ip_allow_list_set' ? 'white' : 'black');
  const [rules, setRules] = useState(current ? argOf(current, 'ip_list').split(',').join('\n') : '');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const list = rules.split(/[\n,]/).map((r) => r.trim()).filter(Boolean);
    if (!list.length) {
      setError(t('ip.err.rules'));
      return false;
    }
    const bad = list.find((ip) => !IP.test(ip));
    if (bad) {
      setError(t('ip.err.format', { ip: bad }));
      return false;
    }
    try {
      await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functionsJson(FUNCTION[kind], { ip_list: list.join(',') }) });
    } catch (err) {
      if (/InvalidFunctions/.test(String((err as { code?: string }).code))) setError(errorText(err));
      else notifyApiError(err, t);
      return false;
    }
    Message.success(t('toast.configSaved'));
    onDone();
    return true;
  };

  return (
    <ConfirmDialog title={t('ip.dialog')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top">
        <Form.Item label={t('ip.type')} required>
          <Radio.Group aria-label={t('ip.type')} value={kind} onChange={onValue<Kind>(setKind)}>
            <Radio value="black">{t('ip.type.black')}</Radio>
            <Radio value="white">{t('ip.type.white')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('ip.rules')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('ip.rules.help')}</span>}>
          <Input.TextArea
            aria-label={t('ip.rules')}
            value={rules}
            rows={4}
            placeholder="192.168.0.1"
            onChange={onValue<string>((v) => {
              setRules(v);
              setError(undefined);
            })}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
