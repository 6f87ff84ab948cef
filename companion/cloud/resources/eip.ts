// An elastic IP address (VPC API 2016-04-28): AllocateEipAddress; with InstanceId, also associated with that ECS
// instance and waited until InUse. Destroyed by disassociating it when in use, then ReleaseEipAddress.
import type { CloudClient } from '../sdk';
import { waitFor } from '../retry';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceContext, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await client.call('vpc', 'DescribeEipAddresses', { AllocationId: id });
  return listOf(body, 'EipAddresses', 'EipAddress').find((e) => e.AllocationId === id);
}

const eipIn = (client: CloudClient, id: string, status: string | string[], ctx: ResourceContext) =>
  waitFor(
    `EIP ${id} to be ${[status].flat().join(' or ')}`,
    async () => {
      const e = await describe(client, id);
      return e && [status].flat().includes(String(e.Status)) ? { done: true, value: e } : { done: false, state: String(e?.Status ?? 'not listed') };
    },
    ctx.wait,
  );

export const eip = {
  type: 'eip',
  description: 'A pay-as-you-go elastic IP address (Bandwidth, InternetChargeType); associated with InstanceId (an ECS instance, or a NAT gateway with InstanceType Nat) when given.',
  nameParam: 'Name',
  tagging: 'Tag.N',
  dependencies: [],
  consolePath: 'VPC console > Elastic IP Addresses',

  async create(client, allAttrs, ctx): Promise<CreatedResource> {
    const { InstanceId, InstanceType = 'EcsInstance', ...attrs } = allAttrs;
    const params: Record<string, string> = { InstanceChargeType: 'PostPaid', InternetChargeType: 'PayByTraffic', Bandwidth: '5', ...attrs };
    const created = await client.call('vpc', 'AllocateEipAddress', params);
    const id = String(created.AllocationId);
    let found = await eipIn(client, id, 'Available', ctx);
    if (InstanceId) {
      await client.call('vpc', 'AssociateEipAddress', { AllocationId: id, InstanceId, InstanceType });
      found = await eipIn(client, id, 'InUse', ctx);
    }
    return {
      id,
      name: String(found.Name ?? params.Name ?? ''),
      attributes: { ...params, ...(InstanceId ? { InstanceId, InstanceType } : {}), ...scalarFields(found, ['Name', 'IpAddress', 'Status']), AllocationId: id },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.Status === (resource.attributes.InstanceId ? 'InUse' : 'Available');
  },

  async destroy(client, resource, ctx) {
    let e = await describe(client, resource.id);
    if (!e) return;
    // An association the agent started is still under way: let it finish before deciding.
    if (e.Status !== 'Available' && e.Status !== 'InUse') e = await eipIn(client, resource.id, ['Available', 'InUse'], ctx);
    // An EIP in an Internet Shared Bandwidth instance (an agent may have added it) is not released until it leaves.
    if (e.BandwidthPackageId) await client.call('vpc', 'RemoveCommonBandwidthPackageIp', { BandwidthPackageId: String(e.BandwidthPackageId), IpInstanceId: resource.id });
    if (e.Status === 'InUse') {
      await client.call('vpc', 'UnassociateEipAddress', { AllocationId: resource.id, InstanceId: String(e.InstanceId), InstanceType: String(e.InstanceType || 'EcsInstance') });
    }
    if (e.Status !== 'Available') await eipIn(client, resource.id, 'Available', ctx);
    try {
      await client.call('vpc', 'ReleaseEipAddress', { AllocationId: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`EIP ${resource.id} is still listed after ReleaseEipAddress.`);
  },

  async list(client) {
    const eips = await pagedRpc(client, 'vpc', 'DescribeEipAddresses', {}, ['EipAddresses', 'EipAddress'], { pageSize: 100 });
    return eips.map((e) => listed(e, String(e.AllocationId), e.Name, scalarFields(e, ['AllocationId', 'Name', 'IpAddress', 'Status', 'InstanceId', 'InstanceType'])));
  },
} satisfies ResourceType;
