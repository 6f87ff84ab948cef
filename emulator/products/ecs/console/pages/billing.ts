// What an instance is billed as, from the ⋮ menu and All Actions: Renew (a subscription instance's own page: the
// renewal duration, the terms, the order → RenewInstance), Switch to Subscription (a pay-as-you-go instance's page:
// duration, its data disks, auto-renewal, the terms → ModifyInstanceChargeType, then ModifyInstanceAutoRenewAttribute),
// Switch to Pay-As-You-Go (a dialog: what changes, the terms → ModifyInstanceChargeType PostPaid), and Instance
// Settings > Configure Auto-renewal (a dialog → ModifyInstanceAutoRenewAttribute). Sources:
// emulator/console-facts/ecs.md, "Renewal and billing method".
import type { ActionSpec, DialogSpec, FieldSpec, FormPageSpec, MenuGroupSpec } from '../../../../console/kinds/spec';
import { id } from './instance-status';

const prepaid = { row: 'InstanceChargeType', eq: 'PrePaid' } as const;
const postpaid = { row: 'InstanceChargeType', eq: 'PostPaid' } as const;
const settledAnd = (c: typeof prepaid | typeof postpaid) => ({ all: [{ row: 'Status', in: ['Running', 'Stopped'] }, c] });

/** A subscription's length in months, as the renewal and switch pages offer it (1–9 months, 1–3 years). */
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 24, 36];
const duration = (key: string, label: string): FieldSpec => ({
  key,
  label,
  kind: 'select',
  required: true,
  default: '1',
  param: 'Period',
  options: MONTHS.map((m) => ({ value: String(m), label: `billing.period.${m}` })),
  sample: { value: '1', option: 'billing.period.1' },
});
const terms: FieldSpec = { key: 'terms', label: 'billing.terms', kind: 'check', required: true, requiredMessage: 'billing.err.terms' };

/** Auto-renewal's durations (ModifyInstanceAutoRenewAttribute: 1, 2, 3, 6, 12 months; 1, 2, 3 years). */
const RENEWALS = ['1M', '2M', '3M', '6M', '12M', '1Y', '2Y', '3Y'];
const renewalDuration = { '1M': 1, '2M': 2, '3M': 3, '6M': 6, '12M': 12, '1Y': 1, '2Y': 2, '3Y': 3 };
const renewalUnit = { '1Y': 'Year', '2Y': 'Year', '3Y': 'Year', '*': 'Month' };

export const RENEW_ROUTE = '/ecs/instances/:id/renew';
export const TO_SUBSCRIPTION_ROUTE = '/ecs/instances/:id/switch-to-subscription';

export const renewPage: FormPageSpec = {
  kind: 'form',
  key: 'renew',
  route: RENEW_ROUTE,
  nav: 'instances',
  title: 'renew.title',
  back: '/ecs/instances',
  crumb: { label: 'instances.title', to: '/ecs/instances' },
  sections: [
    { key: 'renewal', title: 'renew.section.duration', fields: [{ ...duration('duration', 'renew.duration'), help: 'renew.duration.help' }] },
    { key: 'agreement', title: 'billing.section.terms', fields: [terms] },
  ],
  submit: {
    label: 'billing.submit',
    calls: [{ action: 'RenewInstance', params: { InstanceId: { route: 'id' }, Period: { field: 'duration' }, PeriodUnit: 'Month' } }],
    toast: 'renew.toast',
    to: '/ecs/instances/{route.id}',
  },
  cancel: { label: 'common.cancel', to: '/ecs/instances' },
};

