// Today's instance pages (2025–2026): the instance list with its ⋮ menu, the instance details page with Restart and
// All Actions, and the dialogs both open. Sources: emulator/console-facts/ecs.md, "Today's console"; the choices the
// pages leave open are in the product README.
import type { ActionSpec, DetailsPageSpec, DialogSpec, ListPageSpec, MenuGroupSpec, PageSpec } from '../../../../console/kinds/spec';

const TRANSITIONAL = ['Pending', 'Starting', 'Stopping'];
const running = { row: 'Status', eq: 'Running' } as const;
const stopped = { row: 'Status', eq: 'Stopped' } as const;
const settled = { row: 'Status', in: ['Running', 'Stopped'] } as const;
const TONES = { Running: 'success', Stopped: 'stopped', Starting: 'pending', Stopping: 'pending', Pending: 'pending' } as const;
const id = { row: 'InstanceId' } as const;

/** The instance's actions in groups: the ⋮ menu's submenus and the All Actions pane's groups. */
export function instanceGroups(): MenuGroupSpec[] {
  return [
    {
      key: 'instanceStatus',
      label: 'more.status',
      items: [
        { key: 'start', label: 'action.start', dialog: 'startInstance', enabled: stopped },
        { key: 'stop', label: 'action.stop', dialog: 'stopInstance', enabled: running },
        { key: 'restart', label: 'action.restart', dialog: 'restartInstance', enabled: running },
        { key: 'release', label: 'action.release', dialog: 'releaseInstance', enabled: settled },
      ],
    },
    {
      key: 'instanceSettings',
      label: 'more.settings',
      items: [{ key: 'modify', label: 'action.modify', dialog: 'modifyInstance' }],
    },
    {
      key: 'passwordKeyPair',
      label: 'more.password',
      items: [
        { key: 'resetPassword', label: 'action.resetPassword', dialog: 'resetPassword', enabled: settled },
        { key: 'bindKeyPair', label: 'action.bindKeyPair', dialog: 'bindKeyPair', enabled: settled },
      ],
    },
    {
      key: 'instanceConfiguration',
      label: 'more.configuration',
      items: [{ key: 'changeType', label: 'action.changeType', dialog: 'changeType', enabled: settled }],
    },
    {
      key: 'diskAndImage',
      label: 'more.diskImage',
      items: [{ key: 'createImage', label: 'action.createImage', dialog: 'createImage', enabled: settled }],
    },
  ];
}

const remote: ActionSpec = { key: 'remote', label: 'action.remoteConnection', notice: 'remote.notice', enabled: running };

export const instancesList: ListPageSpec = {
  kind: 'list',
  key: 'instances',
  route: '/ecs/instances',
  nav: 'instances',
  title: 'instances.title',
  source: {
    action: 'DescribeInstances',
    items: 'Instances.Instance',
    id: 'InstanceId',
    name: 'InstanceName',
    total: 'TotalCount',
    paging: { number: 'PageNumber', size: 'PageSize' },
    pollWhile: { row: 'Status', in: TRANSITIONAL },
  },
  toolbar: {
    primary: { key: 'create', label: 'instances.create', to: '/ecs/instances/create' },
    icons: [
      { key: 'refresh', label: 'common.refresh', icon: 'refresh' },
      { key: 'columns', label: 'common.settings', icon: 'settings' },
      { key: 'export', label: 'common.download', icon: 'download' },
    ],
  },
  search: {
    fields: [
      { key: 'InstanceName', label: 'search.key.name', param: 'InstanceName', placeholder: 'search.placeholder.name' },
      { key: 'InstanceId', label: 'search.key.id', param: 'InstanceIds', placeholder: 'search.placeholder.id', list: true },
    ],
  },
  columns: [
    { key: 'idName', title: 'col.idName', field: 'InstanceId', sub: 'InstanceName', cell: 'idName', link: '/ecs/instances/{InstanceId}', width: 230, lock: 'left' },
    { key: 'monitoring', title: 'col.monitoring', cell: 'custom', renderer: 'monitoring', width: 90 },
    { key: 'zone', title: 'col.zone', field: 'ZoneId', cell: 'zone', width: 150 },
    { key: 'ip', title: 'col.ip', cell: 'custom', renderer: 'ipAddresses', width: 200 },
    { key: 'status', title: 'col.status', field: 'Status', cell: 'status', labels: 'status.', tones: TONES, width: 120 },
    { key: 'network', title: 'col.network', field: 'InstanceNetworkType', cell: 'label', labels: 'network.', width: 120 },
    { key: 'spec', title: 'col.spec', cell: 'custom', renderer: 'instanceSpec', width: 200 },
    { key: 'billing', title: 'col.billing', cell: 'custom', renderer: 'billing', width: 190 },
  ],
  actions: {
    key: 'actions',
    lock: true,
    width: 200,
    links: [remote],
    menu: { key: 'more', label: 'action.more', icon: 'more', items: instanceGroups() },
  },
  batch: {
    key: 'batch',
    buttons: [
      { key: 'batchStart', label: 'action.start', dialog: 'startInstances', enabled: stopped },
      { key: 'batchStop', label: 'action.stop', dialog: 'stopInstances', enabled: running },
      { key: 'batchRestart', label: 'action.restart', dialog: 'restartInstances', enabled: running },
      { key: 'batchResetPassword', label: 'action.resetPassword', dialog: 'resetPasswords', enabled: settled },
    ],
  },
  pageSizes: [10, 20, 50],
};

