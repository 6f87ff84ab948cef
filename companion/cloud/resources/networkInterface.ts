// An ECS elastic network interface (ECS API 2014-05-26): CreateNetworkInterface in a vSwitch with a security group
// of its VPC (tagged with the episode's tags), holding one secondary private IP by default; with InstanceId, also bound to that instance (AttachNetworkInterface),
// which must be in the same VPC and zone. Destroyed by unbinding it when bound, then DeleteNetworkInterface.
import type { CloudClient } from '../sdk';
import { waitFor } from '../retry';
import { listOf, scalarFields, type CreatedResource, type ResourceContext, type ResourceType, unlessGone } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await client.call('ecs', 'DescribeNetworkInterfaces', { 'NetworkInterfaceId.1': id });
  return listOf(body, 'NetworkInterfaceSets', 'NetworkInterfaceSet').find((e) => e.NetworkInterfaceId === id);
}

const eniIn = (client: CloudClient, id: string, status: string, ctx: ResourceContext) =>
  waitFor(
    `network interface ${id} to be ${status}`,
    async () => {
      const e = await describe(client, id);
      return e?.Status === status ? { done: true, value: e } : { done: false, state: String(e?.Status ?? 'not listed') };
    },
    ctx.wait,
  );

export const networkInterface = {
  type: 'ecs_network_interface',
  description: 'A secondary elastic network interface in a vSwitch with a security group of its VPC, with one secondary private IP unless SecondaryPrivateIpAddressCount or PrivateIpAddress.N say otherwise; bound to InstanceId (same VPC and zone) when given.',
  nameParam: 'NetworkInterfaceName',
  tagging: 'Tag.N',
  dependencies: [
    { param: 'VSwitchId', type: 'vswitch' },
    { param: 'SecurityGroupId', type: 'security_group', sameAs: { VpcId: 'VSwitchId.VpcId' } },
  ],
  consolePath: 'ECS console > Network & Security > Elastic Network Interfaces',

  async create(client, allAttrs, ctx): Promise<CreatedResource> {
    const { InstanceId, ...attrs } = allAttrs;
    // One secondary private IP unless the attributes say otherwise: a page that unassigns one finds it.
    const ownIps = attrs['PrivateIpAddress.1'] !== undefined || attrs.SecondaryPrivateIpAddressCount !== undefined;
    const params: Record<string, string> = { RegionId: ctx.region, ...(ownIps ? {} : { SecondaryPrivateIpAddressCount: '1' }), ...attrs };
    const created = await client.call('ecs', 'CreateNetworkInterface', params);
    const id = String(created.NetworkInterfaceId);
    let found = await eniIn(client, id, 'Available', ctx);
    if (InstanceId) {
      await client.call('ecs', 'AttachNetworkInterface', { RegionId: ctx.region, NetworkInterfaceId: id, InstanceId }).catch(async (err: unknown) => {
        await client.call('ecs', 'DeleteNetworkInterface', { RegionId: ctx.region, NetworkInterfaceId: id }).catch(() => undefined);
        throw err;
      });
      found = await eniIn(client, id, 'InUse', ctx);
    }
    return {
      id,
      name: String(found.NetworkInterfaceName ?? params.NetworkInterfaceName ?? ''),
      attributes: { ...params, ...(InstanceId ? { InstanceId } : {}), ...scalarFields(found, ['NetworkInterfaceName', 'VpcId', 'ZoneId', 'PrivateIpAddress', 'Status']), NetworkInterfaceId: id },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.Status === (resource.attributes.InstanceId ? 'InUse' : 'Available');
  },

  async destroy(client, resource, ctx) {
    const e = await describe(client, resource.id);
    if (!e) return;
    if (e.Type === 'Primary') throw new Error(`Network interface ${resource.id} is an instance's primary one: it goes with its instance.`);
    if (e.InstanceId) {
      await unlessGone(client.call('ecs', 'DetachNetworkInterface', { RegionId: ctx.region, NetworkInterfaceId: resource.id, InstanceId: String(e.InstanceId) }));
      await eniIn(client, resource.id, 'Available', ctx);
    }
    await unlessGone(client.call('ecs', 'DeleteNetworkInterface', { RegionId: ctx.region, NetworkInterfaceId: resource.id }));
    if (await describe(client, resource.id)) throw new Error(`Network interface ${resource.id} is still listed after DeleteNetworkInterface.`);
  },

  async list(client) {
    // Primary ENIs go with their instances: only secondary ones are resources of this type.
    const enis = await pagedRpc(client, 'ecs', 'DescribeNetworkInterfaces', { Type: 'Secondary' }, ['NetworkInterfaceSets', 'NetworkInterfaceSet'], { pageSize: 50 });
    return enis.map((e) => listed(e, String(e.NetworkInterfaceId), e.NetworkInterfaceName, scalarFields(e, ['NetworkInterfaceId', 'NetworkInterfaceName', 'InstanceId'])));
  },
} satisfies ResourceType;
