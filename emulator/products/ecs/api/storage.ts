// ECS block storage: disks (Creating → Available → Attaching → In_use → Detaching → Available), snapshots
// (progressing → accomplished) and custom images (Creating → Available).
import type { ActionContext, ActionDef } from '../../../action.js';
import { findImage, findRegion } from '../../../catalog.js';
import { ApiError, incorrectInstanceStatus, invalidParameter, malformed, missingParameter, notFound, quotaExceeded } from '../../../errors.js';
import { schedule, type Tenant } from '../../../state.js';
import type { Instance } from './state.js';
import { checkDescription, checkName, minuteTime, newestFirst, newId, page, region, requireExisting, zoneOf } from '../../../common.js';
import { diskOf, snapshotOf, storageOf, type CustomImage, type Disk, type EcsStorageState, type Snapshot } from './storage-state.js';
import { readTags, setTags, tagMatcher, tagView } from '../../../tags.js';

const DISK_MS = 500;
const SNAPSHOT_MS = 900;
const IMAGE_MS = 1200;
const DISKS_PER_INSTANCE = 16;
const IMAGES_PER_REGION = 200;

export type EcsStorageAction =
  | 'CreateDisk' | 'DescribeDisks' | 'AttachDisk' | 'DetachDisk' | 'ResizeDisk' | 'DeleteDisk' | 'ModifyDiskAttribute'
  | 'CreateSnapshot' | 'DescribeSnapshots' | 'DeleteSnapshot' | 'CreateImage' | 'DeleteImage' | 'ResetDisk' | 'CopyImage';

const SIZES: Record<string, [number, number]> = { cloud_essd: [20, 32768], cloud_efficiency: [20, 32768], cloud_ssd: [20, 32768], cloud_auto: [1, 65536] };

export const incorrectDiskStatus = (d: Disk) =>
  new ApiError('IncorrectDiskStatus', `The current status of the disk ${d.DiskId} (${d.Status}) does not support this operation.`, 403);

function checkSize(category: string, size: number, param: string): void {
  const [min, max] = SIZES[category] ?? [20, 32768];
  if (!Number.isInteger(size) || size < min || size > max) {
    throw malformed('InvalidDiskSize.ValueNotSupported', `The specified parameter ${param} "${size}" is not valid: ${category} disks take ${min} to ${max} GiB.`);
  }
}

const instanceOf = (ctx: ActionContext): Instance =>
  requireExisting(ctx.tenant.instances, ctx.params.required('InstanceId'), 'InvalidInstanceId.NotFound', 'InstanceId');

export function diskView(d: Disk, ctx: ActionContext) {
  const { transitions: _, ...rest } = d;
  return {
    ...rest, Encrypted: false, Portable: d.Type === 'data', EnableAutoSnapshot: !!d.AutoSnapshotPolicyId, AutoSnapshotPolicyId: d.AutoSnapshotPolicyId ?? '', DeleteAutoSnapshot: d.DeleteAutoSnapshot ?? true,
    DiskChargeType: d.DiskChargeType ?? 'PostPaid', ExpiredTime: '2999-09-08T16:00Z', IOPS: 1800 + 50 * d.Size, BdfId: '', KMSKeyId: '',
    ProductCode: '', StorageSetId: '', MultiAttach: 'Disabled', SerialNumber: d.DiskId.slice(2), OperationLocks: { OperationLock: [] },
    Tags: tagView(ctx.tenant, 'Ecs:disk', d.DiskId), MountInstances: { MountInstance: [] }, Attachments: {
      Attachment: d.InstanceId ? [{ InstanceId: d.InstanceId, Device: d.Device, AttachedTime: d.AttachedTime }] : [],
    },
    InstanceName: ctx.tenant.instances[d.InstanceId]?.InstanceName ?? '',
  };
}

const snapshotView = ({ transitions: _, imageId: __, ...s }: Snapshot, state: EcsStorageState, ctx: ActionContext) => ({
  ...s, SnapshotType: 'user', Usage: Object.values(state.images).some((i) => i.SnapshotId === s.SnapshotId) ? 'image' : 'none',
  Encrypted: false, InstantAccess: false, Category: 'standard', Available: s.Status === 'accomplished', RetentionDays: 0,
  SourceStorageType: 'disk', ProductCode: '', SnapshotSN: s.SnapshotId.slice(2), RemainTime: s.Status === 'accomplished' ? 0 : 1,
  Tags: tagView(ctx.tenant, 'Ecs:snapshot', s.SnapshotId),
});

