// Function Compute 2.0 service versions and aliases (FC-Open 2021-04-06): PublishServiceVersion freezes the
// service's current configuration as the next version number; an alias points at a version, optionally with a
// share of traffic routed to a second one (canary release). A version an alias points at cannot be deleted.
import type { ActionContext, ActionDef, RoaRoute } from '../../../action.js';
import { ApiError } from '../../../errors.js';
import { resourceRoutes } from './routes.js';
import { fcTime, invalid, serviceOf, type FcAlias, type FcVersion, type ServiceEntry } from './model.js';

export type VersionAction =
  | 'PublishServiceVersion' | 'ListServiceVersions' | 'DeleteServiceVersion'
  | 'CreateAlias' | 'ListAliases' | 'GetAlias' | 'UpdateAlias' | 'DeleteAlias';

const ALIAS = /^[A-Za-z_][A-Za-z0-9_-]{0,127}$/;

function versionOf(entry: ServiceEntry, id: string | undefined, field: string): FcVersion {
  if (!id) throw invalid(`${field} is required`);
  const found = (entry.versions ?? []).find((v) => v.versionId === id);
  if (!found) throw new ApiError('VersionNotFound', `version '${id}' does not exist in service '${entry.service.serviceName}'`, 404);
  return found;
}

function aliasOf(ctx: ActionContext) {
  const entry = serviceOf(ctx);
  const name = ctx.params.required('aliasName');
  const alias = entry.aliases?.[name];
  if (!alias) throw new ApiError('AliasNotFound', `alias '${name}' does not exist in service '${entry.service.serviceName}'`, 404);
  return { entry, alias };
}

/** `additionalVersionWeight` as the flattened body carries it: `additionalVersionWeight.<version>` = a share from 0 to 1. */
function weights(ctx: ActionContext, entry: ServiceEntry, main: string): Record<string, number> {
  const prefix = 'additionalVersionWeight.';
  const out: Record<string, number> = {};
  for (const [k, v] of Object.entries(ctx.params.raw)) {
    if (!k.startsWith(prefix)) continue;
    const version = k.slice(prefix.length);
    versionOf(entry, version, 'additionalVersionWeight');
    const share = Number(v);
    if (!Number.isFinite(share) || share < 0 || share > 1) throw invalid(`additionalVersionWeight of version ${version} must be from 0 to 1`);
    if (version === main) throw invalid('the additional version must differ from the alias version');
    out[version] = share;
  }
  if (Object.keys(out).length > 1) throw invalid('an alias routes traffic to at most one additional version');
  return out;
}

function describe(ctx: ActionContext) {
  const d = ctx.params.optional('description') ?? '';
  if (d.length > 256) throw invalid('description must be at most 256 characters long');
  return d;
}

export const versionActions = {
  PublishServiceVersion: {
    rw: 'Write',
    handle(ctx) {
      const entry = serviceOf(ctx);
      const versions = (entry.versions ??= []);
      const last = versions.at(-1);
      if (last && Date.parse(last.createdTime) >= Date.parse(entry.service.lastModifiedTime) && !Object.values(entry.functions).some((f) => Date.parse(f.fn.lastModifiedTime) > Date.parse(last.createdTime))) {
        // FC publishes a version only when something changed since the last one.
        throw new ApiError('CannotPublishVersion', `no changes since version ${last.versionId} of service '${entry.service.serviceName}'`, 400);
      }
      const id = String(Number(last?.versionId ?? 0) + 1);
      const version = { versionId: id, description: describe(ctx), createdTime: fcTime(ctx.now), lastModifiedTime: fcTime(ctx.now) };
      versions.push(version);
      return { ...version };
    },
  },
  ListServiceVersions: {
    rw: 'Read',
    handle(ctx) {
      const entry = serviceOf(ctx);
      return { versions: [...(entry.versions ?? [])].reverse(), direction: 'BACKWARD', nextToken: '' };
    },
  },
  DeleteServiceVersion: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const entry = serviceOf(ctx);
      const version = versionOf(entry, ctx.params.optional('versionId'), 'versionId');
      const user = Object.values(entry.aliases ?? {}).find((a) => a.versionId === version.versionId || version.versionId in a.additionalVersionWeight);
      if (user) throw new ApiError('VersionInUse', `version ${version.versionId} is used by alias '${user.aliasName}'; delete or update the alias first`, 412);
      entry.versions = (entry.versions ?? []).filter((v) => v !== version);
      return {};
    },
  },
  CreateAlias: {
    rw: 'Write',
    handle(ctx) {
      const entry = serviceOf(ctx);
      const name = ctx.params.optional('aliasName') ?? '';
      if (!ALIAS.test(name)) throw invalid(`alias name '${name}' is invalid: it must start with a letter or an underscore (_), contain only letters, digits, underscores (_) and hyphens (-), and be 1 to 128 characters long`);
      if (entry.aliases?.[name]) throw new ApiError('AliasAlreadyExists', `alias '${name}' already exists in service '${entry.service.serviceName}'`, 409);
      const version = versionOf(entry, ctx.params.optional('versionId'), 'versionId');
      const alias: FcAlias = {
        aliasName: name, versionId: version.versionId, description: describe(ctx), additionalVersionWeight: weights(ctx, entry, version.versionId),
        createdTime: fcTime(ctx.now), lastModifiedTime: fcTime(ctx.now),
      };
      (entry.aliases ??= {})[name] = alias;
      return { ...alias };
    },
  },
  ListAliases: {
    rw: 'Read',
    handle(ctx) {
      const entry = serviceOf(ctx);
      return { aliases: Object.values(entry.aliases ?? {}).sort((a, b) => a.aliasName.localeCompare(b.aliasName)), nextToken: '' };
    },
  },
  GetAlias: { rw: 'Read', handle: (ctx) => ({ ...aliasOf(ctx).alias }) },
  UpdateAlias: {
    rw: 'Write',
    handle(ctx) {
      const { entry, alias } = aliasOf(ctx);
      const versionId = ctx.params.optional('versionId');
      if (versionId !== undefined) alias.versionId = versionOf(entry, versionId, 'versionId').versionId;
      if (ctx.params.optional('description') !== undefined) alias.description = describe(ctx);
      if (Object.keys(ctx.params.raw).some((k) => k.startsWith('additionalVersionWeight'))) alias.additionalVersionWeight = weights(ctx, entry, alias.versionId);
      alias.lastModifiedTime = fcTime(ctx.now);
      return { ...alias };
    },
  },
  DeleteAlias: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const { entry, alias } = aliasOf(ctx);
      delete entry.aliases![alias.aliasName];
      return {};
    },
  },
} satisfies Record<VersionAction, ActionDef>;

export const versionRoutes = (S: string): RoaRoute[] => [
  { method: 'POST', path: `${S}/versions`, action: 'PublishServiceVersion' },
  { method: 'GET', path: `${S}/versions`, action: 'ListServiceVersions' },
  { method: 'DELETE', path: `${S}/versions/{versionId}`, action: 'DeleteServiceVersion' },
  ...resourceRoutes(`${S}/aliases`, 'Alias', 'Aliases'),
];
