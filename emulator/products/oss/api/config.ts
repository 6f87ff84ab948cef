// OSS bucket and object settings beyond the basics: CORS rules, static website hosting, hotlink protection (Referer),
// bucket tags, bucket policies, retention policies (WORM) and object ACLs. Like oss.ts, the actions take flat parameters (`CORSRule.1.AllowedOrigin`,
// `RefererList`, `Tag.1.Key`) so that an ActionTrail event reads the same from the console and the REST API;
// `restConfigRoute` maps the REST sub-resources (`?cors`, `?website`, `?referer`, `?tagging`, object `?acl`) onto them.
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError } from '../../../errors.js';
import { ACLS, bucketOf, type CorsRule } from './state.js';

export type OssConfigAction =
  | 'PutBucketCors' | 'GetBucketCors' | 'DeleteBucketCors'
  | 'PutBucketWebsite' | 'GetBucketWebsite' | 'DeleteBucketWebsite'
  | 'PutBucketReferer' | 'GetBucketReferer'
  | 'PutBucketTags' | 'GetBucketTags' | 'DeleteBucketTags'
  | 'PutBucketPolicy' | 'GetBucketPolicy' | 'DeleteBucketPolicy'
  | 'PutObjectAcl' | 'GetObjectAcl'
  | 'InitiateBucketWorm' | 'GetBucketWorm' | 'CompleteBucketWorm' | 'AbortBucketWorm' | 'ExtendBucketWorm';

const invalidArgument = (message: string) => new ApiError('InvalidArgument', message, 400);
const malformed = (why: string) => new ApiError('MalformedXML', `The XML you provided was not well-formed or did not validate against our published schema: ${why}`, 400);
const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'HEAD'];
const OBJECT_ACLS = ['default', ...ACLS];
const split = (v: string | undefined) => (v ?? '').split(/[,\n]/).map((s) => s.trim()).filter(Boolean);

function readCors(ctx: ActionContext): CorsRule[] {
  const rules = ctx.params.objects('CORSRule');
  if (!rules.length) throw malformed('at least one CORSRule is needed.');
  if (rules.length > 20) throw invalidArgument('A bucket has at most 20 CORS rules.');
  return rules.map((r) => {
    const AllowedOrigin = split(r.optional('AllowedOrigin'));
    const AllowedMethod = split(r.optional('AllowedMethod')).map((m) => m.toUpperCase());
    if (!AllowedOrigin.length) throw malformed('each CORSRule needs an AllowedOrigin.');
    if (AllowedOrigin.some((o) => (o.match(/\*/g) ?? []).length > 1)) throw invalidArgument('An AllowedOrigin may contain at most one asterisk (*).');
    if (!AllowedMethod.length) throw malformed('each CORSRule needs an AllowedMethod.');
    const bad = AllowedMethod.find((m) => !METHODS.includes(m));
    if (bad) throw invalidArgument(`Unsupported method ${bad}: use GET, PUT, POST, DELETE or HEAD.`);
    const ageText = r.optional('MaxAgeSeconds');
    const MaxAgeSeconds = ageText === undefined || ageText === '' ? undefined : Number(ageText);
    if (MaxAgeSeconds !== undefined && (!Number.isInteger(MaxAgeSeconds) || MaxAgeSeconds < 0 || MaxAgeSeconds > 999999999)) throw invalidArgument('MaxAgeSeconds must be an integer from 0 to 999999999.');
    return { AllowedOrigin, AllowedMethod, AllowedHeader: split(r.optional('AllowedHeader')), ExposeHeader: split(r.optional('ExposeHeader')), MaxAgeSeconds };
  });
}

const corsView = (r: CorsRule) => ({
  AllowedOrigin: r.AllowedOrigin, AllowedMethod: r.AllowedMethod, AllowedHeader: r.AllowedHeader.length ? r.AllowedHeader : undefined,
  ExposeHeader: r.ExposeHeader.length ? r.ExposeHeader : undefined, MaxAgeSeconds: r.MaxAgeSeconds,
});

/** `example.com`, `*.example.com`, `https://www.example.com/*`, `?` and `*` wildcards. */
const validReferer = (r: string) => /^[A-Za-z0-9*?.:/_-]+$/.test(r) && r.length <= 1024;

