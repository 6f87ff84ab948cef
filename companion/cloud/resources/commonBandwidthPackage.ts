// An Internet Shared Bandwidth instance (VPC API 2016-04-28): CreateCommonBandwidthPackage; with IpInstanceId, an
// EIP of the same region and line type is added to it (AddCommonBandwidthPackageIp). Destroyed with
// DeleteCommonBandwidthPackage Force=true, which takes its EIPs out first (they stay, as EIPs of their own).
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await client.call('vpc', 'DescribeCommonBandwidthPackages', { BandwidthPackageId: id });
  return listOf(body, 'CommonBandwidthPackages', 'CommonBandwidthPackage').find((b) => b.BandwidthPackageId === id);
}

const members = (b: Record<string, unknown> | undefined) =>
  ((b?.PublicIpAddresses as { PublicIpAddresse?: Array<{ AllocationId?: string }> } | undefined)?.PublicIpAddresse ?? []).map((e) => String(e.AllocationId));

export const commonBandwidthPackage = {
  type: 'common_bandwidth_package',
  description: 'An Internet Shared Bandwidth instance (Bandwidth in Mbit/s, ISP, InternetChargeType); the EIP IpInstanceId is added to it when given.',
  nameParam: 'Name',
  tagging: 'Tag.N',
  dependencies: [],
  consolePath: 'VPC console > Internet Access > Internet Shared Bandwidth',

  async create(client, allAttrs): Promise<CreatedResource> {
    const { IpInstanceId, ...attrs } = allAttrs;
    const params: Record<string, string> = { Bandwidth: '10', ...attrs };
    const created = await client.call('vpc', 'CreateCommonBandwidthPackage', params);
    const id = String(created.BandwidthPackageId);
    if (IpInstanceId) await client.call('vpc', 'AddCommonBandwidthPackageIp', { BandwidthPackageId: id, IpInstanceId, IpType: 'EIP' });
    const found = await describe(client, id);
    if (!found) throw new Error(`Internet Shared Bandwidth instance ${id} is not listed after CreateCommonBandwidthPackage.`);
    return {
      id,
      name: String(found.Name ?? params.Name ?? ''),
      attributes: { ...params, ...(IpInstanceId ? { IpInstanceId } : {}), ...scalarFields(found, ['Name', 'Bandwidth', 'ISP', 'Status']), BandwidthPackageId: id },
    };
  },

  async verify(client, resource) {
    const found = await describe(client, resource.id);
    const eip = resource.attributes.IpInstanceId;
    return found?.Status === 'Available' && (!eip || members(found).includes(eip));
  },

  async destroy(client, resource) {
    try {
      await client.call('vpc', 'DeleteCommonBandwidthPackage', { BandwidthPackageId: resource.id, Force: 'true' });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Internet Shared Bandwidth instance ${resource.id} is still listed after DeleteCommonBandwidthPackage.`);
  },

  async list(client) {
    const all = await pagedRpc(client, 'vpc', 'DescribeCommonBandwidthPackages', {}, ['CommonBandwidthPackages', 'CommonBandwidthPackage'], { pageSize: 50 });
    return all.map((b) => listed(b, String(b.BandwidthPackageId), b.Name, scalarFields(b, ['BandwidthPackageId', 'Name', 'Bandwidth', 'ISP', 'Status'])));
  },
} satisfies ResourceType;
