import { useState } from 'react';
import { Form, Input, Message } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { errorText, notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { callCms, indexed } from './cmsApi';
import { ContactPicker } from './ContactPicker';
import type { Contact, ContactGroup } from './types';

export type Props = { group: ContactGroup | null; contacts: Contact[]; t: Translate; onClose: () => void; onDone: () => void };

type Field = 'name' | 'contacts';
const LAYOUT = { labelAlign: 'top' as const };
const NAME = /^[\p{L}\p{N}][\p{L}\p{N}._ -]{1,39}$/u;

/** "Create Alert Contact Group": a name, a description and the contacts picked from the account's (PutContactGroup). */
export function GroupDialog({ group, contacts, t, onClose, onDone }: Props) {
  const [name, setName] = useState(group?.Name ?? '');
  const [description, setDescription] = useState(group?.Describe ?? '');
  const [members, setMembers] = useState<string[]>(group?.Contacts.Contact ?? []);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const state = (f: Field) => (errors[f] ? ('error' as const) : undefined);

  const submit = async () => {
    const e: Partial<Record<Field, string>> = {};
    if (!NAME.test(name.trim())) e.name = t('group.err.name');
    if (!members.length) e.contacts = t('group.err.contacts');
    setErrors(e);
    if (Object.keys(e).length) return false;
    try {
      await callCms('PutContactGroup', { ContactGroupName: name.trim(), Describe: description || undefined, ...indexed('ContactNames', members) });
    } catch (err) {
      notifyApiError(err, t);
      setErrors({ [/Contact"|contact "/.test(String((err as Error).message)) ? 'contacts' : 'name']: errorText(err) });
      return false;
    }
    Message.success(t('toast.groupSaved'));
    onDone();
    return true;
  };

  return (
    <ConfirmDialog
      title={group ? t('group.dialog.editTitle') : t('group.dialog.title')}
      width={600}
      okLabel={t('group.dialog.ok')}
      cancelLabel={t('common.cancel')}
      onOk={submit}
      onClose={onClose}
    >
      <Form {...LAYOUT}>
        <Form.Item label={t('group.name')} required validateState={state('name')} help={errors.name}>
          <Input
            aria-label={t('group.name')}
            value={name}
            disabled={Boolean(group)}
            maxLength={40}
            onChange={onValue<string>((v) => (setName(v), setErrors((o) => ({ ...o, name: undefined }))))}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item label={t('group.description')}>
          <Input.TextArea aria-label={t('group.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('group.contacts')} required validateState={state('contacts')} help={errors.contacts}>
          <ContactPicker contacts={contacts} value={members} t={t} onChange={(v) => (setMembers(v), setErrors((o) => ({ ...o, contacts: undefined })))} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