/** A retention period: whole days from 1 to 25550 (70 years). */
function retentionDays(ctx: ActionContext): number {
  const text = ctx.params.required('RetentionPeriodInDays');
  const days = Number(text);
  if (!/^\d+$/.test(text.trim()) || days < 1 || days > 25550) throw invalidArgument('RetentionPeriodInDays must be a whole number of days from 1 to 25550.');
  return days;
}

const noWorm = () => new ApiError('NoSuchWORMConfiguration', 'The WORM configuration does not exist.', 404);

/** The bucket's retention policy, the one `WormId` names when the call gives one. */
function wormOf(ctx: ActionContext) {
  const w = bucketOf(ctx).Worm;
  if (!w) throw noWorm();
  const id = ctx.params.optional('WormId');
  if (id !== undefined && id !== w.WormId) throw noWorm();
  return w;
}

/** A bucket policy's size limit: all its statements together (the cloud's EC 0030-00000001). */
const POLICY_MAX_BYTES = 16 * 1024;
const badPolicy = (why: string) => new ApiError('InvalidPolicyDocument', `The policy document is invalid: ${why}`, 400);
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

/**
 * PutBucketPolicy's document, checked as the cloud does: JSON, `Version` the string "1", at least one statement,
 * each with Effect Allow or Deny, an `oss:` Action, a Principal and Resources of this bucket
 * (`acs:oss:*:<uid>:<bucket>` or `…:<bucket>/<path>`). The evaluation of the policy on requests is not emulated.
 */
