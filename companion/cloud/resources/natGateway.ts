// An Internet NAT gateway (VPC API 2016-04-28): CreateNatGateway (enhanced, pay-as-you-go) in a vSwitch, waited until
// Available. Destroyed with DeleteNatGateway Force=true (which removes its SNAT/DNAT entries and EIP associations),
// then waited until it is gone.
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { deleteRoutesTo } from './routeTable';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceContext, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

export async function describeNat(client: CloudClient, id: string) {
  const body = await client.call('vpc', 'DescribeNatGateways', { NatGatewayId: id });
  return listOf(body, 'NatGateways', 'NatGateway').find((n) => n.NatGatewayId === id);
}

const first = (obj: unknown, key: string) => String(((obj as Record<string, string[]> | undefined)?.[key] ?? [])[0] ?? '');

/** Deletes (with Force) the NAT gateways of a vSwitch the episode provisioned, so that the vSwitch can be deleted. */
export async function releaseNatGateways(client: CloudClient, vSwitchId: string, vpcId: string | undefined, ctx: ResourceContext): Promise<void> {
  const body = await client.call('vpc', 'DescribeNatGateways', { ...(vpcId ? { VpcId: vpcId } : {}), PageSize: 50 });
  for (const n of listOf(body, 'NatGateways', 'NatGateway')) {
    if ((n.NatGatewayPrivateInfo as { VswitchId?: string } | undefined)?.VswitchId !== vSwitchId) continue;
    await natGateway.destroy(client, { id: String(n.NatGatewayId), name: '', attributes: {} }, ctx);
  }
}

export const natGateway = {
  type: 'nat_gateway',
  description: 'An enhanced Internet NAT gateway in a vSwitch of a VPC (Name); exposes SnatTableId and ForwardTableId.',
  nameParam: 'Name',
  tagging: 'Tag.N',
  dependencies: [{ param: 'VpcId', type: 'vpc' }, { param: 'VSwitchId', type: 'vswitch', sameAs: { VpcId: 'VpcId' } }],
  consolePath: 'VPC console > Internet Access > NAT Gateways',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const params: Record<string, string> = { NatType: 'Enhanced', NetworkType: 'internet', InstanceChargeType: 'PostPaid', InternetChargeType: 'PayByLcu', ...attrs };
    const created = await client.call('vpc', 'CreateNatGateway', params);
    const id = String(created.NatGatewayId);
    const found = await waitFor(
      `NAT gateway ${id} to become Available`,
      async () => {
        const n = await describeNat(client, id);
        return n?.Status === 'Available' ? { done: true, value: n } : { done: false, state: String(n?.Status ?? 'not listed') };
      },
      ctx.wait,
    );
    return {
      id,
      name: String(found.Name ?? params.Name ?? ''),
      attributes: {
        ...params, ...scalarFields(found, ['Name', 'VpcId']), NatGatewayId: id,
        SnatTableId: first(found.SnatTableIds, 'SnatTableId'), ForwardTableId: first(found.ForwardTableIds, 'ForwardTableId'),
      },
    };
  },

  async verify(client, resource) {
    return (await describeNat(client, resource.id))?.Status === 'Available';
  },

  async destroy(client, resource, ctx) {
    const found = await describeNat(client, resource.id);
    if (!found) return;
    // Route entries whose next hop is the gateway block its deletion even with Force.
    await deleteRoutesTo(client, String(found.VpcId), resource.id, ctx);
    await waitFor(
      `NAT gateway ${resource.id} to be deleted`,
      async () => {
        const n = await describeNat(client, resource.id);
        if (!n) return { done: true, value: undefined };
        if (n.Status === 'Available') {
          try {
            await client.call('vpc', 'DeleteNatGateway', { NatGatewayId: resource.id, Force: 'true' });
          } catch (err) {
            if (!isNotFound(err)) throw err;
          }
        }
        return { done: false, state: String(n.Status) };
      },
      ctx.wait,
    );
  },

  async list(client) {
    const nats = await pagedRpc(client, 'vpc', 'DescribeNatGateways', {}, ['NatGateways', 'NatGateway']);
    return nats.map((n) =>
      listed(n, String(n.NatGatewayId), n.Name, {
        ...scalarFields(n, ['NatGatewayId', 'Name', 'VpcId']),
        SnatTableId: first(n.SnatTableIds, 'SnatTableId'),
        ForwardTableId: first(n.ForwardTableIds, 'ForwardTableId'),
      }),
    );
  },
} satisfies ResourceType;
