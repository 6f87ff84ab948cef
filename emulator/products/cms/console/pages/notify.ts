// Today's CloudMonitor 2.0 Alert Center: Notification Management > Notification Objects, its Contacts tab (New
// Contact, search, Edit, Delete, batch Delete) and the contact group list it opens (Create Contact Group, Delete).
// Facts: emulator/console-facts/cms.md, "Today's console". The calls are api/notify.ts's.
import type { DialogSpec, FieldSpec, ListPageSpec, PageSpec } from '../../../../console/kinds/spec';

const ROUTE = '/cms/alert-center/notification-objects';
const GROUPS_ROUTE = `${ROUTE}/contact-groups`;
const ID = '^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$';
const EMAIL = '^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}$';

/** The Notification Objects page's tabs; chatbots and webhooks have tabs of their own that the emulator does not draw. */
const tabs = [{ key: 'contacts', label: 'notify.tab.contacts', to: ROUTE }];

/** The fields of New Contact and of Edit (which starts from the row and keeps the identifier). */
const contactFields = (edit: boolean): FieldSpec[] => [
  { key: 'name', label: 'notify.contact.name', kind: 'text', required: true, requiredMessage: 'notify.contact.err.name', help: 'notify.contact.name.help', param: 'name', ...(edit ? { from: 'name' } : {}) },
  edit
    ? { key: 'contactId', label: 'notify.contact.id', kind: 'static', text: '{contactId}' }
    : {
        key: 'contactId', label: 'notify.contact.id', kind: 'text', required: true, requiredMessage: 'notify.contact.err.id', help: 'notify.contact.id.help', param: 'contactId',
        rules: [{ rule: 'pattern', pattern: ID, message: 'notify.contact.err.idFormat' }], sample: { value: 'explore-contact' },
      },
  {
    key: 'lang', label: 'notify.contact.lang', kind: 'radio', required: true, default: 'zh_CN', param: 'lang', ...(edit ? { from: 'lang' } : {}),
    options: [
      { value: 'zh_CN', label: 'notify.contact.lang.zh_CN' },
      { value: 'en', label: 'notify.contact.lang.en' },
    ],
  },
  { key: 'phone', label: 'notify.contact.phone', kind: 'text', param: 'phone', rules: [{ rule: 'pattern', pattern: '^\\d{6,15}$', message: 'notify.contact.err.phone' }], ...(edit ? { from: 'phone' } : {}) },
  {
    key: 'email', label: 'notify.contact.email', kind: 'text', param: 'email', rules: [{ rule: 'pattern', pattern: EMAIL, message: 'notify.contact.err.email' }],
    ...(edit ? { from: 'email' } : { sample: { value: 'ops@example.com' } }),
  },
];

const contactParams = (id: { field: string } | { row: string }) => ({
  contactId: id, name: { field: 'name' }, lang: { field: 'lang' }, phone: { field: 'phone' }, email: { field: 'email' },
});

