// Today's instance dialogs (2025–2026), opened from the instance list's ⋮ menu and the details page's All Actions:
// power, password, release and the rest. Sources: emulator/console-facts/ecs.md, "Today's console".
import type { DialogSpec } from '../../../../console/kinds/spec';
import { id } from './instance-status';

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
    // Instance Settings > Change Release Protection Setting: one switch (pay-as-you-go instances only).
    kind: 'dialog',
    key: 'releaseProtection',
    title: 'releaseProtection.title',
    screens: [
      {
        key: 'form',
        intro: 'releaseProtection.intro',
        ...resource,
        fields: [{ key: 'protection', label: 'releaseProtection.switch', kind: 'switch', from: 'DeletionProtection', param: 'DeletionProtection' }],
        submit: {
          label: 'common.ok',
          calls: [{ action: 'ModifyInstanceAttribute', params: { InstanceId: id, DeletionProtection: { field: 'protection', map: { true: 'true', '*': 'false' } } } }],
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

