// ECS security groups and their rules.
import type { ActionContext, ActionDef } from '../../../action.js';
import { quotas } from '../../../catalog.js';
import { dependencyViolation, malformed, missingParameter, notFound, quotaExceeded } from '../../../errors.js';
import { Params } from '../../../params.js';
import type { Permission, SecurityGroup } from './state.js';
import { checkDescription, checkName, newestFirst, newId, page, parseCidr, region, requireExisting, secondTime } from '../../../common.js';
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';

export type EcsSecurityGroupAction =
  | 'CreateSecurityGroup' | 'DescribeSecurityGroups' | 'DeleteSecurityGroup' | 'AuthorizeSecurityGroup'
  | 'AuthorizeSecurityGroupEgress' | 'DescribeSecurityGroupAttribute' | 'RevokeSecurityGroup' | 'RevokeSecurityGroupEgress'
  | 'ModifySecurityGroupRule' | 'ModifySecurityGroupEgressRule' | 'ModifySecurityGroupAttribute';

function group(ctx: ActionContext): SecurityGroup {
  const reg = region(ctx);
  const id = ctx.params.required('SecurityGroupId');
  const found = ctx.tenant.securityGroups[id];
  if (!found || found.RegionId !== reg.id) {
    throw notFound('InvalidSecurityGroupId.NotFound', `The specified SecurityGroupId "${id}" does not exist.`);
  }
  return found;
}

const PROTOCOLS = ['tcp', 'udp', 'icmp', 'icmpv6', 'gre', 'all'] as const;

/** One rule from either the top-level parameters or a `Permissions.N.*` group. */
function rule(ctx: ActionContext, p: Params, prefix: string, direction: Permission['Direction']): Permission {
  const name = (field: string) => prefix + field;
  const read = (field: string) => p.optional(field);
  const protocol = read('IpProtocol');
  if (!protocol) throw missingParameter(name('IpProtocol'));
  const proto = PROTOCOLS.find((x) => x === protocol.toLowerCase());
  if (!proto) throw malformed('InvalidIpProtocol.Malformed', `Specified parameter ${name('IpProtocol')} "${protocol}" is not valid. Valid values: ${PROTOCOLS.join(', ')}.`);
  const portRange = read('PortRange');
  if (!portRange) throw missingParameter(name('PortRange'));
  const m = /^(-?\d+)\/(-?\d+)$/.exec(portRange);
  const [from, to] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
  const ported = proto === 'tcp' || proto === 'udp';
  const valid = ported ? from >= 1 && from <= to && to <= 65535 : from === -1 && to === -1;
  if (!valid) {
    throw malformed('InvalidPortRange.Malformed', `Specified parameter ${name('PortRange')} "${portRange}" is not valid: ` +
      (ported ? 'use from/to with ports 1 to 65535, e.g. 22/22.' : `${proto} rules take -1/-1.`));
  }
  // Inbound rules name where traffic comes from, outbound rules where it goes.
  const [cidrKey, groupKey] = direction === 'ingress' ? ['SourceCidrIp', 'SourceGroupId'] : ['DestCidrIp', 'DestGroupId'];
  const cidr = read(cidrKey);
  const peer = read(groupKey);
  if (!cidr && !peer) throw missingParameter(name(cidrKey));
  if (cidr) parseCidr(cidr.includes('/') ? cidr : `${cidr}/32`, `Invalid${cidrKey}.Malformed`);
  if (peer) requireExisting(ctx.tenant.securityGroups, peer, 'InvalidSecurityGroupId.NotFound', groupKey);
  const policy = read('Policy') ?? 'accept';
  if (!/^(accept|drop)$/i.test(policy)) throw malformed('InvalidPolicy.Malformed', `Specified parameter ${name('Policy')} is not valid. Valid values: accept, drop.`);
  const priority = Number(read('Priority') ?? 1);
  if (!Number.isInteger(priority) || priority < 1 || priority > 100) {
    throw malformed('InvalidPriority.Malformed', `Specified parameter ${name('Priority')} is not valid: an integer from 1 to 100.`);
  }
  const ingress = direction === 'ingress';
  return {
    SecurityGroupRuleId: '',
    Direction: direction,
    IpProtocol: proto.toUpperCase(),
    PortRange: portRange,
    SourceCidrIp: (ingress && cidr) || '',
    SourceGroupId: (ingress && peer) || '',
    DestCidrIp: (!ingress && cidr) || '',
    DestGroupId: (!ingress && peer) || '',
    Policy: policy.toLowerCase() === 'accept' ? 'Accept' : 'Drop',
    Priority: String(priority),
    NicType: read('NicType') ?? 'intranet',
    Description: read('Description') ?? '',
    CreateTime: '',
  };
}

const sameRule = (a: Permission, b: Permission) =>
  (['Direction', 'IpProtocol', 'PortRange', 'SourceCidrIp', 'SourceGroupId', 'DestCidrIp', 'DestGroupId', 'Policy', 'Priority', 'NicType'] as const).every(
    (k) => a[k] === b[k],
  );

