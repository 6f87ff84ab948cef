// ModifyDiskSpec: a cloud disk's category changed (the disk list's Change Category) or an ESSD's performance level
// (Modify Performance Level), in place: the disk keeps its ID, size and attachment. The API reference's limits: a
// basic disk cannot be changed; a subscription disk only goes up (category and level); an ESSD's level needs
// capacity (PL2 from 461 GiB, PL3 from 1,261 GiB); a pay-as-you-go ESSD cannot go down to PL0. The change is
// immediate here (the cloud runs a task; the disk stays usable meanwhile).
import type { ActionDef } from '../../../action.js';
import { ApiError, malformed } from '../../../errors.js';
import { findRegion } from '../../../catalog.js';
import { dryRun, newId } from '../../../common.js';
import { incorrectDiskStatus } from './storage.js';
import { diskOf, storageOf } from './storage-state.js';

export type EcsDiskSpecAction = 'ModifyDiskSpec';

/** The categories a disk may be changed to, in rising performance (the API reference's order, ESSD AutoPL beside ESSD). */
const RANK: Record<string, number> = { cloud_efficiency: 1, cloud_ssd: 2, cloud_essd: 3, cloud_auto: 3 };
const LEVELS = ['PL0', 'PL1', 'PL2', 'PL3'];
/** The smallest ESSD (GiB) that takes a performance level. */
const LEVEL_MIN_GIB: Record<string, number> = { PL0: 1, PL1: 20, PL2: 461, PL3: 1261 };

export const ecsDiskSpecActions = {
  ModifyDiskSpec: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const state = storageOf(ctx);
      const disk = diskOf(ctx, state);
      const category = p.optional('DiskCategory');
      if (category !== undefined && !(category in RANK)) {
        throw malformed('InvalidDiskCategory.ValueNotSupported', `The specified parameter "DiskCategory" is not valid: ${category}.`);
      }
      const level = p.optional('PerformanceLevel') || undefined;
      if (level !== undefined && !LEVELS.includes(level)) throw malformed('InvalidPerformanceLevel.Malformed', `The specified parameter PerformanceLevel "${level}" is not valid.`);
      if (!(disk.Category in RANK)) throw new ApiError('OperationDenied', `The category of the disk ${disk.DiskId} (${disk.Category}) cannot be changed.`, 403);
      if (!['In_use', 'Available'].includes(disk.Status)) throw incorrectDiskStatus(disk);
      if (disk.InstanceId) {
        const instance = ctx.tenant.instances[disk.InstanceId];
        if (instance && !['Running', 'Stopped'].includes(instance.Status)) {
          throw new ApiError('IncorrectInstanceStatus', `The instance ${instance.InstanceId} of the disk is ${instance.Status}; it must be Running or Stopped.`, 403);
        }
      }
      const target = category ?? disk.Category;
      const subscription = disk.DiskChargeType === 'PrePaid';
      const targetLevel = target === 'cloud_essd' ? (level ?? (disk.Category === 'cloud_essd' ? disk.PerformanceLevel : 'PL1')) : '';
      // PerformanceLevel is read for ESSDs only: a change to another category ignores it, as the console's hidden field does.
      if (target === disk.Category && targetLevel === disk.PerformanceLevel) {
        throw malformed('InvalidDiskCategory.ValueNotSupported', `The disk ${disk.DiskId} is already ${target}${targetLevel ? ` ${targetLevel}` : ''}.`);
      }
      if (subscription && (RANK[target] < RANK[disk.Category] || (target === disk.Category && LEVELS.indexOf(targetLevel) < LEVELS.indexOf(disk.PerformanceLevel)))) {
        throw new ApiError('OperationDenied', `The disk ${disk.DiskId} is a subscription disk: its category and performance level can only be raised.`, 403);
      }
      if (!subscription && disk.Category === 'cloud_essd' && target === 'cloud_essd' && targetLevel === 'PL0' && disk.PerformanceLevel !== 'PL0') {
        throw new ApiError('OperationDenied', 'A pay-as-you-go ESSD cannot be changed down to PL0.', 403);
      }
      if (targetLevel && disk.Size < LEVEL_MIN_GIB[targetLevel]) {
        throw new ApiError('OperationDenied.PerformanceLevelNotMatch', `The specified PerformanceLevel ${targetLevel} and disk size ${disk.Size} GiB do not match: ${targetLevel} needs at least ${LEVEL_MIN_GIB[targetLevel]} GiB.`, 403);
      }
      dryRun(p);
      const changedCategory = target !== disk.Category;
      disk.Category = target;
      disk.PerformanceLevel = targetLevel;
      return {
        ...(changedCategory ? { TaskId: newId(ctx, 't', findRegion(disk.RegionId)!) } : {}),
        ...(subscription ? { OrderId: ctx.rng.chars(15, '0123456789') } : {}),
      };
    },
  },
} satisfies Record<EcsDiskSpecAction, ActionDef>;
