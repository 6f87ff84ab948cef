// ECS (2014-05-26): the product definition and its catalogue reads; instances and security groups live in
// their own files.
import type { ActionDef, ProductDef } from '../../action.js';
import { images, instanceTypes, localName, regions, type InstanceType } from '../../catalog.js';
import { invalidParameter } from '../../errors.js';
import { page, region } from '../../common.js';
import { ecsInstanceActions, type EcsInstanceAction } from './api/instances.js';
import { ecsPowerActions, type EcsPowerAction } from './api/instance-power.js';
import { ecsInstanceChangeActions, type EcsInstanceChangeAction } from './api/instance-change.js';
import { ecsKeyPairActions, type EcsKeyPairAction } from './api/keypairs.js';
import { ecsCloudAssistantActions, type EcsCloudAssistantAction } from './api/cloud-assistant.js';
import { ecsSecurityGroupActions, type EcsSecurityGroupAction } from './api/security-groups.js';
import { ecsPriceActions, type EcsPriceAction } from './api/price.js';
import { storageOf } from './api/storage-state.js';
import { ecsAutoSnapshotActions, type EcsAutoSnapshotAction } from './api/auto-snapshot.js';
import { ecsLaunchTemplateActions, type EcsLaunchTemplateAction } from './api/launch-templates.js';
import { customImageView, ecsStorageActions, type EcsStorageAction } from './api/storage.js';
import { ecsDiskSpecActions, type EcsDiskSpecAction } from './api/disk-spec.js';
import { initCompute, settleCompute } from './api/state.js';
import { seedFixtures } from './fixtures.js';
import { tagMatcher } from '../../tags.js';
import { ecsTagActions, type EcsTagAction } from './api/tags.js';
import { ecsDeploymentSetActions, type EcsDeploymentSetAction } from './api/deployment-sets.js';
import { ecsNetworkInterfaceActions, type EcsNetworkInterfaceAction } from './api/network-interfaces.js';
import { ecsSystemDiskActions, type EcsSystemDiskAction } from './api/system-disk.js';
import { ecsBillingActions, type EcsBillingAction } from './api/billing.js';
import { ecsRemoteActions, ecsWorkbench, type EcsRemoteAction } from './api/remote.js';
import { ecsPages } from './console/pages/index.js';
import { ecsGenerations } from './generations/index.js';

type EcsCatalogAction = 'DescribeRegions' | 'DescribeZones' | 'DescribeInstanceTypes' | 'DescribeImages';

const instanceTypeView = (t: InstanceType) => ({
  InstanceTypeId: t.id, InstanceTypeFamily: t.family, CpuCoreCount: t.cpu, MemorySize: t.memoryGiB,
  InstanceCategory: t.category, InstanceFamilyLevel: t.level, CpuArchitecture: 'X86', EniQuantity: t.eni,
  EniPrivateIpAddressQuantity: 6, GPUAmount: 0, GPUSpec: '', LocalStorageCategory: '', LocalStorageAmount: 0,
  InstanceBandwidthRx: t.cpu * 512000, InstanceBandwidthTx: t.cpu * 512000, InstancePpsRx: t.cpu * 150000,
  InstancePpsTx: t.cpu * 150000, PhysicalProcessorModel: 'Intel Xeon (Ice Lake) Platinum 8369B', NvmeSupport: 'required',
});