export const instanceDetails: DetailsPageSpec = {
  kind: 'details',
  key: 'instanceDetails',
  route: '/ecs/instances/:id',
  nav: 'instances',
  back: '/ecs/instances',
  crumb: { label: 'instances.title', to: '/ecs/instances' },
  source: {
    action: 'DescribeInstances',
    params: { InstanceIds: { list: { route: 'id' } } },
    items: 'Instances.Instance.0',
    id: 'InstanceId',
    name: 'InstanceName',
    pollWhile: { row: 'Status', in: TRANSITIONAL },
  },
  title: { field: 'InstanceName' },
  status: { field: 'Status', labels: 'status.', tones: TONES },
  actions: [
    { ...remote, key: 'remoteConnection' },
    { key: 'restartButton', label: 'action.restart', dialog: 'restartInstance', enabled: running },
  ],
  allActions: { key: 'allActions', label: 'allActions.label', search: 'allActions.search', groups: instanceGroups() },
  tabs: [
    {
      key: 'info',
      title: 'detail.tab.info',
      sections: [
        {
          key: 'basic',
          title: 'detail.basic',
          items: [
            { key: 'id', label: 'detail.id', field: 'InstanceId' },
            { key: 'name', label: 'detail.name', field: 'InstanceName' },
            { key: 'status', label: 'col.status', field: 'Status', cell: 'status', labels: 'status.', tones: TONES },
            { key: 'zone', label: 'col.zone', field: 'ZoneId', cell: 'zone' },
            { key: 'type', label: 'detail.type', field: 'InstanceType' },
            { key: 'cpuMem', label: 'detail.cpuMem', cell: 'custom', renderer: 'cpuMemory' },
            { key: 'image', label: 'detail.image', cell: 'custom', renderer: 'osName' },
            { key: 'billing', label: 'col.billing', field: 'InstanceChargeType', cell: 'label', labels: 'billing.' },
            { key: 'created', label: 'detail.created', field: 'CreationTime', cell: 'time' },
            { key: 'autoRelease', label: 'detail.autoRelease', field: 'AutoReleaseTime', cell: 'time' },
          ],
        },
        {
          key: 'network',
          title: 'detail.networkSection',
          items: [
            { key: 'vpc', label: 'detail.vpc', field: 'VpcAttributes.VpcId' },
            { key: 'vswitch', label: 'detail.vswitch', field: 'VpcAttributes.VSwitchId' },
            { key: 'privateIp', label: 'detail.privateIp', field: 'VpcAttributes.PrivateIpAddress.IpAddress' },
            { key: 'publicIp', label: 'detail.publicIp', field: 'PublicIpAddress.IpAddress' },
            { key: 'securityGroups', label: 'detail.securityGroups', field: 'SecurityGroupIds.SecurityGroupId' },
            { key: 'keyPair', label: 'detail.keyPair', field: 'KeyPairName' },
          ],
        },
      ],
    },
    {
      key: 'disks',
      title: 'detail.tab.disks',
      list: {
        source: { action: 'DescribeDisks', params: { InstanceId: id }, items: 'Disks.Disk', id: 'DiskId', name: 'DiskName', pollWhile: { row: 'Status', in: ['Creating', 'Attaching', 'Detaching', 'ReIniting'] } },
        toolbar: {
          buttons: [{ key: 'attachDisk', label: 'disk.attachToInstance', dialog: 'attachToInstance' }],
          icons: [{ key: 'refreshDisks', label: 'common.refresh', icon: 'refresh' }],
        },
        columns: [
          { key: 'diskIdName', title: 'disk.col.idName', field: 'DiskId', sub: 'DiskName', cell: 'idName' },
          { key: 'diskType', title: 'disk.col.type', field: 'Type', cell: 'label', labels: 'disk.type.' },
          { key: 'category', title: 'disk.col.category', cell: 'custom', renderer: 'diskCategory' },
          { key: 'diskStatus', title: 'col.status', field: 'Status', cell: 'custom', renderer: 'storageStatus' },
        ],
        actions: {
          key: 'diskActions',
          links: [{ key: 'diskSnapshot', label: 'disk.createSnapshot', dialog: 'createSnapshot', enabled: { row: 'Status', eq: 'In_use' } }],
        },
      },
    },
    {
      key: 'snapshots',
      title: 'detail.tab.snapshots',
      list: {
        source: { action: 'DescribeSnapshots', params: { InstanceId: id }, items: 'Snapshots.Snapshot', id: 'SnapshotId', name: 'SnapshotName', pollWhile: { row: 'Status', eq: 'progressing' } },
        toolbar: { icons: [{ key: 'refreshSnapshots', label: 'common.refresh', icon: 'refresh' }] },
        columns: [
          { key: 'snapIdName', title: 'snapshot.col.idName', field: 'SnapshotId', sub: 'SnapshotName', cell: 'idName' },
          { key: 'snapDisk', title: 'snapshot.col.disk', field: 'SourceDiskId' },
          { key: 'snapStatus', title: 'col.status', cell: 'custom', renderer: 'storageStatus' },
          { key: 'snapProgress', title: 'snapshot.col.progress', field: 'Progress' },
          { key: 'snapCreated', title: 'sg.col.created', field: 'CreationTime', cell: 'time' },
        ],
      },
    },
  ],
};

