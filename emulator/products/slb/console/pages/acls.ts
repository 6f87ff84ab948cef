// Today's Access Control pages of the CLB console (emulator/console-facts/slb.md, "Access control"): the list of
// access control lists (ACLs) with Create ACL and a row's Manage and Delete. An ACL's entries are drawn by hand
// (../AclDetailPage.tsx): its rows need the list's id, which a row of entries does not carry.
import type { DialogSpec, ListPageSpec, PageSpec } from '../../../../console/kinds/spec';

const NAME = '^[A-Za-z0-9\\u4e00-\\u9fa5._/-]{1,80}$';

export const aclsList: ListPageSpec = {
  kind: 'list',
  key: 'acls',
  route: '/slb/acls',
  nav: 'acl',
  title: 'acl.title',
  source: { action: 'DescribeAccessControlLists', items: 'Acls.Acl', id: 'AclId', name: 'AclName', total: 'TotalCount' },
  toolbar: {
    primary: { key: 'create', label: 'acl.create', dialog: 'createAcl' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  columns: [
    { key: 'idName', title: 'acl.col.idName', field: 'AclId', sub: 'AclName', cell: 'idName', link: '/slb/acls/{AclId}' },
    { key: 'version', title: 'acl.col.version', field: 'AddressIPVersion', cell: 'label', labels: 'acl.version.' },
    { key: 'created', title: 'acl.col.created', field: 'CreateTime', cell: 'time' },
  ],
  actions: {
    key: 'actions',
    width: 200,
    links: [
      { key: 'manage', label: 'acl.manage', to: '/slb/acls/{AclId}' },
      { key: 'delete', label: 'acl.delete', dialog: 'deleteAcl' },
    ],
  },
};

const aclDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'createAcl',
    title: 'acl.create',
    as: 'drawer',
    screens: [
      {
        key: 'form',
        fields: [
          { key: 'name', label: 'acl.name', kind: 'text', required: true, requiredMessage: 'acl.err.name', param: 'AclName', help: 'acl.name.help', rules: [{ rule: 'pattern', pattern: NAME, message: 'acl.err.name' }] },
          { key: 'version', label: 'acl.version', kind: 'radio', default: 'ipv4', param: 'AddressIPVersion', options: [{ value: 'ipv4', label: 'acl.version.ipv4' }, { value: 'ipv6', label: 'acl.version.ipv6' }] },
        ],
        submit: {
          label: 'acl.create.submit',
          calls: [{ action: 'CreateAccessControlList', params: { RegionId: { region: true }, AclName: { field: 'name' }, AddressIPVersion: { field: 'version' } } }],
          toast: 'acl.created',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'deleteAcl',
    title: 'acl.delete.title',
    resourceLabel: 'AclName',
    screens: [{ key: 'confirm', resource: true, body: ['acl.delete.confirm'], submit: { label: 'common.ok', calls: [{ action: 'DeleteAccessControlList', params: { RegionId: { region: true }, AclId: { row: 'AclId' } } }], toast: 'acl.deleted' } }],
  },
];

export const aclPages: PageSpec[] = [aclsList, ...aclDialogs];