/** AuthorizeSecurityGroup and AuthorizeSecurityGroupEgress: adds rules, ignoring exact duplicates as the cloud does. */
const authorize = (direction: Permission['Direction']): ActionDef => ({
  rw: 'Write',
  handle(ctx) {
    const g = group(ctx);
    const grouped = ctx.params.objects('Permissions');
    const rules = grouped.length
      ? grouped.map((p, n) => rule(ctx, p, `Permissions.${n + 1}.`, direction))
      : [rule(ctx, ctx.params, '', direction)];
    for (const r of rules) {
      if (g.Permissions.some((existing) => sameRule(existing, r))) continue;
      r.SecurityGroupRuleId = newId(ctx, 'sgr', region(ctx));
      r.CreateTime = secondTime(ctx.now);
      g.Permissions.push(r);
    }
    return {};
  },
});

/** RevokeSecurityGroup and RevokeSecurityGroupEgress: by SecurityGroupRuleId.N, or by the rule's own fields. */
const revoke = (direction: Permission['Direction']): ActionDef => ({
  rw: 'Write',
  handle(ctx) {
    const g = group(ctx);
    const ids = ctx.params.list('SecurityGroupRuleId');
    if (ids?.length) {
      for (const id of ids) {
        if (!g.Permissions.some((r) => r.SecurityGroupRuleId === id && r.Direction === direction)) {
          throw notFound('InvalidSecurityGroupRuleId.NotFound', `The specified SecurityGroupRuleId "${id}" does not exist in ${g.SecurityGroupId}.`);
        }
      }
      g.Permissions = g.Permissions.filter((r) => !ids.includes(r.SecurityGroupRuleId));
      return {};
    }
    const grouped = ctx.params.objects('Permissions');
    const wanted = grouped.length
      ? grouped.map((p, n) => rule(ctx, p, `Permissions.${n + 1}.`, direction))
      : [rule(ctx, ctx.params, '', direction)];
    // As on the cloud, revoking a rule that does not exist succeeds without a change.
    g.Permissions = g.Permissions.filter((r) => !wanted.some((w) => sameRule(r, w)));
    return {};
  },
});

/** ModifySecurityGroupRule / ModifySecurityGroupEgressRule: changes the given fields of one rule, found by its ID. */
const modifyRule = (direction: Permission['Direction']): ActionDef => ({
  rw: 'Write',
  handle(ctx) {
    const g = group(ctx);
    const p = ctx.params;
    const id = p.required('SecurityGroupRuleId');
    const existing = g.Permissions.find((r) => r.SecurityGroupRuleId === id && r.Direction === direction);
    if (!existing) throw notFound('InvalidSecurityGroupRuleId.NotFound', `The specified SecurityGroupRuleId "${id}" does not exist in ${g.SecurityGroupId}.`);
    const [cidrKey, groupKey] = direction === 'ingress' ? ['SourceCidrIp', 'SourceGroupId'] : ['DestCidrIp', 'DestGroupId'];
    const fields: Record<string, string | undefined> = {
      IpProtocol: p.optional('IpProtocol') ?? existing.IpProtocol,
      PortRange: p.optional('PortRange') ?? existing.PortRange,
      [cidrKey]: p.optional(cidrKey) ?? (p.has(groupKey) ? undefined : existing[cidrKey as 'SourceCidrIp' | 'DestCidrIp'] || undefined),
      [groupKey]: p.optional(groupKey) ?? (p.has(cidrKey) ? undefined : existing[groupKey as 'SourceGroupId' | 'DestGroupId'] || undefined),
      Policy: p.optional('Policy') ?? existing.Policy,
      Priority: p.optional('Priority') ?? existing.Priority,
      NicType: existing.NicType,
      Description: p.has('Description') ? p.optional('Description') : existing.Description,
    };
    const merged = new Params(Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined)));
    const changed = rule(ctx, merged, '', direction);
    Object.assign(existing, { ...changed, SecurityGroupRuleId: existing.SecurityGroupRuleId, CreateTime: existing.CreateTime });
    return {};
  },
});

const permissionView = (r: Permission) => ({
  ...r,
  SourceGroupName: '', SourceGroupOwnerAccount: '', SourcePortRange: '', DestGroupName: '',
  DestGroupOwnerAccount: '', Ipv6SourceCidrIp: '', Ipv6DestCidrIp: '', SourcePrefixListId: '', DestPrefixListId: '',
});

