// Launch templates: saved instance settings, in numbered versions (1, 2, … in order of creation, at most 30 a
// template), one of them the default; at most 30 templates a region. A version is never changed once made. The
// settings kept are those the console's template form sets (image, instance type, network, names, disk, key pair);
// RunInstances takes LaunchTemplateId / LaunchTemplateName and LaunchTemplateVersion (instances.ts reads them).
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError, invalidParameter, malformed, missingParameter, notFound } from '../../../errors.js';
import { checkName, newId, page, region, secondTime } from '../../../common.js';
import type { Tenant } from '../../../state.js';
import { tagView } from '../../../tags.js';

export type EcsLaunchTemplateAction =
  | 'CreateLaunchTemplate' | 'CreateLaunchTemplateVersion' | 'DescribeLaunchTemplates' | 'DescribeLaunchTemplateVersions'
  | 'ModifyLaunchTemplateDefaultVersion' | 'DeleteLaunchTemplateVersion' | 'DeleteLaunchTemplate';

export interface LaunchTemplateVersion {
  VersionNumber: number;
  VersionDescription: string;
  CreateTime: string;
  /** The settings as DescribeLaunchTemplateVersions names them (ImageId, InstanceType, SystemDisk.Category …). */
  LaunchTemplateData: Record<string, string | number>;
}

export interface LaunchTemplate {
  LaunchTemplateId: string;
  LaunchTemplateName: string;
  RegionId: string;
  CreateTime: string;
  ModifiedTime: string;
  DefaultVersionNumber: number;
  /** The highest number given so far (a deleted version's number is not given again). */
  LatestVersionNumber: number;
  versions: LaunchTemplateVersion[];
}

declare module '../../../state.js' {
  interface Tenant {
    ecsLaunchTemplates?: Record<string, LaunchTemplate>;
  }
}

export const TEMPLATES_PER_REGION = 30;
export const VERSIONS_PER_TEMPLATE = 30;

/** The request parameters a version keeps, with the API's own names; `SystemDisk.Category` is kept flat. */
const DATA_PARAMS = [
  'ImageId', 'InstanceType', 'SecurityGroupId', 'VpcId', 'VSwitchId', 'ZoneId', 'InstanceName', 'Description', 'HostName',
  'InstanceChargeType', 'InternetChargeType', 'KeyPairName', 'SystemDisk.Category', 'SystemDisk.DiskName',
];
const NUMBER_PARAMS = ['InternetMaxBandwidthOut', 'InternetMaxBandwidthIn', 'SystemDisk.Size', 'Period'];

export const templatesOf = (tenant: Tenant) => (tenant.ecsLaunchTemplates ??= {});

function dataOf(ctx: ActionContext): Record<string, string | number> {
  const data: Record<string, string | number> = {};
  for (const name of DATA_PARAMS) {
    const value = ctx.params.optional(name);
    if (value) data[name] = value;
  }
  for (const name of NUMBER_PARAMS) {
    if (ctx.params.has(name)) data[name] = ctx.params.int(name, { min: 0, max: 65536, fallback: 0 });
  }
  return data;
}

