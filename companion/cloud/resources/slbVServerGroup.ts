// A VServer group of a CLB instance (SLB API 2014-05-15): CreateVServerGroup with a name and no servers (a listener or
// a forwarding rule sends to it; its servers are added in the console). Its id is the group's `rsp-…` id.
import { isNotFound, type CreatedResource, type ResourceType, unlessGone } from './types';
import { listed } from './listing';
import { slbLoadBalancer } from './slbLoadBalancer';

export const slbVServerGroup = {
  type: 'slb_vserver_group',
  description: 'A VServer group of a CLB instance: LoadBalancerId, VServerGroupName.',
  nameParam: 'VServerGroupName',
  tagging: 'none',
  dependencies: [{ param: 'LoadBalancerId', type: 'slb_load_balancer' }],
  parent: 'slb_load_balancer',
  consolePath: 'SLB console > CLB > Instances > instance details > VServer Groups',

  async create(client, attrs): Promise<CreatedResource> {
    const { LoadBalancerId: lbId, VServerGroupName: name } = attrs;
    if (!lbId || !name) throw new Error('An slb_vserver_group needs LoadBalancerId and VServerGroupName.');
    const body = await client.call('slb', 'CreateVServerGroup', { LoadBalancerId: lbId, VServerGroupName: name });
    return { id: String(body.VServerGroupId), name, attributes: { ...attrs } };
  },

  async verify(client, resource) {
    const body = await unlessGone(client.call('slb', 'DescribeVServerGroupAttribute', { VServerGroupId: resource.id }));
    return body?.VServerGroupId === resource.id;
  },

  async destroy(client, resource) {
    await client.call('slb', 'DeleteVServerGroup', { VServerGroupId: resource.id }).catch((err: unknown) => {
      if (!isNotFound(err)) throw err;
    });
  },

  async list(client) {
    const out = [];
    for (const lb of await slbLoadBalancer.list(client)) {
      const body = await unlessGone(client.call('slb', 'DescribeVServerGroups', { LoadBalancerId: lb.id }));
      const groups = ((body?.VServerGroups as { VServerGroup?: Array<Record<string, unknown>> } | undefined)?.VServerGroup ?? []);
      for (const g of groups) out.push(listed(g, String(g.VServerGroupId), String(g.VServerGroupName ?? g.VServerGroupId), { LoadBalancerId: lb.id, VServerGroupName: String(g.VServerGroupName ?? '') }));
    }
    return out;
  },
} satisfies ResourceType;
