// Today's network and security pages: security groups (list, Create Security Group, a group's rules) and key pairs.
import type { CustomPageSpec, DialogSpec, FormPageSpec, ListPageSpec, PageSpec } from '../../../../console/kinds/spec';
import { TAGGED, batchTagsAction, editTagsAction, tagSearch, tagsColumn } from './tags';
import { cloneAction } from './sg-clone';
import { manageInstancesAction } from './instance-security-groups';

const NAME = '^[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$';
const group = { row: 'SecurityGroupId' } as const;
const PROTOCOLS = ['custom_tcp', 'custom_udp', 'ssh', 'http', 'https', 'rdp', 'icmp', 'all'];

export const securityGroupsList: ListPageSpec = {
  kind: 'list',
  key: 'securityGroups',
  route: '/ecs/security-groups',
  nav: 'securityGroups',
  title: 'nav.securityGroups',
  source: { action: 'DescribeSecurityGroups', items: 'SecurityGroups.SecurityGroup', id: 'SecurityGroupId', name: 'SecurityGroupName' },
  toolbar: {
    primary: { key: 'create', label: 'sg.create', to: '/ecs/security-groups/create' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  columns: [
    { key: 'idName', title: 'sg.col.idName', field: 'SecurityGroupId', sub: 'SecurityGroupName', cell: 'idName', link: '/ecs/security-groups/{SecurityGroupId}' },
    { key: 'vpc', title: 'sg.col.vpc', field: 'VpcId' },
    { key: 'type', title: 'sg.col.type', field: 'SecurityGroupType', cell: 'label', labels: 'sg.type.' },
    { key: 'description', title: 'sg.col.description', field: 'Description' },
    { key: 'created', title: 'sg.col.created', field: 'CreationTime', cell: 'time' },
    tagsColumn(TAGGED.securitygroup),
  ],
  search: { fields: [tagSearch] },
  batch: { key: 'batch', buttons: [batchTagsAction(TAGGED.securitygroup)] },
  actions: {
    key: 'actions',
    width: 240,
    links: [
      { key: 'rules', label: 'sg.manageRules', to: '/ecs/security-groups/{SecurityGroupId}' },
      manageInstancesAction,
      { key: 'delete', label: 'sg.delete', dialog: 'deleteSecurityGroup' },
      editTagsAction(TAGGED.securitygroup),
      cloneAction,
    ],
  },
};

export const createSecurityGroup: FormPageSpec = {
  kind: 'form',
  key: 'createSecurityGroup',
  route: '/ecs/security-groups/create',
  nav: 'securityGroups',
  title: 'sg.create.title',
  back: '/ecs/security-groups',
  crumb: { label: 'nav.securityGroups', to: '/ecs/security-groups' },
  sections: [
    {
      key: 'basic',
      title: 'sg.section.basic',
      fields: [
        { key: 'name', label: 'sg.name', kind: 'text', required: true, requiredMessage: 'sg.err.name', param: 'SecurityGroupName', help: 'sg.name.help', rules: [{ rule: 'pattern', pattern: NAME, message: 'sg.err.nameFormat' }] },
        {
          key: 'vpc',
          label: 'sg.network',
          kind: 'select',
          required: true,
          requiredMessage: 'sg.err.vpc',
          param: 'VpcId',
          placeholder: 'sg.network.placeholder',
          options: { product: 'Vpc', action: 'DescribeVpcs', items: 'Vpcs.Vpc', value: 'VpcId', label: '{VpcName} / {VpcId}' },
        },
        {
          key: 'type',
          label: 'sg.type',
          kind: 'radio',
          required: true,
          requiredMessage: 'sg.err.type',
          default: 'normal',
          param: 'SecurityGroupType',
          options: [
            { value: 'normal', label: 'sg.type.normal' },
            { value: 'enterprise', label: 'sg.type.enterprise' },
          ],
        },
        { key: 'description', label: 'sg.description', kind: 'textarea', param: 'Description' },
        // The account has one resource group (the emulator's); the select shows it, chosen, and sends nothing.
        { key: 'resourceGroup', label: 'sg.resourceGroup', kind: 'select', default: 'default', options: [{ value: 'default', label: 'sg.resourceGroup.default' }] },
        { key: 'tagKey', label: 'sg.tags', kind: 'text', placeholder: 'common.tagKey', param: 'Tag.1.Key' },
        { key: 'tagValue', label: 'common.tagValue', kind: 'text', placeholder: 'common.tagValue', param: 'Tag.1.Value' },
      ],
    },
    {
      key: 'access',
      title: 'sg.section.rules',
      fields: [
        {
          key: 'rules',
          label: 'sg.section.rules',
          kind: 'custom',
          component: 'accessRules',
          rules: [{ rule: 'check', check: 'accessRules', message: 'sg.err.rules' }],
          // The rows' Protocol Type options.
          options: PROTOCOLS.map((p) => ({ value: p, label: `sg.proto.${p}` })),
        },
      ],
    },
  ],
  submit: {
    label: 'sg.create.submit',
    calls: [
      {
        action: 'CreateSecurityGroup',
        params: {
          RegionId: { region: true }, VpcId: { field: 'vpc' }, SecurityGroupName: { field: 'name' }, SecurityGroupType: { field: 'type' }, Description: { field: 'description' },
          'Tag.1.Key': { field: 'tagKey' }, 'Tag.1.Value': { field: 'tagValue' },
        },
      },
      // One call per row of the Access Rule section: its component holds the rows as API rules, by direction.
      {
        action: 'AuthorizeSecurityGroup',
        each: 'rules.inbound',
        params: {
          RegionId: { region: true },
          SecurityGroupId: { result: 'SecurityGroupId' },
          IpProtocol: { item: 'IpProtocol' },
          PortRange: { item: 'PortRange' },
          SourceCidrIp: { item: 'SourceCidrIp' },
          Policy: { item: 'Policy' },
          Priority: { item: 'Priority' },
          Description: { item: 'Description' },
        },
      },
      {
        action: 'AuthorizeSecurityGroupEgress',
        each: 'rules.outbound',
        params: {
          RegionId: { region: true },
          SecurityGroupId: { result: 'SecurityGroupId' },
          IpProtocol: { item: 'IpProtocol' },
          PortRange: { item: 'PortRange' },
          DestCidrIp: { item: 'DestCidrIp' },
          Policy: { item: 'Policy' },
          Priority: { item: 'Priority' },
          Description: { item: 'Description' },
        },
      },
    ],
    toast: 'toast.sgCreated',
    to: '/ecs/security-groups',
  },
  cancel: { label: 'common.cancel', to: '/ecs/security-groups' },
};

/** A security group's rules: the direction tabs, Add Rule, Quick Add, and each rule's Edit and Delete (SecurityGroupRules). */
export const securityGroupRules: CustomPageSpec = {
  kind: 'custom',
  key: 'securityGroupRules',
  route: '/ecs/security-groups/:id',
  nav: 'securityGroups',
  component: 'securityGroupRules',
  source: { action: 'DescribeSecurityGroupAttribute', params: { SecurityGroupId: { route: 'id' } }, items: 'Permissions.Permission', id: 'SecurityGroupRuleId' },
  options: {
    /** Inbound/Outbound tabs; without them one list, and the add dialog asks for the direction. */
    tabs: true,
    /** `dialog`: Add Rule opens the Add Security Group Rule dialog; `row`: it adds an editable row saved from its Actions column. */
    add: 'dialog',
    addLabel: 'sg.rule.addManual',
    quickAddLabel: 'sg.rule.quickAdd',
    priority: true,
    protocols: PROTOCOLS,
    /** Extra fields of the 2019 add dialog: NIC type (classic network only) and authorization type. */
    authorizationType: false,
    edit: true,
  },
};

export const createKeyPair: FormPageSpec = {
  kind: 'form',
  key: 'createKeyPair',
  route: '/ecs/key-pairs/create',
  nav: 'keyPairs',
  title: 'kp.create.title',
  back: '/ecs/key-pairs',
  crumb: { label: 'nav.keyPairs', to: '/ecs/key-pairs' },
  sections: [
    {
      key: 'basic',
      title: 'kp.section.basic',
      fields: [
        { key: 'name', label: 'kp.name', kind: 'text', required: true, requiredMessage: 'kp.err.name', param: 'KeyPairName', help: 'kp.name.help', rules: [{ rule: 'pattern', pattern: NAME, message: 'kp.err.name' }] },
        {
          key: 'mode',
          label: 'kp.mode',
          kind: 'radio',
          required: true,
          default: 'create',
          options: [
            { value: 'create', label: 'kp.mode.create' },
            { value: 'import', label: 'kp.mode.import' },
          ],
        },
        { key: 'publicKey', label: 'kp.publicKey', kind: 'textarea', required: true, requiredMessage: 'kp.err.publicKey', param: 'PublicKeyBody', visible: { field: 'mode', eq: 'import' } },
      ],
    },
  ],
  submit: {
    label: 'common.ok',
    calls: [
      { action: 'CreateKeyPair', params: { RegionId: { region: true }, KeyPairName: { field: 'name' } }, when: { field: 'mode', eq: 'create' } },
      { action: 'ImportKeyPair', params: { RegionId: { region: true }, KeyPairName: { field: 'name' }, PublicKeyBody: { field: 'publicKey' } }, when: { field: 'mode', eq: 'import' } },
    ],
    toast: 'toast.kpCreated',
    to: '/ecs/key-pairs',
    // The private key of a created pair is shown this once; the console keeps no copy.
    show: {
      when: { field: 'mode', eq: 'create' },
      title: 'kp.created.title',
      items: [
        { label: 'kp.col.name', result: 'KeyPairName' },
        { label: 'kp.col.fingerprint', result: 'KeyPairFingerPrint' },
        { label: 'kp.privateKey', result: 'PrivateKeyBody', secret: true },
      ],
      done: 'kp.created.back',
      to: '/ecs/key-pairs',
    },
  },
  cancel: { label: 'common.cancel', to: '/ecs/key-pairs' },
};

export const keyPairsList: ListPageSpec = {
  kind: 'list',
  key: 'keyPairs',
  route: '/ecs/key-pairs',
  nav: 'keyPairs',
  title: 'nav.keyPairs',
  source: { action: 'DescribeKeyPairs', items: 'KeyPairs.KeyPair', id: 'KeyPairName', name: 'KeyPairName' },
  toolbar: {
    primary: { key: 'create', label: 'kp.create', to: '/ecs/key-pairs/create' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  columns: [
    { key: 'name', title: 'kp.col.name', field: 'KeyPairName' },
    { key: 'fingerprint', title: 'kp.col.fingerprint', field: 'KeyPairFingerPrint' },
    { key: 'created', title: 'sg.col.created', field: 'CreationTime', cell: 'time' },
  ],
  actions: {
    key: 'actions',
    width: 240,
    links: [
      { key: 'bind', label: 'kp.bind', dialog: 'bindKeyPairInstances' },
      { key: 'unbind', label: 'kp.unbind', dialog: 'unbindKeyPairInstances' },
      { key: 'delete', label: 'kp.delete', dialog: 'deleteKeyPair' },
    ],
  },
};

/** The key pair row's Bind and Unbind: a transfer list of instances (KeyPairInstancesField.tsx), then OK. */
const keyPairInstancesDialog = (key: string, title: string, component: string, action: 'AttachKeyPair' | 'DetachKeyPair', toast: string): DialogSpec => ({
  kind: 'dialog',
  key,
  title,
  width: 680,
  resourceLabel: 'KeyPairName',
  screens: [
    {
      key: 'form',
      intro: 'bindKeyPair.restart',
      fields: [{ key: 'instances', label: 'kp.transfer.label', kind: 'custom', component, required: true, requiredMessage: 'kp.err.instances', param: 'InstanceIds' }],
      submit: { label: 'common.ok', calls: [{ action, params: { RegionId: { region: true }, KeyPairName: { row: 'KeyPairName' }, InstanceIds: { field: 'instances' } } }], toast },
    },
  ],
});

export const networkDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'deleteSecurityGroup',
    title: 'sg.delete.title',
    screens: [{ key: 'confirm', resource: true, body: ['sg.delete.confirmShort'], submit: { label: 'common.ok', calls: [{ action: 'DeleteSecurityGroup', params: { RegionId: { region: true }, SecurityGroupId: group } }], toast: 'toast.sgDeleted' } }],
  },
  {
    kind: 'dialog',
    key: 'deleteKeyPair',
    title: 'kp.delete.title',
    resourceLabel: 'KeyPairName',
    screens: [{ key: 'confirm', resource: true, body: ['kp.delete.confirmShort'], submit: { label: 'common.ok', calls: [{ action: 'DeleteKeyPairs', params: { RegionId: { region: true }, KeyPairNames: { list: { row: 'KeyPairName' } } } }], toast: 'toast.kpDeleted' } }],
  },
  keyPairInstancesDialog('bindKeyPairInstances', 'kp.bind.title', 'keyPairBindInstances', 'AttachKeyPair', 'toast.keyPairBound'),
  keyPairInstancesDialog('unbindKeyPairInstances', 'kp.unbind.title', 'keyPairBoundInstances', 'DetachKeyPair', 'toast.keyPairUnbound'),
];

export const networkPages: PageSpec[] = [securityGroupsList, createSecurityGroup, securityGroupRules, keyPairsList, createKeyPair, ...networkDialogs];
