export type Disk = {
  DiskId: string;
  DiskName: string;
  Description: string;
  RegionId: string;
  ZoneId: string;
  Size: number;
  Category: string;
  Type: 'system' | 'data';
  Status: string;
  InstanceId: string;
  InstanceName?: string;
  Device: string;
  CreationTime: string;
  Portable: boolean;
};

export type Snapshot = {
  SnapshotId: string;
  SnapshotName: string;
  SourceDiskId: string;
  SourceDiskSize: number;
  SourceDiskType: string;
  Status: string;
  Progress: string;
  CreationTime: string;
  Usage: string;
};

export type KeyPair = { KeyPairName: string; KeyPairFingerPrint: string; CreationTime: string; ResourceGroupId: string };

export type CustomImage = { ImageId: string; ImageName: string; OSName: string; OSNameEn: string; Platform: string; Size: number; Status: string; Progress: string; CreationTime: string; SourceInstanceId?: string };

export const DISK_TRANSITIONAL = new Set(['Creating', 'Attaching', 'Detaching', 'ReIniting']);
