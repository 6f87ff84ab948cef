// A Classic Load Balancer (SLB API 2014-05-15): CreateLoadBalancer, intranet in a vSwitch when VSwitchId is
// given. A CLB is active at once; destroy turns deletion protection off first, as Terraform's
// alicloud_slb_load_balancer does when asked to delete a protected instance.
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string): Promise<Record<string, unknown> | undefined> {
  const body = await unlessGone(client.call('slb', 'DescribeLoadBalancers', { LoadBalancerId: id }));
  return body && listOf(body, 'LoadBalancers', 'LoadBalancer').find((lb) => lb.LoadBalancerId === id);
}

export const slbLoadBalancer = {
  type: 'slb_load_balancer',
  description: 'A Classic Load Balancer (CLB) instance: internet, or intranet in a vSwitch of a VPC (AddressType intranet + VSwitchId).',
  nameParam: 'LoadBalancerName',
  tagging: 'Tag.N',
  dependencies: [],
  consolePath: 'SLB console > CLB > Instances',

  async create(client, attrs): Promise<CreatedResource> {
    const params = { PayType: 'PayOnDemand', ...attrs, ...(attrs.VSwitchId && !attrs.AddressType ? { AddressType: 'intranet' } : {}) };
    const created = await client.call('slb', 'CreateLoadBalancer', params);
    const id = String(created.LoadBalancerId);
    const found = await describe(client, id);
    if (!found) throw new Error(`CLB ${id} is not listed after CreateLoadBalancer.`);
    return { id, name: String(found.LoadBalancerName ?? id), attributes: { ...attrs, ...scalarFields(found, ['LoadBalancerId', 'LoadBalancerName', 'Address', 'AddressType', 'VpcId', 'VSwitchId', 'NetworkType', 'LoadBalancerSpec']) } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.LoadBalancerStatus === 'active';
  },

  async destroy(client, resource) {
    const found = await describe(client, resource.id);
    if (!found) return;
    if (found.DeleteProtection === 'on') await client.call('slb', 'SetLoadBalancerDeleteProtection', { LoadBalancerId: resource.id, DeleteProtection: 'off' });
    await client.call('slb', 'DeleteLoadBalancer', { LoadBalancerId: resource.id }).catch((err: unknown) => {
      if (!isNotFound(err)) throw err;
    });
  },

  async list(client) {
    const lbs = await pagedRpc(client, 'slb', 'DescribeLoadBalancers', {}, ['LoadBalancers', 'LoadBalancer'], { pageSize: 100 });
    return lbs.map((lb) => listed(lb, String(lb.LoadBalancerId), lb.LoadBalancerName, scalarFields(lb, ['LoadBalancerId', 'LoadBalancerName', 'Address', 'VpcId', 'VSwitchId'])));
  },
} satisfies ResourceType;
