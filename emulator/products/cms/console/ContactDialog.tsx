import { useState } from 'react';
import { Form, Input, Message, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { errorText, fieldOfError, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { callCms } from './cmsApi';
import type { Contact } from './types';
import { useCms } from './useCms';

export type Props = { contact: Contact | null; t: Translate; onClose: () => void; onDone: () => void };

type Field = 'name' | 'mail' | 'webhook' | 'phone' | 'aliim' | 'lang';
const LAYOUT = { labelAlign: 'top' as const };
const NAME = /^[\p{L}\p{N}][\p{L}\p{N}._ -]{1,39}$/u;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

/**
 * "Set Alert Contact": creates (PutContact) or edits a contact; the name of an existing one is fixed. Under
 * `contactPhoneAndLanguage` (the 2020 panel) it also asks for a phone number, an Aliwangwang account and the
 * notification language (Automatic: the account's language, no Lang sent).
 */
export function ContactDialog({ contact, t, onClose, onDone }: Props) {
  const more = useCms().flag('contactPhoneAndLanguage');
  const [values, setValues] = useState({
    name: contact?.Name ?? '', mail: contact?.Channels.Mail ?? '', webhook: contact?.Channels.DingWebHook ?? '',
    phone: contact?.Channels.SMS ?? '', aliim: contact?.Channels.AliIM ?? '', lang: 'auto',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (f: Field) => onValue<string>((v) => {
    setValues((old) => ({ ...old, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  });
  const state = (f: Field) => (errors[f] ? ('error' as const) : undefined);

  const submit = async () => {
    const e: Partial<Record<Field, string>> = {};
    const name = values.name.trim();
    if (!NAME.test(name)) e.name = t('contact.err.name');
    if (!values.mail.trim() && !values.webhook.trim() && !(more && values.phone.trim())) e.mail = t('contact.err.channel');
    else if (values.mail.trim() && !EMAIL.test(values.mail.trim())) e.mail = t('contact.err.mail');
    setErrors(e);
    if (Object.keys(e).length) return false;
    try {
      await callCms('PutContact', {
        ContactName: name,
        Describe: contact?.Desc || name,
        'Channels.Mail': values.mail.trim() || undefined,
        'Channels.DingWebHook': values.webhook.trim() || undefined,
        'Channels.SMS': (more && values.phone.trim()) || undefined,
        'Channels.AliIM': (more && values.aliim.trim()) || undefined,
        Lang: more && values.lang !== 'auto' ? values.lang : undefined,
      });
    } catch (err) {
      notifyApiError(err, t);
      const f = fieldOfError(err, { 'contact name': 'name', email: 'mail', webhook: 'webhook' });
      if (f) setErrors({ [f]: errorText(err) });
      return false;
    }
    Message.success(t('toast.contactSaved'));
    onDone();
    return true;
  };

  return (
    <ConfirmDialog title={t('contact.dialog.title')} width={560} okLabel={t('contact.dialog.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form {...LAYOUT}>
        <Form.Item label={t('contact.name')} required validateState={state('name')} help={errors.name} extra={<span className="field-help">{t('contact.name.help')}</span>}>
          <Input aria-label={t('contact.name')} value={values.name} disabled={Boolean(contact)} maxLength={40} onChange={set('name')} style={{ width: '100%' }} />
        </Form.Item>
        {more && (
          <Form.Item label={t('contact.phone')}>
            <Input aria-label={t('contact.phone')} value={values.phone} maxLength={20} onChange={set('phone')} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item label={t('contact.mail')} validateState={state('mail')} help={errors.mail}>
          <Input aria-label={t('contact.mail')} value={values.mail} maxLength={128} onChange={set('mail')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('contact.webhook')} validateState={state('webhook')} help={errors.webhook}>
          <Input aria-label={t('contact.webhook')} value={values.webhook} placeholder={t('contact.webhook.placeholder')} onChange={set('webhook')} style={{ width: '100%' }} />
        </Form.Item>
        {more && (
          <Form.Item label={t('contact.aliim')}>
            <Input aria-label={t('contact.aliim')} value={values.aliim} maxLength={64} onChange={set('aliim')} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {more && (
          <Form.Item label={t('contact.lang')}>
            <Select
              aria-label={t('contact.lang')}
              value={values.lang}
              dataSource={[{ value: 'auto', label: t('contact.lang.auto') }, { value: 'zh_CN', label: t('contact.lang.zh') }, { value: 'en', label: t('contact.lang.en') }]}
              onChange={set('lang')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
      </Form>
    </ConfirmDialog>
  );
}
