// Deployment sets: a region's policy for spreading instances over physical servers. Kept: the name, description and
// strategy (Availability, AvailabilityGroup with its group count, LowLatency), and which instances are in a set
// (RunInstances' DeploymentSetId, ModifyInstanceDeployment). At most 150 sets a region; a set with instances cannot
// be deleted (DependencyViolation.NotEmpty). Parameters and codes as ECS's API reference names them.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, malformed, missingParameter, notFound } from '../../../errors.js';
import { newId, page, region, secondTime } from '../../../common.js';
import type { Tenant } from '../../../state.js';
import { tagMatcher, tagView } from '../../../tags.js';

export type EcsDeploymentSetAction = 'CreateDeploymentSet' | 'DescribeDeploymentSets' | 'ModifyDeploymentSetAttribute' | 'DeleteDeploymentSet' | 'ModifyInstanceDeployment';

export interface DeploymentSet {
  DeploymentSetId: string;
  DeploymentSetName: string;
  DeploymentSetDescription: string;
  DeploymentStrategy: string;
  GroupCount: number;
  RegionId: string;
  CreationTime: string;
}

declare module '../../../state.js' {
  interface Tenant {
    ecsDeploymentSets?: Record<string, DeploymentSet>;
    /** The deployment set each instance is in, by instance id. */
    ecsDeploymentSetOf?: Record<string, string>;
  }
}

export const SETS_PER_REGION = 150;
const STRATEGIES = ['Availability', 'AvailabilityGroup', 'LowLatency'];
const NAME = /^[A-Za-z\u4e00-\u9fa5][A-Za-z0-9\u4e00-\u9fa5._:-]{1,127}$/u;

const setsOf = (tenant: Tenant) => (tenant.ecsDeploymentSets ??= {});
const membership = (tenant: Tenant) => (tenant.ecsDeploymentSetOf ??= {});

/** The instances of a set that still exist. */
export function membersOf(tenant: Tenant, setId: string): string[] {
  return Object.entries(tenant.ecsDeploymentSetOf ?? {}).filter(([id, set]) => set === setId && tenant.instances[id]).map(([id]) => id);
}

/** The set an instance is in ('' when none), as DescribeInstances answers it. */
export const deploymentSetOf = (tenant: Tenant | undefined, instanceId: string): string => tenant?.ecsDeploymentSetOf?.[instanceId] ?? '';

/** The region's set by id; InvalidDeploymentSetId.NotFound otherwise. */
export function findSet(ctx: ActionContext, id: string): DeploymentSet {
  const set = setsOf(ctx.tenant)[id];
  if (!set || set.RegionId !== region(ctx).id) throw notFound('InvalidDeploymentSetId.NotFound', 'The specified DeploymentSetId does not exist.');
  return set;
}

/** Puts a new instance in the set RunInstances names (called by instances.ts). */
export function joinDeploymentSet(ctx: ActionContext, instanceId: string, setId: string): void {
  findSet(ctx, setId);
  membership(ctx.tenant)[instanceId] = setId;
}

