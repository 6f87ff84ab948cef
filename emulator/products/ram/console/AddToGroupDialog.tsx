import { useState } from 'react';
import { Message, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { ListGroups } from './types';

export type Props = { userName: string; t: Translate; onClose: () => void; onDone: () => void };

/** Add to Group: pick a group for a user (AddUserToGroup). */
export function AddToGroupDialog({ userName, t, onClose, onDone }: Props) {
  const groups = useApiQuery<ListGroups>('Ram', 'ListGroups', { MaxItems: 1000 });
  const mine = useApiQuery<ListGroups>('Ram', 'ListGroupsForUser', { UserName: userName });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  const joined = new Set((mine.data?.Groups?.Group ?? []).map((g) => g.GroupName));
  const options = (groups.data?.Groups?.Group ?? []).filter((g) => !joined.has(g.GroupName)).map((g) => ({ value: g.GroupName, label: g.GroupName }));
  const add = async () => {
    if (!chosen) {
      setError(t('addToGroup.err.none'));
      return false;
    }
    try {
      await callApi('Ram', 'AddUserToGroup', { UserName: userName, GroupName: chosen });
      Message.success(t('toast.membersAdded'));
      onDone();
      return true;
    } catch (err) {
      notifyApiError(err, t);
      return false;
    }
  };
  return (
    <ConfirmDialog title={t('addToGroup.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onClose={onClose} onOk={add}>
      <p>
        <strong>{t('members.col.user')}</strong>: <span>{userName}</span>
      </p>
      <label className="field-label">{t('addToGroup.groups')}</label>
      <Select
        aria-label={t('addToGroup.groups')}
        value={chosen || undefined}
        placeholder={t('common.pleaseSelect')}
        dataSource={options}
        onChange={onValue<string>((v) => {
          setError('');
          setChosen(v);
        })}
        style={{ width: '100%' }}
      />
      {error && <p role="alert" className="field-error">{error}</p>}
    </ConfirmDialog>
  );
}
