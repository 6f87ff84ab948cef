// A VPC (VPC API 2016-04-28): CreateVpc, then wait until it is Available.
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { releaseRouteTables } from './routeTable';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceContext, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, vpcId: string) {
  const body = await client.call('vpc', 'DescribeVpcs', { VpcId: vpcId });
  return listOf(body, 'Vpcs', 'Vpc').find((v) => v.VpcId === vpcId);
}

export const vpc = {
  type: 'vpc',
  description: 'A virtual private cloud: an isolated network with a private CIDR block.',
  nameParam: 'VpcName',
  tagging: 'Tag.N',
  dependencies: [],
  consolePath: 'VPC console > VPCs',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const created = await client.call('vpc', 'CreateVpc', attrs);
    const vpcId = String(created.VpcId);
    const found = await waitFor(
      `VPC ${vpcId} to become Available`,
      async () => {
        const v = await describe(client, vpcId);
        return v?.Status === 'Available' ? { done: true, value: v } : { done: false, state: String(v?.Status ?? 'not listed') };
      },
      ctx.wait,
    );
    return {
      id: vpcId,
      name: String(found.VpcName ?? attrs.VpcName ?? ''),
      attributes: {
        ...attrs,
        ...scalarFields(created, ['VRouterId', 'RouteTableId', 'ResourceGroupId']),
        ...scalarFields(found, ['VpcName', 'CidrBlock', 'VRouterId']),
        VpcId: vpcId,
      },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.Status === 'Available';
  },

  async destroy(client, resource, ctx: ResourceContext) {
    // Custom route tables the episode created in the VPC would block the deletion.
    if (await describe(client, resource.id)) await releaseRouteTables(client, { VpcId: resource.id }, ctx);
    try {
      await client.call('vpc', 'DeleteVpc', { VpcId: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    await waitFor(
      `VPC ${resource.id} to be deleted`,
      async () => {
        const v = await describe(client, resource.id);
        return v ? { done: false, state: String(v.Status) } : { done: true, value: undefined };
      },
      ctx.wait,
    );
  },

  async list(client) {
    const vpcs = await pagedRpc(client, 'vpc', 'DescribeVpcs', {}, ['Vpcs', 'Vpc']);
    return vpcs.map((v) => listed(v, String(v.VpcId), v.VpcName, scalarFields(v, ['VpcId', 'VpcName', 'CidrBlock', 'VRouterId'])));
  },
} satisfies ResourceType;