export function customImageView(i: CustomImage, tenant?: Tenant) {
  const base = findImage(i.baseImageId);
  return {
    ImageId: i.ImageId, ImageName: i.ImageName, ImageFamily: '', ImageVersion: '', ImageOwnerAlias: 'self', ImageOwnerId: 0,
    OSName: base?.osName ?? '', OSNameEn: base?.osNameEn ?? '', OSType: base?.osType ?? 'linux', Platform: base?.platform ?? '',
    Architecture: 'x86_64', Size: i.Size, Status: i.Status, Progress: i.Progress, Usage: 'none', IsPublic: false,
    IsSupportCloudinit: true, IsSupportIoOptimized: true, BootMode: 'BIOS', CreationTime: i.CreationTime, Description: i.Description,
    ProductCode: '', IsSubscribed: false, IsCopied: false, IsSelfShared: '', SourceInstanceId: i.SourceInstanceId, ResourceGroupId: i.ResourceGroupId,
    DiskDeviceMappings: { DiskDeviceMapping: [{ SnapshotId: i.SnapshotId, Size: String(i.Size), Device: '/dev/xvda', Type: 'system', Format: '', ImportOSSBucket: '', ImportOSSObject: '' }] },
    Tags: tagView(tenant, 'Ecs:image', i.ImageId),
  };
}

/** The image an instance runs: public, or one of the account's custom images. */
export const imageExists = (ctx: ActionContext, id: string) => Boolean(findImage(id) || storageOf(ctx).images[id]);
/** The public image behind an image ID (a custom image's base), for OS names. */
export const baseImageId = (ctx: Pick<ActionContext, 'tenant'>, id: string) => ctx.tenant.ecsStorage?.images[id]?.baseImageId ?? id;

function takeSnapshot(ctx: ActionContext, state: EcsStorageState, disk: Disk, name: string, description: string): Snapshot {
  const reg = findRegion(disk.RegionId)!;
  const SnapshotId = newId(ctx, 's', reg);
  const t = ctx.cloud.transitionMs(SNAPSHOT_MS);
  const snap: Snapshot = {
    SnapshotId, SnapshotName: name, Description: description, RegionId: disk.RegionId, SourceDiskId: disk.DiskId,
    SourceDiskSize: disk.Size, SourceDiskType: disk.Type, SourceDiskCategory: disk.Category, Progress: '0%',
    CreationTime: minuteTime(ctx.now), ResourceGroupId: disk.ResourceGroupId, imageId: disk.Type === 'system' ? baseImageId(ctx, disk.ImageId) : '',
    Status: 'progressing', transitions: [],
  };
  schedule(snap, ctx.now, [[t / 2, 'progressing', { Progress: '50%' }], [t, 'accomplished', { Progress: '100%' }]]);
  state.snapshots[SnapshotId] = snap;
  return snap;
}

function checkImageName(name: string | undefined): void {
  checkName(name, 'InvalidImageName.Malformed', 'ImageName');
  if (name && /^(aliyun|acs:)/i.test(name)) throw malformed('InvalidImageName.Malformed', 'The specified parameter ImageName is not valid: it may not start with aliyun or acs:.');
}

