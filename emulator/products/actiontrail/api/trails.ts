// ActionTrail (2020-07-06) trails: a trail delivers the account's events to an OSS bucket of the account and/or a
// Simple Log Service project. CreateTrail leaves the trail not logging (Status Fresh) until StartLogging, as the
// cloud does; the console's Create Trail page calls both. Five trails per account.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, missingParameter } from '../../../errors.js';
import type { Tenant } from '../../../state.js';
import { secondTime } from '../../../common.js';
import { ossOf } from '../../oss/index.js';

declare module '../../../state.js' {
  interface Tenant {
    actiontrail?: TrailState;
  }
}

export type TrailAction = 'CreateTrail' | 'UpdateTrail' | 'DeleteTrail' | 'DescribeTrails' | 'GetTrailStatus' | 'StartLogging' | 'StopLogging';

export type EventRW = 'Read' | 'Write' | 'All';

export interface Trail {
  Name: string;
  HomeRegion: string;
  TrailRegion: string;
  EventRW: EventRW;
  OssBucketName: string;
  OssKeyPrefix: string;
  OssBucketLocation: string;
  SlsProjectArn: string;
  SlsWriteRoleArn: string;
  IsOrganizationTrail: boolean;
  /** Fresh (never started), Enable (logging) or Disable (stopped). */
  Status: 'Fresh' | 'Enable' | 'Disable';
  CreateTime: string;
  UpdateTime: string;
  StartLoggingTime: string;
  StopLoggingTime: string;
  /** ms timestamp of the last StartLogging, for LatestDeliveryTime. */
  startedAt: number | null;
}

export interface TrailState {
  trails: Record<string, Trail>;
}

