// A CloudMonitor metric alert rule (Cms 2019-01-01): PutResourceMetricRule; its id is its RuleId.
import { randomBytes } from 'node:crypto';
import type { CloudClient } from '../sdk';
import { cmsCall } from './cms';
import { isNotFound, listOf, type CreatedResource, type ResourceType, scalarFields } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, ruleId: string) {
  const body = await cmsCall(client, 'DescribeMetricRuleList', { RuleIds: ruleId });
  return listOf(body, 'Alarms', 'Alarm').find((r) => r.RuleId === ruleId);
}

export const cmsAlarm = {
  type: 'cms_alarm',
  description:
    'A CloudMonitor alert rule on a metric of resources (Namespace, MetricName, Resources as JSON, ContactGroups, ' +
    'Escalations.Critical.Statistics/ComparisonOperator/Threshold/Times; EnableState: "false" leaves it disabled).',
  nameParam: 'RuleName',
  tagging: 'none',
  dependencies: [{ param: 'ContactGroups', type: 'cms_alarm_contact_group' }],
  consolePath: 'CloudMonitor console > Alerts > Alert Rules',

  async create(client, attrs): Promise<CreatedResource> {
    // `EnableState: "false"` (not a PutResourceMetricRule parameter) leaves the rule disabled.
    const { EnableState: enabled, ...rest } = attrs;
    const params: Record<string, string> = { RuleId: `aca-rule-${randomBytes(6).toString('hex')}`, Namespace: 'acs_ecs_dashboard', ...rest };
    await cmsCall(client, 'PutResourceMetricRule', params);
    if (enabled === 'false') await cmsCall(client, 'DisableMetricRules', { 'RuleId.1': params.RuleId });
    return { id: params.RuleId, name: params.RuleName, attributes: enabled ? { ...params, EnableState: enabled } : params };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    try {
      await cmsCall(client, 'DeleteMetricRules', { 'Id.1': resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Alert rule ${resource.id} is still listed after DeleteMetricRules.`);
  },

  async list(client) {
    const rules = await pagedRpc(client, 'cms', 'DescribeMetricRuleList', {}, ['Alarms', 'Alarm'], {
      pageSize: 100,
      pageParam: 'Page',
      call: (p) => cmsCall(client, 'DescribeMetricRuleList', p),
    });
    return rules.map((r) => listed(r, String(r.RuleId), r.RuleName, scalarFields(r, ['RuleId', 'RuleName', 'Namespace', 'MetricName'])));
  },
} satisfies ResourceType;
