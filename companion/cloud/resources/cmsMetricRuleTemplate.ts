// A CloudMonitor alert template (Cms 2019-01-01): CreateMetricRuleTemplate (Name, AlertTemplates.N.*); its id is the
// template id CloudMonitor gives it. Unless told otherwise it holds one rule: ECS CPU utilization, critical above 80%
// three times running.
import type { CloudClient } from '../sdk';
import { cmsCall } from './cms';
import { isNotFound, listOf, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await cmsCall(client, 'DescribeMetricRuleTemplateList', { TemplateId: id });
  return listOf(body, 'Templates', 'Template').find((t) => String(t.TemplateId) === id);
}

const DEFAULT_RULE: Record<string, string> = {
  'AlertTemplates.1.Category': 'ecs',
  'AlertTemplates.1.Namespace': 'acs_ecs_dashboard',
  'AlertTemplates.1.MetricName': 'CPUUtilization',
  'AlertTemplates.1.RuleName': 'cpu',
  'AlertTemplates.1.Escalations.Critical.Statistics': 'Average',
  'AlertTemplates.1.Escalations.Critical.ComparisonOperator': 'GreaterThanThreshold',
  'AlertTemplates.1.Escalations.Critical.Threshold': '80',
  'AlertTemplates.1.Escalations.Critical.Times': '3',
};

export const cmsMetricRuleTemplate = {
  type: 'cms_metric_rule_template',
  description: 'A CloudMonitor alert template (Name) of metric rules (AlertTemplates.N; by default one ECS CPU rule).',
  nameParam: 'Name',
  tagging: 'none',
  dependencies: [],
  consolePath: 'CloudMonitor console > Alerts > Alert Templates',

  async create(client, attrs): Promise<CreatedResource> {
    const params = Object.keys(attrs).some((k) => k.startsWith('AlertTemplates.')) ? attrs : { ...DEFAULT_RULE, ...attrs };
    const body = await cmsCall(client, 'CreateMetricRuleTemplate', params);
    const id = String(body.Id);
    return { id, name: attrs.Name, attributes: { ...params, TemplateId: id } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    try {
      await cmsCall(client, 'DeleteMetricRuleTemplate', { TemplateId: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Alert template ${resource.id} is still listed after DeleteMetricRuleTemplate.`);
  },

  async list(client) {
    const templates = await pagedRpc(client, 'cms', 'DescribeMetricRuleTemplateList', {}, ['Templates', 'Template'], {
      pageSize: 100,
      call: (p) => cmsCall(client, 'DescribeMetricRuleTemplateList', p),
    });
    return templates.map((t) => listed(t, String(t.TemplateId), t.Name, { TemplateId: String(t.TemplateId), Name: String(t.Name) }));
  },
} satisfies ResourceType;
