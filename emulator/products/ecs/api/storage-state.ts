// ECS (2014-05-26) block storage, snapshots, key pairs and custom images of one account, kept in `tenant.ecsStorage`
// and created on first use. Every instance has a system disk (made here on first look); a released instance's
// system disk goes with it and its data disks become Available again, as on the cloud.
import type { ActionContext, Maker } from '../../../action.js';
import { findImage, findRegion } from '../../../catalog.js';
import { notFound } from '../../../errors.js';
import type { Lifecycle, Tenant } from '../../../state.js';
import { minuteTime, newId } from '../../../common.js';

/** An automatic snapshot policy (auto-snapshot.ts serves its actions). */
export interface AutoSnapshotPolicy {
  AutoSnapshotPolicyId: string;
  AutoSnapshotPolicyName: string;
  RegionId: string;
  TimePoints: string[];
  RepeatWeekdays: string[];
  RetentionDays: number;
  CreationTime: string;
}

declare module '../../../state.js' {
  interface Tenant {
    ecsStorage?: EcsStorageState;
  }
}

export interface Disk extends Lifecycle {
  DiskId: string;
  DiskName: string;
  Description: string;
  RegionId: string;
  ZoneId: string;
  Size: number;
  Category: string;
  PerformanceLevel: string;
  Type: 'system' | 'data';
  InstanceId: string;
  Device: string;
  ImageId: string;
  SourceSnapshotId: string;
  CreationTime: string;
  AttachedTime: string;
  DetachedTime: string;
  DeleteWithInstance: boolean;
  /** Whether its automatic snapshots go when the disk is released (ModifyDiskAttribute); true unless set. */
  DeleteAutoSnapshot?: boolean;
  /** The automatic snapshot policy applied to it (ApplyAutoSnapshotPolicy), if any. */
  AutoSnapshotPolicyId?: string;
  /** PrePaid once its instance switched to subscription with it (ModifyInstanceChargeType); absent: PostPaid. */
  DiskChargeType?: string;
  ResourceGroupId: string;
}

export interface Snapshot extends Lifecycle {
  SnapshotId: string;
  SnapshotName: string;
  Description: string;
  RegionId: string;
  SourceDiskId: string;
  SourceDiskSize: number;
  SourceDiskType: 'system' | 'data';
  SourceDiskCategory: string;
  Progress: string;
  CreationTime: string;
  ResourceGroupId: string;
  /** The public image of the system disk it was taken of; '' for a data disk. */
  imageId: string;
}

export interface KeyPair {
  KeyPairName: string;
  KeyPairId: string;
  KeyPairFingerPrint: string;
  RegionId: string;
  CreationTime: string;
  ResourceGroupId: string;
  PublicKeyBody: string;
}

export interface CustomImage extends Lifecycle {
  ImageId: string;
  ImageName: string;
  Description: string;
  RegionId: string;
  Size: number;
  Progress: string;
  CreationTime: string;
  /** The public image the source system disk was made from: OS name, platform, type. */
  baseImageId: string;
  SourceInstanceId: string;
  SnapshotId: string;
  ResourceGroupId: string;
}

export interface EcsStorageState {
  disks: Record<string, Disk>;
  snapshots: Record<string, Snapshot>;
  keyPairs: Record<string, KeyPair>;
  images: Record<string, CustomImage>;
  /** Instance ID -> the key pair bound to it (AttachKeyPair); absent in states made before key pairs could be bound. */
  keyPairBindings?: Record<string, string>;
  /** Automatic snapshot policies by ID (auto-snapshot.ts); absent in states made before there were any. */
  autoSnapshotPolicies?: Record<string, AutoSnapshotPolicy>;
}

function settleAll(resources: Record<string, Lifecycle>, now: number): void {
  for (const r of Object.values(resources)) {
    while (r.transitions.length && r.transitions[0].at <= now) {
      const step = r.transitions.shift()!;
      r.Status = step.status;
      Object.assign(r, step.patch);
    }
  }
}

/** The account's storage state, with due transitions applied and released instances' disks settled. */
export function storageOf(m: Maker): EcsStorageState {
  const tenant: Tenant = m.tenant;
  const state = (tenant.ecsStorage ??= { disks: {}, snapshots: {}, keyPairs: {}, images: {} });
  for (const kind of [state.disks, state.snapshots, state.images]) settleAll(kind, m.now);
  for (const disk of Object.values(state.disks)) {
    if (!disk.InstanceId || tenant.instances[disk.InstanceId]) continue;
    if (disk.Type === 'system' || disk.DeleteWithInstance) delete state.disks[disk.DiskId];
    else Object.assign(disk, { InstanceId: '', Device: '', Status: 'Available', DetachedTime: minuteTime(m.now), transitions: [] });
  }
  const withSystemDisk = new Set(Object.values(state.disks).filter((d) => d.Type === 'system').map((d) => d.InstanceId));
  for (const i of Object.values(tenant.instances)) {
    if (withSystemDisk.has(i.InstanceId)) continue;
    const reg = findRegion(i.RegionId)!;
    const DiskId = newId(m, 'd', reg);
    const image = findImage(i.ImageId) ?? null;
    state.disks[DiskId] = {
      DiskId, DiskName: '', Description: '', RegionId: i.RegionId, ZoneId: i.ZoneId, Size: Math.max(40, image?.sizeGiB ?? 40),
      Category: 'cloud_essd', PerformanceLevel: 'PL0', Type: 'system', InstanceId: i.InstanceId, Device: '/dev/xvda', ImageId: i.ImageId,
      SourceSnapshotId: '', CreationTime: i.CreationTime, AttachedTime: i.CreationTime, DetachedTime: '', DeleteWithInstance: true,
      ResourceGroupId: i.ResourceGroupId, Status: 'In_use', transitions: [],
    };
  }
  return state;
}

export function diskOf(ctx: ActionContext, state: EcsStorageState, param = 'DiskId'): Disk {
  const id = ctx.params.required(param);
  const disk = state.disks[id];
  if (!disk) throw notFound('InvalidDiskId.NotFound', `The specified disk "${id}" does not exist.`);
  return disk;
}

export function snapshotOf(ctx: ActionContext, state: EcsStorageState): Snapshot {
  const id = ctx.params.required('SnapshotId');
  const snap = state.snapshots[id];
  if (!snap) throw notFound('InvalidSnapshotId.NotFound', `The specified snapshot "${id}" does not exist.`);
  return snap;
}