const resource = { resource: true } as const;

const powerDialog = (key: string, title: string, action: string, toast: string, intro: string): DialogSpec => ({
  kind: 'dialog',
  key,
  title,
  screens: [{ key: 'confirm', intro, ...resource, submit: { label: 'common.ok', calls: [{ action, params: { InstanceId: id } }], toast } }],
});

export const instanceDialogs: DialogSpec[] = [
  powerDialog('startInstance', 'start.title', 'StartInstance', 'toast.start', 'start.intro'),
  {
    kind: 'dialog',
    key: 'stopInstance',
    title: 'stop.title',
    width: 640,
    screens: [
      {
        key: 'options',
        intro: 'stop.intro',
        ...resource,
        fields: [
          {
            key: 'stoppedBy',
            label: 'stop.by',
            kind: 'radio',
            default: 'stop',
            options: [
              { value: 'stop', label: 'stop.by.stop' },
              { value: 'force', label: 'stop.by.force' },
            ],
            help: 'stop.by.help',
          },
          {
            key: 'stopMode',
            label: 'stop.mode',
            kind: 'radio',
            default: 'KeepCharging',
            param: 'StoppedMode',
            options: [
              { value: 'KeepCharging', label: 'stop.mode.standard' },
              { value: 'StopCharging', label: 'stop.mode.economical' },
            ],
            help: 'stop.mode.help',
            // Only pay-as-you-go instances in a VPC choose a stop mode.
            visible: { all: [{ row: 'InstanceChargeType', eq: 'PostPaid' }, { row: 'InstanceNetworkType', eq: 'vpc' }] },
          },
        ],
        submit: {
          label: 'stop.ok',
          calls: [{ action: 'StopInstance', params: { InstanceId: id, ForceStop: { field: 'stoppedBy', map: { force: true, '*': null } }, StoppedMode: { field: 'stopMode' } } }],
          toast: 'toast.stopping',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'restartInstance',
    title: 'restart.title',
    screens: [
      {
        key: 'options',
        intro: 'restart.intro',
        ...resource,
        fields: [
          { key: 'force', label: 'restart.force', kind: 'check', help: 'restart.force.help' },
          { key: 'timed', label: 'restart.timed', kind: 'check' },
          { key: 'time', label: 'restart.time', kind: 'datetime', required: true, visible: { field: 'timed', eq: true }, help: 'restart.timed.help' },
        ],
        submit: {
          label: 'restart.ok',
          calls: [{ action: 'RebootInstance', params: { InstanceId: id, ForceStop: { field: 'force', map: { true: true, '*': null } } } }],
          toast: 'toast.restart',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'releaseInstance',
    title: 'release.title',
    width: 640,
    screens: [
      {
        key: 'settings',
        warning: 'release.warning',
        ...resource,
        fields: [
          {
            key: 'mode',
            label: 'release.mode',
            kind: 'radio',
            default: 'now',
            options: [
              { value: 'now', label: 'release.now' },
              { value: 'scheduled', label: 'release.scheduled' },
            ],
          },
          { key: 'time', label: 'release.time', kind: 'datetime', required: true, visible: { field: 'mode', eq: 'scheduled' }, help: 'release.time.help' },
        ],
        submit: { label: 'common.next' },
      },
      {
        key: 'resources',
        intro: 'release.resources.intro',
        body: ['release.resources.released', 'release.resources.kept'],
        submit: {
          label: 'common.ok',
          calls: [
            // A running instance is released with Force, as the console does once the user confirmed.
            { action: 'DeleteInstance', params: { InstanceId: id, Force: { row: 'Status', map: { Stopped: null, '*': true } } }, when: { field: 'mode', eq: 'now' } },
            { action: 'ModifyInstanceAutoReleaseTime', params: { InstanceId: id, AutoReleaseTime: { field: 'time' } }, when: { field: 'mode', eq: 'scheduled' } },
          ],
          toast: 'toast.release',
        },
        cancel: 'common.previous',
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'modifyInstance',
    title: 'modify.title',
    screens: [
      {
        key: 'form',
        ...resource,
        fields: [
          { key: 'name', label: 'modify.name', kind: 'text', from: 'InstanceName', param: 'InstanceName', help: 'create.instanceName.help' },
          { key: 'description', label: 'modify.description', kind: 'textarea', from: 'Description', param: 'Description' },
        ],
        submit: {
          label: 'common.ok',
          calls: [{ action: 'ModifyInstanceAttribute', params: { InstanceId: id, InstanceName: { field: 'name' }, Description: { field: 'description' } } }],
          toast: 'toast.modified',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'resetPassword',
    title: 'resetPassword.title',
    screens: [
      {
        key: 'form',
        intro: 'resetPassword.intro',
        ...resource,
        fields: [
          { key: 'password', label: 'resetPassword.new', kind: 'password', required: true, param: 'Password', help: 'resetPassword.rule', rules: [{ rule: 'password', message: 'resetPassword.err.rule' }] },
          { key: 'confirm', label: 'resetPassword.confirm', kind: 'password', required: true, rules: [{ rule: 'sameAs', field: 'password', message: 'resetPassword.err.confirm' }] },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'ModifyInstanceAttribute', params: { InstanceId: id, Password: { field: 'password' } } }], toast: 'toast.passwordReset' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'changeType',
    title: 'changeType.title',
    width: 640,
    screens: [
      {
        key: 'form',
        intro: 'changeType.intro',
        ...resource,
        fields: [
          { key: 'current', label: 'changeType.current', kind: 'static', text: '{InstanceType}' },
          {
            key: 'type',
            label: 'changeType.target',
            kind: 'select',
            required: true,
            requiredMessage: 'changeType.err.type',
            param: 'InstanceType',
            options: { action: 'DescribeInstanceTypes', pageSize: false, items: 'InstanceTypes.InstanceType', value: 'InstanceTypeId', label: '{InstanceTypeId} ({CpuCoreCount} vCPU {MemorySize} GiB)' },
          },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'ModifyInstanceSpec', params: { InstanceId: id, InstanceType: { field: 'type' } } }], toast: 'toast.typeChanged' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'bindKeyPair',
    title: 'bindKeyPair.title',
    screens: [
      {
        key: 'form',
        intro: 'bindKeyPair.restart',
        ...resource,
        fields: [
          {
            key: 'keyPair',
            label: 'bindKeyPair.name',
            kind: 'select',
            required: true,
            requiredMessage: 'bindKeyPair.err.name',
            param: 'KeyPairName',
            options: { action: 'DescribeKeyPairs', items: 'KeyPairs.KeyPair', value: 'KeyPairName', label: '{KeyPairName}' },
          },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'AttachKeyPair', params: { RegionId: { region: true }, KeyPairName: { field: 'keyPair' }, InstanceIds: { list: id } } }], toast: 'toast.keyPairBound' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'createImage',
    title: 'images.create.title',
    screens: [
      {
        key: 'form',
        ...resource,
        fields: [
          { key: 'name', label: 'images.name', kind: 'text', required: true, param: 'ImageName', help: 'images.name.help', rules: [{ rule: 'pattern', pattern: '^[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$', message: 'images.err.name' }] },
          { key: 'description', label: 'images.description', kind: 'textarea', param: 'Description' },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'CreateImage', params: { RegionId: { region: true }, InstanceId: id, ImageName: { field: 'name' }, Description: { field: 'description' } } }], toast: 'toast.imageCreated' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'attachToInstance',
    title: 'attachTo.title',
    screens: [
      {
        key: 'form',
        ...resource,
        fields: [
          {
            key: 'disk',
            label: 'attachTo.disk',
            kind: 'select',
            required: true,
            requiredMessage: 'attachTo.err.disk',
            param: 'DiskId',
            help: 'attachTo.disk.help',
            options: { action: 'DescribeDisks', params: { ZoneId: { row: 'ZoneId' }, Status: 'Available' }, items: 'Disks.Disk', value: 'DiskId', label: '{DiskId} / {DiskName}' },
          },
          { key: 'releaseWithInstance', label: 'attachTo.releaseWithInstance', kind: 'check' },
          { key: 'deleteAutoSnapshot', label: 'attachTo.deleteAutoSnapshot', kind: 'check', help: 'attachTo.deleteAutoSnapshot.help' },
        ],
        submit: {
          label: 'common.ok',
          calls: [
            { action: 'AttachDisk', params: { InstanceId: id, DiskId: { field: 'disk' }, DeleteWithInstance: { field: 'releaseWithInstance' } } },
            { action: 'ModifyDiskAttribute', params: { DiskId: { field: 'disk' }, DeleteAutoSnapshot: true }, when: { field: 'deleteAutoSnapshot', eq: true } },
          ],
          toast: 'toast.diskAttached',
        },
      },
    ],
  },
  // The batch buttons below the list: one call for every selected instance.
  {
    kind: 'dialog',
    key: 'startInstances',
    title: 'start.title',
    screens: [{ key: 'confirm', intro: 'start.intro', ...resource, submit: { label: 'common.ok', calls: [{ action: 'StartInstances', params: { InstanceId: { rows: 'InstanceId' } } }], toast: 'toast.start' } }],
  },
  {
    kind: 'dialog',
    key: 'stopInstances',
    title: 'stop.title',
    screens: [
      {
        key: 'options',
        intro: 'stop.intro',
        ...resource,
        fields: [
          { key: 'stoppedBy', label: 'stop.by', kind: 'radio', default: 'stop', options: [{ value: 'stop', label: 'stop.by.stop' }, { value: 'force', label: 'stop.by.force' }] },
          { key: 'stopMode', label: 'stop.mode', kind: 'radio', default: 'KeepCharging', options: [{ value: 'KeepCharging', label: 'stop.mode.standard' }, { value: 'StopCharging', label: 'stop.mode.economical' }] },
        ],
        submit: {
          label: 'stop.ok',
          calls: [{ action: 'StopInstances', params: { InstanceId: { rows: 'InstanceId' }, ForceStop: { field: 'stoppedBy', map: { force: true, '*': null } }, StoppedMode: { field: 'stopMode' } } }],
          toast: 'toast.stopping',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'restartInstances',
    title: 'restart.title',
    screens: [
      {
        key: 'options',
        intro: 'restart.intro',
        ...resource,
        fields: [{ key: 'force', label: 'restart.force', kind: 'check' }],
        submit: { label: 'restart.ok', calls: [{ action: 'RebootInstances', params: { InstanceId: { rows: 'InstanceId' }, ForceReboot: { field: 'force', map: { true: true, '*': null } } } }], toast: 'toast.restart' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'resetPasswords',
    title: 'resetPassword.title',
    screens: [
      {
        key: 'form',
        intro: 'resetPassword.intro',
        ...resource,
        fields: [
          { key: 'password', label: 'resetPassword.new', kind: 'password', required: true, help: 'resetPassword.rule', rules: [{ rule: 'password', message: 'resetPassword.err.rule' }] },
          { key: 'confirm', label: 'resetPassword.confirm', kind: 'password', required: true, rules: [{ rule: 'sameAs', field: 'password', message: 'resetPassword.err.confirm' }] },
        ],
        // The API takes one instance per call: one ModifyInstanceAttribute for each selected instance.
        submit: { label: 'common.ok', calls: [{ action: 'ModifyInstanceAttribute', each: '@rows', params: { InstanceId: { item: 'InstanceId' }, Password: { field: 'password' } } }], toast: 'toast.passwordReset' },
      },
    ],
  },
];

export const instancePages: PageSpec[] = [instancesList, instanceDetails, ...instanceDialogs];
