import { useState, type ReactNode } from 'react';
import { Form, Input, Message, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type ListKind = 'black' | 'white';

export type ListRulesProps = {
  domain: string;
  t: Translate;
  /** Label keys: `<prefix>.dialog`, `.type`, `.type.black`, `.type.white`, `.rules`, `.rules.help`, `.err.rules`. */
  prefix: 'ip' | 'referer';
  placeholder: string;
  initialKind: ListKind;
  initialRules: string;
  /** The error text for an entry the list may not hold, if any. */
  invalid?: (list: string[]) => string | undefined;
  /** The `Functions` JSON of BatchSetCdnDomainConfig for the list. */
  functions: (kind: ListKind, list: string[]) => string;
  onClose: () => void;
  onDone: () => void;
  /** More form items under the list (the Referer dialog's "allow empty Referer"). */
  children?: ReactNode;
};

/** A blacklist or whitelist of one access-control function of a CDN domain (IP addresses, Referers). */
export function ListRulesDialog({ domain, t, prefix, placeholder, initialKind, initialRules, invalid, functions, onClose, onDone, children }: ListRulesProps) {
  const [kind, setKind] = useState<ListKind>(initialKind);
  const [rules, setRules] = useState(initialRules);
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const list = rules.split(/[\n,]/).map((r) => r.trim()).filter(Boolean);
    const problem = list.length ? invalid?.(list) : t(`${prefix}.err.rules`);
    if (problem) {
      setError(problem);
      return false;
    }
    try {
      await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functions(kind, list) });
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
    <ConfirmDialog title={t(`${prefix}.dialog`)} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top">
        <Form.Item label={t(`${prefix}.type`)} required>
          <Radio.Group aria-label={t(`${prefix}.type`)} value={kind} onChange={onValue<ListKind>(setKind)}>
            <Radio value="black">{t(`${prefix}.type.black`)}</Radio>
            <Radio value="white">{t(`${prefix}.type.white`)}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t(`${prefix}.rules`)} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t(`${prefix}.rules.help`)}</span>}>
          <Input.TextArea
            aria-label={t(`${prefix}.rules`)}
            value={rules}
            rows={4}
            placeholder={placeholder}
            onChange={onValue<string>((v) => {
              setRules(v);
              setError(undefined);
            })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {children}
      </Form>
    </ConfirmDialog>
  );
}
