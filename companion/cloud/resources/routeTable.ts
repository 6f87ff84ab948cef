// A custom route table (VPC API 2016-04-28): CreateRouteTable in a VPC, waited until Available; with VSwitchId, also
// associated with that vSwitch. Destroyed by deleting its custom entries, unassociating its vSwitches, then DeleteRouteTable.
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceContext, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, id: string) {
  const body = await client.call('vpc', 'DescribeRouteTableList', { RouteTableId: id });
  return listOf(body, 'RouterTableList', 'RouterTableListType').find((t) => t.RouteTableId === id);
}

/**
 * Removes what the episode may have hung on a VPC or vSwitch it provisioned, so that it can be deleted: the vSwitch's
 * custom route table association, or the VPC's custom route tables (with their entries).
 */
export async function releaseRouteTables(client: CloudClient, scope: { VpcId?: string; VSwitchId?: string }, ctx: ResourceContext): Promise<void> {
  const body = await client.call('vpc', 'DescribeRouteTableList', { ...(scope.VpcId ? { VpcId: scope.VpcId } : {}), RouteTableType: 'Custom', PageSize: 50 });
  for (const t of listOf(body, 'RouterTableList', 'RouterTableListType')) {
    const vsws = (t.VSwitchIds as { VSwitchId?: string[] } | undefined)?.VSwitchId ?? [];
    const resource = { id: String(t.RouteTableId), name: '', attributes: {} };
    if (scope.VSwitchId) {
      if (vsws.includes(scope.VSwitchId)) await client.call('vpc', 'UnassociateRouteTable', { RouteTableId: resource.id, VSwitchId: scope.VSwitchId });
    } else await routeTable.destroy(client, resource, ctx);
  }
}

/** Deletes the custom route entries of a VPC's route tables whose next hop is `nextHopId` (they block deleting it). */
export async function deleteRoutesTo(client: CloudClient, vpcId: string, nextHopId: string, ctx: ResourceContext): Promise<void> {
  const tables = listOf(await client.call('vpc', 'DescribeRouteTableList', { VpcId: vpcId, PageSize: 50 }), 'RouterTableList', 'RouterTableListType');
  for (const t of tables) {
    const entries = listOf(await client.call('vpc', 'DescribeRouteEntryList', { RouteTableId: String(t.RouteTableId), RouteEntryType: 'Custom' }), 'RouteEntrys', 'RouteEntry');
    for (const e of entries) {
      const hops = (e.NextHops as { NextHop?: Array<{ NextHopId?: string }> } | undefined)?.NextHop ?? [];
      if (hops.some((h) => h.NextHopId === nextHopId)) await deleteEntry(client, String(t.RouteTableId), String(e.RouteEntryId), ctx);
    }
  }
}

/** Waits until a custom route entry is Available (or gone), then deletes it. */
async function deleteEntry(client: CloudClient, tableId: string, entryId: string, ctx: ResourceContext): Promise<void> {
  const now = await waitFor(`route entry ${entryId} to settle`, async () => {
    const found = listOf(await client.call('vpc', 'DescribeRouteEntryList', { RouteTableId: tableId, RouteEntryId: entryId }), 'RouteEntrys', 'RouteEntry')[0];
    return !found || found.Status === 'Available' ? { done: true, value: found } : { done: false, state: String(found.Status) };
  }, ctx.wait);
  if (!now) return;
  try {
    await client.call('vpc', 'DeleteRouteEntry', { RouteEntryId: entryId });
  } catch (err) {
    if (!isNotFound(err)) throw err;
  }
}

export const routeTable = {
  type: 'route_table',
  description: 'A custom route table of a VPC (RouteTableName); associated with VSwitchId when given.',
  nameParam: 'RouteTableName',
  tagging: 'Tag.N',
  dependencies: [{ param: 'VpcId', type: 'vpc' }],
  consolePath: 'VPC console > Route Tables',

  async create(client, allAttrs, ctx): Promise<CreatedResource> {
    const { VSwitchId, ...params } = allAttrs;
    const created = await client.call('vpc', 'CreateRouteTable', { AssociateType: 'VSwitch', ...params });
    const id = String(created.RouteTableId);
    const found = await waitFor(
      `route table ${id} to become Available`,
      async () => {
        const t = await describe(client, id);
        return t?.Status === 'Available' ? { done: true, value: t } : { done: false, state: String(t?.Status ?? 'not listed') };
      },
      ctx.wait,
    );
    if (VSwitchId) await client.call('vpc', 'AssociateRouteTable', { RouteTableId: id, VSwitchId });
    return {
      id,
      name: String(found.RouteTableName ?? params.RouteTableName ?? ''),
      attributes: { ...params, ...(VSwitchId ? { VSwitchId } : {}), ...scalarFields(found, ['RouteTableName', 'VpcId', 'VRouterId']), RouteTableId: id },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.Status === 'Available';
  },

  async destroy(client, resource, ctx) {
    const t = await describe(client, resource.id);
    if (!t) return;
    const entries = await client.call('vpc', 'DescribeRouteEntryList', { RouteTableId: resource.id, RouteEntryType: 'Custom' });
    const custom = listOf(entries, 'RouteEntrys', 'RouteEntry');
    for (const e of custom) await deleteEntry(client, resource.id, String(e.RouteEntryId), ctx);
    for (const vsw of ((t.VSwitchIds as { VSwitchId?: string[] } | undefined)?.VSwitchId ?? [])) {
      await client.call('vpc', 'UnassociateRouteTable', { RouteTableId: resource.id, VSwitchId: vsw });
    }
    await waitFor(
      `route table ${resource.id} to be deleted`,
      async () => {
        try {
          await client.call('vpc', 'DeleteRouteTable', { RouteTableId: resource.id });
        } catch (err) {
          if (isNotFound(err)) return { done: true, value: undefined };
          return { done: false, state: String((err as { code?: string }).code ?? err) };
        }
        return { done: true, value: undefined };
      },
      ctx.wait,
    );
  },

  async list(client) {
    // System route tables go with their VPC: only custom ones are resources of this type.
    const tables = await pagedRpc(client, 'vpc', 'DescribeRouteTableList', { RouteTableType: 'Custom' }, ['RouterTableList', 'RouterTableListType']);
    return tables
      .filter((t) => t.RouteTableType === undefined || t.RouteTableType === 'Custom')
      .map((t) => listed(t, String(t.RouteTableId), t.RouteTableName, scalarFields(t, ['RouteTableId', 'RouteTableName', 'VpcId', 'VRouterId'])));
  },
} satisfies ResourceType;
