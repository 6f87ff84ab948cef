// CLB primary/secondary server groups (SLB 2014-05-15): two backend servers with their ports, one the Master that
// takes all traffic, one the Slave that takes it over when the Master fails its health check. Only TCP and UDP
// listeners forward to them; a group a listener uses cannot be deleted. The API has no call that changes a group.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound } from '../../../errors.js';
import { findRegion } from '../../../catalog.js';
import { newId } from '../../../common.js';
import { backendView, parseBackends } from './backends.js';
import { loadBalancerOf, slbOf, type LoadBalancer, type MasterSlaveGroup } from './state.js';

export type SlbMasterSlaveAction =
  | 'CreateMasterSlaveServerGroup' | 'DescribeMasterSlaveServerGroups' | 'DescribeMasterSlaveServerGroupAttribute' | 'DeleteMasterSlaveServerGroup';

const GROUPS_PER_LB = 50;

const groupsOf = (lb: LoadBalancer) => (lb.masterSlaveGroups ??= []);

/** The group named by `MasterSlaveServerGroupId`, with its load balancer. */
export function masterSlaveGroupOf(ctx: ActionContext, id = ctx.params.required('MasterSlaveServerGroupId')): { lb: LoadBalancer; group: MasterSlaveGroup } {
  const regionId = ctx.params.optional('RegionId');
  for (const lb of Object.values(slbOf(ctx.tenant, ctx.now).loadBalancers)) {
    const group = groupsOf(lb).find((g) => g.MasterSlaveServerGroupId === id);
    if (group && (!regionId || lb.RegionId === regionId)) return { lb, group };
  }
  throw notFound('InvalidParameter.MasterSlaveServerGroupId', `The specified MasterSlaveServerGroupId "${id}" does not exist.`);
}

const listenersOf = (lb: LoadBalancer, group: MasterSlaveGroup) => lb.listeners.filter((l) => l.MasterSlaveServerGroupId === group.MasterSlaveServerGroupId);

const groupView = (lb: LoadBalancer, group: MasterSlaveGroup) => ({
  MasterSlaveServerGroupId: group.MasterSlaveServerGroupId, MasterSlaveServerGroupName: group.MasterSlaveServerGroupName, LoadBalancerId: lb.LoadBalancerId,
  MasterSlaveBackendServers: { MasterSlaveBackendServer: group.backendServers.map(backendView) },
});

export const slbMasterSlaveActions = {
  CreateMasterSlaveServerGroup: {
    rw: 'Write',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const name = ctx.params.optional('MasterSlaveServerGroupName') ?? '';
      if (name.length > 80) throw invalidParameter('MasterSlaveServerGroupName', 'It must be at most 80 characters long.');
      const servers = parseBackends(ctx, lb, { checkInstances: true, port: true, serverType: true, param: 'MasterSlaveBackendServers' });
      if (servers.length !== 2 || servers.filter((s) => s.ServerType === 'Master').length !== 1) {
        throw invalidParameter('MasterSlaveBackendServers', 'A primary/secondary server group has exactly two servers: one Master and one Slave.');
      }
      if (groupsOf(lb).length >= GROUPS_PER_LB) throw new ApiError('QuotaExceeded.MasterSlaveServerGroup', `A load balancer has at most ${GROUPS_PER_LB} primary/secondary server groups.`);
      const group: MasterSlaveGroup = { MasterSlaveServerGroupId: newId(ctx, 'rsp', findRegion(lb.RegionId)!), MasterSlaveServerGroupName: name, backendServers: servers };
      groupsOf(lb).push(group);
      return groupView(lb, group);
    },
  },
  DescribeMasterSlaveServerGroups: {
    rw: 'Read',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const withListeners = ctx.params.optional('IncludeListener') === 'true';
      return {
        MasterSlaveServerGroups: {
          MasterSlaveServerGroup: groupsOf(lb).map((g) => ({
            MasterSlaveServerGroupId: g.MasterSlaveServerGroupId, MasterSlaveServerGroupName: g.MasterSlaveServerGroupName,
            ...(withListeners ? { AssociatedObjects: { Listeners: { Listener: listenersOf(lb, g).map((l) => ({ Port: l.ListenerPort, Protocol: l.ListenerProtocol })) } } } : {}),
          })),
        },
      };
    },
  },
  DescribeMasterSlaveServerGroupAttribute: { rw: 'Read', handle: (ctx) => { const { lb, group } = masterSlaveGroupOf(ctx); return groupView(lb, group); } },
  DeleteMasterSlaveServerGroup: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const { lb, group } = masterSlaveGroupOf(ctx);
      const used = listenersOf(lb, group);
      if (used.length) {
        throw new ApiError('ResourceInUse.MasterSlaveServerGroup', `The primary/secondary server group ${group.MasterSlaveServerGroupId} is used by the listener on port ${used[0].ListenerPort}; delete the listener or change its server group first.`);
      }
      lb.masterSlaveGroups = groupsOf(lb).filter((g) => g !== group);
      return {};
    },
  },
} satisfies Record<SlbMasterSlaveAction, ActionDef>;
