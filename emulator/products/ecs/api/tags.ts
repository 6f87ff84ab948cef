// ECS's tagging APIs: TagResources, UntagResources and ListTagResources over the resource types ECS names, from the
// shared tagging actions (emulator/tag-actions.ts), with the limits and error codes of ECS's own API reference:
// at most 50 resources a call (NumberExceed.ResourceIds), 20 tags a call (NumberExceed.Tags), a key given once
// (Duplicate.TagKey), 20 tags a resource (OperationDenied.QuotaExceed), and ResourceType required
// (MissingParameter.ResourceType).
import type { ActionContext, ActionDef } from '../../../action.js';
import { ApiError } from '../../../errors.js';
import { tagActions } from '../../../tag-actions.js';
import type { TagKindDef } from '../../../tags.js';
import { storageOf } from './storage-state.js';

export type EcsTagAction = 'TagResources' | 'UntagResources' | 'ListTagResources';

/** The resource types ECS's tagging APIs name, and where each lives. */
export const ECS_TAG_KINDS: Record<string, TagKindDef> = {
  instance: { kind: 'Ecs:instance', find: (m, k) => m.tenant.instances[k] },
  disk: { kind: 'Ecs:disk', find: (m, k) => storageOf(m).disks[k] },
  snapshot: { kind: 'Ecs:snapshot', find: (m, k) => storageOf(m).snapshots[k] },
  image: { kind: 'Ecs:image', find: (m, k) => storageOf(m).images[k] },
  securitygroup: { kind: 'Ecs:securitygroup', find: (m, k) => m.tenant.securityGroups[k] },
  keypair: { kind: 'Ecs:keypair', find: (m, k) => storageOf(m).keyPairs[k], byRegion: true },
  launchtemplate: { kind: 'Ecs:launchtemplate', find: (m, k) => m.tenant.ecsLaunchTemplates?.[k] },
  snapshotpolicy: { kind: 'Ecs:snapshotpolicy', find: (m, k) => storageOf(m).autoSnapshotPolicies?.[k] },
  deploymentset: { kind: 'Ecs:deploymentset', find: (m, k) => m.tenant.ecsDeploymentSets?.[k] },
  eni: { kind: 'Ecs:eni', find: (m, k) => m.tenant.ecsNetworkInterfaces?.[k] ?? Object.values(m.tenant.instances).find((i) => i.NetworkInterfaceId === k) },
};

const MAX_RESOURCES = 50;
const MAX_TAGS_A_CALL = 20;

const refuse = (code: string, message: string, status = 400) => new ApiError(code, message, status);

/** ECS checks these before the shared handler runs, with its own codes. */
function checkRequest(ctx: ActionContext, keysParam: 'Tag' | 'TagKey'): void {
  if (!ctx.params.optional('ResourceType')) throw refuse('MissingParameter.ResourceType', 'The parameter - ResourceType should not be null', 404);
  const ids = ctx.params.list('ResourceId') ?? [];
  if (ids.length > MAX_RESOURCES) throw refuse('NumberExceed.ResourceIds', `The ResourceIds parameter's number is exceed , Valid : ${MAX_RESOURCES}`);
  const keys = keysParam === 'Tag' ? ctx.params.objects('Tag').map((e) => e.optional('Key') ?? '') : ctx.params.list('TagKey') ?? [];
  if (keys.length > MAX_TAGS_A_CALL) throw refuse('NumberExceed.Tags', `The Tags parameter's number is exceed , Valid : ${MAX_TAGS_A_CALL}`);
  if (keysParam === 'Tag' && new Set(keys).size !== keys.length) throw refuse('Duplicate.TagKey', 'The Tag.N.Key contain duplicate key.');
}

const shared = tagActions({ regional: true, types: ECS_TAG_KINDS });

export const ecsTagActions = {
  TagResources: {
    ...shared.TagResources,
    handle(ctx) {
      checkRequest(ctx, 'Tag');
      try {
        return shared.TagResources.handle(ctx);
      } catch (err) {
        // The shared store refuses a 21st tag on a resource; ECS names that its quota.
        if (err instanceof ApiError && err.code === 'InvalidTagCount') throw refuse('OperationDenied.QuotaExceed', 'The quota of tags on resource is beyond permitted range.');
        throw err;
      }
    },
  },
  UntagResources: {
    ...shared.UntagResources,
    handle(ctx) {
      checkRequest(ctx, 'TagKey');
      return shared.UntagResources.handle(ctx);
    },
  },
  ListTagResources: shared.ListTagResources,
} satisfies Record<EcsTagAction, ActionDef>;
