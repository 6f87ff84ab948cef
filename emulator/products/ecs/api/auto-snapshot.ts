// Automatic snapshot policies: when (hours of the day, days of the week) and how long (days, or -1: until the quota)
// the disks they are applied to keep automatic snapshots. The emulator takes no automatic snapshots (it runs no
// timers); a policy's disks are those whose AutoSnapshotPolicyId names it. Like the cloud, these actions take their
// parameters in lower camel case (regionId, autoSnapshotPolicyId, timePoints, …).
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, malformed, missingParameter, notFound } from '../../../errors.js';
import { checkName, minuteTime, newId, newestFirst, page, region } from '../../../common.js';
import { storageOf, type AutoSnapshotPolicy, type EcsStorageState } from './storage-state.js';
import { tagView } from '../../../tags.js';

export type EcsAutoSnapshotAction =
  | 'CreateAutoSnapshotPolicy' | 'DescribeAutoSnapshotPolicyEx' | 'ModifyAutoSnapshotPolicyEx' | 'DeleteAutoSnapshotPolicy'
  | 'ApplyAutoSnapshotPolicy' | 'CancelAutoSnapshotPolicy';

const POLICIES_PER_REGION = 100;

const policiesOf = (state: EcsStorageState) => (state.autoSnapshotPolicies ??= {});

/** A JSON array (or a comma list) of whole numbers in [min, max], at least one. */
function numbers(ctx: ActionContext, name: string, min: number, max: number, required: boolean): string[] | undefined {
  const values = ctx.params.list(name);
  if (!values) {
    if (required) throw missingParameter(name);
    return undefined;
  }
  if (!values.length || values.some((v) => !/^\d+$/.test(v) || Number(v) < min || Number(v) > max)) {
    throw invalidParameter(name, `It must list whole numbers from ${min} to ${max}.`);
  }
  return [...new Set(values.map((v) => String(Number(v))))].sort((a, b) => Number(a) - Number(b));
}

function retention(ctx: ActionContext, required: boolean): number | undefined {
  if (!ctx.params.has('retentionDays')) {
    if (required) throw missingParameter('retentionDays');
    return undefined;
  }
  const days = Number(ctx.params.required('retentionDays'));
  if (!Number.isInteger(days) || (days !== -1 && (days < 1 || days > 65536))) {
    throw malformed('InvalidRetentionDays.Malformed', 'The specified retentionDays must be -1 (always keep) or 1 to 65536.');
  }
  return days;
}

function checkPolicyName(name: string | undefined) {
  checkName(name, 'InvalidAutoSnapshotPolicyName.Malformed', 'autoSnapshotPolicyName');
  if (name && /^(auto|http:|https:)/i.test(name)) throw malformed('InvalidAutoSnapshotPolicyName.Malformed', 'The policy name may not start with auto, http: or https:.');
}

function policyOf(ctx: ActionContext, state: EcsStorageState, regionId: string): AutoSnapshotPolicy {
  const id = ctx.params.required('autoSnapshotPolicyId');
  const found = policiesOf(state)[id];
  if (!found || found.RegionId !== regionId) throw notFound('InvalidAutoSnapshotPolicyId.NotFound', `The specified autoSnapshotPolicyId "${id}" does not exist.`);
  return found;
}

function disksOf(ctx: ActionContext, state: EcsStorageState, regionId: string) {
  const ids = ctx.params.list('diskIds');
  if (!ids?.length) throw missingParameter('diskIds');
  return ids.map((id) => {
    const disk = state.disks[id];
    if (!disk || disk.RegionId !== regionId) throw notFound('InvalidDiskId.NotFound', `The specified disk "${id}" does not exist.`);
    return disk;
  });
}