export const TRAILS_PER_ACCOUNT = 5;
const EVENT_RW: readonly EventRW[] = ['Write', 'Read', 'All'];
const NAME = /^[a-z][a-z0-9_-]{5,35}$/;
const SLS_PROJECT_ARN = /^acs:log:[a-z0-9-]+:\d+:project\/[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;
const ROLE_ARN = /^acs:ram::\d+:role\/[A-Za-z0-9.@-]{1,64}$/;

const trailsOf = (tenant: Tenant): TrailState => (tenant.actiontrail ??= { trails: {} });

// Error codes: TrailNotFoundException, TrailAlreadyExistsException and InvalidTrailNameException are the cloud's;
// OssBucketNotExistsException, InvalidSlsProjectArnException and TrailExceedMaxLimitException are our best guesses.
const trailNotFound = (name: string) => new ApiError('TrailNotFoundException', `The specified trail "${name}" does not exist.`, 404);

function trailOf(ctx: ActionContext): Trail {
  const name = ctx.params.required('Name');
  const trail = trailsOf(ctx.tenant).trails[name];
  if (!trail) throw trailNotFound(name);
  return trail;
}

const homeRegion = (ctx: ActionContext) => ctx.params.optional('RegionId') ?? 'cn-hangzhou';

/** Sets the delivery fields a request names, checking the bucket exists in the account and the SLS ARNs' form. */
function applyDelivery(ctx: ActionContext, trail: Trail): void {
  const p = ctx.params;
  if (p.has('OssBucketName')) {
    const bucketName = p.optional('OssBucketName') ?? '';
    if (bucketName) {
      const bucket = ossOf(ctx.tenant).buckets[bucketName];
      if (!bucket) throw new ApiError('OssBucketNotExistsException', `The OSS bucket "${bucketName}" does not exist in your account.`, 400);
      trail.OssBucketLocation = bucket.Region;
    } else {
      trail.OssBucketLocation = '';
    }
    trail.OssBucketName = bucketName;
  }
  if (p.has('OssKeyPrefix')) {
    const prefix = p.optional('OssKeyPrefix') ?? '';
    if (prefix.length > 192 || prefix.startsWith('/')) throw invalidParameter('OssKeyPrefix', 'At most 192 characters, not starting with a slash (/).');
    trail.OssKeyPrefix = prefix;
  }
  if (p.has('SlsProjectArn')) {
    const arn = p.optional('SlsProjectArn') ?? '';
    if (arn && !SLS_PROJECT_ARN.test(arn)) throw new ApiError('InvalidSlsProjectArnException', `The Log Service project ARN "${arn}" is not valid.`, 400);
    trail.SlsProjectArn = arn;
  }
  if (p.has('SlsWriteRoleArn')) {
    const arn = p.optional('SlsWriteRoleArn') ?? '';
    if (arn && !ROLE_ARN.test(arn)) throw invalidParameter('SlsWriteRoleArn', 'Use acs:ram::<account-id>:role/<role-name>.');
    trail.SlsWriteRoleArn = arn;
  }
  if (trail.SlsProjectArn && !trail.SlsWriteRoleArn) trail.SlsWriteRoleArn = `acs:ram::${ctx.tenant.accountId}:role/aliyunactiontraildefaultrole`;
  if (!trail.OssBucketName && !trail.SlsProjectArn) throw missingParameter('OssBucketName');
}

function trailRegion(ctx: ActionContext): string | undefined {
  const value = ctx.params.optional('TrailRegion');
  if (value === undefined) return undefined;
  if (value !== 'All' && !/^[a-z]{2}-[a-z0-9-]+(,[a-z]{2}-[a-z0-9-]+)*$/.test(value)) throw invalidParameter('TrailRegion', 'Use All or region IDs separated by commas.');
  return value;
}

/** A trail as DescribeTrails and CreateTrail answer it. */
function view(t: Trail, accountId: string): Record<string, unknown> {
  const { startedAt: _, IsOrganizationTrail, ...fields } = t;
  return { ...fields, IsOrganizationTrail, TrailArn: `acs:actiontrail:${t.HomeRegion}:${accountId}:trail/${t.Name}`, Region: t.TrailRegion };
}

export const trailActions = {
  CreateTrail: {
    rw: 'Write',
    handle(ctx) {
      const p = ctx.params;
      const name = p.required('Name');
      if (!NAME.test(name)) {
        throw new ApiError('InvalidTrailNameException', 'The trail name must be 6 to 36 characters in length, contain lowercase letters, digits, hyphens (-) and underscores (_), and start with a lowercase letter.', 400);
      }
      // Variant actiontrail-trail-name-tightened: the console's naming rule no longer allows hyphens.
      if (ctx.variant('actiontrail-trail-name-tightened') && name.includes('-')) {
        throw new ApiError('InvalidTrailNameException', 'The trail name can contain only lowercase letters, digits and underscores (_), and must start with a lowercase letter.', 400);
      }
      const state = trailsOf(ctx.tenant);
      if (state.trails[name]) throw new ApiError('TrailAlreadyExistsException', `The trail "${name}" already exists.`, 400);
      if (Object.keys(state.trails).length >= TRAILS_PER_ACCOUNT) {
        throw new ApiError('TrailExceedMaxLimitException', `You can create at most ${TRAILS_PER_ACCOUNT} trails in an account.`, 400);
      }
      const now = secondTime(ctx.now);
      const trail: Trail = {
        Name: name,
        HomeRegion: homeRegion(ctx),
        TrailRegion: trailRegion(ctx) ?? 'All',
        EventRW: p.oneOf('EventRW', EVENT_RW, 'Write'),
        OssBucketName: '',
        OssKeyPrefix: '',
        OssBucketLocation: '',
        SlsProjectArn: '',
        SlsWriteRoleArn: '',
        IsOrganizationTrail: p.bool('IsOrganizationTrail'),
        Status: 'Fresh',
        CreateTime: now,
        UpdateTime: now,
        StartLoggingTime: '',
        StopLoggingTime: '',
        startedAt: null,
      };
      if (trail.IsOrganizationTrail) {
        throw new ApiError('NotOrganizationMasterAccount', 'Only the management account of a resource directory can create an organization trail.', 403);
      }
      applyDelivery(ctx, trail);
      state.trails[name] = trail;
      const { Name, HomeRegion, TrailRegion, EventRW, OssBucketName, OssKeyPrefix, SlsProjectArn, SlsWriteRoleArn } = trail;
      return { Name, HomeRegion, TrailRegion, EventRW, OssBucketName, OssKeyPrefix, SlsProjectArn, SlsWriteRoleArn };
    },
  },
  UpdateTrail: {
    rw: 'Write',
    handle(ctx) {
      const trail = trailOf(ctx);
      const next = structuredClone(trail);
      if (ctx.params.has('EventRW')) next.EventRW = ctx.params.oneOf('EventRW', EVENT_RW);
      next.TrailRegion = trailRegion(ctx) ?? next.TrailRegion;
      applyDelivery(ctx, next);
      next.UpdateTime = secondTime(ctx.now);
      Object.assign(trail, next);
      const { Name, HomeRegion, TrailRegion, EventRW, OssBucketName, OssKeyPrefix, SlsProjectArn, SlsWriteRoleArn } = trail;
      return { Name, HomeRegion, TrailRegion, EventRW, OssBucketName, OssKeyPrefix, SlsProjectArn, SlsWriteRoleArn };
    },
  },
  DeleteTrail: {
    rw: 'Write',
    handle(ctx) {
      const trail = trailOf(ctx);
      delete trailsOf(ctx.tenant).trails[trail.Name];
      return {};
    },
  },
  DescribeTrails: {
    rw: 'Read',
    handle(ctx) {
      const names = (ctx.params.optional('NameList') ?? '').split(',').map((n) => n.trim()).filter(Boolean);
      const shadows = ctx.params.bool('IncludeShadowTrails');
      const region = homeRegion(ctx);
      const list = Object.values(trailsOf(ctx.tenant).trails)
        .filter((t) => !names.length || names.includes(t.Name))
        // A multi-region trail shows in its other regions as a shadow trail.
        .filter((t) => t.HomeRegion === region || (shadows && t.TrailRegion === 'All'))
        .map((t) => view(t, ctx.tenant.accountId));
      return { TrailList: list };
    },
  },
  GetTrailStatus: {
    rw: 'Read',
    handle(ctx) {
      const t = trailOf(ctx);
      const logging = t.Status === 'Enable';
      // Events reach the destination in batches: the newest event delivered since logging started.
      const delivered = logging && t.startedAt !== null ? ctx.tenant.events.filter((e) => e.deliverAt >= t.startedAt! && e.deliverAt <= ctx.now).at(-1) : undefined;
      const deliveryTime = delivered ? secondTime(delivered.deliverAt) : '';
      return {
        IsLogging: logging,
        StartLoggingTime: t.StartLoggingTime,
        StopLoggingTime: t.StopLoggingTime,
        LatestDeliveryTime: t.OssBucketName ? deliveryTime : '',
        LatestDeliveryError: '',
        OssBucketStatus: Boolean(t.OssBucketName && ossOf(ctx.tenant).buckets[t.OssBucketName]),
        LatestDeliveryLogServiceTime: t.SlsProjectArn ? deliveryTime : '',
        LatestDeliveryLogServiceError: '',
        SlsLogStoreStatus: Boolean(t.SlsProjectArn),
      };
    },
  },
  StartLogging: {
    rw: 'Write',
    handle(ctx) {
      const t = trailOf(ctx);
      if (t.OssBucketName && !ossOf(ctx.tenant).buckets[t.OssBucketName]) {
        throw new ApiError('OssBucketNotExistsException', `The OSS bucket "${t.OssBucketName}" of the trail does not exist.`, 400);
      }
      if (t.Status !== 'Enable') {
        t.Status = 'Enable';
        t.StartLoggingTime = secondTime(ctx.now);
        t.startedAt = ctx.now;
      }
      return {};
    },
  },
  StopLogging: {
    rw: 'Write',
    handle(ctx) {
      const t = trailOf(ctx);
      if (t.Status === 'Enable') {
        t.Status = 'Disable';
        t.StopLoggingTime = secondTime(ctx.now);
      }
      return {};
    },
  },
} satisfies Record<TrailAction, ActionDef>;
