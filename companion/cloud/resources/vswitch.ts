// A vSwitch (VPC API 2016-04-28): CreateVSwitch in a VPC and zone, then wait until it is Available.
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { freeSubnet } from './cidr';
import { releaseNatGateways } from './natGateway';
import { releaseRouteTables } from './routeTable';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, vSwitchId: string) {
  const body = await client.call('vpc', 'DescribeVSwitches', { VSwitchId: vSwitchId });
  return listOf(body, 'VSwitches', 'VSwitch').find((v) => v.VSwitchId === vSwitchId);
}

/** A /24 of the VPC that no vSwitch uses yet (for on-demand vSwitches, whose CIDR nobody chose). */
async function freeBlock(client: CloudClient, vpcId: string | undefined): Promise<string> {
  if (!vpcId) throw new Error('A vSwitch needs VpcId (and CidrBlock, or one is chosen inside the VPC).');
  const vpcs = await client.call('vpc', 'DescribeVpcs', { VpcId: vpcId });
  const vpcCidr = listOf(vpcs, 'Vpcs', 'Vpc').find((v) => v.VpcId === vpcId)?.CidrBlock;
  if (!vpcCidr) throw new Error(`VPC ${vpcId} not found, or it has no CIDR block.`);
  const vsws = await client.call('vpc', 'DescribeVSwitches', { VpcId: vpcId, PageSize: 50 });
  return freeSubnet(String(vpcCidr), listOf(vsws, 'VSwitches', 'VSwitch').map((v) => String(v.CidrBlock)));
}

/** The region's first zone, as DescribeZones lists them. */
export async function firstZone(client: CloudClient): Promise<string> {
  const body = await client.call('ecs', 'DescribeZones', {});
  const zone = listOf(body, 'Zones', 'Zone')[0];
  if (!zone?.ZoneId) throw new Error(`DescribeZones lists no zone in ${client.regionId}; give ZoneId explicitly.`);
  return String(zone.ZoneId);
}

export const vswitch = {
  type: 'vswitch',
  description: 'A vSwitch: a subnet of a VPC in one zone, where instances get their private addresses.',
  nameParam: 'VSwitchName',
  tagging: 'Tag.N',
  dependencies: [{ param: 'VpcId', type: 'vpc' }],
  consolePath: 'VPC console > vSwitches',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const params: Record<string, string> = {
      ...attrs,
      ZoneId: attrs.ZoneId ?? (await firstZone(client)),
      CidrBlock: attrs.CidrBlock ?? (await freeBlock(client, attrs.VpcId)),
    };
    const created = await client.call('vpc', 'CreateVSwitch', params);
    const id = String(created.VSwitchId);
    const found = await waitFor(
      `vSwitch ${id} to become Available`,
      async () => {
        const v = await describe(client, id);
        return v?.Status === 'Available' ? { done: true, value: v } : { done: false, state: String(v?.Status ?? 'not listed') };
      },
      ctx.wait,
    );
    return {
      id,
      name: String(found.VSwitchName ?? params.VSwitchName ?? ''),
      attributes: {
        ...params,
        ...scalarFields(found, ['VSwitchName', 'VpcId', 'ZoneId', 'CidrBlock']),
        VSwitchId: id,
      },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.Status === 'Available';
  },

  async destroy(client, resource, ctx) {
    // A NAT gateway or a custom route table association the episode added would block the deletion.
    if (await describe(client, resource.id)) {
      await releaseNatGateways(client, resource.id, resource.attributes.VpcId, ctx);
      await releaseRouteTables(client, { VpcId: resource.attributes.VpcId, VSwitchId: resource.id }, ctx);
    }
    try {
      await client.call('vpc', 'DeleteVSwitch', { VSwitchId: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    await waitFor(
      `vSwitch ${resource.id} to be deleted`,
      async () => {
        const v = await describe(client, resource.id);
        return v ? { done: false, state: String(v.Status) } : { done: true, value: undefined };
      },
      ctx.wait,
    );
  },

  async list(client) {
    const vsws = await pagedRpc(client, 'vpc', 'DescribeVSwitches', {}, ['VSwitches', 'VSwitch']);
    return vsws.map((v) => listed(v, String(v.VSwitchId), v.VSwitchName, scalarFields(v, ['VSwitchId', 'VSwitchName', 'VpcId', 'ZoneId', 'CidrBlock'])));
  },
} satisfies ResourceType;
