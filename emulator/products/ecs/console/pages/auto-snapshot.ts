// Automatic snapshot policies: a tab of the Snapshots page (Storage & Snapshots > Snapshots > Automatic Snapshot
// Policies), its list, and the dialogs of Create, Modify, Apply (to disks) and Delete; a disk's own Set Automatic
// Snapshot Policy. Sources: the dated help-center pages in the product README ("Automatic snapshot policies").
import type { ApiCall, DialogSpec, FieldSpec, ListPageSpec, PageSpec, PageTabSpec } from '../../../../console/kinds/spec';

export const SNAPSHOTS = '/ecs/snapshots';
const POLICIES = '/ecs/snapshots/policies';
const policy = { row: 'AutoSnapshotPolicyId' } as const;
const NAME = '^(?!auto|https?:)[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$';

export const snapshotTabs: PageTabSpec[] = [
  { key: 'snapshotsTab', label: 'nav.snapshots', to: SNAPSHOTS },
  { key: 'policiesTab', label: 'asp.tab', to: POLICIES },
];

const hours = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `asp.hour.${h}` }));
const days = Array.from({ length: 7 }, (_, d) => ({ value: String(d + 1), label: `asp.day.${d + 1}` }));

/** The policy's settings, in the order the dialog shows them; `from` the row when it modifies one. */
function policyFields(modify: boolean): FieldSpec[] {
  const from = (field: string) => (modify ? { from: field } : {});
  return [
    { key: 'name', label: 'asp.name', kind: 'text', required: true, requiredMessage: 'asp.err.name', ...from('AutoSnapshotPolicyName'), help: 'asp.name.help', rules: [{ rule: 'pattern', pattern: NAME, message: 'asp.err.nameFormat' }] },
    { key: 'hours', label: 'asp.hours', kind: 'checkGroup', required: true, requiredMessage: 'asp.err.hours', options: hours, ...(modify ? {} : { default: ['0'] }) },
    { key: 'days', label: 'asp.days', kind: 'checkGroup', required: true, requiredMessage: 'asp.err.days', options: days, ...(modify ? {} : { default: ['1', '2', '3', '4', '5', '6', '7'] }) },
    {
      key: 'keep',
      label: 'asp.keep',
      kind: 'radio',
      default: 'days',
      options: [
        { value: 'days', label: 'asp.keep.days' },
        { value: 'always', label: 'asp.keep.always' },
      ],
    },
    { key: 'retention', label: 'asp.retention', kind: 'number', default: 30, min: 1, max: 65536, unit: 'asp.unit.days', visible: { field: 'keep', eq: 'days' } },
  ];
}

/** The create or modify call, once with the days to keep and once with -1 (Always Keep). */
function policyCalls(action: 'CreateAutoSnapshotPolicy' | 'ModifyAutoSnapshotPolicyEx'): ApiCall[] {
  const params = {
    regionId: { region: true as const },
    ...(action === 'ModifyAutoSnapshotPolicyEx' ? { autoSnapshotPolicyId: policy } : {}),
    autoSnapshotPolicyName: { field: 'name' },
    timePoints: { field: 'hours' },
    repeatWeekdays: { field: 'days' },
  };
  return [
    { action, params: { ...params, retentionDays: { field: 'retention' } }, when: { field: 'keep', eq: 'days' } },
    { action, params: { ...params, retentionDays: -1 }, when: { field: 'keep', eq: 'always' } },
  ];
}

