// A primary/secondary server group of a CLB instance (SLB API 2014-05-15): CreateMasterSlaveServerGroup with one
// running ECS instance of the CLB's VPC on two ports, port 80 the Master and port 8080 the Slave (the API pairs
// servers by ServerId and Port, so one instance is enough for a doc that only deletes or uses the group). Its id is
// the group's `rsp-…` id.
import { isNotFound, type CreatedResource, type ResourceType, unlessGone } from './types';
import { listed } from './listing';
import { slbLoadBalancer } from './slbLoadBalancer';

export const slbMasterSlaveGroup = {
  type: 'slb_master_slave_group',
  description: 'A primary/secondary server group of a CLB instance: LoadBalancerId, MasterSlaveServerGroupName, ServerId (its ports 80 primary and 8080 secondary).',
  nameParam: 'MasterSlaveServerGroupName',
  tagging: 'none',
  dependencies: [{ param: 'LoadBalancerId', type: 'slb_load_balancer' }, { param: 'ServerId', type: 'instance' }],
  parent: 'slb_load_balancer',
  consolePath: 'SLB console > CLB > Instances > instance details > Primary/Secondary Server Groups',

  async create(client, attrs): Promise<CreatedResource> {
    const { LoadBalancerId: lbId, MasterSlaveServerGroupName: name, ServerId: serverId } = attrs;
    if (!lbId || !name || !serverId) throw new Error('An slb_master_slave_group needs LoadBalancerId, MasterSlaveServerGroupName and ServerId.');
    const servers = [
      { ServerId: serverId, Port: '80', Weight: '100', Type: 'ecs', ServerType: 'Master' },
      { ServerId: serverId, Port: '8080', Weight: '100', Type: 'ecs', ServerType: 'Slave' },
    ];
    const body = await client.call('slb', 'CreateMasterSlaveServerGroup', { LoadBalancerId: lbId, MasterSlaveServerGroupName: name, MasterSlaveBackendServers: JSON.stringify(servers) });
    return { id: String(body.MasterSlaveServerGroupId), name, attributes: { ...attrs } };
  },

  async verify(client, resource) {
    const body = await unlessGone(client.call('slb', 'DescribeMasterSlaveServerGroupAttribute', { MasterSlaveServerGroupId: resource.id }));
    return body?.MasterSlaveServerGroupId === resource.id;
  },

  async destroy(client, resource) {
    await client.call('slb', 'DeleteMasterSlaveServerGroup', { MasterSlaveServerGroupId: resource.id }).catch((err: unknown) => {
      if (!isNotFound(err)) throw err;
    });
  },

  async list(client) {
    const out = [];
    for (const lb of await slbLoadBalancer.list(client)) {
      const body = await unlessGone(client.call('slb', 'DescribeMasterSlaveServerGroups', { LoadBalancerId: lb.id }));
      const groups = ((body?.MasterSlaveServerGroups as { MasterSlaveServerGroup?: Array<Record<string, unknown>> } | undefined)?.MasterSlaveServerGroup ?? []);
      for (const g of groups) {
        const name = String(g.MasterSlaveServerGroupName ?? '');
        out.push(listed(g, String(g.MasterSlaveServerGroupId), name || String(g.MasterSlaveServerGroupId), { LoadBalancerId: lb.id, MasterSlaveServerGroupName: name }));
      }
    }
    return out;
  },
} satisfies ResourceType;