export const ecsStorageActions = {
  CreateDisk: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const state = storageOf(ctx);
      const zone = zoneOf(reg, p.required('ZoneId'));
      const category = p.oneOf('DiskCategory', ['cloud_essd', 'cloud_efficiency', 'cloud_ssd', 'cloud_auto'], 'cloud_efficiency');
      const snapshotId = p.optional('SnapshotId');
      const snap = snapshotId ? snapshotOf(ctx, state) : undefined;
      if (snap && snap.Status !== 'accomplished') throw new ApiError('IncorrectSnapshotStatus', `The snapshot ${snap.SnapshotId} is not accomplished yet.`, 403);
      if (!p.has('Size') && !snap) throw missingParameter('Size');
      const size = p.has('Size') ? p.int('Size', { min: 1, max: 65536, fallback: 20 }) : snap!.SourceDiskSize;
      checkSize(category, size, 'Size');
      const name = p.optional('DiskName');
      checkName(name, 'InvalidDiskName.Malformed', 'DiskName');
      const description = checkDescription(p);
      const level = category === 'cloud_essd' ? p.oneOf('PerformanceLevel', ['PL0', 'PL1', 'PL2', 'PL3'], 'PL1') : '';
      const tags = readTags(p);
      const DiskId = newId(ctx, 'd', reg);
      const disk: Disk = {
        DiskId, DiskName: name ?? '', Description: description, RegionId: reg.id, ZoneId: zone.id, Size: size, Category: category,
        PerformanceLevel: level, Type: 'data', InstanceId: '', Device: '', ImageId: '', SourceSnapshotId: snapshotId ?? '',
        CreationTime: minuteTime(ctx.now), AttachedTime: '', DetachedTime: '', DeleteWithInstance: false,
        ResourceGroupId: p.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, Status: 'Creating', transitions: [],
      };
      schedule(disk, ctx.now, [[ctx.cloud.transitionMs(DISK_MS), 'Available']]);
      state.disks[DiskId] = disk;
      setTags(ctx.tenant, 'Ecs:disk', DiskId, tags);
      return { DiskId, OrderId: ctx.rng.chars(15, '0123456789') };
    },
  },
  DescribeDisks: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const state = storageOf(ctx);
      const ids = p.list('DiskIds');
      if (ids && ids.length > 100) throw invalidParameter('DiskIds', 'At most 100 IDs are allowed.');
      const filters: Array<[string | undefined, (d: Disk) => string]> = [
        [p.optional('ZoneId'), (d) => d.ZoneId], [p.optional('InstanceId'), (d) => d.InstanceId], [p.optional('DiskName'), (d) => d.DiskName],
        [p.optional('Status'), (d) => d.Status], [p.optional('DiskType'), (d) => d.Type], [p.optional('Category'), (d) => d.Category],
        [p.optional('SnapshotId'), (d) => d.SourceSnapshotId],
      ];
      const tagged = tagMatcher(p, ctx.tenant, 'Ecs:disk');
      const matches = Object.values(state.disks).filter(
        (d) => d.RegionId === reg.id && tagged(d.DiskId) && (!ids || ids.includes(d.DiskId)) && filters.every(([want, get]) => want === undefined || want === 'all' || get(d) === want),
      );
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 100 });
      return { ...paging, Disks: { Disk: items.map((d) => diskView(d, ctx)) } };
    },
  },
  AttachDisk: {
    rw: 'Write',
    handle(ctx) {
      const state = storageOf(ctx);
      const i = instanceOf(ctx);
      const disk = diskOf(ctx, state);
      if (disk.Status !== 'Available') throw incorrectDiskStatus(disk);
      if (disk.RegionId !== i.RegionId || disk.ZoneId !== i.ZoneId) {
        throw new ApiError('InstanceDiskZoneMismatch', `The disk ${disk.DiskId} (${disk.ZoneId}) and the instance ${i.InstanceId} (${i.ZoneId}) are not in the same zone.`, 403);
      }
      if (!['Running', 'Stopped'].includes(i.Status)) throw incorrectInstanceStatus(i.InstanceId, i.Status);
      const attached = Object.values(state.disks).filter((d) => d.InstanceId === i.InstanceId);
      if (attached.length >= DISKS_PER_INSTANCE) throw quotaExceeded(`An instance can have at most ${DISKS_PER_INSTANCE} disks.`);
      const used = new Set(attached.map((d) => d.Device));
      const letter = [...'bcdefghijklmnopqrstuvwxyz'].find((c) => !used.has(`/dev/xvd${c}`))!;
      Object.assign(disk, { InstanceId: i.InstanceId, Device: `/dev/xvd${letter}`, Status: 'Attaching' });
      disk.DeleteWithInstance = ctx.params.bool('DeleteWithInstance');
      schedule(disk, ctx.now, [[ctx.cloud.transitionMs(DISK_MS), 'In_use', { AttachedTime: minuteTime(ctx.now) }]]);
      return {};
    },
  },
  DetachDisk: {
    rw: 'Write',
    effect: 'detach',
    handle(ctx) {
      const state = storageOf(ctx);
      const i = instanceOf(ctx);
      const disk = diskOf(ctx, state);
      if (disk.InstanceId !== i.InstanceId) throw new ApiError('IncorrectDiskStatus', `The disk ${disk.DiskId} is not attached to the instance ${i.InstanceId}.`, 403);
      if (disk.Type === 'system') throw new ApiError('InvalidDiskCategory.NotSupported', 'A system disk cannot be detached this way.', 403);
      if (disk.Status !== 'In_use') throw incorrectDiskStatus(disk);
      disk.Status = 'Detaching';
      schedule(disk, ctx.now, [[ctx.cloud.transitionMs(DISK_MS), 'Available', { InstanceId: '', Device: '', DetachedTime: minuteTime(ctx.now) }]]);
      return {};
    },
  },
  ResizeDisk: {
    rw: 'Write',
    handle(ctx) {
      const state = storageOf(ctx);
      const disk = diskOf(ctx, state);
      const size = ctx.params.int('NewSize', { min: 1, max: 65536, fallback: 0 });
      if (!ctx.params.has('NewSize')) throw missingParameter('NewSize');
      if (!['Available', 'In_use'].includes(disk.Status)) throw incorrectDiskStatus(disk);
      if (size <= disk.Size) throw malformed('InvalidDiskSize.TooSmall', `The specified NewSize ${size} must be larger than the current size ${disk.Size} GiB.`);
      checkSize(disk.Category, size, 'NewSize');
      ctx.params.oneOf('Type', ['offline', 'online'], 'offline');
      disk.Size = size;
      return {};
    },
  },
  ModifyDiskAttribute: {
    rw: 'Write',
    handle(ctx) {
      const state = storageOf(ctx);
      const p = ctx.params;
      // One disk (DiskId), or several (DiskIds.N) for the release attributes only, as the cloud allows.
      const ids = p.list('DiskIds');
      const disks = ids?.length ? ids.map((id) => requireExisting(state.disks, id, 'InvalidDiskId.NotFound', 'DiskIds')) : [diskOf(ctx, state)];
      if (ids?.length && (p.has('DiskName') || p.has('Description'))) throw invalidParameter('DiskIds', 'DiskName and Description can be set for one disk (DiskId) at a time.');
      const name = p.optional('DiskName');
      checkName(name, 'InvalidDiskName.Malformed', 'DiskName');
      const description = p.has('Description') ? checkDescription(p) : undefined;
      const deleteWith = p.has('DeleteWithInstance') ? p.bool('DeleteWithInstance') : undefined;
      const deleteAuto = p.has('DeleteAutoSnapshot') ? p.bool('DeleteAutoSnapshot') : undefined;
      p.bool('EnableAutoSnapshot');
      for (const d of disks) {
        if (deleteWith !== undefined && d.Type === 'system' && !deleteWith) throw new ApiError('InvalidParameter.DeleteWithInstance', 'A system disk is always released with its instance.', 400);
        if (name !== undefined) d.DiskName = name;
        if (description !== undefined) d.Description = description;
        if (deleteWith !== undefined) d.DeleteWithInstance = deleteWith;
        if (deleteAuto !== undefined) d.DeleteAutoSnapshot = deleteAuto;
      }
      return {};
    },
  },
  DeleteDisk: {
    rw: 'Write',
    effect: 'release',
    handle(ctx) {
      const state = storageOf(ctx);
      const disk = diskOf(ctx, state);
      if (disk.Status !== 'Available') throw incorrectDiskStatus(disk);
      delete state.disks[disk.DiskId];
      return {};
    },
  },
  ResetDisk: {
    rw: 'Write',
    effect: 'overwrite',
    handle(ctx) {
      const state = storageOf(ctx);
      const disk = diskOf(ctx, state);
      const snap = snapshotOf(ctx, state);
      if (snap.SourceDiskId !== disk.DiskId) {
        throw new ApiError('IncorrectSnapshotId', `The snapshot ${snap.SnapshotId} was not taken of the disk ${disk.DiskId}.`, 403);
      }
      if (snap.Status !== 'accomplished') throw new ApiError('IncorrectSnapshotStatus', `The snapshot ${snap.SnapshotId} is not accomplished yet.`, 403);
      // An attached disk rolls back only while its instance is stopped.
      const owner = disk.InstanceId ? ctx.tenant.instances[disk.InstanceId] : undefined;
      if (owner && owner.Status !== 'Stopped') throw incorrectInstanceStatus(owner.InstanceId, owner.Status);
      if (!['Available', 'In_use'].includes(disk.Status)) throw incorrectDiskStatus(disk);
      ctx.params.bool('DryRun');
      const back = disk.Status;
      disk.Status = 'ReIniting';
      schedule(disk, ctx.now, [[ctx.cloud.transitionMs(DISK_MS), back]]);
      return {};
    },
  },
  CreateSnapshot: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const state = storageOf(ctx);
      const disk = diskOf(ctx, state);
      if (disk.Status !== 'In_use' && !(disk.Status === 'Available' && disk.AttachedTime)) {
        throw new ApiError('IncorrectDiskStatus', `The disk ${disk.DiskId} must be attached to an instance (or have been attached) to take a snapshot; it is ${disk.Status}.`, 403);
      }
      const name = p.optional('SnapshotName');
      checkName(name, 'InvalidSnapshotName.Malformed', 'SnapshotName');
      if (name && /^auto/i.test(name)) throw malformed('InvalidSnapshotName.Malformed', 'The specified parameter SnapshotName may not start with auto.');
      const tags = readTags(p);
      const snap = takeSnapshot(ctx, state, disk, name ?? '', checkDescription(p));
      setTags(ctx.tenant, 'Ecs:snapshot', snap.SnapshotId, tags);
      return { SnapshotId: snap.SnapshotId };
    },
  },
  DescribeSnapshots: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const state = storageOf(ctx);
      const ids = p.list('SnapshotIds');
      const [diskId, name, status] = [p.optional('DiskId'), p.optional('SnapshotName'), p.optional('Status')];
      const tagged = tagMatcher(p, ctx.tenant, 'Ecs:snapshot');
      const matches = Object.values(state.snapshots).filter(
        (s) => s.RegionId === reg.id && tagged(s.SnapshotId) && (!ids || ids.includes(s.SnapshotId)) && (!diskId || s.SourceDiskId === diskId) &&
          (!name || s.SnapshotName === name) && (!status || status === 'all' || s.Status === status),
      );
      const { items, ...paging } = page(newestFirst(matches), p, { size: 10, max: 100 });
      return { ...paging, Snapshots: { Snapshot: items.map((s) => snapshotView(s, state, ctx)) } };
    },
  },
  DeleteSnapshot: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const state = storageOf(ctx);
      const snap = snapshotOf(ctx, state);
      const image = Object.values(state.images).find((i) => i.SnapshotId === snap.SnapshotId);
      if (image && !ctx.params.bool('Force')) {
        throw new ApiError('SnapshotCreatedImage', `The snapshot has been used to create the custom image ${image.ImageId}.`, 403);
      }
      if (Object.values(state.disks).some((d) => d.SourceSnapshotId === snap.SnapshotId && d.Status === 'Creating')) {
        throw new ApiError('SnapshotCreatedDisk', 'The snapshot is being used to create a disk.', 403);
      }
      delete state.snapshots[snap.SnapshotId];
      return {};
    },
  },
  CreateImage: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const state = storageOf(ctx);
      const name = p.optional('ImageName');
      checkImageName(name);
      const description = checkDescription(p);
      const count = Object.values(state.images).filter((i) => i.RegionId === reg.id).length;
      if (count >= IMAGES_PER_REGION) throw quotaExceeded(`The custom image quota of ${IMAGES_PER_REGION} in ${reg.id} is exceeded.`);
      const tags = readTags(p);
      let snap: Snapshot;
      let sourceInstanceId = '';
      if (p.has('InstanceId')) {
        const i = instanceOf(ctx);
        if (!['Running', 'Stopped'].includes(i.Status)) throw incorrectInstanceStatus(i.InstanceId, i.Status);
        const system = Object.values(state.disks).find((d) => d.InstanceId === i.InstanceId && d.Type === 'system')!;
        snap = takeSnapshot(ctx, state, system, '', `Created for the image ${name ?? ''}`.trim());
        sourceInstanceId = i.InstanceId;
      } else if (p.has('SnapshotId')) {
        snap = snapshotOf(ctx, state);
        if (snap.Status !== 'accomplished') throw new ApiError('IncorrectSnapshotStatus', `The snapshot ${snap.SnapshotId} is not accomplished yet.`, 403);
        if (snap.SourceDiskType !== 'system') throw invalidParameter('SnapshotId', 'An image is made from a snapshot of a system disk.');
      } else {
        throw missingParameter('InstanceId');
      }
      const ImageId = newId(ctx, 'm', reg);
      const image: CustomImage = {
        ImageId, ImageName: name ?? ImageId, Description: description, RegionId: reg.id, Size: snap.SourceDiskSize, Progress: '0%',
        CreationTime: minuteTime(ctx.now), baseImageId: snap.imageId, SourceInstanceId: sourceInstanceId, SnapshotId: snap.SnapshotId,
        ResourceGroupId: p.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, Status: 'Creating', transitions: [],
      };
      const t = ctx.cloud.transitionMs(IMAGE_MS);
      schedule(image, ctx.now, [[t / 2, 'Creating', { Progress: '50%' }], [t, 'Available', { Progress: '100%' }]]);
      state.images[ImageId] = image;
      setTags(ctx.tenant, 'Ecs:image', ImageId, tags);
      return { ImageId };
    },
  },
  CopyImage: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const state = storageOf(ctx);
      const id = ctx.params.required('ImageId');
      const source = state.images[id];
      if (!source || source.RegionId !== reg.id) throw notFound('InvalidImageId.NotFound', `The specified ImageId "${id}" does not exist.`);
      if (source.Status !== 'Available') throw new ApiError('IncorrectImageStatus', `The image ${id} is ${source.Status}; only an Available image can be copied.`, 403);
      const destId = ctx.params.required('DestinationRegionId');
      const dest = findRegion(destId);
      if (!dest) throw invalidParameter('DestinationRegionId', `The region ${destId} does not exist.`);
      const name = ctx.params.optional('DestinationImageName');
      checkImageName(name);
      if (Object.values(state.images).filter((i) => i.RegionId === dest.id).length >= IMAGES_PER_REGION) {
        throw quotaExceeded(`The custom image quota of ${IMAGES_PER_REGION} in ${dest.id} is exceeded.`);
      }
      const tags = readTags(ctx.params);
      const ImageId = newId(ctx, 'm', dest);
      const copy: CustomImage = {
        ...source, ImageId, ImageName: name ?? source.ImageName, Description: ctx.params.optional('DestinationDescription') ?? source.Description,
        RegionId: dest.id, Progress: '0%', CreationTime: minuteTime(ctx.now), SourceInstanceId: '', Status: 'Creating', transitions: [],
      };
      const t = ctx.cloud.transitionMs(IMAGE_MS);
      schedule(copy, ctx.now, [[t / 2, 'Creating', { Progress: '50%' }], [t, 'Available', { Progress: '100%' }]]);
      state.images[ImageId] = copy;
      setTags(ctx.tenant, 'Ecs:image', ImageId, tags);
      return { ImageId };
    },
  },
  DeleteImage: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      region(ctx);
      const state = storageOf(ctx);
      const id = ctx.params.required('ImageId');
      const image = state.images[id];
      if (!image) throw notFound('InvalidImageId.NotFound', `The specified ImageId "${id}" does not exist.`);
      const user = Object.values(ctx.tenant.instances).find((i) => i.ImageId === id);
      if (user && !ctx.params.bool('Force')) {
        throw new ApiError('IncorrectImageStatus', `The image is being used by the instance ${user.InstanceId}; release it first or delete with Force.`, 403);
      }
      delete state.images[id];
      return {};
    },
  },
} satisfies Record<EcsStorageAction, ActionDef>;
