// Today's block storage pages: the disk list and its dialogs, Create Disk, the snapshot list and its dialogs.
import { SNAPSHOTS, snapshotTabs } from './auto-snapshot';
import type { ActionSpec, DialogSpec, FormPageSpec, ListPageSpec, PageSpec } from '../../../../console/kinds/spec';
import { TAGGED, batchTagsAction, editTagsAction, tagSearch, tagsColumn } from './tags';

const BUSY = ['Creating', 'Attaching', 'Detaching', 'ReIniting'];
const disk = { row: 'DiskId' } as const;
const available = { row: 'Status', eq: 'Available' } as const;
const inUse = { row: 'Status', eq: 'In_use' } as const;
const dataDisk = { row: 'Type', eq: 'data' } as const;
const NAME = '^[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$';
/** The categories ModifyDiskSpec changes between, in rising performance. */
const SPEC_CATEGORIES = ['cloud_efficiency', 'cloud_ssd', 'cloud_essd', 'cloud_auto'];
const LEVELS = ['PL0', 'PL1', 'PL2', 'PL3'];

export const disksList: ListPageSpec = {
  kind: 'list',
  key: 'disks',
  route: '/ecs/disks',
  nav: 'disks',
  title: 'nav.disks',
  source: { action: 'DescribeDisks', items: 'Disks.Disk', id: 'DiskId', name: 'DiskName', pollWhile: { row: 'Status', in: BUSY } },
  toolbar: {
    primary: { key: 'create', label: 'disk.create', to: '/ecs/disks/create' },
    icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }],
  },
  columns: [
    { key: 'idName', title: 'disk.col.idName', field: 'DiskId', sub: 'DiskName', cell: 'idName' },
    { key: 'type', title: 'disk.col.type', field: 'Type', cell: 'label', labels: 'disk.type.' },
    { key: 'category', title: 'disk.col.category', cell: 'custom', renderer: 'diskCategory' },
    { key: 'status', title: 'col.status', cell: 'custom', renderer: 'storageStatus' },
    { key: 'instance', title: 'disk.col.instance', cell: 'custom', renderer: 'diskInstance' },
    { key: 'created', title: 'sg.col.created', field: 'CreationTime', cell: 'time' },
    tagsColumn(TAGGED.disk),
  ],
  search: { fields: [tagSearch] },
  batch: { key: 'batch', buttons: [batchTagsAction(TAGGED.disk)] },
  actions: {
    key: 'actions',
    width: 240,
    links: [
      { key: 'attach', label: 'disk.attach', dialog: 'attachDisk', enabled: available },
      { key: 'snapshot', label: 'disk.createSnapshot', dialog: 'createSnapshot', enabled: { any: [inUse, { all: [available, { row: 'Portable', eq: true }] }] } },
    ],
    menu: {
      key: 'more',
      label: 'action.more',
      items: [
        { key: 'detach', label: 'disk.detach', dialog: 'detachDisk', enabled: { all: [inUse, dataDisk] } },
        { key: 'resize', label: 'disk.resize', dialog: 'resizeDisk', enabled: { row: 'Status', in: ['In_use', 'Available'] } },
        { key: 'changeCategory', label: 'disk.changeCategory', dialog: 'changeDiskCategory', enabled: { all: [{ row: 'Status', in: ['In_use', 'Available'] }, { row: 'Category', in: SPEC_CATEGORIES }] } },
        { key: 'performanceLevel', label: 'disk.performanceLevel', dialog: 'modifyPerformanceLevel', enabled: { all: [{ row: 'Status', in: ['In_use', 'Available'] }, { row: 'Category', eq: 'cloud_essd' }] } },
        // Only an attached disk; the API refuses it until its instance is stopped.
        { key: 'reinit', label: 'disk.reinit', dialog: 'reinitDisk', enabled: inUse },
        { key: 'setAutoSnapshot', label: 'asp.disk.action', dialog: 'setDiskAutoSnapshotPolicy', enabled: { row: 'Status', in: ['In_use', 'Available'] } },
        { key: 'releaseDisk', label: 'disk.release', dialog: 'releaseDisk', enabled: { all: [available, dataDisk] } },
        editTagsAction(TAGGED.disk),
      ],
    },
  },
};