export const autoSnapshotPolicies: ListPageSpec = {
  kind: 'list',
  key: 'autoSnapshotPolicies',
  route: POLICIES,
  nav: 'snapshots',
  title: 'nav.snapshots',
  tabs: snapshotTabs,
  source: { action: 'DescribeAutoSnapshotPolicyEx', items: 'AutoSnapshotPolicies.AutoSnapshotPolicy', id: 'AutoSnapshotPolicyId', name: 'AutoSnapshotPolicyName' },
  toolbar: {
    primary: { key: 'createPolicy', label: 'asp.create', dialog: 'createAutoSnapshotPolicy' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  columns: [
    { key: 'idName', title: 'asp.col.idName', field: 'AutoSnapshotPolicyId', sub: 'AutoSnapshotPolicyName', cell: 'idName' },
    { key: 'hours', title: 'asp.hours', field: 'TimePoints' },
    { key: 'days', title: 'asp.days', field: 'RepeatWeekdays' },
    { key: 'retention', title: 'asp.keep', field: 'RetentionDays' },
    { key: 'disks', title: 'asp.col.disks', field: 'DiskNums' },
    { key: 'created', title: 'sg.col.created', field: 'CreationTime', cell: 'time' },
  ],
  actions: {
    key: 'actions',
    width: 260,
    links: [
      { key: 'applyPolicy', label: 'asp.apply', dialog: 'applyAutoSnapshotPolicy' },
      { key: 'modifyPolicy', label: 'asp.modify', dialog: 'modifyAutoSnapshotPolicy' },
      { key: 'deletePolicy', label: 'asp.delete', dialog: 'deleteAutoSnapshotPolicy' },
    ],
  },
};

export const autoSnapshotDialogs: DialogSpec[] = [
  {
    kind: 'dialog',
    key: 'createAutoSnapshotPolicy',
    title: 'asp.create.title',
    width: 720,
    screens: [{ key: 'form', fields: policyFields(false), submit: { label: 'common.ok', calls: policyCalls('CreateAutoSnapshotPolicy'), toast: 'asp.toast.created' } }],
  },
  {
    kind: 'dialog',
    key: 'modifyAutoSnapshotPolicy',
    title: 'asp.modify.title',
    width: 720,
    resourceLabel: 'AutoSnapshotPolicyName',
    screens: [{ key: 'form', resource: true, fields: policyFields(true), submit: { label: 'common.ok', calls: policyCalls('ModifyAutoSnapshotPolicyEx'), toast: 'asp.toast.modified' } }],
  },
  {
    kind: 'dialog',
    key: 'applyAutoSnapshotPolicy',
    title: 'asp.apply.title',
    resourceLabel: 'AutoSnapshotPolicyName',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          {
            key: 'disks',
            label: 'asp.apply.without',
            kind: 'checkGroup',
            required: true,
            requiredMessage: 'asp.err.disks',
            options: { action: 'DescribeDisks', items: 'Disks.Disk', value: 'DiskId', label: '{DiskId} / {DiskName}', filter: [{ field: 'AutoSnapshotPolicyId', in: [''] }] },
          },
        ],
        submit: {
          label: 'asp.apply.ok',
          calls: [{ action: 'ApplyAutoSnapshotPolicy', params: { regionId: { region: true }, autoSnapshotPolicyId: policy, diskIds: { field: 'disks' } } }],
          toast: 'asp.toast.applied',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'deleteAutoSnapshotPolicy',
    title: 'asp.delete.title',
    resourceLabel: 'AutoSnapshotPolicyName',
    screens: [
      {
        key: 'confirm',
        resource: true,
        body: ['asp.delete.confirm'],
        submit: { label: 'common.ok', calls: [{ action: 'DeleteAutoSnapshotPolicy', params: { regionId: { region: true }, autoSnapshotPolicyId: policy } }], toast: 'asp.toast.deleted' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'setDiskAutoSnapshotPolicy',
    title: 'asp.disk.title',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          { key: 'enabled', label: 'asp.disk.switch', kind: 'switch', from: 'EnableAutoSnapshot' },
          {
            key: 'policy',
            label: 'asp.disk.policy',
            kind: 'select',
            required: true,
            requiredMessage: 'asp.err.policy',
            visible: { field: 'enabled', eq: true },
            options: { action: 'DescribeAutoSnapshotPolicyEx', items: 'AutoSnapshotPolicies.AutoSnapshotPolicy', value: 'AutoSnapshotPolicyId', label: '{AutoSnapshotPolicyName} / {AutoSnapshotPolicyId}' },
          },
        ],
        submit: {
          label: 'common.ok',
          calls: [
            { action: 'ApplyAutoSnapshotPolicy', params: { regionId: { region: true }, autoSnapshotPolicyId: { field: 'policy' }, diskIds: { list: { row: 'DiskId' } } }, when: { field: 'enabled', eq: true } },
            { action: 'CancelAutoSnapshotPolicy', params: { regionId: { region: true }, diskIds: { list: { row: 'DiskId' } } }, when: { all: [{ field: 'enabled', eq: false }, { row: 'EnableAutoSnapshot', eq: true }] } },
          ],
          toast: 'asp.toast.diskSet',
        },
      },
    ],
  },
];

export const autoSnapshotPages: PageSpec[] = [autoSnapshotPolicies, ...autoSnapshotDialogs];
