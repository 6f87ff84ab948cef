// ApsaraDB RDS instances and their IP whitelists. An instance lives in a vSwitch of the account's VPC state;
// it is Creating for a while, then Running; DeleteDBInstance makes it Deleting, then it is gone.
import type { ActionContext, ActionDef } from '../../../action.js';
import { findRegion } from '../../../catalog.js';
import { ApiError, invalidParameter, malformed, notFound, quotaExceeded } from '../../../errors.js';
import { dryRun, newId, page, region, secondTime, zoneOf } from '../../../common.js';
import { checkSecurityIps, instanceOf, rdsOf, requireRunning, type DbInstance, type RdsEngine } from './model.js';
import { hasTags, readTagObject, readTags, setTags, tagsOf } from '../../../tags.js';

export type RdsInstanceAction =
  | 'CreateDBInstance' | 'DescribeDBInstances' | 'DescribeDBInstanceAttribute' | 'DeleteDBInstance'
  | 'ModifyDBInstanceDescription' | 'RestartDBInstance' | 'DescribeDBInstanceIPArrayList' | 'ModifySecurityIps';

const CREATE_MS = 1200;
const DELETE_MS = 500;
const RESTART_MS = 1500;
const INSTANCES_PER_REGION = 30;

/** Instance classes sold here: cores, memory (MB) and engine. */
export const RDS_CLASSES: Record<string, { cpu: number; memory: number; engine: RdsEngine }> = {
  'mysql.n2.small.1': { cpu: 1, memory: 2048, engine: 'MySQL' },
  'mysql.n2.medium.1': { cpu: 2, memory: 4096, engine: 'MySQL' },
  'mysql.n4.medium.1': { cpu: 2, memory: 8192, engine: 'MySQL' },
  'mysql.n2.large.1': { cpu: 4, memory: 8192, engine: 'MySQL' },
  'pg.n2.small.1': { cpu: 1, memory: 2048, engine: 'PostgreSQL' },
  'pg.n2.medium.1': { cpu: 2, memory: 4096, engine: 'PostgreSQL' },
  'pg.n2.large.1': { cpu: 4, memory: 8192, engine: 'PostgreSQL' },
};

export const ENGINE_VERSIONS: Record<RdsEngine, string[]> = {
  MySQL: ['5.6', '5.7', '8.0'],
  PostgreSQL: ['13.0', '14.0', '15.0', '16.0', '17.0'],
};

const STORAGE_TYPES = ['cloud_essd', 'cloud_essd2', 'cloud_essd3', 'cloud_ssd', 'general_essd'] as const;

/** Fields both DescribeDBInstances and DescribeDBInstanceAttribute show. */
function common(inst: DbInstance) {
  const cls = RDS_CLASSES[inst.DBInstanceClass];
  return {
    DBInstanceId: inst.DBInstanceId, DBInstanceDescription: inst.DBInstanceDescription, DBInstanceStatus: inst.DBInstanceStatus,
    Engine: inst.Engine, EngineVersion: inst.EngineVersion, DBInstanceClass: inst.DBInstanceClass,
    DBInstanceCPU: String(cls.cpu), DBInstanceMemory: cls.memory, DBInstanceStorageType: inst.DBInstanceStorageType,
    DBInstanceType: 'Primary', DBInstanceNetType: inst.DBInstanceNetType, InstanceNetworkType: 'VPC', Category: inst.Category,
    PayType: inst.PayType, RegionId: inst.RegionId, ZoneId: inst.ZoneId, VpcId: inst.VpcId, VSwitchId: inst.VSwitchId,
    ConnectionMode: 'Standard', ConnectionString: inst.ConnectionString, ResourceGroupId: inst.ResourceGroupId,
    ExpireTime: inst.ExpireTime, LockMode: 'Unlock', LockReason: '', MutriORsignle: false, DeletionProtection: false,
    MasterInstanceId: '', GuardDBInstanceId: '', TempDBInstanceId: '', ReadOnlyDBInstanceIds: { ReadOnlyDBInstanceId: [] },
  };
}

