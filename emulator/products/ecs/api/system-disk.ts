// Replacing an instance's operating system (ReplaceSystemDisk): the instance must be stopped; its system disk is
// released with all its data and a new one, made from the chosen image, takes its place under a new disk ID. The
// category stays; the size may grow (never shrink), up to 500 GiB. The logon is set anew: a password or a key pair.
// Re-initializing a disk (ReInitDisk) puts an attached disk of a stopped instance back as it was made: a system disk
// to its image, a data disk empty (or to the snapshot it was made from); the ID stays.
import type { ActionContext, ActionDef } from '../../../action.js';
import type { Params } from '../../../params.js';
import { findImage, findRegion } from '../../../catalog.js';
import { malformed, missingParameter, notFound } from '../../../errors.js';
import { dryRun, minuteTime, newId } from '../../../common.js';
import { schedule } from '../../../state.js';
import { instance } from './instance-change.js';
import { expectStatus, releaseDue, startInstance } from './instance-power.js';
import { checkPassword } from './instances.js';
import { imageExists, incorrectDiskStatus } from './storage.js';
import { diskOf, storageOf } from './storage-state.js';

export type EcsSystemDiskAction = 'ReplaceSystemDisk' | 'ReInitDisk';

const MAX_GIB = 500;

/**
 * The logon credentials a new or re-initialized system disk takes (Password, KeyPairName, SecurityEnhancementStrategy),
 * checked; the key pair's name. Each action answers an unknown key pair as the cloud does for it (`unknownKeyPair`).
 */
function logonCredentials(p: Params, state: ReturnType<typeof storageOf>, regionId: string, unknownKeyPair: (name: string) => Error): string | undefined {
  const password = p.optional('Password');
  if (password !== undefined) checkPassword(password);
  const keyPair = p.optional('KeyPairName');
  if (keyPair && !state.keyPairs[`${regionId}/${keyPair}`]) throw unknownKeyPair(keyPair);
  p.oneOf('SecurityEnhancementStrategy', ['Active', 'Deactive'], 'Active');
  return keyPair;
}

export const ecsSystemDiskActions = {
  ReplaceSystemDisk: {
    rw: 'Write',
    // The old system disk and everything on it are gone: as destructive as a rollback.
    effect: 'overwrite',
    handle(ctx: ActionContext) {
      const p = ctx.params;
      const i = instance(ctx);
      const imageId = p.optional('ImageId');
      if (!imageId) throw missingParameter('ImageId');
      if (!imageExists(ctx, imageId)) throw notFound('InvalidImageId.NotFound', `The specified ImageId "${imageId}" does not exist.`);
      const state = storageOf(ctx);
      const old = Object.values(state.disks).find((d) => d.Type === 'system' && d.InstanceId === i.InstanceId)!;
      const image = findImage(state.images[imageId]?.baseImageId ?? imageId);
      const least = Math.max(old.Size, image?.sizeGiB ?? 20, state.images[imageId]?.Size ?? 0);
      const size = p.has('SystemDisk.Size') ? p.int('SystemDisk.Size', { min: 1, max: 100000, fallback: least }) : least;
      if (size < least || size > MAX_GIB) {
        throw malformed('InvalidSystemDiskSize.ValueNotSupported', `The specified parameter SystemDisk.Size "${size}" is not valid: from ${least} (the current disk and the image) to ${MAX_GIB} GiB.`);
      }
      const keyPair = logonCredentials(p, state, i.RegionId, (name) => notFound('InvalidKeyPairName.NotFound', `The specified KeyPairName "${name}" does not exist.`));
      expectStatus(i, 'Stopped');
      dryRun(p);
      delete state.disks[old.DiskId];
      const DiskId = newId(ctx, 'd', findRegion(i.RegionId)!);
      state.disks[DiskId] = { ...old, DiskId, Size: size, ImageId: imageId, SourceSnapshotId: '', CreationTime: minuteTime(ctx.now), AttachedTime: minuteTime(ctx.now), transitions: [] };
      i.ImageId = imageId;
      const bindings = (state.keyPairBindings ??= {});
      if (keyPair) bindings[i.InstanceId] = keyPair;
      else delete bindings[i.InstanceId];
      return { DiskId };
    },
  },
  ReInitDisk: {
    rw: 'Write',
    // Everything written to the disk since it was made is gone.
    effect: 'overwrite',
    handle(ctx: ActionContext) {
      const p = ctx.params;
      const state = storageOf(ctx);
      releaseDue(ctx.tenant, ctx.now);
      const disk = diskOf(ctx, state);
      if (disk.Status !== 'In_use' || !disk.InstanceId) throw incorrectDiskStatus(disk);
      const owner = ctx.tenant.instances[disk.InstanceId];
      const keyPair = logonCredentials(p, state, owner.RegionId, () => malformed('InvalidKeyPairName.NotFound', 'The specified KeyPairName does not exist.'));
      const autoStart = p.bool('AutoStartInstance');
      expectStatus(owner, 'Stopped');
      dryRun(p);
      if (disk.Type === 'system') {
        const bindings = (state.keyPairBindings ??= {});
        if (keyPair) bindings[owner.InstanceId] = keyPair;
      }
      disk.Status = 'ReIniting';
      schedule(disk, ctx.now, [[ctx.cloud.transitionMs(500), 'In_use']]);
      if (autoStart) startInstance(ctx, owner);
      return {};
    },
  },
} satisfies Record<EcsSystemDiskAction, ActionDef>;
