import { useState } from 'react';
import { Form, Input, Message, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { argOf, functionsJson, type DomainConfig } from './types';

type Props = { domain: string; rule?: DomainConfig; t: Translate; onClose: () => void; onDone: () => void };
type Errors = { regex?: string; replacement?: string };

/**
 * One access URL rewrite rule (Cache > Access URL Rewrite; cdn@2021 Cache > Rewrite): the path to rewrite (a PCRE
 * starting with /), the target path and the flag Redirect or Break; the domain's `host_redirect` configuration.
 */
export function RewriteDialog({ domain, rule, t, onClose, onDone }: Props) {
  const [regex, setRegex] = useState(rule ? argOf(rule, 'regex') : '');
  const [replacement, setReplacement] = useState(rule ? argOf(rule, 'replacement') : '');
  const [flag, setFlag] = useState(rule ? argOf(rule, 'flag') || 'redirect' : 'redirect');
  const [errors, setErrors] = useState<Errors>({});

  const submit = async () => {
    const e: Errors = {};
    if (!/^\^?\//.test(regex.trim())) e.regex = t('rewrite.err.regex');
    if (!/^(\/|https?:\/\/)/.test(replacement.trim())) e.replacement = t('rewrite.err.replacement');
    setErrors(e);
    if (Object.keys(e).length) return false;
    try {
      await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functionsJson('host_redirect', { regex: regex.trim(), replacement: replacement.trim(), flag }, rule?.ConfigId) });
    } catch (err) {
      if (/InvalidFunctions/.test(String((err as { code?: string }).code))) setErrors({ regex: errorText(err) });
      else notifyApiError(err, t);
      return false;
    }
    Message.success(t('toast.configSaved'));
    onDone();
    return true;
  };

  const title = t(rule ? 'rewrite.dialog.edit' : 'rewrite.dialog.add');
  const clear = (set: (v: string) => void) => onValue<string>((v) => (set(v), setErrors({})));
  return (
    <ConfirmDialog title={title} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top" aria-label={title}>
        <Form.Item label={t('rewrite.regex')} required validateState={errors.regex ? 'error' : undefined} help={errors.regex} extra={<span className="field-help">{t('rewrite.regex.help')}</span>}>
          <Input aria-label={t('rewrite.regex')} placeholder="^/hello$" value={regex} onChange={clear(setRegex)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('rewrite.replacement')} required validateState={errors.replacement ? 'error' : undefined} help={errors.replacement}>
          <Input aria-label={t('rewrite.replacement')} placeholder="/index.html" value={replacement} onChange={clear(setReplacement)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('rewrite.flag')} required>
          <Radio.Group aria-label={t('rewrite.flag')} value={flag} onChange={onValue<string>(setFlag)}>
            <Radio value="redirect">{t('rewrite.flag.redirect')}</Radio>
            <Radio value="break">{t('rewrite.flag.break')}</Radio>
          </Radio.Group>
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