function checkTexts(ctx: ActionContext): { name?: string; description?: string } {
  const name = ctx.params.optional('DeploymentSetName');
  if (name !== undefined && (!NAME.test(name) || /^https?:\/\//.test(name))) throw malformed('InvalidDeploymentSetName.Malformed', 'Specified deployment set name is not valid.');
  const description = ctx.params.optional('Description');
  if (description !== undefined && (description.length < 2 || description.length > 256 || /^https?:\/\//.test(description))) {
    throw malformed('InvalidDescription.Malformed', 'The specified parameter Description is not valid.');
  }
  return { name, description };
}

function view(ctx: ActionContext, s: DeploymentSet) {
  const ids = membersOf(ctx.tenant, s.DeploymentSetId);
  return {
    ...s, Strategy: s.DeploymentStrategy, Domain: 'Default', Granularity: 'Host', InstanceAmount: ids.length, InstanceIds: { InstanceId: ids },
    Capacities: { Capacity: [] }, Tags: tagView(ctx.tenant, 'Ecs:deploymentset', s.DeploymentSetId),
  };
}

export const ecsDeploymentSetActions = {
  CreateDeploymentSet: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const { name, description } = checkTexts(ctx);
      const strategy = ctx.params.optional('Strategy') ?? 'Availability';
      if (!STRATEGIES.includes(strategy)) throw new ApiError('InvalidParameter.Strategy', 'The specified parameter Strategy is not valid', 400);
      const groups = strategy === 'AvailabilityGroup' ? ctx.params.int('GroupCount', { min: 1, max: 7, fallback: 3 }) : 0;
      if (Object.values(setsOf(ctx.tenant)).filter((s) => s.RegionId === reg.id).length >= SETS_PER_REGION) {
        throw new ApiError('DEPLOYMENTSET.QUOTA_FULL', 'The deploymentSet quota is full', 400);
      }
      const id = newId(ctx, 'ds', reg);
      setsOf(ctx.tenant)[id] = {
        DeploymentSetId: id, DeploymentSetName: name ?? '', DeploymentSetDescription: description ?? '', DeploymentStrategy: strategy,
        GroupCount: groups, RegionId: reg.id, CreationTime: secondTime(ctx.now),
      };
      return { DeploymentSetId: id };
    },
  },
  DescribeDeploymentSets: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const ids = ctx.params.list('DeploymentSetIds');
      if (ids && ids.length > 100) throw new ApiError('InvalidDeploymentSetIds.TooManyInput', 'The parameter DeploymentSets size should less than 100.', 403);
      const name = ctx.params.optional('DeploymentSetName');
      const strategy = ctx.params.optional('Strategy');
      const tagged = tagMatcher(ctx.params, ctx.tenant, 'Ecs:deploymentset');
      const found = Object.values(setsOf(ctx.tenant))
        .filter((s) => s.RegionId === reg.id && (!ids || ids.includes(s.DeploymentSetId)) && (!name || s.DeploymentSetName === name) && (!strategy || s.DeploymentStrategy === strategy) && tagged(s.DeploymentSetId))
        .sort((a, b) => b.CreationTime.localeCompare(a.CreationTime) || b.DeploymentSetId.localeCompare(a.DeploymentSetId));
      const { items, ...paging } = page(found, ctx.params, { size: 10, max: 50 });
      return { RegionId: reg.id, ...paging, DeploymentSets: { DeploymentSet: items.map((s) => view(ctx, s)) } };
    },
  },
  ModifyDeploymentSetAttribute: {
    rw: 'Write',
    handle(ctx) {
      const set = findSet(ctx, ctx.params.required('DeploymentSetId'));
      const { name, description } = checkTexts(ctx);
      if (name !== undefined) set.DeploymentSetName = name;
      if (description !== undefined) set.DeploymentSetDescription = description;
      return {};
    },
  },
  DeleteDeploymentSet: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const id = ctx.params.optional('DeploymentSetId');
      if (!id) throw missingParameter('DeploymentSetId');
      findSet(ctx, id);
      if (membersOf(ctx.tenant, id).length) throw new ApiError('DependencyViolation.NotEmpty', 'There are still instance(s) in the specified DeploymentSetId.', 403);
      delete setsOf(ctx.tenant)[id];
      return {};
    },
  },
  ModifyInstanceDeployment: {
    rw: 'Write',
    handle(ctx) {
      const instanceId = ctx.params.required('InstanceId');
      const instance = ctx.tenant.instances[instanceId];
      if (!instance || instance.RegionId !== region(ctx).id) throw notFound('InvalidInstanceId.NotFound', `The specified instance "${instanceId}" does not exist.`);
      if (!['Running', 'Stopped'].includes(instance.Status)) {
        throw new ApiError('IncorrectInstanceStatus', `The current status of the instance (${instance.Status}) does not support this operation.`, 403);
      }
      if (ctx.params.bool('RemoveFromDeploymentSet')) {
        delete membership(ctx.tenant)[instanceId];
        return {};
      }
      const setId = ctx.params.optional('DeploymentSetId');
      if (!setId) throw missingParameter('DeploymentSetId');
      const set = findSet(ctx, setId);
      if (set.DeploymentStrategy === 'AvailabilityGroup' && ctx.params.has('DeploymentSetGroupNo')) {
        ctx.params.int('DeploymentSetGroupNo', { min: 1, max: set.GroupCount, fallback: 1 });
      }
      membership(ctx.tenant)[instanceId] = setId;
      return {};
    },
  },
} satisfies Record<EcsDeploymentSetAction, ActionDef>;
