import { useEffect, useState } from 'react';
import { Button, Tab, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { setQuery } from '../../../console/src/lib/router';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { runCms } from './cmsApi';
import { ContactDialog } from './ContactDialog';
import { GroupDialog } from './GroupDialog';
import type { Contact, ContactGroup, DescribeContactGroupList, DescribeContactList } from './types';
import { useCms } from './useCms';

type Editing<T> = { item: T | null } | null;

/** `/cms/alert-contacts[?tab=groups]`: the Alert Contacts and Alert Contact Groups tabs. */
export function AlertContactsPage({ query }: PageProps) {
  const { t } = useCms();
  const tab = query.get('tab') === 'groups' ? 'groups' : 'contacts';
  const contacts = useApiQuery<DescribeContactList>('Cms', 'DescribeContactList', { PageSize: 100 });
  const groups = useApiQuery<DescribeContactGroupList>('Cms', 'DescribeContactGroupList', { PageSize: 100 });
  const [editContact, setEditContact] = useState<Editing<Contact>>(null);
  const [deleteContact, setDeleteContact] = useState<Contact | null>(null);
  const [editGroup, setEditGroup] = useState<Editing<ContactGroup>>(null);
  const [deleteGroup, setDeleteGroup] = useState<ContactGroup | null>(null);
  useEffect(() => {
    const err = contacts.error ?? groups.error;
    if (err) notifyApiError(err, t);
  }, [contacts.error, groups.error, t]);
  const reload = () => (contacts.reload(), groups.reload());
  const contactList = contacts.data?.Contacts?.Contact ?? [];
  const groupList = groups.data?.ContactGroupList?.ContactGroup ?? [];

  return (
    <div className="page">
      <PageHeader title={t('nav.alertContacts')} />
      <Tab shape="wrapped" activeKey={tab} onChange={(key) => setQuery({ tab: key === 'groups' ? 'groups' : null })}>
        <Tab.Item key="contacts" title={t('tab.contacts')}>
          <div className="list-toolbar">
            <Button type="primary" onClick={() => setEditContact({ item: null })}>
              {t('contact.create')}
            </Button>
            <div className="toolbar-spacer" />
            <Button onClick={reload}>{t('common.refresh')}</Button>
          </div>
          <Table dataSource={contactList} loading={contacts.loading} primaryKey="Name" emptyContent={t('common.noData')} aria-label={t('tab.contacts')}>
            <Table.Column title={t('contact.col.name')} dataIndex="Name" />
            <Table.Column title={t('contact.col.mail')} cell={(_: unknown, __: number, c: Contact) => c.Channels?.Mail || t('common.none')} />
            <Table.Column title={t('contact.col.webhook')} cell={(_: unknown, __: number, c: Contact) => c.Channels?.DingWebHook || t('common.none')} />
            <Table.Column title={t('contact.col.groups')} cell={(_: unknown, __: number, c: Contact) => c.ContactGroups?.ContactGroup?.join(', ') || t('common.none')} />
            <Table.Column
              title={t('common.actions')}
              width={160}
              cell={(_: unknown, __: number, c: Contact) => (
                <div className="row-actions">
                  <Button text type="primary" onClick={() => setEditContact({ item: c })}>
                    {t('action.edit')}
                  </Button>
                  <Button text type="primary" onClick={() => setDeleteContact(c)}>
                    {t('action.delete')}
                  </Button>
                </div>
              )}
            />
          </Table>
        </Tab.Item>
        <Tab.Item key="groups" title={t('tab.groups')}>
          <div className="list-toolbar">
            <Button type="primary" onClick={() => setEditGroup({ item: null })}>
              {t('group.create')}
            </Button>
            <div className="toolbar-spacer" />
            <Button onClick={reload}>{t('common.refresh')}</Button>
          </div>
          <Table dataSource={groupList} loading={groups.loading} primaryKey="Name" emptyContent={t('common.noData')} aria-label={t('tab.groups')}>
            <Table.Column title={t('group.col.name')} dataIndex="Name" />
            <Table.Column title={t('group.col.contacts')} cell={(_: unknown, __: number, g: ContactGroup) => g.Contacts?.Contact?.join(', ') || t('common.none')} />
            <Table.Column title={t('group.col.description')} cell={(_: unknown, __: number, g: ContactGroup) => g.Describe || t('common.none')} />
            <Table.Column
              title={t('common.actions')}
              width={160}
              cell={(_: unknown, __: number, g: ContactGroup) => (
                <div className="row-actions">
                  <Button text type="primary" onClick={() => setEditGroup({ item: g })}>
                    {t('action.edit')}
                  </Button>
                  <Button text type="primary" onClick={() => setDeleteGroup(g)}>
                    {t('action.delete')}
                  </Button>
                </div>
              )}
            />
          </Table>
        </Tab.Item>
      </Tab>
      {editContact && <ContactDialog contact={editContact.item} t={t} onClose={() => setEditContact(null)} onDone={reload} />}
      {editGroup && <GroupDialog group={editGroup.item} contacts={contactList} t={t} onClose={() => setEditGroup(null)} onDone={reload} />}
      {deleteContact && (
        <ConfirmDialog
          title={t('contact.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleteContact(null)}
          onOk={async () => {
            const ok = await runCms('DeleteContact', { ContactName: deleteContact.Name }, t, t('toast.contactDeleted'));
            if (ok) reload();
            return ok;
          }}
        >
          <p>{t('contact.delete.confirm', { name: deleteContact.Name })}</p>
        </ConfirmDialog>
      )}
      {deleteGroup && (
        <ConfirmDialog
          title={t('group.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleteGroup(null)}
          onOk={async () => {
            const ok = await runCms('DeleteContactGroup', { ContactGroupName: deleteGroup.Name }, t, t('toast.groupDeleted'));
            if (ok) reload();
            return ok;
          }}
        >
          <p>{t('group.delete.confirm', { name: deleteGroup.Name })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
