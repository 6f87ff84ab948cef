// An SNAT entry of an Internet NAT gateway (VPC API 2016-04-28): CreateSnatEntry for a vSwitch (SourceVSwitchId) or a
// CIDR block (SourceCIDR) through SnatIp, an EIP associated with the gateway; waited until Available.
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';
import { natGateway } from './natGateway';

async function describe(client: CloudClient, table: string, id: string) {
  const body = await client.call('vpc', 'DescribeSnatTableEntries', { SnatTableId: table, SnatEntryId: id });
  return listOf(body, 'SnatTableEntries', 'SnatTableEntry').find((s) => s.SnatEntryId === id);
}

export const snatEntry = {
  type: 'snat_entry',
  description: 'An SNAT entry (SnatTableId of a nat_gateway, SourceVSwitchId or SourceCIDR, SnatIp an EIP address associated with it, SnatEntryName).',
  nameParam: 'SnatEntryName',
  tagging: 'none',
  dependencies: [],
  parent: 'nat_gateway',
  consolePath: 'VPC console > NAT Gateways > SNAT Management',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    if (!attrs.SnatTableId || !attrs.SnatIp) throw new Error('An SNAT entry needs SnatTableId (of a nat_gateway) and SnatIp (an EIP associated with it).');
    const created = await client.call('vpc', 'CreateSnatEntry', attrs);
    const id = String(created.SnatEntryId);
    const found = await waitFor(
      `SNAT entry ${id} to become Available`,
      async () => {
        const s = await describe(client, attrs.SnatTableId, id);
        return s?.Status === 'Available' ? { done: true, value: s } : { done: false, state: String(s?.Status ?? 'not listed') };
      },
      ctx.wait,
    );
    return { id, name: String(found.SnatEntryName ?? ''), attributes: { ...attrs, ...scalarFields(found, ['SnatEntryName', 'SourceCIDR', 'NatGatewayId']), SnatEntryId: id } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.attributes.SnatTableId, resource.id))?.Status === 'Available';
  },

  async destroy(client, resource, ctx) {
    const table = resource.attributes.SnatTableId;
    await waitFor(
      `SNAT entry ${resource.id} to be deleted`,
      async () => {
        const s = await describe(client, table, resource.id).catch((err) => (isNotFound(err) ? undefined : Promise.reject(err)));
        if (!s) return { done: true, value: undefined };
        if (s.Status === 'Available') await client.call('vpc', 'DeleteSnatEntry', { SnatTableId: table, SnatEntryId: resource.id });
        return { done: false, state: String(s.Status) };
      },
      ctx.wait,
    );
  },

  async list(client) {
    const out = [];
    for (const nat of await natGateway.list(client)) {
      if (!nat.attributes.SnatTableId) continue;
      const entries = await pagedRpc(client, 'vpc', 'DescribeSnatTableEntries', { SnatTableId: nat.attributes.SnatTableId }, ['SnatTableEntries', 'SnatTableEntry']);
      for (const s of entries) {
        out.push(listed(s, String(s.SnatEntryId), s.SnatEntryName, {
          ...scalarFields(s, ['SnatEntryId', 'SnatEntryName', 'SourceCIDR', 'SourceVSwitchId', 'SnatIp']),
          SnatTableId: nat.attributes.SnatTableId,
          NatGatewayId: nat.id,
        }));
      }
    }
    return out;
  },
} satisfies ResourceType;