export const toSubscriptionPage: FormPageSpec = {
  kind: 'form',
  key: 'toSubscription',
  route: TO_SUBSCRIPTION_ROUTE,
  nav: 'instances',
  title: 'toSubscription.title',
  back: '/ecs/instances',
  crumb: { label: 'instances.title', to: '/ecs/instances' },
  sections: [
    {
      key: 'configuration',
      title: 'toSubscription.section',
      fields: [
        duration('duration', 'toSubscription.duration'),
        { key: 'dataDisks', label: 'toSubscription.dataDisks', kind: 'check', param: 'IncludeDataDisks', help: 'toSubscription.dataDisks.help' },
        { key: 'autoRenew', label: 'toSubscription.autoRenew', kind: 'check', help: 'toSubscription.autoRenew.help' },
      ],
    },
    { key: 'agreement', title: 'billing.section.terms', fields: [terms] },
  ],
  submit: {
    label: 'toSubscription.submit',
    calls: [
      {
        action: 'ModifyInstanceChargeType',
        params: { InstanceIds: { list: { route: 'id' } }, InstanceChargeType: 'PrePaid', Period: { field: 'duration' }, PeriodUnit: 'Month', IncludeDataDisks: { field: 'dataDisks', map: { true: true, '*': null } }, AutoPay: true },
      },
      {
        action: 'ModifyInstanceAutoRenewAttribute',
        when: { field: 'autoRenew', eq: true },
        // Renewed by the subscription's own length where auto-renewal offers it, else month by month.
        params: { InstanceId: { route: 'id' }, AutoRenew: true, Duration: { field: 'duration', map: { 1: 1, 2: 2, 3: 3, 6: 6, 12: 12, '*': 1 } }, PeriodUnit: 'Month' },
      },
    ],
    toast: 'toSubscription.toast',
    to: '/ecs/instances/{route.id}',
  },
  cancel: { label: 'common.cancel', to: '/ecs/instances' },
};

export const toPostpaidDialog: DialogSpec = {
  kind: 'dialog',
  key: 'toPostpaid',
  title: 'toPostpaid.title',
  width: 640,
  screens: [
    {
      key: 'confirm',
      warning: 'toPostpaid.warning',
      body: ['toPostpaid.disks'],
      resource: true,
      fields: [terms],
      submit: {
        label: 'toPostpaid.ok',
        calls: [{ action: 'ModifyInstanceChargeType', params: { InstanceIds: { list: id }, InstanceChargeType: 'PostPaid' } }],
        toast: 'toPostpaid.toast',
      },
    },
  ],
};

export const autoRenewDialog: DialogSpec = {
  kind: 'dialog',
  key: 'autoRenew',
  title: 'autoRenew.title',
  screens: [
    {
      key: 'settings',
      resource: true,
      fields: [
        { key: 'enabled', label: 'autoRenew.enabled', kind: 'switch', default: false, param: 'AutoRenew' },
        {
          key: 'renewDuration',
          label: 'autoRenew.duration',
          kind: 'select',
          default: '1M',
          visible: { field: 'enabled', eq: true },
          options: RENEWALS.map((v) => ({ value: v, label: `autoRenew.duration.${v}` })),
          help: 'autoRenew.duration.help',
        },
      ],
      submit: {
        label: 'common.ok',
        calls: [
          {
            action: 'ModifyInstanceAutoRenewAttribute',
            params: {
              InstanceId: id,
              AutoRenew: { field: 'enabled', map: { true: true, '*': false } },
              Duration: { field: 'renewDuration', map: renewalDuration },
              PeriodUnit: { field: 'renewDuration', map: renewalUnit },
            },
          },
        ],
        toast: 'autoRenew.toast',
      },
    },
  ],
};

/** Instance Settings > Configure Auto-renewal, for subscription instances. */
export const autoRenewAction: ActionSpec = { key: 'autoRenew', label: 'action.autoRenew', dialog: 'autoRenew', enabled: settledAnd(prepaid) };

/** The ⋮ menu's and All Actions' billing group. */
export const billingGroup: MenuGroupSpec = {
  key: 'fees',
  label: 'more.billing',
  items: [
    { key: 'renew', label: 'action.renew', to: '/ecs/instances/{InstanceId}/renew', enabled: settledAnd(prepaid) },
    { key: 'toSubscription', label: 'action.toSubscription', to: '/ecs/instances/{InstanceId}/switch-to-subscription', enabled: settledAnd(postpaid) },
    { key: 'toPostpaid', label: 'action.toPostpaid', dialog: 'toPostpaid', enabled: settledAnd(prepaid) },
  ],
};

export const billingPages = [renewPage, toSubscriptionPage, toPostpaidDialog, autoRenewDialog];
