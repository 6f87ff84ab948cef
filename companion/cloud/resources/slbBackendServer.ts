// A backend server of a CLB instance's default server group (SLB API 2014-05-15): AddBackendServers with one ECS
// instance (`ServerId`, `Weight`, default 100). Its id is `<LoadBalancerId>:<ServerId>`, as Terraform's
// alicloud_slb_backend_server attaches them.
import type { CloudClient } from '../sdk';
import { isNotFound, type CreatedResource, type ResourceType, unlessGone } from './types';
import { listed } from './listing';
import { slbLoadBalancer } from './slbLoadBalancer';

async function isListed(client: CloudClient, lbId: string, serverId: string): Promise<boolean> {
  const body = await unlessGone(client.call('slb', 'DescribeLoadBalancerAttribute', { LoadBalancerId: lbId }));
  const servers = ((body?.BackendServers as { BackendServer?: Array<{ ServerId: string }> } | undefined)?.BackendServer ?? []);
  return servers.some((s) => s.ServerId === serverId);
}

const split = (id: string) => {
  const at = id.lastIndexOf(':');
  return { lbId: id.slice(0, at), serverId: id.slice(at + 1) };
};

export const slbBackendServer = {
  type: 'slb_backend_server',
  description: 'A running ECS instance in the default server group of a CLB instance: LoadBalancerId, ServerId, Weight.',
  nameParam: 'Description',
  tagging: 'none',
  dependencies: [{ param: 'LoadBalancerId', type: 'slb_load_balancer' }, { param: 'ServerId', type: 'instance' }],
  parent: 'slb_load_balancer',
  consolePath: 'SLB console > CLB > Instances > instance details > Default Server Group',

  async create(client, attrs): Promise<CreatedResource> {
    const { LoadBalancerId: lbId, ServerId: serverId, Weight: weight = '100', Description: description } = attrs;
    if (!lbId || !serverId) throw new Error('An slb_backend_server needs LoadBalancerId and ServerId.');
    const server = { ServerId: serverId, Weight: weight, Type: 'ecs', ...(description ? { Description: description } : {}) };
    await client.call('slb', 'AddBackendServers', { LoadBalancerId: lbId, BackendServers: JSON.stringify([server]) });
    const id = `${lbId}:${serverId}`;
    return { id, name: description ?? serverId, attributes: { ...attrs, Weight: weight } };
  },

  async verify(client, resource) {
    const { lbId, serverId } = split(resource.id);
    return isListed(client, lbId, serverId);
  },

  async destroy(client, resource) {
    const { lbId, serverId } = split(resource.id);
    await client.call('slb', 'RemoveBackendServers', { LoadBalancerId: lbId, BackendServers: JSON.stringify([{ ServerId: serverId, Type: 'ecs' }]) }).catch((err: unknown) => {
      if (!isNotFound(err)) throw err;
    });
  },

  async list(client) {
    const out = [];
    for (const lb of await slbLoadBalancer.list(client)) {
      const body = await unlessGone(client.call('slb', 'DescribeLoadBalancerAttribute', { LoadBalancerId: lb.id }));
      const servers = ((body?.BackendServers as { BackendServer?: Array<Record<string, unknown>> } | undefined)?.BackendServer ?? []);
      for (const s of servers) {
        const serverId = String(s.ServerId);
        out.push(listed(s, `${lb.id}:${serverId}`, s.Description || serverId, { LoadBalancerId: lb.id, ServerId: serverId, Weight: String(s.Weight ?? '') }));
      }
    }
    return out;
  },
} satisfies ResourceType;
