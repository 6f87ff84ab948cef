import { useState } from 'react';
import { Form, Input, Message, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { ttlSeconds } from './ttl';
import { argOf, functionsJson, type DomainConfig } from './types';

export type Props = {
  domain: string;
  rule?: DomainConfig;
  t: Translate;
  onClose: () => void;
  onDone: () => void;
  /** Expire In takes a number with a unit (`1 month`), as the 2019–2021 console's did; else seconds. */
  ttlUnits?: boolean;
};

type Kind = 'path' | 'filetype';
const FUNCTION: Record<Kind, string> = { path: 'path_based_ttl_set', filetype: 'filetype_based_ttl_set' };
const CONTENT_ARG: Record<Kind, string> = { path: 'path', filetype: 'file_type' };

/** "Add Expiration Rule" / "Modify Expiration Rule": a directory or file-extension TTL (BatchSetCdnDomainConfig). */
export function RuleDialog({ domain, rule, t, onClose, onDone, ttlUnits = false }: Props) {
  const initialKind: Kind = rule?.FunctionName === 'path_based_ttl_set' ? 'path' : 'filetype';
  const [kind, setKind] = useState<Kind>(rule ? initialKind : 'path');
  const [content, setContent] = useState(rule ? argOf(rule, CONTENT_ARG[initialKind]) : '');
  const [ttl, setTtl] = useState(rule ? argOf(rule, 'ttl') : '');
  const [weight, setWeight] = useState(rule ? argOf(rule, 'weight') || '1' : '1');
  const [errors, setErrors] = useState<{ content?: string; ttl?: string; weight?: string }>({});
  const clear = (k: keyof typeof errors) => setErrors((e) => ({ ...e, [k]: undefined }));

  const submit = async () => {
    const e: typeof errors = {};
    if (!content.trim()) e.content = t('cache.err.content');
    const seconds = ttlUnits ? ttlSeconds(ttl) : /^\d+$/.test(ttl.trim()) ? ttlSeconds(ttl) : undefined;
    if (seconds === undefined) e.ttl = t(ttlUnits ? 'cache.err.ttlUnits' : 'cache.err.ttl');
    if (!/^\d+$/.test(weight.trim()) || Number(weight) < 1 || Number(weight) > 99) e.weight = t('cache.err.weight');
    setErrors(e);
    if (Object.keys(e).length) return false;
    const sameKind = rule && rule.FunctionName === FUNCTION[kind];
    try {
      // Changing a rule's type is a new function: the old configuration goes.
      if (rule && !sameKind) await callApi('Cdn', 'DeleteSpecificConfig', { DomainName: domain, ConfigId: rule.ConfigId });
      const args = { [CONTENT_ARG[kind]]: content.trim().replace(/\s*,\s*/g, ','), ttl: String(seconds), weight: weight.trim() };
      await callApi('Cdn', 'BatchSetCdnDomainConfig', { DomainNames: domain, Functions: functionsJson(FUNCTION[kind], args, sameKind ? rule.ConfigId : undefined) });
    } catch (err) {
      if (/InvalidFunctions/.test(String((err as { code?: string }).code))) setErrors({ content: errorText(err) });
      else notifyApiError(err, t);
      return false;
    }
    Message.success(t('toast.configSaved'));
    onDone();
    return true;
  };

  return (
    <ConfirmDialog title={t(rule ? 'cache.dialog.edit' : 'cache.dialog.add')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose} width={600}>
      <Form labelAlign="top">
        <Form.Item label={t('cache.type')} required>
          <Radio.Group aria-label={t('cache.type')} value={kind} onChange={onValue<Kind>(setKind)}>
            <Radio value="path">{t('cache.type.path')}</Radio>
            <Radio value="filetype">{t('cache.type.filetype')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('cache.content')} required validateState={errors.content ? 'error' : undefined} help={errors.content} extra={<span className="field-help">{t(`cache.content.help.${kind}`)}</span>}>
          <Input aria-label={t('cache.content')} value={content} placeholder={kind === 'path' ? '/static/' : 'jpg,png'} onChange={onValue<string>((v) => { setContent(v); clear('content'); })} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('cache.ttl')} required validateState={errors.ttl ? 'error' : undefined} help={errors.ttl} extra={<span className="field-help">{t(ttlUnits ? 'cache.ttl.help.units' : 'cache.ttl.help')}</span>}>
          <Input aria-label={t('cache.ttl')} value={ttl} addonTextAfter={ttlUnits ? undefined : t('cache.ttl.unit')} onChange={onValue<string>((v) => { setTtl(v); clear('ttl'); })} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label={t('cache.weight')} required validateState={errors.weight ? 'error' : undefined} help={errors.weight} extra={<span className="field-help">{t('cache.weight.help')}</span>}>
          <Input aria-label={t('cache.weight')} value={weight} onChange={onValue<string>((v) => { setWeight(v); clear('weight'); })} style={{ width: 160 }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