function versionDescription(ctx: ActionContext): string {
  const text = ctx.params.optional('VersionDescription') ?? '';
  if (text.length > 256 || /^https?:\/\//.test(text)) throw malformed('InvalidDescription.Malformed', 'The specified parameter "VersionDescription" is not valid.');
  return text;
}

function checkTemplateName(name: string | undefined) {
  checkName(name, 'InvalidLaunchTemplateName.Malformed', 'LaunchTemplateName');
}

/** The template a request names by LaunchTemplateId or LaunchTemplateName (one of them is required). */
export function templateOf(ctx: ActionContext, regionId: string): LaunchTemplate {
  const [id, name] = [ctx.params.optional('LaunchTemplateId'), ctx.params.optional('LaunchTemplateName')];
  if (!id && !name) throw missingParameter('LaunchTemplateId');
  const found = Object.values(templatesOf(ctx.tenant)).find((t) => t.RegionId === regionId && (id ? t.LaunchTemplateId === id : t.LaunchTemplateName === name));
  if (!found) throw notFound('InvalidLaunchTemplate.NotFound', `The specified LaunchTemplateId "${id ?? ''}" LaunchTemplateName "${name ?? ''}" is not found.`);
  return found;
}

function addVersion(ctx: ActionContext, template: LaunchTemplate): number {
  if (template.versions.length >= VERSIONS_PER_TEMPLATE) {
    throw new ApiError('LaunchTemplateVersionLimitExceed', `A launch template has at most ${VERSIONS_PER_TEMPLATE} versions.`, 403);
  }
  const VersionNumber = template.LatestVersionNumber + 1;
  const now = secondTime(ctx.now);
  template.versions.push({ VersionNumber, VersionDescription: versionDescription(ctx), CreateTime: now, LaunchTemplateData: dataOf(ctx) });
  Object.assign(template, { LatestVersionNumber: VersionNumber, ModifiedTime: now });
  return VersionNumber;
}

function templateView(t: LaunchTemplate, ctx: ActionContext) {
  const { versions: _versions, ...fields } = t;
  return { ...fields, CreatedBy: ctx.tenant.accountId, ResourceGroupId: ctx.tenant.resourceGroupId, Tags: tagView(ctx.tenant, 'Ecs:launchtemplate', t.LaunchTemplateId) };
}

/** A version as DescribeLaunchTemplateVersions answers it: SystemDisk.* as an object, the rest as kept. */
export function versionData(v: LaunchTemplateVersion): Record<string, unknown> {
  const data: Record<string, unknown> = { SystemDisk: {} };
  for (const [key, value] of Object.entries(v.LaunchTemplateData)) {
    if (key.startsWith('SystemDisk.')) (data.SystemDisk as Record<string, unknown>)[key.slice('SystemDisk.'.length)] = value;
    else data[key] = value;
  }
  return data;
}

export const ecsLaunchTemplateActions = {
  CreateLaunchTemplate: {
    rw: 'Write',
    handle(ctx) {
      const reg = region(ctx);
      const name = ctx.params.required('LaunchTemplateName');
      checkTemplateName(name);
      const all = Object.values(templatesOf(ctx.tenant)).filter((t) => t.RegionId === reg.id);
      if (all.some((t) => t.LaunchTemplateName === name)) throw new ApiError('LaunchTemplateName.Duplicated', `The launch template name "${name}" is already in use.`, 403);
      if (all.length >= TEMPLATES_PER_REGION) throw new ApiError('LaunchTemplateLimitExceed', `A region has at most ${TEMPLATES_PER_REGION} launch templates.`, 403);
      const LaunchTemplateId = newId(ctx, 'lt', reg);
      const now = secondTime(ctx.now);
      const template: LaunchTemplate = {
        LaunchTemplateId, LaunchTemplateName: name, RegionId: reg.id, CreateTime: now, ModifiedTime: now, DefaultVersionNumber: 1, LatestVersionNumber: 0, versions: [],
      };
      const LaunchTemplateVersionNumber = addVersion(ctx, template);
      templatesOf(ctx.tenant)[LaunchTemplateId] = template;
      return { LaunchTemplateId, LaunchTemplateVersionNumber };
    },
  },
  CreateLaunchTemplateVersion: {
    rw: 'Write',
    handle(ctx) {
      const template = templateOf(ctx, region(ctx).id);
      return { LaunchTemplateId: template.LaunchTemplateId, LaunchTemplateVersionNumber: addVersion(ctx, template) };
    },
  },
  DescribeLaunchTemplates: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const [ids, names] = [ctx.params.list('LaunchTemplateId'), ctx.params.list('LaunchTemplateName')];
      const matches = Object.values(templatesOf(ctx.tenant))
        .filter((t) => t.RegionId === reg.id && (!ids || ids.includes(t.LaunchTemplateId)) && (!names || names.includes(t.LaunchTemplateName)))
        .sort((a, b) => b.CreateTime.localeCompare(a.CreateTime));
      const { items, ...paging } = page(matches, ctx.params, { size: 10, max: 50 });
      return { ...paging, LaunchTemplateSets: { LaunchTemplateSet: items.map((t) => templateView(t, ctx)) } };
    },
  },
  DescribeLaunchTemplateVersions: {
    rw: 'Read',
    handle(ctx) {
      const reg = region(ctx);
      const p = ctx.params;
      const [id, name] = [p.optional('LaunchTemplateId'), p.optional('LaunchTemplateName')];
      const numbers = p.list('LaunchTemplateVersion')?.map(Number);
      const [min, max] = [p.int('MinVersion', { min: 1, fallback: 1 }), p.int('MaxVersion', { min: 1, fallback: Number.MAX_SAFE_INTEGER })];
      const onlyDefault = p.optional('DefaultVersion');
      const detail = p.optional('DetailFlag') !== 'false';
      const templates = Object.values(templatesOf(ctx.tenant)).filter((t) => t.RegionId === reg.id && (!id || t.LaunchTemplateId === id) && (!name || t.LaunchTemplateName === name));
      const rows = templates
        .flatMap((t) => t.versions.map((v) => ({ t, v })))
        .filter(({ t, v }) => (!numbers || numbers.includes(v.VersionNumber)) && v.VersionNumber >= min && v.VersionNumber <= max &&
          (onlyDefault === undefined || (onlyDefault === 'true') === (v.VersionNumber === t.DefaultVersionNumber)))
        .sort((a, b) => b.v.VersionNumber - a.v.VersionNumber);
      const { items, ...paging } = page(rows, p, { size: 10, max: 50 });
      return {
        ...paging,
        LaunchTemplateVersionSets: {
          LaunchTemplateVersionSet: items.map(({ t, v }) => ({
            LaunchTemplateId: t.LaunchTemplateId, LaunchTemplateName: t.LaunchTemplateName, VersionNumber: v.VersionNumber,
            VersionDescription: v.VersionDescription, DefaultVersion: v.VersionNumber === t.DefaultVersionNumber, CreateTime: v.CreateTime,
            ModifiedTime: v.CreateTime, CreatedBy: ctx.tenant.accountId, ...(detail ? { LaunchTemplateData: versionData(v) } : {}),
          })),
        },
      };
    },
  },
  ModifyLaunchTemplateDefaultVersion: {
    rw: 'Write',
    handle(ctx) {
      const template = templateOf(ctx, region(ctx).id);
      const number = Number(ctx.params.required('DefaultVersionNumber'));
      if (!template.versions.some((v) => v.VersionNumber === number)) {
        throw notFound('InvalidLaunchTemplateVersion.NotFound', `The specified LaunchTemplateId "${template.LaunchTemplateId}" Version "${number}" is not found.`);
      }
      template.DefaultVersionNumber = number;
      template.ModifiedTime = secondTime(ctx.now);
      return {};
    },
  },
  DeleteLaunchTemplateVersion: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const template = templateOf(ctx, region(ctx).id);
      const numbers = ctx.params.list('DeleteVersion')?.map(Number);
      if (!numbers?.length) throw missingParameter('DeleteVersion.1');
      if (numbers.some((n) => !Number.isInteger(n) || !template.versions.some((v) => v.VersionNumber === n))) throw invalidParameter('DeleteVersion');
      if (numbers.includes(template.DefaultVersionNumber)) throw new ApiError('InvalidOperation.DeleteDefaultVersion', 'Delete default version from template is not allowed.', 403);
      template.versions = template.versions.filter((v) => !numbers.includes(v.VersionNumber));
      template.ModifiedTime = secondTime(ctx.now);
      return { LaunchTemplateVersionDeleteSets: { LaunchTemplateVersionDeleteSet: numbers.map((n) => ({ LaunchTemplateId: template.LaunchTemplateId, LaunchTemplateVersion: n })) } };
    },
  },
  DeleteLaunchTemplate: {
    rw: 'Write',
    effect: 'delete',
    handle(ctx) {
      const template = templateOf(ctx, region(ctx).id);
      delete templatesOf(ctx.tenant)[template.LaunchTemplateId];
      return { LaunchTemplateId: template.LaunchTemplateId, LaunchTemplateVersionNumbers: { versionNumbers: template.versions.map((v) => v.VersionNumber) } };
    },
  },
} satisfies Record<EcsLaunchTemplateAction, ActionDef>;