export const ecsAutoSnapshotActions = {
  CreateAutoSnapshotPolicy: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx, 'regionId');
      const state = storageOf(ctx);
      const name = ctx.params.optional('autoSnapshotPolicyName');
      checkPolicyName(name);
      const TimePoints = numbers(ctx, 'timePoints', 0, 23, true)!;
      const RepeatWeekdays = numbers(ctx, 'repeatWeekdays', 1, 7, true)!;
      const RetentionDays = retention(ctx, true)!;
      if (Object.values(policiesOf(state)).filter((x) => x.RegionId === reg.id).length >= POLICIES_PER_REGION) {
        throw new ApiError('QuotaExceed.AutoSnapshotPolicy', `A region has at most ${POLICIES_PER_REGION} automatic snapshot policies.`, 403);
      }
      const AutoSnapshotPolicyId = newId(ctx, 'sp', reg);
      policiesOf(state)[AutoSnapshotPolicyId] = {
        AutoSnapshotPolicyId, AutoSnapshotPolicyName: name ?? '', RegionId: reg.id, TimePoints, RepeatWeekdays, RetentionDays, CreationTime: minuteTime(ctx.now),
      };
      return { AutoSnapshotPolicyId };
    },
  },
  DescribeAutoSnapshotPolicyEx: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const state = storageOf(ctx);
      const [id, name] = [ctx.params.optional('AutoSnapshotPolicyId'), ctx.params.optional('AutoSnapshotPolicyName')];
      const matches = newestFirst(Object.values(policiesOf(state)).filter((x) => x.RegionId === reg.id && (!id || x.AutoSnapshotPolicyId === id) && (!name || x.AutoSnapshotPolicyName === name)));
      const disks = Object.values(state.disks);
      const { items, ...paging } = page(matches, ctx.params, { size: 10, max: 100 });
      return {
        ...paging,
        AutoSnapshotPolicies: {
          AutoSnapshotPolicy: items.map((x) => ({
            ...x, TimePoints: JSON.stringify(x.TimePoints), RepeatWeekdays: JSON.stringify(x.RepeatWeekdays), Status: 'Normal', ResourceGroupId: ctx.tenant.resourceGroupId,
            DiskNums: disks.filter((d) => d.AutoSnapshotPolicyId === x.AutoSnapshotPolicyId).length, VolumeNums: 0, EnableCrossRegionCopy: false,
            TargetCopyRegions: '[]', CopiedSnapshotsRetentionDays: -1, Tags: tagView(ctx.tenant, 'Ecs:snapshotpolicy', x.AutoSnapshotPolicyId),
          })),
        },
      };
    },
  },
  ModifyAutoSnapshotPolicyEx: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx, 'regionId');
      const policy = policyOf(ctx, storageOf(ctx), reg.id);
      const name = ctx.params.optional('autoSnapshotPolicyName');
      checkPolicyName(name);
      const [hours, days, keep] = [numbers(ctx, 'timePoints', 0, 23, false), numbers(ctx, 'repeatWeekdays', 1, 7, false), retention(ctx, false)];
      if (name !== undefined) policy.AutoSnapshotPolicyName = name;
      if (hours) policy.TimePoints = hours;
      if (days) policy.RepeatWeekdays = days;
      if (keep !== undefined) policy.RetentionDays = keep;
      return {};
    },
  },
  DeleteAutoSnapshotPolicy: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const reg = region(ctx, 'regionId');
      const state = storageOf(ctx);
      const policy = policyOf(ctx, state, reg.id);
      // Its disks keep no policy.
      for (const d of Object.values(state.disks)) if (d.AutoSnapshotPolicyId === policy.AutoSnapshotPolicyId) delete d.AutoSnapshotPolicyId;
      delete policiesOf(state)[policy.AutoSnapshotPolicyId];
      return {};
    },
  },
  ApplyAutoSnapshotPolicy: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx, 'regionId');
      const state = storageOf(ctx);
      const policy = policyOf(ctx, state, reg.id);
      for (const d of disksOf(ctx, state, reg.id)) d.AutoSnapshotPolicyId = policy.AutoSnapshotPolicyId;
      return {};
    },
  },
  CancelAutoSnapshotPolicy: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const reg = region(ctx, 'regionId');
      const state = storageOf(ctx);
      for (const d of disksOf(ctx, state, reg.id)) delete d.AutoSnapshotPolicyId;
      return {};
    },
  },
} satisfies Record<EcsAutoSnapshotAction, ActionDef>;
