import { useState } from 'react';
import { Dialog, Message, Select } from '@alifd/next';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { ListGroups } from './types';

export type Props = { userName: string; t: Translate; onClose: () => void; onDone: () => void };

/**
 * Add User to Group: the user filled in, a user group to choose (AddUserToGroup); the panel then shows the result
 * with Close, as the console does (today's submit button is named after the action, the 2021 console's read OK).
 */
export function AddToGroupDialog({ userName, t, onClose, onDone }: Props) {
  const groups = useApiQuery<ListGroups>('Ram', 'ListGroups', { MaxItems: 1000 });
  const mine = useApiQuery<ListGroups>('Ram', 'ListGroupsForUser', { UserName: userName });
  const [chosen, setChosen] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);
  const joined = new Set((mine.data?.Groups?.Group ?? []).map((g) => g.GroupName));
  const options = (groups.data?.Groups?.Group ?? []).filter((g) => !joined.has(g.GroupName)).map((g) => ({ value: g.GroupName, label: g.GroupName }));
  const add = async () => {
    if (!chosen) return setError(t('addToGroup.err.none'));
    setBusy(true);
    try {
      await callApi('Ram', 'AddUserToGroup', { UserName: userName, GroupName: chosen });
      Message.success(t('toast.membersAdded'));
      setAdded(true);
      onDone();
    } catch (err) {
      notifyApiError(err, t);
    }
    setBusy(false);
  };
  const footer = added
    ? { footerActions: ['ok'] as ['ok'], onOk: onClose, okProps: { children: t('common.close') } }
    : { onOk: add, okProps: { children: t('addToGroup.submit'), loading: busy }, cancelProps: { children: t('common.cancel') } };
  return (
    <Dialog v2 visible title={t('addToGroup.title')} width={600} onCancel={onClose} onClose={onClose} {...footer}>
      {added ? (
        <p role="status">{t('addToGroup.done', { user: userName, group: chosen })}</p>
      ) : (
        <>
          <p>
            <strong>{t('addToGroup.user')}</strong>: <span>{userName}</span>
          </p>
          <label className="field-label">{t('addToGroup.groups')}</label>
          <Select
            aria-label={t('addToGroup.groups')}
            showSearch
            value={chosen || undefined}
            placeholder={t('common.pleaseSelect')}
            dataSource={options}
            onChange={onValue<string>((v) => (setError(''), setChosen(v)))}
            style={{ width: '100%' }}
          />
          {error && <p role="alert" className="field-error">{error}</p>}
        </>
      )}
    </Dialog>
  );
}
