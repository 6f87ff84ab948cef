// Renewal and billing method changes in ecs@2019 and ecs@2021, as their dated pages word them: the row's own Renew
// link (续费) for subscription instances, whose page ends with Create Order (确认订单); More > Configuration Change
// (资源变配) > Switch to Subscription (按量付费转包年包月) / Switch to Pay-As-You-Go (包年包月转按量付费; 2019:
// 预付费转按量付费), the latter ending with Switch (确认转换); More > Instance Settings > Configure Auto-renewal
// (配置自动续费), as today. The Switch to Subscription page of 2019 and 2021 set the duration in a Batch Change
// (批量更改) dialog: the emulator keeps today's one page (README, "Renewal and billing method").
import { docsRepo, type Generation } from '../../../console/kinds/generation';
import type { PagePatch } from '../../../console/kinds/patch';

const repo = docsRepo('ecs');

/** The row's Renew link after Upgrade/Downgrade, and the billing items under More > Configuration Change. */
export const billingPatches: PagePatch[] = [
  {
    page: 'instances',
    after: 'upgradeDowngrade',
    insert: { key: 'renewLink', label: 'action.renew', to: '/ecs/instances/{InstanceId}/renew', visible: { row: 'InstanceChargeType', eq: 'PrePaid' } },
  },
  { page: 'instances', key: 'renew', remove: true },
  { page: 'instances', key: 'fees', merge: { label: 'more.configChange' } },
];

// A generation cites pages of its years; the 2020-09 … 2020-12 pages (auto-renewal under Instance Settings, the
// Chinese Switch to Subscription's 去下单, the English Switch of 2020-12) agree with these and are in the facts.
export const billingSources2021: Generation['sources'] = [
  { url: repo('cn.zh-CN/产品计费/续费实例/手动续费实例.md', '573c79567ba13d581e2433e31004acf303fcc2c4'), date: '2021-04-30' },
  { url: repo('intl.en-US/Pricing/Renew instances/Manually renew an instance.md', 'cf945c3be61da81a64fed1caba8c2b69c8f60203'), date: '2021-06-03' },
  { url: repo('intl.en-US/Instance/Instance purchasing options/Switch billing method/Change the billing method of an instance from pay-as-you-go to subscription.md', 'a058cdb9eebca20dc7e9729f02419b4989b7b779'), date: '2021-01-14' },
  { url: repo('cn.zh-CN/实例/选择实例购买方式/转换计费类型/包年包月转按量付费.md', 'f4f8f35a4b6d7e810f5d3b3146fb27bbac1639c6'), date: '2021-07-07' },
];

export const billingSources2019: Generation['sources'] = [
  { url: repo('cn.zh-CN/产品定价/续费实例/手动续费.md', '1a8b1ae2d437893608e9ce25d96c974235963978'), date: '2019-08-26' },
  { url: repo('cn.zh-CN/产品定价/续费实例/自动续费.md', '301e4abd45f3bc8022956a51366ba17cb7dedb55'), date: '2019-07-22' },
  { url: repo('cn.zh-CN/产品定价/预付费转按量付费.md', 'c2c86050bb4fd0dc55c4e012e84a73429b44389d'), date: '2019-06-18' },
];

export const billingLabels2021: Generation['labels'] = {
  'more.configChange': { en: 'Configuration Change', zh: '资源变配' },
  'billing.submit': { en: 'Create Order', zh: '确认订单' },
  'toSubscription.submit': { en: 'Create Order', zh: '去下单' },
  'toPostpaid.ok': { en: 'Switch', zh: '确认转换' },
  'billing.terms': { en: 'ECS Service Terms', zh: '云服务器ECS服务条款' },
};

export const billingLabels2019: Generation['labels'] = {
  ...billingLabels2021,
  'toSubscription.submit': { en: 'Create Order', zh: '确定' },
  'action.toPostpaid': { en: 'Switch to Pay-As-You-Go', zh: '预付费转按量付费' },
  'toPostpaid.title': { en: 'Switch to Pay-As-You-Go', zh: '预付费转按量付费' },
  'autoRenew.enabled': { en: 'Enable Auto-Renew', zh: '开通自动续费' },
};