export const createDisk: FormPageSpec = {
  kind: 'form',
  key: 'createDisk',
  route: '/ecs/disks/create',
  nav: 'disks',
  title: 'disk.create.title',
  back: '/ecs/disks',
  crumb: { label: 'nav.disks', to: '/ecs/disks' },
  sections: [
    {
      key: 'basic',
      title: 'disk.section.basic',
      fields: [
        { key: 'billing', label: 'create.billing', kind: 'radio', default: 'PostPaid', options: [{ value: 'PostPaid', label: 'billing.PostPaid' }] },
        {
          key: 'zone',
          label: 'create.zone',
          kind: 'select',
          required: true,
          requiredMessage: 'disk.err.zone',
          param: 'ZoneId',
          sample: { value: 'cn-hangzhou-k', option: 'zone.sample' },
          options: { action: 'DescribeZones', pageSize: false, items: 'Zones.Zone', value: 'ZoneId', label: '{zone:ZoneId}' },
        },
        {
          key: 'category',
          label: 'disk.category',
          kind: 'radioButton',
          required: true,
          default: 'cloud_essd',
          param: 'DiskCategory',
          options: [
            { value: 'cloud_essd', label: 'disk.cloud_essd' },
            { value: 'cloud_efficiency', label: 'disk.cloud_efficiency' },
          ],
        },
        { key: 'size', label: 'disk.size', kind: 'number', required: true, default: 40, min: 20, max: 32768, unit: 'unit.gibShort', help: 'disk.size.help', param: 'Size', rules: [{ rule: 'range', min: 20, max: 32768, message: 'disk.err.size' }] },
        { key: 'name', label: 'disk.name', kind: 'text', param: 'DiskName', help: 'create.instanceName.help', rules: [{ rule: 'pattern', pattern: NAME, message: 'disk.err.name' }] },
        { key: 'description', label: 'disk.description', kind: 'textarea', param: 'Description' },
      ],
    },
  ],
  submit: {
    label: 'disk.create.submit',
    calls: [
      {
        action: 'CreateDisk',
        params: { RegionId: { region: true }, ZoneId: { field: 'zone' }, DiskCategory: { field: 'category' }, Size: { field: 'size' }, DiskName: { field: 'name' }, Description: { field: 'description' } },
      },
    ],
    toast: 'toast.diskCreated',
    to: '/ecs/disks',
  },
  cancel: { label: 'common.cancel', to: '/ecs/disks' },
};

/** A snapshot row's Create Custom Image: an accomplished snapshot of a system disk (the API refuses a data disk's). */
export const createImageFromSnapshot: ActionSpec = {
  key: 'createImage',
  label: 'images.createFromSnapshot',
  dialog: 'createImageFromSnapshot',
  enabled: { all: [{ row: 'Status', eq: 'accomplished' }, { row: 'SourceDiskType', eq: 'system' }] },
};

export const snapshotsList: ListPageSpec = {
  kind: 'list',
  key: 'snapshots',
  route: SNAPSHOTS,
  nav: 'snapshots',
  title: 'nav.snapshots',
  tabs: snapshotTabs,
  source: { action: 'DescribeSnapshots', items: 'Snapshots.Snapshot', id: 'SnapshotId', name: 'SnapshotName', pollWhile: { row: 'Status', eq: 'progressing' } },
  toolbar: { icons: [{ key: 'refresh', label: 'common.refresh', icon: 'refresh' }] },
  columns: [
    { key: 'idName', title: 'snapshot.col.idName', field: 'SnapshotId', sub: 'SnapshotName', cell: 'idName' },
    { key: 'disk', title: 'snapshot.col.disk', cell: 'custom', renderer: 'snapshotDisk' },
    { key: 'status', title: 'col.status', cell: 'custom', renderer: 'storageStatus' },
    { key: 'created', title: 'sg.col.created', field: 'CreationTime', cell: 'time' },
    tagsColumn(TAGGED.snapshot),
  ],
  search: { fields: [tagSearch] },
  batch: { key: 'batch', buttons: [batchTagsAction(TAGGED.snapshot)] },
  actions: {
    key: 'actions',
    width: 220,
    links: [
      { key: 'rollback', label: 'snapshot.rollback', dialog: 'rollbackDisk', enabled: { row: 'Status', eq: 'accomplished' } },
      createImageFromSnapshot,
      { key: 'delete', label: 'snapshot.delete', dialog: 'deleteSnapshot' },
      editTagsAction(TAGGED.snapshot),
    ],
  },
};