export const ecsSecurityGroupActions = {
  CreateSecurityGroup: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const vpcId = p.required('VpcId');
      const vpc = ctx.tenant.vpcs[vpcId];
      if (!vpc || vpc.RegionId !== reg.id) throw notFound('InvalidVpcId.NotFound', `The specified VpcId "${vpcId}" does not exist.`);
      const name = p.optional('SecurityGroupName');
      checkName(name, 'InvalidSecurityGroupName.Malformed', 'SecurityGroupName');
      if (ctx.variant('ecs-create-sg-type-required') && !p.has('SecurityGroupType')) throw missingParameter('SecurityGroupType');
      const type = p.oneOf('SecurityGroupType', ['normal', 'enterprise'], 'normal');
      const description = checkDescription(p);
      const count = Object.values(ctx.tenant.securityGroups).filter((g) => g.RegionId === reg.id).length;
      if (count >= quotas.securityGroupsPerRegion) throw quotaExceeded(`The security group quota of ${quotas.securityGroupsPerRegion} in ${reg.id} is exceeded.`);
      const tags = readTags(p);
      const id = newId(ctx, 'sg', reg);
      ctx.tenant.securityGroups[id] = {
        SecurityGroupId: id, SecurityGroupName: name ?? '', SecurityGroupType: type, Description: description,
        VpcId: vpcId, RegionId: reg.id, CreationTime: secondTime(ctx.now),
        ResourceGroupId: p.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, Permissions: [],
      };
      setTags(ctx.tenant, 'Ecs:securitygroup', id, tags);
      return { SecurityGroupId: id };
    },
  },
  DescribeSecurityGroups: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const ids = p.list('SecurityGroupIds') ?? (p.has('SecurityGroupId') ? [p.required('SecurityGroupId')] : undefined);
      const [vpcId, name, type] = [p.optional('VpcId'), p.optional('SecurityGroupName'), p.optional('SecurityGroupType')];
      const instances = Object.values(ctx.tenant.instances);
      const tagged = tagMatcher(p, ctx.tenant, 'Ecs:securitygroup');
      const matches = Object.values(ctx.tenant.securityGroups).filter(
        (g) => g.RegionId === reg.id && tagged(g.SecurityGroupId) && (!ids || ids.includes(g.SecurityGroupId)) && (!vpcId || g.VpcId === vpcId) &&
          (!name || g.SecurityGroupName === name) && (!type || g.SecurityGroupType === type),
      );
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 50 });
      return {
        RegionId: reg.id,
        ...paging,
        SecurityGroups: {
          SecurityGroup: items.map((g) => {
            const ecsCount = instances.filter((i) => i.SecurityGroupIds.includes(g.SecurityGroupId)).length;
            const { Permissions, ...rest } = g;
            return {
              ...rest, RuleCount: Permissions.length, EcsCount: ecsCount, ServiceManaged: false,
              AvailableInstanceAmount: (g.SecurityGroupType === 'normal' ? 2000 : 65536) - ecsCount, Tags: tagView(ctx.tenant, 'Ecs:securitygroup', g.SecurityGroupId),
            };
          }),
        },
      };
    },
  },
  DeleteSecurityGroup: {
    rw: 'Write',
    handle(ctx) {
      const g = group(ctx);
      if (Object.values(ctx.tenant.instances).some((i) => i.SecurityGroupIds.includes(g.SecurityGroupId))) {
        throw dependencyViolation('There is still instance(s) in the specified security group.', 403);
      }
      const referenced = Object.values(ctx.tenant.securityGroups).some(
        (other) => other !== g && other.Permissions.some((r) => r.SourceGroupId === g.SecurityGroupId || r.DestGroupId === g.SecurityGroupId),
      );
      if (referenced) throw dependencyViolation('The specified security group is referenced by rules of another security group.', 403);
      delete ctx.tenant.securityGroups[g.SecurityGroupId];
      return {};
    },
  },
  AuthorizeSecurityGroup: authorize('ingress'),
  AuthorizeSecurityGroupEgress: authorize('egress'),
  RevokeSecurityGroup: revoke('ingress'),
  RevokeSecurityGroupEgress: revoke('egress'),
  ModifySecurityGroupRule: modifyRule('ingress'),
  ModifySecurityGroupEgressRule: modifyRule('egress'),
  ModifySecurityGroupAttribute: {
    rw: 'Write',
    handle(ctx) {
      const g = group(ctx);
      const p = ctx.params;
      checkName(p.optional('SecurityGroupName'), 'InvalidSecurityGroupName.Malformed', 'SecurityGroupName');
      if (p.has('SecurityGroupName')) g.SecurityGroupName = p.required('SecurityGroupName');
      if (p.has('Description')) g.Description = checkDescription(p);
      return {};
    },
  },
  DescribeSecurityGroupAttribute: {
    rw: 'Read',
    handle(ctx) {
      const g = group(ctx);
      const direction = ctx.params.oneOf('Direction', ['ingress', 'egress', 'all'], 'all');
      const rules = g.Permissions.filter((r) => direction === 'all' || r.Direction === direction);
      return {
        RegionId: g.RegionId, SecurityGroupId: g.SecurityGroupId, SecurityGroupName: g.SecurityGroupName,
        Description: g.Description, VpcId: g.VpcId, InnerAccessPolicy: 'Accept',
        Permissions: { Permission: rules.map(permissionView) },
      };
    },
  },
} satisfies Record<EcsSecurityGroupAction, ActionDef>;
