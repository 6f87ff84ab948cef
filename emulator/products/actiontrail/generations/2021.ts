// actiontrail@2021: the ActionTrail console of mid-2021 (emulator/console-facts/actiontrail.md, "actiontrail@2021"),
// rebuilt from the AlibabaCloudDocs/ram and /kms Markdown pages of that time that walk through it.
import { docsRepoUrl as repo, generation } from '../../../console/kinds/generation';


export const actiontrail2021 = generation('actiontrail@2021', '2021-05 … 2021-07', [
  [repo('ram', 'cn.zh-CN/教程/通过操作审计查看RAM的操作事件.md', '9ac72e4f3ee598cd46ee5f55b69992156c3f1256'), '2021-05-31'],
  [repo('ram', 'intl.en-US/Tutorials/View RAM operation events in the ActionTrail console.md', '711b96a19a699a270160ceae4d73dede60c38d17'), '2021-07-14'],
  [repo('kms', 'cn.zh-CN/访问控制与审计/使用操作审计查询密钥管理服务的操作事件.md', 'ac503965efc1fb057a204546f4016b1783f2604a'), '2021-06-08'],
  [repo('kms', 'intl.en-US/Access Control and Audit/Use ActionTrail to query KMS event logs.md', 'f4b9155615a78ee460030ee6c417da57f2f25b15'), '2021-06-30'],
], {
  note:
    'Event Detail Query (事件查询) is a top-level entry of the left pane; its query bar ends in a search icon (搜索); a row opens with the plus sign (+) to its left, and Event Detail (事件详情) shows the event’s record.',
  labels: {
    'nav.eventQuery': { en: 'Event Detail Query', zh: '事件查询' },
    'events.title': { en: 'Event Detail Query', zh: '事件查询' },
    'events.openRecord': { en: 'Event Detail', zh: '事件详情' },
    'filter.search': { en: 'Search', zh: '搜索' },
  },
  nav: [{ key: 'eventQuery', path: ['nav.eventQuery'], route: '/actiontrail/events' }],
  flags: ['searchIcon', 'expandableEvents', 'eventTypeFilter'],
});
