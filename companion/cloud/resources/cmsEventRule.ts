// A CloudMonitor event-triggered alert rule (Cms 2019-01-01): PutEventRule (RuleName, one event pattern) and, when
// a contact group is given, PutEventRuleTargets. The rule's id is its name, as CloudMonitor keys it. A system event
// rule for ECS's critical events unless the task says otherwise (Product, LevelList, NameList: comma-separated);
// `ContactGroupName` adds a contact group target (notification level 4, email + DingTalk); `State: DISABLED` makes
// it disabled, for a procedure that enables it.
import type { CloudClient } from '../sdk';
import { cmsCall } from './cms';
import { isNotFound, listOf, type CreatedResource, type ResourceType } from './types';
import { listed } from './listing';

async function describe(client: CloudClient, name: string) {
  const body = await cmsCall(client, 'DescribeEventRuleList', { NamePrefix: name, PageSize: 100 });
  return listOf(body, 'EventRules', 'EventRule').find((r) => r.Name === name);
}

const listParams = (name: string, csv: string) => Object.fromEntries(csv.split(',').map((v, i) => [`EventPattern.1.${name}.${i + 1}`, v.trim()]));

export const cmsEventRule = {
  type: 'cms_event_rule',
  description: 'A CloudMonitor event-triggered alert rule (RuleName; Product ecs, LevelList CRITICAL and NameList * by default; ContactGroupName adds a contact group to notify; State ENABLED or DISABLED).',
  nameParam: 'RuleName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'CloudMonitor console > Event Monitoring > Alert Rules (1.0: Alerts > Alert Rules > Event Alert)',

  async create(client, attrs): Promise<CreatedResource> {
    const { RuleName: name, Product = 'ecs', LevelList = 'CRITICAL', NameList = '*', ContactGroupName, State = 'ENABLED', ...rest } = attrs;
    if (!name) throw new Error('A cms_event_rule needs a RuleName.');
    const state = State.toUpperCase() === 'DISABLED' ? 'DISABLED' : 'ENABLED';
    await cmsCall(client, 'PutEventRule', { RuleName: name, EventType: 'SYSTEM', State: state, 'EventPattern.1.Product': Product, ...listParams('LevelList', LevelList), ...listParams('NameList', NameList), ...rest });
    if (ContactGroupName) await cmsCall(client, 'PutEventRuleTargets', { RuleName: name, 'ContactParameters.1.Id': '1', 'ContactParameters.1.ContactGroupName': ContactGroupName, 'ContactParameters.1.Level': '4' });
    return { id: name, name, attributes: { ...attrs, RuleName: name, Product, State: state } };
  },

  async verify(client, resource) {
    const rule = await describe(client, resource.id);
    return rule !== undefined && rule.State === (resource.attributes.State ?? 'ENABLED');
  },

  async destroy(client, resource) {
    try {
      await cmsCall(client, 'DeleteEventRules', { 'RuleNames.1': resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Event alert rule ${resource.id} is still listed after DeleteEventRules.`);
  },

  async list(client) {
    const rules = listOf(await cmsCall(client, 'DescribeEventRuleList', { PageSize: 100 }), 'EventRules', 'EventRule');
    return rules.map((r) => listed(r, String(r.Name), r.Name, { RuleName: String(r.Name) }));
  },
} satisfies ResourceType;
