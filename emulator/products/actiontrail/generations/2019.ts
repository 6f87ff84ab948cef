// actiontrail@2019: the ActionTrail console of 2019 (emulator/console-facts/actiontrail.md, "actiontrail@2019"),
// rebuilt from the AlibabaCloudDocs/ram Markdown pages of that year that walk through it.
import { docsRepo, generation } from '../../../console/kinds/generation';

const repo = docsRepo('ram');

export const actiontrail2019 = generation('actiontrail@2019', '2019-02 … 2019-07', [
  [repo('cn.zh-CN/最佳实践/使用 ActionTrail 记录 RAM 操作.md', '428091aefa74985282070a38344a134589b29e45'), '2019-07-08'],
  [repo('intl.en-US/Best Practices/Use ActionTrail to record RAM operations.md', '6db5571ca9a913a65f61bcd21a15af569c83e423'), '2019-02-28'],
], {
  note:
    'The console opens on its History Search tab (历史事件查询页签): a Filter (过滤器) list that starts at Username (用户名), a value box, Event Type (事件类型), Time (时间) and Search (搜索); clicking an event opens it, and View event (查看事件) shows its record.',
  labels: {
    'nav.eventQuery': { en: 'History Search', zh: '历史事件查询' },
    'events.title': { en: 'History Search', zh: '历史事件查询' },
    'filter.attribute': { en: 'Filter', zh: '过滤器' },
    'filter.User': { en: 'Username', zh: '用户名' },
    'filter.EventAccessKeyId': { en: 'AccessKeyId', zh: 'AccessKeyId' },
    'filter.search': { en: 'Search', zh: '搜索' },
    'filter.timeRange': { en: 'Time', zh: '时间' },
    'events.openRecord': { en: 'View event', zh: '查看事件' },
  },
  // "在**历史事件查询**页签下" (M-ram-zh-19): the query is a tab of the console's page, not an entry of the left pane.
  navRemove: ['eventQuery'],
  flags: ['expandableEvents', 'eventTypeFilter', 'filterByUser', 'historyTab'],
});