function whitelistName(ctx: ActionContext): string {
  const name = ctx.params.optional('DBInstanceIPArrayName') ?? 'default';
  if (!/^[a-z][a-z0-9_]{0,30}[a-z0-9]$/.test(name)) {
    throw malformed('InvalidDBInstanceIPArrayName.Format', 'Specified whitelist name is not valid: 2 to 32 characters, lowercase letters, digits and underscores, starting with a lowercase letter and ending with a letter or digit.');
  }
  return name;
}

export const rdsInstanceActions = {
  CreateDBInstance: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const engine = p.oneOf('Engine', ['MySQL', 'PostgreSQL'] as const);
      const version = p.required('EngineVersion');
      if (!ENGINE_VERSIONS[engine].includes(version)) {
        throw malformed('InvalidEngineVersion.Malformed', `Specified engine version "${version}" is not valid for ${engine}. Valid values: ${ENGINE_VERSIONS[engine].join(', ')}.`);
      }
      const cls = p.required('DBInstanceClass');
      if (RDS_CLASSES[cls]?.engine !== engine) throw notFound('InvalidDBInstanceClass.NotFound', `Specified DB instance class "${cls}" is not found for ${engine}.`);
      p.required('DBInstanceStorage');
      const storage = p.int('DBInstanceStorage', { min: 20, max: 32000, fallback: 0 });
      if (storage % 5 !== 0) throw invalidParameter('DBInstanceStorage', 'The storage capacity must be a multiple of 5 GB.');
      const netType = p.oneOf('DBInstanceNetType', ['Internet', 'Intranet'] as const);
      const payType = p.oneOf('PayType', ['Postpaid', 'Prepaid'] as const);
      const ips = checkSecurityIps(p.required('SecurityIPList'));
      const storageType = p.oneOf('DBInstanceStorageType', STORAGE_TYPES, 'cloud_essd');
      const category = p.oneOf('Category', ['Basic', 'HighAvailability'] as const, 'HighAvailability');
      const vSwitchId = p.required('VSwitchId');
      const vsw = ctx.tenant.vSwitches[vSwitchId];
      if (!vsw || vsw.RegionId !== reg.id) throw notFound('InvalidVSwitchId.NotFound', `Specified vSwitch "${vSwitchId}" does not exist.`);
      const vpcId = p.optional('VPCId') ?? vsw.VpcId;
      if (vpcId !== vsw.VpcId) throw invalidParameter('VPCId', `vSwitch ${vsw.VSwitchId} belongs to VPC ${vsw.VpcId}.`);
      const zoneId = p.optional('ZoneId') ?? vsw.ZoneId;
      zoneOf(reg, zoneId);
      if (zoneId !== vsw.ZoneId) throw invalidParameter('ZoneId', `vSwitch ${vsw.VSwitchId} is in zone ${vsw.ZoneId}.`);
      const description = p.optional('DBInstanceDescription') ?? '';
      if (description.length > 256 || /^https?:\/\//.test(description)) {
        throw malformed('InvalidDBInstanceDescription.Format', 'Specified instance description is not valid: 2 to 256 characters, not starting with http:// or https://.');
      }
      const tags = readTags(p);
      const rds = rdsOf(ctx.tenant, ctx.now);
      if (Object.values(rds.instances).filter((i) => i.RegionId === reg.id).length >= INSTANCES_PER_REGION) {
        throw quotaExceeded(`The quota of ${INSTANCES_PER_REGION} RDS instances in ${reg.id} is exceeded.`);
      }
      dryRun(p);
      const id = newId(ctx, engine === 'MySQL' ? 'rm' : 'pgm', findRegion(reg.id)!);
      const port = engine === 'MySQL' ? '3306' : '5432';
      const inst: DbInstance = {
        DBInstanceId: id, DBInstanceDescription: description || id, DBInstanceStatus: 'Creating', Engine: engine,
        EngineVersion: version, DBInstanceClass: cls, DBInstanceStorage: storage, DBInstanceStorageType: storageType,
        Category: category, PayType: payType, RegionId: reg.id, ZoneId: zoneId, VpcId: vpcId, VSwitchId: vsw.VSwitchId,
        DBInstanceNetType: netType, ConnectionString: `${id}.${engine === 'MySQL' ? 'mysql' : 'pg'}.rds.aliyuncs.com`, Port: port,
        CreationTime: secondTime(ctx.now), ExpireTime: payType === 'Prepaid' ? secondTime(ctx.now + 30 * 86_400_000) : '',
        ResourceGroupId: p.optional('ResourceGroupId') ?? ctx.tenant.resourceGroupId, transitions: [],
        databases: {}, accounts: {},
        whitelists: [{ DBInstanceIPArrayName: 'default', DBInstanceIPArrayAttribute: '', SecurityIPType: 'ipv4', SecurityIPList: ips }],
      };
      rds.instances[id] = inst;
      setTags(ctx.tenant, 'Rds:INSTANCE', id, tags);
      inst.transitions = [{ at: ctx.now + ctx.cloud.transitionMs(CREATE_MS), status: 'Running' }];
      return { DBInstanceId: id, OrderId: String(ctx.rng.chars(15, '0123456789')), ConnectionString: inst.ConnectionString, Port: port, DryRunResult: false, TagResult: true, Message: '' };
    },
  },
  DescribeDBInstances: {
    rw: 'Read',
    handle(ctx) {
      const p = ctx.params;
      const reg = region(ctx);
      const ids = p.optional('DBInstanceId')?.split(',').map((s) => s.trim());
      const [engine, status, vpcId, vSwitchId, description] = ['Engine', 'DBInstanceStatus', 'VpcId', 'VSwitchId', 'DBInstanceDescription'].map((k) => p.optional(k));
      const tagFilter = readTagObject(p);
      const matches = Object.values(rdsOf(ctx.tenant, ctx.now).instances).filter(
        (i) => i.RegionId === reg.id && hasTags(tagsOf(ctx.tenant, 'Rds:INSTANCE', i.DBInstanceId), tagFilter) && (!ids || ids.includes(i.DBInstanceId)) && (!engine || i.Engine === engine) &&
          (!status || i.DBInstanceStatus === status) && (!vpcId || i.VpcId === vpcId) && (!vSwitchId || i.VSwitchId === vSwitchId) &&
          (!description || i.DBInstanceDescription.includes(description)),
      ).sort((a, b) => b.CreationTime.localeCompare(a.CreationTime));
      const { items, PageNumber, TotalCount } = page(matches, p, { size: 30, max: 100 });
      return {
        PageNumber, TotalRecordCount: TotalCount, PageRecordCount: items.length,
        Items: { DBInstance: items.map((i) => ({ ...common(i), CreateTime: i.CreationTime, DestroyTime: '', VpcCloudInstanceId: '', Tips: '', TipsLevel: 0 })) },
      };
    },
  },
  DescribeDBInstanceAttribute: {
    rw: 'Read',
    handle(ctx) {
      const inst = instanceOf(ctx);
      return {
        Items: {
          DBInstanceAttribute: [{
            ...common(inst), CreationTime: inst.CreationTime, DBInstanceStorage: inst.DBInstanceStorage, Port: inst.Port,
            DBInstanceClassType: 'x', DBInstanceDiskUsed: '0', AccountMaxQuantity: 500, DBMaxQuantity: 500, MaxConnections: 2000,
            MaxIOPS: 5000, MaintainTime: '18:00Z-22:00Z', MasterZone: inst.ZoneId, SecurityIPMode: 'normal',
            SecurityIPList: inst.whitelists.flatMap((w) => w.SecurityIPList).join(','), SuperPermissionMode: '', TimeZone: '',
            AutoUpgradeMinorVersion: 'Auto', AvailabilityValue: '100.0%', ReadOnlyStatus: 'OFF', IPType: 'IPv4',
            ConsoleVersion: '', CurrentKernelVersion: '', LatestKernelVersion: '', Collation: '', Extra: {},
            SlaveZones: { SlaveZone: [] }, DBInstanceIds: { DBInstanceId: [] },
          }],
        },
      };
    },
  },
  DeleteDBInstance: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      if (inst.DBInstanceStatus === 'Creating' || inst.DBInstanceStatus === 'Deleting') requireRunning(inst);
      if (inst.PayType === 'Prepaid') {
        throw new ApiError('OperationDenied.PayType', 'Subscription instances cannot be released before they expire; they are released automatically afterwards.', 403);
      }
      inst.DBInstanceStatus = 'Deleting';
      inst.transitions = [{ at: ctx.now + ctx.cloud.transitionMs(DELETE_MS), status: 'Deleted' }];
      return { RegionId: inst.RegionId };
    },
  },
  ModifyDBInstanceDescription: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      const description = ctx.params.required('DBInstanceDescription');
      if (description.length < 2 || description.length > 256 || /^https?:\/\//.test(description)) {
        throw malformed('InvalidDBInstanceDescription.Format', 'Specified instance description is not valid: 2 to 256 characters, not starting with http:// or https://.');
      }
      inst.DBInstanceDescription = description;
      return {};
    },
  },
  RestartDBInstance: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      requireRunning(inst);
      inst.DBInstanceStatus = 'Restarting';
      inst.transitions = [{ at: ctx.now + ctx.cloud.transitionMs(RESTART_MS), status: 'Running' }];
      return {};
    },
  },
  DescribeDBInstanceIPArrayList: {
    rw: 'Read',
    handle(ctx) {
      const inst = instanceOf(ctx);
      return {
        Items: {
          DBInstanceIPArray: inst.whitelists.map((w) => ({
            DBInstanceIPArrayName: w.DBInstanceIPArrayName, DBInstanceIPArrayAttribute: w.DBInstanceIPArrayAttribute,
            SecurityIPType: w.SecurityIPType, SecurityIPList: w.SecurityIPList.join(','), WhitelistNetworkType: 'MIX',
          })),
        },
      };
    },
  },
  ModifySecurityIps: {
    rw: 'Write',
    handle(ctx) {
      const inst = instanceOf(ctx);
      requireRunning(inst);
      const p = ctx.params;
      const name = whitelistName(ctx);
      const mode = p.oneOf('ModifyMode', ['Cover', 'Append', 'Delete'] as const, 'Cover');
      const ips = checkSecurityIps(p.required('SecurityIps'));
      const group = inst.whitelists.find((w) => w.DBInstanceIPArrayName === name);
      if (!group && mode === 'Delete') throw notFound('InvalidDBInstanceIPArrayName.NotFound', `Specified whitelist "${name}" does not exist.`);
      if (!group && inst.whitelists.length >= 50) throw quotaExceeded('An instance has at most 50 IP whitelists.');
      const current = group?.SecurityIPList ?? [];
      const next = mode === 'Cover' ? ips : mode === 'Append' ? [...new Set([...current, ...ips])] : current.filter((ip) => !ips.includes(ip));
      const others = inst.whitelists.filter((w) => w !== group).reduce((n, w) => n + w.SecurityIPList.length, 0);
      if (others + next.length > 1000) throw malformed('InvalidSecurityIPList.Malformed', 'An instance holds at most 1,000 IP addresses or CIDR blocks in all its whitelists.');
      if (group) group.SecurityIPList = next;
      else inst.whitelists.push({ DBInstanceIPArrayName: name, DBInstanceIPArrayAttribute: '', SecurityIPType: 'ipv4', SecurityIPList: next });
      return { TaskId: ctx.rng.chars(9, '0123456789') };
    },
  },
} satisfies Record<RdsInstanceAction, ActionDef>;