export const contactsList: ListPageSpec = {
  kind: 'list',
  key: 'notifyContacts',
  route: ROUTE,
  nav: 'notificationObjects',
  title: 'nav.notificationObjects',
  tabs,
  source: { action: 'ListContacts', items: 'contacts', id: 'contactId', name: 'name', total: 'total', paging: { number: 'pageNumber', size: 'pageSize' } },
  toolbar: {
    primary: { key: 'create', label: 'notify.contact.create', dialog: 'newContact' },
    buttons: [{ key: 'groups', label: 'notify.groups.open', to: GROUPS_ROUTE }],
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  search: { fields: [{ key: 'name', label: 'notify.contact.col.name', param: 'name', placeholder: 'notify.contact.search' }] },
  columns: [
    { key: 'name', title: 'notify.contact.col.name', field: 'name' },
    { key: 'id', title: 'notify.contact.col.id', field: 'contactId' },
    { key: 'phone', title: 'notify.contact.col.phone', field: 'phone' },
    { key: 'email', title: 'notify.contact.col.email', field: 'email' },
    { key: 'lang', title: 'notify.contact.col.lang', field: 'lang', cell: 'label', labels: 'notify.contact.lang.' },
  ],
  actions: {
    key: 'actions',
    width: 140,
    links: [
      { key: 'edit', label: 'action.edit', dialog: 'editContact' },
      { key: 'delete', label: 'action.delete', dialog: 'deleteContact' },
    ],
  },
  batch: { key: 'batch', buttons: [{ key: 'delete', label: 'action.delete', dialog: 'deleteContacts' }] },
  pageSizes: [10, 20, 50],
};

export const contactGroupsList: ListPageSpec = {
  kind: 'list',
  key: 'notifyContactGroups',
  route: GROUPS_ROUTE,
  title: 'notify.groups.title',
  tabs,
  tab: 'contacts',
  source: { action: 'ListContactGroups', items: 'contactGroups', id: 'contactGroupId', name: 'name', total: 'total', paging: { number: 'pageNumber', size: 'pageSize' } },
  toolbar: {
    primary: { key: 'create', label: 'notify.group.create', dialog: 'newContactGroup' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  search: { fields: [{ key: 'name', label: 'notify.group.col.name', param: 'name', placeholder: 'notify.group.search' }] },
  columns: [
    { key: 'name', title: 'notify.group.col.name', field: 'name' },
    { key: 'id', title: 'notify.group.col.id', field: 'contactGroupId' },
    { key: 'contacts', title: 'notify.group.col.contacts', field: 'contactIds' },
  ],
  actions: { key: 'actions', width: 120, links: [{ key: 'delete', label: 'action.delete', dialog: 'deleteContactGroup' }] },
};

export const notifyDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'newContact',
    title: 'notify.contact.title',
    screens: [{
      key: 'form',
      fields: contactFields(false),
      body: ['notify.contact.activation'],
      submit: { label: 'common.ok', calls: [{ action: 'CreateContact', params: contactParams({ field: 'contactId' }) }], toast: 'toast.notifyContactCreated' },
    }],
  },
  {
    kind: 'dialog',
    key: 'editContact',
    title: 'notify.contact.editTitle',
    screens: [{
      key: 'form',
      fields: contactFields(true),
      submit: { label: 'common.ok', calls: [{ action: 'UpdateContact', params: contactParams({ row: 'contactId' }) }], toast: 'toast.notifyContactSaved' },
    }],
  },
  {
    kind: 'dialog',
    key: 'deleteContact',
    title: 'notify.contact.delete.title',
    resourceLabel: 'name',
    screens: [{
      key: 'confirm', resource: true, body: ['notify.contact.delete.confirm'],
      submit: { label: 'common.ok', calls: [{ action: 'DeleteContacts', params: { contactIds: { list: { row: 'contactId' } } } }], toast: 'toast.notifyContactDeleted' },
    }],
  },
  {
    kind: 'dialog',
    key: 'deleteContacts',
    title: 'notify.contact.delete.title',
    resourceLabel: 'name',
    screens: [{
      key: 'confirm', resource: true, body: ['notify.contact.deleteMany.confirm'],
      submit: { label: 'common.ok', calls: [{ action: 'DeleteContacts', params: { contactIds: { rows: 'contactId' } } }], toast: 'toast.notifyContactDeleted' },
    }],
  },
  {
    kind: 'dialog',
    key: 'newContactGroup',
    title: 'notify.group.title',
    screens: [{
      key: 'form',
      fields: [
        { key: 'name', label: 'notify.group.name', kind: 'text', required: true, requiredMessage: 'notify.contact.err.name', param: 'name' },
        {
          key: 'contactGroupId', label: 'notify.group.id', kind: 'text', required: true, requiredMessage: 'notify.contact.err.id', help: 'notify.group.id.help', param: 'contactGroupId',
          rules: [{ rule: 'pattern', pattern: ID, message: 'notify.contact.err.idFormat' }],
        },
        {
          key: 'contacts', label: 'notify.group.contacts', kind: 'checkGroup', param: 'contactIds',
          options: { action: 'ListContacts', params: { pageSize: 100 }, items: 'contacts', value: 'contactId', label: '{name}', pageSize: false },
        },
        { key: 'description', label: 'notify.group.description', kind: 'textarea', param: 'description' },
      ],
      submit: {
        label: 'common.ok',
        calls: [{ action: 'CreateContactGroup', params: { contactGroupId: { field: 'contactGroupId' }, name: { field: 'name' }, contactIds: { field: 'contacts' }, description: { field: 'description' } } }],
        toast: 'toast.notifyGroupCreated',
      },
    }],
  },
  {
    kind: 'dialog',
    key: 'deleteContactGroup',
    title: 'notify.group.delete.title',
    resourceLabel: 'name',
    screens: [{
      key: 'confirm', resource: true, body: ['notify.group.delete.confirm'],
      submit: { label: 'common.ok', calls: [{ action: 'DeleteContactGroups', params: { contactGroupIds: { list: { row: 'contactGroupId' } } } }], toast: 'toast.notifyGroupDeleted' },
    }],
  },
];

export const notifyPages: PageSpec[] = [contactsList, contactGroupsList, ...notifyDialogs];