const ecsCatalogActions = {
  DescribeRegions: {
    rw: 'Read',
    handle(ctx) {
      const lang = ctx.params.optional('AcceptLanguage');
      return {
        Regions: {
          Region: regions.map((r) => ({
            RegionId: r.id, LocalName: localName(r, lang), RegionEndpoint: `ecs.${r.id}.aliyuncs.com`, Status: 'available',
          })),
        },
      };
    },
  },
  DescribeZones: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const lang = ctx.params.optional('AcceptLanguage');
      return {
        Zones: {
          Zone: reg.zones.map((z) => ({
            ZoneId: z.id, LocalName: localName(z, lang), ZoneType: 'AvailabilityZone',
            AvailableResourceCreation: { ResourceTypes: ['VSwitch', 'IoOptimized', 'Instance', 'Disk', 'DedicatedHost'] },
            AvailableInstanceTypes: { InstanceTypes: instanceTypes.map((t) => t.id) },
            AvailableDiskCategories: { DiskCategories: ['cloud_essd', 'cloud_efficiency', 'cloud_ssd', 'cloud_auto'] },
            AvailableVolumeCategories: { VolumeCategories: ['cloud_essd', 'cloud_efficiency', 'cloud_ssd'] },
          })),
        },
      };
    },
  },
  DescribeInstanceTypes: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const ids = p.list('InstanceTypes');
      const family = p.optional('InstanceTypeFamily');
      const matches = instanceTypes.filter((t) => (!ids || ids.includes(t.id)) && (!family || t.family === family));
      const max = p.int('MaxResults', { min: 1, max: 1600, fallback: 1600 });
      const start = p.has('NextToken') ? Number(p.required('NextToken')) : 0;
      if (!Number.isInteger(start) || start < 0) throw invalidParameter('NextToken');
      const more = start + max < matches.length;
      return {
        InstanceTypes: { InstanceType: matches.slice(start, start + max).map(instanceTypeView) },
        NextToken: more ? String(start + max) : '',
      };
    },
  },
  DescribeImages: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const ids = p.list('ImageId');
      const [name, os, arch, owner] = [p.optional('ImageName'), p.optional('OSType'), p.optional('Architecture'), p.optional('ImageOwnerAlias')];
      // The name matches in part (the console's search bar finds the images whose name holds the words); a snapshot
      // ID finds the custom images made from it.
      const named = (n: string) => !name || n.toLowerCase().includes(name.toLowerCase());
      const snapshot = p.optional('SnapshotId');
      const status = p.optional('Status');
      const tagged = tagMatcher(p, ctx.tenant, 'Ecs:image');
      const custom = Object.values(storageOf(ctx).images)
        .filter((i) => i.RegionId === reg.id && tagged(i.ImageId) && (!ids || ids.includes(i.ImageId)) && named(i.ImageName) &&
          (!snapshot || i.SnapshotId === snapshot) && (!owner || owner === 'self') && (!status || status.split(',').includes(i.Status)))
        .sort((a, b) => b.CreationTime.localeCompare(a.CreationTime))
        .map((i) => customImageView(i, ctx.tenant));
      // Public images carry no tags: a tag filter leaves them out.
      const matches = images.filter(
        (i) => tagged('') && (!ids || ids.includes(i.id)) && named(i.name) && !snapshot && (!os || i.osType === os.toLowerCase()) &&
          (!arch || arch === 'x86_64') && (!owner || owner === 'system') && (!status || status.split(',').includes('Available')),
      );
      const all: Array<Record<string, unknown>> = [...custom, ...matches.map(publicImageView)];
      const { items, ...paging } = page(all, p, { size: 10, max: 100 });
      return { RegionId: reg.id, ...paging, Images: { Image: items } };
    },
  },
} satisfies Record<EcsCatalogAction, ActionDef>;

function publicImageView(i: (typeof images)[number]) {
  return {
            ImageId: i.id, ImageName: i.name, ImageFamily: i.family, ImageVersion: i.id.split('_').at(-1)!.replace('.vhd', ''),
            ImageOwnerAlias: 'system', ImageOwnerId: 0, OSName: i.osName, OSNameEn: i.osNameEn, OSType: i.osType,
            Platform: i.platform, Architecture: 'x86_64', Size: i.sizeGiB, Status: 'Available', Progress: '100%',
            Usage: 'instance', IsPublic: true, IsSupportCloudinit: true, IsSupportIoOptimized: true, BootMode: 'BIOS',
            CreationTime: i.created, Description: '', ProductCode: '', IsSubscribed: false, IsCopied: false, IsSelfShared: '',
  };
}

export type EcsAction = EcsCatalogAction | EcsInstanceAction | EcsPowerAction | EcsInstanceChangeAction | EcsSecurityGroupAction | EcsStorageAction | EcsDiskSpecAction | EcsAutoSnapshotAction | EcsLaunchTemplateAction | EcsKeyPairAction | EcsCloudAssistantAction | EcsPriceAction | EcsTagAction | EcsDeploymentSetAction | EcsNetworkInterfaceAction | EcsSystemDiskAction | EcsBillingAction | EcsRemoteAction;

export const product = {
  version: '2014-05-26',
  endpoint: 'ecs.aliyuncs.com',
  consoleSource: 'ecs.console.aliyun.com',
  described: { key: 'ecs', pages: ecsPages, generations: ecsGenerations },
  actions: {
    ...ecsCatalogActions, ...ecsInstanceActions, ...ecsPowerActions, ...ecsInstanceChangeActions, ...ecsSecurityGroupActions, ...ecsStorageActions, ...ecsDiskSpecActions, ...ecsAutoSnapshotActions, ...ecsLaunchTemplateActions, ...ecsKeyPairActions, ...ecsCloudAssistantActions, ...ecsPriceActions,
    ...ecsTagActions, ...ecsDeploymentSetActions, ...ecsNetworkInterfaceActions, ...ecsSystemDiskActions, ...ecsBillingActions, ...ecsRemoteActions,
  } satisfies Record<EcsAction, ActionDef>,
  // The console's Workbench login (the instance's Connect > Workbench) is a call of the ECS Workbench service.
  alsoServes: [ecsWorkbench],
  init: initCompute,
  settle: settleCompute,
  fixtures: { counts: { instances: 500, vpcs: 10 }, seed: seedFixtures },
  history: [
    { action: 'DescribeInstances', rw: 'Read', key: 'InstanceIds', type: 'ACS::ECS::Instance', prefix: 'i-hist' },
    { action: 'StartInstance', rw: 'Write', key: 'InstanceId', type: 'ACS::ECS::Instance', prefix: 'i-hist' },
    { action: 'StopInstance', rw: 'Write', key: 'InstanceId', type: 'ACS::ECS::Instance', prefix: 'i-hist' },
    { action: 'DescribeSecurityGroupAttribute', rw: 'Read', key: 'SecurityGroupId', type: 'ACS::ECS::SecurityGroup', prefix: 'sg-hist' },
  ],
} satisfies ProductDef;