function checkPolicy(raw: string, bucket: string): void {
  if (Buffer.byteLength(raw) > POLICY_MAX_BYTES) throw badPolicy('the policy must be smaller than 16 KB.');
  let doc: { Version?: unknown; Statement?: unknown };
  try {
    doc = JSON.parse(raw) as typeof doc;
  } catch {
    throw badPolicy('it is not a JSON document.');
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw badPolicy('it is not a JSON object.');
  if (doc.Version !== '1') throw badPolicy('Version must be the string "1".');
  const statements = listOf(doc.Statement) as Array<Record<string, unknown>>;
  if (!statements.length) throw badPolicy('Statement needs at least one statement.');
  for (const [i, st] of statements.entries()) {
    const n = `Statement ${i + 1}`;
    if (!st || typeof st !== 'object') throw badPolicy(`${n} is not an object.`);
    if (st.Effect !== 'Allow' && st.Effect !== 'Deny') throw badPolicy(`${n}: Effect must be Allow or Deny.`);
    const actions = listOf(st.Action);
    if (!actions.length || !actions.every((a) => typeof a === 'string' && /^oss:[A-Za-z*?]+$/.test(a))) throw badPolicy(`${n}: Action takes OSS actions such as oss:GetObject.`);
    if (st.Principal === undefined || !listOf(st.Principal).every((p) => typeof p === 'string')) throw badPolicy(`${n}: Principal takes account UIDs or *.`);
    const resources = listOf(st.Resource);
    // Bucket names are lowercase letters, digits and hyphens: nothing to escape.
    const ours = (r: unknown) => typeof r === 'string' && new RegExp(`^acs:oss:[^:]*:[^:]*:${bucket}(/.*)?$`).test(r);
    if (!resources.length || !resources.every(ours)) throw badPolicy(`${n}: each Resource must be this bucket or a path in it, such as acs:oss:*:*:${bucket}/*.`);
  }
}

function objectOfAcl(ctx: ActionContext) {
  const b = bucketOf(ctx);
  const key = ctx.params.required('ObjectName');
  const o = b.Objects[key];
  if (!o) throw new ApiError('NoSuchKey', 'The specified key does not exist.', 404);
  return o;
}

export const ossConfigActions = {
  PutBucketCors: {
    rw: 'Write',
    handle(ctx) {
      const b = bucketOf(ctx);
      b.Cors = readCors(ctx);
      return {};
    },
  },
  GetBucketCors: {
    rw: 'Read',
    handle(ctx) {
      const b = bucketOf(ctx);
      if (!b.Cors?.length) throw new ApiError('NoSuchCORSConfiguration', 'The CORS configuration does not exist.', 404);
      return { CORSConfiguration: { CORSRule: b.Cors.map(corsView), ResponseVary: false } };
    },
  },
  DeleteBucketCors: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      bucketOf(ctx).Cors = [];
      return {};
    },
  },
  PutBucketWebsite: {
    rw: 'Write',
    handle(ctx) {
      const b = bucketOf(ctx);
      const index = ctx.params.optional('IndexDocument') ?? '';
      const error = ctx.params.optional('ErrorDocument') ?? '';
      if (!index && !error) throw malformed('IndexDocument or ErrorDocument is needed.');
      for (const [name, v] of [['IndexDocument', index], ['ErrorDocument', error]] as const) {
        if (v && (v.startsWith('/') || v.includes('//'))) throw invalidArgument(`${name} must be an object name that does not start with a slash (/): ${v}.`);
      }
      const subDir = ctx.params.optional('SupportSubDir');
      if (subDir !== undefined && subDir !== 'true' && subDir !== 'false') throw invalidArgument('SupportSubDir must be true or false.');
      const status = ctx.params.optional('ErrorDocumentHttpStatus');
      if (status !== undefined && status !== '404' && status !== '200') throw invalidArgument('ErrorDocument HttpStatus must be 404 or 200.');
      b.Website = { IndexDocument: index, ErrorDocument: error, SupportSubDir: subDir === 'true', ErrorHttpStatus: status === '200' ? 200 : 404 };
      return {};
    },
  },
  GetBucketWebsite: {
    rw: 'Read',
    handle(ctx) {
      const w = bucketOf(ctx).Website;
      if (!w) throw new ApiError('NoSuchWebsiteConfiguration', 'The specified bucket does not have a website configuration.', 404);
      return {
        WebsiteConfiguration: {
          ...(w.IndexDocument ? { IndexDocument: { Suffix: w.IndexDocument, SupportSubDir: w.SupportSubDir } } : {}),
          ...(w.ErrorDocument ? { ErrorDocument: { Key: w.ErrorDocument, HttpStatus: w.ErrorHttpStatus ?? 404 } } : {}),
        },
      };
    },
  },
  DeleteBucketWebsite: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      delete bucketOf(ctx).Website;
      return {};
    },
  },
  PutBucketReferer: {
    rw: 'Write',
    handle(ctx) {
      const b = bucketOf(ctx);
      const allowEmpty = ctx.params.optional('AllowEmptyReferer') ?? 'true';
      if (allowEmpty !== 'true' && allowEmpty !== 'false') throw malformed('AllowEmptyReferer must be true or false.');
      const list = split(ctx.params.optional('RefererList'));
      if (list.length > 100) throw invalidArgument('A Referer list has at most 100 entries.');
      const bad = list.find((r) => !validReferer(r));
      if (bad) throw invalidArgument(`The Referer ${bad} is not valid.`);
      b.Referer = { AllowEmptyReferer: allowEmpty === 'true', RefererList: list };
      return {};
    },
  },
  GetBucketReferer: {
    rw: 'Read',
    handle(ctx) {
      const r = bucketOf(ctx).Referer ?? { AllowEmptyReferer: true, RefererList: [] };
      return { RefererConfiguration: { AllowEmptyReferer: r.AllowEmptyReferer, RefererList: { Referer: r.RefererList } } };
    },
  },
  PutBucketTags: {
    rw: 'Write',
    handle(ctx) {
      const b = bucketOf(ctx);
      const tags = ctx.params.objects('Tag');
      if (tags.length > 20) throw invalidArgument('A bucket has at most 20 tags.');
      const out: Record<string, string> = {};
      for (const t of tags) {
        const key = t.optional('Key') ?? '';
        const value = t.optional('Value') ?? '';
        if (!key || key.length > 64 || /^(aliyun|acs:)/i.test(key) || key.includes('http://') || key.includes('https://')) throw invalidArgument(`The tag key ${key} is not valid.`);
        if (value.length > 128) throw invalidArgument(`The tag value of ${key} exceeds 128 characters.`);
        out[key] = value;
      }
      b.Tags = out;
      return {};
    },
  },
  GetBucketTags: {
    rw: 'Read',
    handle(ctx) {
      const tags = bucketOf(ctx).Tags ?? {};
      return { Tagging: { TagSet: { Tag: Object.entries(tags).map(([Key, Value]) => ({ Key, Value })) } } };
    },
  },
  DeleteBucketTags: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      bucketOf(ctx).Tags = {};
      return {};
    },
  },
  PutBucketPolicy: {
    rw: 'Write',
    handle(ctx) {
      const b = bucketOf(ctx);
      const policy = ctx.params.required('Policy');
      checkPolicy(policy, b.Name);
      b.Policy = policy;
      return {};
    },
  },
  GetBucketPolicy: {
    rw: 'Read',
    handle(ctx) {
      const policy = bucketOf(ctx).Policy;
      if (!policy) throw new ApiError('NoSuchBucketPolicy', 'The bucket policy does not exist.', 404);
      return { Policy: policy };
    },
  },
  DeleteBucketPolicy: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      delete bucketOf(ctx).Policy;
      return {};
    },
  },
  PutObjectAcl: {
    rw: 'Write',
    handle(ctx) {
      const o = objectOfAcl(ctx);
      const acl = ctx.params.optional('acl');
      if (!acl || !OBJECT_ACLS.includes(acl)) throw invalidArgument('no such object access control exists');
      o.Acl = acl;
      return {};
    },
  },
  GetObjectAcl: {
    rw: 'Read',
    handle(ctx) {
      const o = objectOfAcl(ctx);
      const owner = { ID: ctx.tenant.accountId, DisplayName: ctx.tenant.accountId };
      return { AccessControlPolicy: { Owner: owner, AccessControlList: { Grant: o.Acl ?? 'default' } } };
    },
  },
  InitiateBucketWorm: {
    rw: 'Write',
    handle(ctx) {
      const b = bucketOf(ctx);
      const days = retentionDays(ctx);
      if (b.Versioning === 'Enabled') throw new ApiError('InvalidRequest', 'A retention policy cannot be set on a bucket with versioning enabled.', 409);
      if (b.Worm) throw new ApiError('WORMConfigurationExists', 'The bucket already has a retention policy.', 409);
      const WormId = ctx.rng.chars(32).toUpperCase();
      b.Worm = { WormId, State: 'InProgress', RetentionPeriodInDays: days, CreationDate: new Date(ctx.now).toISOString() };
      return { WormId };
    },
  },
  GetBucketWorm: {
    rw: 'Read',
    handle(ctx) {
      const w = wormOf(ctx);
      return { WormConfiguration: { WormId: w.WormId, State: w.State, RetentionPeriodInDays: w.RetentionPeriodInDays, CreationDate: w.CreationDate } };
    },
  },
  CompleteBucketWorm: {
    rw: 'Write',
    handle(ctx) {
      ctx.params.required('WormId');
      wormOf(ctx).State = 'Locked';
      return {};
    },
  },
  AbortBucketWorm: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const w = wormOf(ctx);
      if (w.State === 'Locked') throw new ApiError('WORMConfigurationLocked', 'A locked retention policy cannot be deleted.', 409);
      delete bucketOf(ctx).Worm;
      return {};
    },
  },
  ExtendBucketWorm: {
    rw: 'Write',
    handle(ctx) {
      ctx.params.required('WormId');
      const w = wormOf(ctx);
      const days = retentionDays(ctx);
      if (w.State !== 'Locked') throw new ApiError('InvalidRequest', 'Only a locked retention policy can be extended.', 409);
      if (days <= w.RetentionPeriodInDays) throw invalidArgument('The new retention period must be longer than the current one.');
      w.RetentionPeriodInDays = days;
      return {};
    },
  },
} satisfies Record<OssConfigAction, ActionDef>;

