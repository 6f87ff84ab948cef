// A forwarding rule of a CLB's HTTP or HTTPS listener (SLB API 2014-05-15): CreateRules with one rule (RuleName, a
// Domain and/or a Url, the VServerGroupId it sends to) on the listener's port. Its id is the rule's `rule-…` id.
import { isNotFound, type CreatedResource, type ResourceType, unlessGone } from './types';
import { listed } from './listing';
import { slbListener } from './slbListener';

export const slbRule = {
  type: 'slb_rule',
  description: 'A forwarding rule of a CLB HTTP or HTTPS listener: LoadBalancerId, ListenerPort, RuleName, Domain and/or Url, VServerGroupId.',
  nameParam: 'RuleName',
  tagging: 'none',
  dependencies: [{ param: 'LoadBalancerId', type: 'slb_load_balancer' }, { param: 'VServerGroupId', type: 'slb_vserver_group', sameAs: { LoadBalancerId: 'LoadBalancerId' } }],
  parent: 'slb_listener',
  consolePath: 'SLB console > CLB > Instances > instance details > Listeners > Forwarding Rules',

  async create(client, attrs): Promise<CreatedResource> {
    const { LoadBalancerId: lbId, ListenerPort: port, RuleName: name, Domain: domain, Url: url, VServerGroupId: group } = attrs;
    if (!lbId || !port || !name || !group) throw new Error('An slb_rule needs LoadBalancerId, ListenerPort, RuleName and VServerGroupId.');
    // A rule needs a domain or a URL: a path of its own name when neither is given.
    const rule = { RuleName: name, ...(domain ? { Domain: domain } : {}), ...(url || !domain ? { Url: url || `/${name.replace(/[^A-Za-z0-9-]/g, '-')}` } : {}), VServerGroupId: group };
    const body = await client.call('slb', 'CreateRules', { LoadBalancerId: lbId, ListenerPort: port, RuleList: JSON.stringify([rule]) });
    const made = ((body.Rules as { Rule?: Array<{ RuleId: string }> } | undefined)?.Rule ?? [])[0];
    if (!made) throw new Error(`CreateRules made no rule on ${lbId}:${port}.`);
    return { id: made.RuleId, name, attributes: { ...attrs, ...(rule.Url ? { Url: rule.Url } : {}) } };
  },

  async verify(client, resource) {
    const body = await unlessGone(client.call('slb', 'DescribeRuleAttribute', { RuleId: resource.id }));
    return Boolean(body);
  },

  async destroy(client, resource) {
    await client.call('slb', 'DeleteRules', { RuleIds: JSON.stringify([resource.id]) }).catch((err: unknown) => {
      if (!isNotFound(err) && (err as { code?: string }).code !== 'InvalidParameter.RuleId') throw err;
    });
  },

  async list(client) {
    const out = [];
    for (const l of await slbListener.list(client)) {
      if (!['http', 'https'].includes(l.attributes.ListenerProtocol)) continue;
      const body = await unlessGone(client.call('slb', 'DescribeRules', { LoadBalancerId: l.attributes.LoadBalancerId, ListenerPort: l.attributes.ListenerPort }));
      const rules = ((body?.Rules as { Rule?: Array<Record<string, unknown>> } | undefined)?.Rule ?? []);
      for (const r of rules) out.push(listed(r, String(r.RuleId), String(r.RuleName ?? r.RuleId), { LoadBalancerId: l.attributes.LoadBalancerId, ListenerPort: l.attributes.ListenerPort, RuleName: String(r.RuleName ?? '') }));
    }
    return out;
  },
} satisfies ResourceType;
