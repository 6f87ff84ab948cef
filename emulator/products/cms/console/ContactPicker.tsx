import { useState } from 'react';
import './cms.css';
import { Checkbox, Input } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Contact } from './types';

export type Props = { contacts: Contact[]; value: string[]; t: Translate; onChange: (names: string[]) => void };

/** The contact picker of a contact group: the account's contacts as a searchable check list, picked ones counted. */
export function ContactPicker({ contacts, value, t, onChange }: Props) {
  const [search, setSearch] = useState('');
  const shown = contacts.filter((c) => c.Name.toLowerCase().includes(search.trim().toLowerCase()));
  return (
    <div className="cms-contact-picker">
      <div className="cms-contact-picker-head">
        <span>{t('group.contacts.available')}</span>
        <span>{t('group.contacts.selected', { count: value.length })}</span>
      </div>
      <Input aria-label={t('group.contacts.search')} placeholder={t('group.contacts.search')} value={search} onChange={onValue<string>(setSearch)} size="small" style={{ width: '100%' }} />
      <Checkbox.Group aria-label={t('group.contacts')} value={value} onChange={onValue<string[]>(onChange)} className="cms-contact-picker-list">
        {shown.map((c) => (
          <Checkbox key={c.Name} value={c.Name}>
            {c.Name}
          </Checkbox>
        ))}
      </Checkbox.Group>
      {!shown.length && <div className="field-help">{t('common.noData')}</div>}
    </div>
  );
}