type Blocks = (xml: string, tag: string) => string[];
type Text = (xml: string, tag: string) => string | undefined;

/**
 * The action and flat parameters of a REST request on a configuration sub-resource, or undefined when the request
 * is not one. `xml` helpers come from the gateway.
 */
export function restConfigRoute(
  method: string, object: string, is: (sub: string) => boolean, xml: string, header: (name: string) => string | undefined,
  blocks: Blocks, text: Text,
): { action: OssConfigAction; params: Record<string, string> } | undefined {
  const p: Record<string, string> = {};
  const needs = (root: string) => {
    if (!xml.includes(`<${root}`)) throw new ApiError('MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.', 400);
  };
  if (object) {
    if (!is('acl')) return undefined;
    if (method === 'GET') return { action: 'GetObjectAcl', params: p };
    if (method === 'PUT') {
      const acl = header('x-oss-object-acl');
      return { action: 'PutObjectAcl', params: acl !== undefined ? { acl } : p };
    }
    return undefined;
  }
  if (is('cors')) {
    if (method === 'GET') return { action: 'GetBucketCors', params: p };
    if (method === 'DELETE') return { action: 'DeleteBucketCors', params: p };
    if (method !== 'PUT') return undefined;
    needs('CORSConfiguration');
    blocks(xml, 'CORSRule').forEach((rule, i) => {
      const n = `CORSRule.${i + 1}.`;
      for (const f of ['AllowedOrigin', 'AllowedMethod', 'AllowedHeader', 'ExposeHeader']) {
        const all = blocks(rule, f).map((v) => v.trim());
        if (all.length) p[n + f] = all.join(',');
      }
      const age = text(rule, 'MaxAgeSeconds');
      if (age !== undefined) p[`${n}MaxAgeSeconds`] = age;
    });
    return { action: 'PutBucketCors', params: p };
  }
  if (is('website')) {
    if (method === 'GET') return { action: 'GetBucketWebsite', params: p };
    if (method === 'DELETE') return { action: 'DeleteBucketWebsite', params: p };
    if (method !== 'PUT') return undefined;
    needs('WebsiteConfiguration');
    const index = blocks(xml, 'IndexDocument')[0];
    const error = blocks(xml, 'ErrorDocument')[0];
    const suffix = index === undefined ? undefined : text(index, 'Suffix');
    const subDir = index === undefined ? undefined : text(index, 'SupportSubDir');
    const key = error === undefined ? undefined : text(error, 'Key');
    const status = error === undefined ? undefined : text(error, 'HttpStatus');
    if (status !== undefined) p.ErrorDocumentHttpStatus = status;
    if (suffix !== undefined) p.IndexDocument = suffix;
    if (subDir !== undefined) p.SupportSubDir = subDir;
    if (key !== undefined) p.ErrorDocument = key;
    return { action: 'PutBucketWebsite', params: p };
  }
  if (is('referer')) {
    if (method === 'GET') return { action: 'GetBucketReferer', params: p };
    if (method !== 'PUT') return undefined;
    needs('RefererConfiguration');
    const allow = text(xml, 'AllowEmptyReferer');
    if (allow !== undefined) p.AllowEmptyReferer = allow;
    p.RefererList = blocks(blocks(xml, 'RefererList')[0] ?? '', 'Referer').map((r) => r.trim()).join(',');
    return { action: 'PutBucketReferer', params: p };
  }
  if (is('policy')) {
    if (method === 'GET') return { action: 'GetBucketPolicy', params: p };
    if (method === 'DELETE') return { action: 'DeleteBucketPolicy', params: p };
    if (method !== 'PUT') return undefined;
    // The one configuration OSS takes as JSON: the body is the policy document itself.
    return { action: 'PutBucketPolicy', params: { ...p, Policy: xml } };
  }
  if (is('tagging')) {
    if (method === 'GET') return { action: 'GetBucketTags', params: p };
    if (method === 'DELETE') return { action: 'DeleteBucketTags', params: p };
    if (method !== 'PUT') return undefined;
    needs('Tagging');
    blocks(xml, 'Tag').forEach((tag, i) => {
      p[`Tag.${i + 1}.Key`] = text(tag, 'Key') ?? '';
      p[`Tag.${i + 1}.Value`] = text(tag, 'Value') ?? '';
    });
    return { action: 'PutBucketTags', params: p };
  }
  return undefined;
}
