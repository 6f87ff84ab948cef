import { useState } from 'react';
import { Checkbox, Form, Input, Message, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { callApi } from '../../lib/api';
import { errorText, notifyApiError } from '../../lib/apiErrors';
import { onValue } from '../../lib/onValue';
import type { Translate } from '../../lib/vocabulary';
import { argOf, functionsJson, type DomainConfig } from './types';

export type Props = { domain: string; current?: DomainConfig; t: Translate; onClose: () => void; onDone: () => void; allowEmptyOption?: boolean };

type Kind = 'white' | 'black';
const FUNCTION: Record<Kind, string> = { white: 'referer_white_list_set', black: 'referer_black_list_set' };
const LIST_ARG: Record<Kind, string> = { white: 'refer_domain_allow_list', black: 'refer_domain_deny_list' };

/** "Hotlink Protection": a Referer whitelist or blacklist (BatchSetCdnDomainConfig; the cloud keeps one of the two). */
export function RefererDialog({ domain, current, t, onClose, onDone, allowEmptyOption = true }: Props) {
  const currentKind: Kind = current?.FunctionName === 'referer_white_list_set' ? 'white' : 'black';
  const [kind, setKind] = useState<Kind>(current ? currentKind : 'black');
  const [rules, setRules] = useState(current ? argOf(current, LIST_ARG[currentKind]).split(',').join('\n') : '');
  const [allowEmpty, setAllowEmpty] = useState(current ? argOf(current, 'allow_empty') === 'on' : true);
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const list = rules.split(/[\n,]/).map((r) => r.trim()).filter(Boolean);
    if (list.length === 0) {
      setError(t('referer.err.rules'));
      return false;
    }
    try {
      await callApi('Cdn', 'BatchSetCdnDomainConfig', {
        DomainNames: domain,
        Functions: functionsJson(FUNCTION[kind], { [LIST_ARG[kind]]: list.join(','), allow_empty: allowEmpty ? 'on' : 'off' }),
      });
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
    <ConfirmDialog title={t('referer.dialog')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top">
        <Form.Item label={t('referer.type')} required>
          <Radio.Group aria-label={t('referer.type')} value={kind} onChange={onValue<Kind>(setKind)}>
            <Radio value="black">{t('referer.type.black')}</Radio>
            <Radio value="white">{t('referer.type.white')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('referer.rules')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('referer.rules.help')}</span>}>
          <Input.TextArea
            aria-label={t('referer.rules')}
            value={rules}
            rows={4}
            placeholder="www.example.com"
            onChange={onValue<string>((v) => {
              setRules(v);
              setError(undefined);
            })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {allowEmptyOption && (<Form.Item>
          <Checkbox aria-label={t('referer.allowEmpty')} checked={allowEmpty} onChange={(v: boolean) => setAllowEmpty(v)}>
            {t('referer.allowEmpty')}
          </Checkbox>
        </Form.Item>)}
      </Form>
    </ConfirmDialog>
  );
}
