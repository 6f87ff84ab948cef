// CLB VServer groups (SLB 2014-05-15): named sets of backend servers, each with its own port, that a listener can
// forward to instead of the default server group. A group a listener uses cannot be deleted.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, notFound } from '../../../errors.js';
import { findRegion } from '../../../catalog.js';
import { newId } from '../../../common.js';
import { backendView, parseBackends } from './backends.js';
import { loadBalancerOf, slbOf, type LoadBalancer, type VServerGroup } from './state.js';

export type SlbVServerGroupAction =
  | 'CreateVServerGroup' | 'DescribeVServerGroups' | 'DescribeVServerGroupAttribute' | 'SetVServerGroupAttribute'
  | 'AddVServerGroupBackendServers' | 'RemoveVServerGroupBackendServers' | 'DeleteVServerGroup';

const GROUPS_PER_LB = 50;

/** Names: 1–80 characters; letters, digits, Chinese characters, `.`, `_`, `-`, `/`. */
function checkGroupName(name: string): string {
  if (!/^[A-Za-z0-9\u4e00-\u9fa5._/-]{1,80}$/.test(name)) {
    throw invalidParameter('VServerGroupName', 'It must be 1 to 80 characters long and contain only letters, digits, Chinese characters, periods (.), underscores (_), forward slashes (/) and hyphens (-).');
  }
  return name;
}

const groupsOf = (lb: LoadBalancer) => (lb.vServerGroups ??= []);

/** The group named by `VServerGroupId`, with its load balancer. */
function groupOf(ctx: ActionContext): { lb: LoadBalancer; group: VServerGroup } {
  const id = ctx.params.required('VServerGroupId');
  const regionId = ctx.params.optional('RegionId');
  for (const lb of Object.values(slbOf(ctx.tenant, ctx.now).loadBalancers)) {
    const group = groupsOf(lb).find((g) => g.VServerGroupId === id);
    if (group && (!regionId || lb.RegionId === regionId)) return { lb, group };
  }
  throw notFound('InvalidParameter.VServerGroupId', `The specified VServerGroupId "${id}" does not exist.`);
}

const listenersOf = (lb: LoadBalancer, group: VServerGroup) => lb.listeners.filter((l) => l.VServerGroupId === group.VServerGroupId);

const groupView = (lb: LoadBalancer, group: VServerGroup) => ({
  VServerGroupId: group.VServerGroupId, VServerGroupName: group.VServerGroupName, LoadBalancerId: lb.LoadBalancerId,
  BackendServers: { BackendServer: group.backendServers.map(backendView) },
});

export const slbVServerGroupActions = {
  CreateVServerGroup: {
    rw: 'Write',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      const name = checkGroupName(ctx.params.required('VServerGroupName'));
      const servers = ctx.params.has('BackendServers') ? parseBackends(ctx, lb, { checkInstances: true, port: true }) : [];
      if (groupsOf(lb).length >= GROUPS_PER_LB) throw new ApiError('QuotaExceeded.VServerGroup', `A load balancer has at most ${GROUPS_PER_LB} VServer groups.`);
      const group: VServerGroup = { VServerGroupId: newId(ctx, 'rsp', findRegion(lb.RegionId)!), VServerGroupName: name, backendServers: servers };
      groupsOf(lb).push(group);
      return groupView(lb, group);
    },
  },
  DescribeVServerGroups: {
    rw: 'Read',
    handle(ctx) {
      const lb = loadBalancerOf(ctx);
      return {
        VServerGroups: {
          VServerGroup: groupsOf(lb).map((g) => ({
            VServerGroupId: g.VServerGroupId, VServerGroupName: g.VServerGroupName, ServerCount: g.backendServers.length,
            AssociatedObjects: { Listeners: { Listener: listenersOf(lb, g).map((l) => ({ Port: l.ListenerPort, Protocol: l.ListenerProtocol })) }, Rules: { Rule: (lb.rules ?? []).filter((r) => r.VServerGroupId === g.VServerGroupId).map((r) => ({ RuleId: r.RuleId, RuleName: r.RuleName, Domain: r.Domain, Url: r.Url })) } },
          })),
        },
      };
    },
  },
  DescribeVServerGroupAttribute: { rw: 'Read', handle: (ctx) => { const { lb, group } = groupOf(ctx); return groupView(lb, group); } },
  SetVServerGroupAttribute: {
    rw: 'Write',
    handle(ctx) {
      const { lb, group } = groupOf(ctx);
      const name = ctx.params.optional('VServerGroupName');
      if (name !== undefined) group.VServerGroupName = checkGroupName(name);
      if (ctx.params.has('BackendServers')) {
        for (const s of parseBackends(ctx, lb, { checkInstances: false, port: true })) {
          const found = group.backendServers.find((b) => b.ServerId === s.ServerId && b.Port === s.Port);
          if (!found) throw notFound('InvalidParameter', `The backend server ${s.ServerId}:${s.Port} is not in the VServer group.`);
          found.Weight = s.Weight;
        }
      }
      return groupView(lb, group);
    },
  },
  AddVServerGroupBackendServers: {
    rw: 'Write',
    handle(ctx) {
      const { lb, group } = groupOf(ctx);
      const servers = parseBackends(ctx, lb, { checkInstances: true, port: true });
      const dup = servers.find((s) => group.backendServers.some((b) => b.ServerId === s.ServerId && b.Port === s.Port));
      if (dup) throw new ApiError('BackendServer.AlreadyExistsInVServerGroup', `The backend server ${dup.ServerId}:${dup.Port} is already in the VServer group.`);
      group.backendServers.push(...servers);
      return { VServerGroupId: group.VServerGroupId, BackendServers: { BackendServer: group.backendServers.map(backendView) } };
    },
  },
  RemoveVServerGroupBackendServers: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const { lb, group } = groupOf(ctx);
      const gone = parseBackends(ctx, lb, { checkInstances: false, port: true });
      group.backendServers = group.backendServers.filter((b) => !gone.some((s) => s.ServerId === b.ServerId && s.Port === b.Port));
      return { VServerGroupId: group.VServerGroupId, BackendServers: { BackendServer: group.backendServers.map(backendView) } };
    },
  },
  DeleteVServerGroup: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const { lb, group } = groupOf(ctx);
      const used = listenersOf(lb, group);
      if (used.length) {
        throw new ApiError('ResourceInUse.VServerGroup', `The VServer group ${group.VServerGroupId} is used by the listener on port ${used[0].ListenerPort}; delete the listener or change its server group first.`);
      }
      const rule = (lb.rules ?? []).find((r) => r.VServerGroupId === group.VServerGroupId);
      if (rule) throw new ApiError('ResourceInUse.VServerGroup', `The VServer group ${group.VServerGroupId} is used by the forwarding rule ${rule.RuleName}; delete the rule or change its server group first.`);
      lb.vServerGroups = groupsOf(lb).filter((g) => g !== group);
      return {};
    },
  },
} satisfies Record<SlbVServerGroupAction, ActionDef>;
