// Upgrade/Downgrade (升降配) of the 2018–2021 consoles: a link in the instance row opens the Upgrade/Downgrade
// Wizard, whose choice (Upgrade, Downgrade > Instance Type or Bandwidth, Bandwidth Adjustment) and Continue lead to
// that operation's order: Create Order (确认订单; the English pages of 2019–2021 say Create Order), Downgrade Now or Activate. Sources: the dated pages in the product README.
import type { PagePatch } from '../../../console/kinds/patch';
import type { Condition, DialogSpec, FieldSpec } from '../../../console/kinds/spec';

const id = { row: 'InstanceId' } as const;
const chose = (op: string, kind?: string): Condition =>
  kind ? { all: [{ field: 'op', eq: op }, { field: 'downgradeKind', eq: kind }] } : { field: 'op', eq: op };

const typeField = (key: string, required: boolean): FieldSpec => ({
  key,
  label: 'upgrade.type',
  kind: 'select',
  required,
  requiredMessage: 'changeType.err.type',
  param: 'InstanceType',
  options: { action: 'DescribeInstanceTypes', pageSize: false, items: 'InstanceTypes.InstanceType', value: 'InstanceTypeId', label: '{InstanceTypeId} ({CpuCoreCount} vCPU {MemorySize} GiB)' },
});
const bandwidthField = (key: string, required: boolean): FieldSpec => ({
  key, label: 'upgrade.bandwidth', kind: 'number', required, min: 0, max: 100, unit: 'upgrade.mbps', param: 'InternetMaxBandwidthOut',
});
const terms = (key: string, label = 'upgrade.terms'): FieldSpec => ({ key, label, kind: 'check', required: true, requiredMessage: 'upgrade.err.terms' });

export const upgradeDowngradeDialog: DialogSpec = {
  kind: 'dialog',
  key: 'upgradeDowngrade',
  title: 'upgrade.title',
  width: 640,
  screens: [
    {
      key: 'choose',
      resource: true,
      fields: [
        {
          key: 'op',
          label: 'upgrade.op',
          kind: 'radio',
          required: true,
          options: [
            { value: 'upgrade', label: 'upgrade.op.upgrade' },
            { value: 'downgrade', label: 'upgrade.op.downgrade' },
            { value: 'bandwidth', label: 'upgrade.op.bandwidth' },
          ],
        },
        {
          key: 'downgradeKind',
          label: 'upgrade.downgrade',
          kind: 'radio',
          required: true,
          visible: { field: 'op', eq: 'downgrade' },
          options: [
            { value: 'type', label: 'upgrade.downgrade.type' },
            { value: 'bandwidth', label: 'upgrade.downgrade.bandwidth' },
          ],
        },
      ],
      submit: { label: 'upgrade.continue' },
    },
    {
      key: 'upgrade',
      intro: 'upgrade.op.upgrade',
      resource: true,
      visible: chose('upgrade'),
      fields: [typeField('upType', false), bandwidthField('upBandwidth', false), terms('upTerms')],
      submit: {
        label: 'upgrade.createOrder',
        calls: [
          { action: 'ModifyPrepayInstanceSpec', params: { InstanceId: id, InstanceType: { field: 'upType' }, OperatorType: 'upgrade' }, when: { field: 'upType', set: true } },
          { action: 'ModifyInstanceNetworkSpec', params: { InstanceId: id, InternetMaxBandwidthOut: { field: 'upBandwidth' } }, when: { field: 'upBandwidth', set: true } },
        ],
        toast: 'toast.orderDone',
      },
      cancel: 'common.previous',
    },
    {
      key: 'downgradeType',
      intro: 'upgrade.op.downgrade',
      resource: true,
      visible: chose('downgrade', 'type'),
      fields: [typeField('downType', true), terms('downTerms')],
      submit: {
        label: 'upgrade.downgradeNow',
        calls: [{ action: 'ModifyPrepayInstanceSpec', params: { InstanceId: id, InstanceType: { field: 'downType' }, OperatorType: 'downgrade' } }],
        toast: 'toast.orderDone',
      },
      cancel: 'common.previous',
    },
    {
      key: 'downgradeBandwidth',
      intro: 'upgrade.op.downgrade',
      resource: true,
      visible: chose('downgrade', 'bandwidth'),
      fields: [bandwidthField('downBandwidth', true), terms('downBandwidthTerms')],
      submit: {
        label: 'upgrade.downgradeNow',
        calls: [{ action: 'ModifyInstanceNetworkSpec', params: { InstanceId: id, InternetMaxBandwidthOut: { field: 'downBandwidth' } } }],
        toast: 'toast.orderDone',
      },
      cancel: 'common.previous',
    },
    {
      key: 'bandwidth',
      intro: 'upgrade.createOrder',
      resource: true,
      visible: chose('bandwidth'),
      fields: [bandwidthField('newBandwidth', true), terms('eipTerms', 'upgrade.eipTerms')],
      submit: {
        label: 'upgrade.activate',
        calls: [{ action: 'ModifyInstanceNetworkSpec', params: { InstanceId: id, InternetMaxBandwidthOut: { field: 'newBandwidth' } } }],
        toast: 'toast.orderDone',
      },
      cancel: 'common.previous',
    },
  ],
};

/** The row's Upgrade/Downgrade link after Manage, and the wizard it opens. */
export const upgradeDowngrade: PagePatch[] = [
  { page: 'instances', after: 'manage', insert: { key: 'upgradeDowngrade', label: 'action.upgradeDowngrade', dialog: 'upgradeDowngrade' } },
  { add: upgradeDowngradeDialog },
];