export const storageDialogs: DialogSpec[] = [
  {
    // The snapshot row's Create Custom Image: the snapshot, the image's name and description, Create → CreateImage (SnapshotId).
    kind: 'dialog',
    key: 'createImageFromSnapshot',
    title: 'images.create.title',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          { key: 'snapshot', label: 'images.snapshotId', kind: 'static', text: '{SnapshotId}' },
          { key: 'name', label: 'images.name', kind: 'text', required: true, param: 'ImageName', help: 'images.name.help', rules: [{ rule: 'pattern', pattern: '^(?!aliyun|acs:)[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$', message: 'images.err.name' }] },
          { key: 'description', label: 'images.description', kind: 'textarea', param: 'Description' },
        ],
        submit: {
          label: 'images.createButton',
          calls: [{ action: 'CreateImage', params: { RegionId: { region: true }, SnapshotId: { row: 'SnapshotId' }, ImageName: { field: 'name' }, Description: { field: 'description' } } }],
          toast: 'toast.imageCreated',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'attachDisk',
    title: 'disk.attach.title',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          {
            key: 'instance',
            label: 'disk.attach.instance',
            kind: 'select',
            required: true,
            requiredMessage: 'disk.attach.err.instance',
            param: 'InstanceId',
            help: 'disk.attach.instance.help',
            options: { action: 'DescribeInstances', params: { ZoneId: { row: 'ZoneId' } }, items: 'Instances.Instance', value: 'InstanceId', label: '{InstanceId} / {InstanceName}', filter: [{ field: 'Status', in: ['Running', 'Stopped'] }] },
          },
          { key: 'releaseWithInstance', label: 'disk.attach.releaseWithInstance', kind: 'check' },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'AttachDisk', params: { InstanceId: { field: 'instance' }, DiskId: disk, DeleteWithInstance: { field: 'releaseWithInstance' } } }], toast: 'toast.diskAttached' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'createSnapshot',
    title: 'snapshot.create.title',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          { key: 'name', label: 'snapshot.name', kind: 'text', param: 'SnapshotName', help: 'snapshot.name.help', rules: [{ rule: 'pattern', pattern: '^(?!auto)[A-Za-z\\u4e00-\\u9fa5][A-Za-z0-9\\u4e00-\\u9fa5._:-]{1,127}$', message: 'snapshot.err.name' }] },
          { key: 'description', label: 'snapshot.description', kind: 'textarea', param: 'Description' },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'CreateSnapshot', params: { DiskId: disk, SnapshotName: { field: 'name' }, Description: { field: 'description' } } }], toast: 'toast.snapshotCreated' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'detachDisk',
    title: 'disk.detach.title',
    screens: [{ key: 'confirm', resource: true, body: ['disk.detach.confirmShort'], submit: { label: 'common.ok', calls: [{ action: 'DetachDisk', params: { InstanceId: { row: 'InstanceId' }, DiskId: disk } }], toast: 'toast.diskDetached' } }],
  },
  {
    // More > Change Category: the category after the change (an ESSD's level with it), OK → ModifyDiskSpec.
    kind: 'dialog',
    key: 'changeDiskCategory',
    title: 'disk.changeCategory.title',
    screens: [
      {
        key: 'form',
        resource: true,
        intro: 'disk.changeCategory.intro',
        fields: [
          { key: 'current', label: 'disk.changeCategory.current', kind: 'static', text: '{label:disk.Category}' },
          {
            key: 'category',
            label: 'disk.changeCategory.target',
            kind: 'select',
            required: true,
            param: 'DiskCategory',
            options: SPEC_CATEGORIES.map((c) => ({ value: c, label: `disk.${c}` })),
          },
          { key: 'level', label: 'disk.performanceLevel.field', kind: 'select', default: 'PL1', param: 'PerformanceLevel', visible: { field: 'category', eq: 'cloud_essd' }, options: LEVELS.map((l) => ({ value: l, label: `disk.level.${l}` })) },
        ],
        submit: {
          label: 'common.ok',
          calls: [{ action: 'ModifyDiskSpec', params: { DiskId: disk, DiskCategory: { field: 'category' }, PerformanceLevel: { field: 'level' } } }],
          toast: 'toast.diskSpecChanged',
        },
      },
    ],
  },
  {
    // More > Modify Performance Level (ESSDs): the new level, OK → ModifyDiskSpec.
    kind: 'dialog',
    key: 'modifyPerformanceLevel',
    title: 'disk.performanceLevel.title',
    screens: [
      {
        key: 'form',
        resource: true,
        intro: 'disk.performanceLevel.intro',
        fields: [
          { key: 'level', label: 'disk.performanceLevel.field', kind: 'select', required: true, from: 'PerformanceLevel', param: 'PerformanceLevel', options: LEVELS.map((l) => ({ value: l, label: `disk.level.${l}` })) },
        ],
        submit: { label: 'common.ok', calls: [{ action: 'ModifyDiskSpec', params: { DiskId: disk, PerformanceLevel: { field: 'level' } } }], toast: 'toast.diskSpecChanged' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'resizeDisk',
    title: 'disk.resize.title',
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          { key: 'current', label: 'disk.resize.currentLabel', kind: 'static', text: '{Size} GiB' },
          { key: 'size', label: 'disk.resize.newSize', kind: 'number', required: true, from: 'Size', min: 20, max: 32768, unit: 'unit.gibShort', param: 'NewSize' },
        ],
        submit: {
          label: 'common.ok',
          calls: [{ action: 'ResizeDisk', params: { DiskId: disk, NewSize: { field: 'size' }, Type: { row: 'Status', map: { In_use: 'online', '*': 'offline' } } } }],
          toast: 'toast.diskResized',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'releaseDisk',
    title: 'disk.release.title',
    screens: [{ key: 'confirm', resource: true, warning: 'disk.release.confirm', submit: { label: 'common.ok', calls: [{ action: 'DeleteDisk', params: { DiskId: disk } }], toast: 'toast.diskReleased' } }],
  },
  {
    kind: 'dialog',
    key: 'reinitDisk',
    title: 'disk.reinit.title',
    screens: [
      {
        key: 'confirm',
        resource: true,
        warning: 'disk.reinit.warning',
        fields: [
          { key: 'password', label: 'disk.reinit.password', kind: 'password', param: 'Password', help: 'disk.reinit.password.help', visible: { row: 'Type', eq: 'system' }, rules: [{ rule: 'password', message: 'resetPassword.err.rule' }] },
          { key: 'autoStart', label: 'disk.reinit.autoStart', kind: 'check', param: 'AutoStartInstance' },
        ],
        submit: {
          label: 'disk.reinit.ok',
          calls: [{ action: 'ReInitDisk', params: { DiskId: disk, Password: { field: 'password' }, AutoStartInstance: { field: 'autoStart', map: { true: true, '*': null } } } }],
          toast: 'toast.diskReinit',
        },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'rollbackDisk',
    title: 'snapshot.rollback.title',
    resourceLabel: 'SnapshotName',
    screens: [
      {
        key: 'confirm',
        intro: 'snapshot.rollback.intro',
        resource: true,
        fields: [{ key: 'target', label: 'snapshot.rollback.disk', kind: 'static', text: '{SourceDiskId}' }],
        submit: { label: 'snapshot.rollback.ok', calls: [{ action: 'ResetDisk', params: { DiskId: { row: 'SourceDiskId' }, SnapshotId: { row: 'SnapshotId' } } }], toast: 'toast.diskRolledBack' },
      },
    ],
  },
  {
    kind: 'dialog',
    key: 'deleteSnapshot',
    title: 'snapshot.delete.title',
    screens: [{ key: 'confirm', resource: true, body: ['snapshot.delete.confirmShort'], submit: { label: 'common.ok', calls: [{ action: 'DeleteSnapshot', params: { SnapshotId: { row: 'SnapshotId' } } }], toast: 'toast.snapshotDeleted' } }],
  },
];

export const storagePages: PageSpec[] = [disksList, createDisk, snapshotsList, ...storageDialogs];
