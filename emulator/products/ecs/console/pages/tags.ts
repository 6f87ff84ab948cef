// Tags on ECS resources, as the resource lists draw them: a Tags column whose edit icon opens Edit Tags, the same
// dialog from a row's menu, a batch Edit Tags for the selected rows, and a search by tag key. The dialog binds a tag
// (TagResources) and unbinds the checked ones (UntagResources). Sources: the help-center pages the product README
// lists under "Tags"; no page of 2023 or later describes these controls, so today's console keeps the 2021 ones.
import type { ActionSpec, ColumnSpec, DialogSpec, FieldSpec, ValueSource } from '../../../../console/kinds/spec';

/** A resource type of ECS's tagging API, the list row field that is its id, and the keys of its dialogs. */
export type TaggedType = { type: string; id: string; dialog: string; batch: string; renderer: string };

export const TAGGED = {
  instance: { type: 'instance', id: 'InstanceId', dialog: 'editInstanceTags', batch: 'editInstancesTags', renderer: 'instanceTags' },
  disk: { type: 'disk', id: 'DiskId', dialog: 'editDiskTags', batch: 'editDisksTags', renderer: 'diskTags' },
  snapshot: { type: 'snapshot', id: 'SnapshotId', dialog: 'editSnapshotTags', batch: 'editSnapshotsTags', renderer: 'snapshotTags' },
  securitygroup: { type: 'securitygroup', id: 'SecurityGroupId', dialog: 'editSecurityGroupTags', batch: 'editSecurityGroupsTags', renderer: 'securityGroupTags' },
  eni: { type: 'eni', id: 'NetworkInterfaceId', dialog: 'editEniTags', batch: 'editEnisTags', renderer: 'eniTags' },
} satisfies Record<string, TaggedType>;

const keyField: FieldSpec = {
  key: 'key',
  label: 'tags.key',
  kind: 'text',
  param: 'Tag.1.Key',
  placeholder: 'tags.key.placeholder',
  help: 'tags.key.help',
  sample: { value: 'aca-env' },
  rules: [{ rule: 'pattern', pattern: '^(?!aliyun|acs:)(?!.*https?://).{1,128}$', message: 'tags.err.key' }],
};
const valueField: FieldSpec = {
  key: 'value',
  label: 'tags.value',
  kind: 'text',
  param: 'Tag.1.Value',
  placeholder: 'tags.value.placeholder',
  rules: [{ rule: 'pattern', pattern: '^(?!acs:)(?!.*https?://).{0,128}$', message: 'tags.err.value' }],
};

// The resource goes as `ResourceId.1`, one call per resource, as the SDK names it (a JSON list is the console's form
// of StartInstances' ids, not of the tagging calls').
const tagParams = (type: string, id: ValueSource) => ({
  ResourceType: type,
  'ResourceId.1': id,
  'Tag.1.Key': { field: 'key' },
  'Tag.1.Value': { field: 'value' },
});

/**
 * One resource's Edit Tags: its bound tags (check the ones to unbind; BoundTagsField.tsx) and a tag to bind. The bound
 * tags are unset until one is checked: the bind call is then made (and asks for a key) unless the person only
 * unbinds, and the catalogue tells this dialog as TagResources, its first call.
 */
export function editTagsDialog(t: TaggedType): DialogSpec {
  const id: ValueSource = { row: t.id };
  return {
    kind: 'dialog',
    key: t.dialog,
    title: 'tags.edit.title',
    width: 600,
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [
          { key: 'unbind', label: 'tags.bound', kind: 'custom', component: `boundTags.${t.type}`, help: 'tags.bound.help' },
          keyField,
          valueField,
        ],
        submit: {
          label: 'common.ok',
          calls: [
            { action: 'TagResources', params: tagParams(t.type, id), when: { any: [{ field: 'key', set: true }, { field: 'unbind', set: false }] } },
            { action: 'UntagResources', params: { ResourceType: t.type, 'ResourceId.1': id, 'TagKey.1': { item: '.' } }, each: 'unbind' },
          ],
          toast: 'tags.toast.saved',
        },
      },
    ],
  };
}

/** Edit Tags below the list: one tag bound to every selected resource. */
export function batchTagsDialog(t: TaggedType): DialogSpec {
  return {
    kind: 'dialog',
    key: t.batch,
    title: 'tags.edit.title',
    width: 600,
    screens: [
      {
        key: 'form',
        resource: true,
        fields: [{ ...keyField, required: true }, valueField],
        submit: { label: 'common.ok', calls: [{ action: 'TagResources', params: tagParams(t.type, { item: t.id }), each: '@rows' }], toast: 'tags.toast.saved' },
      },
    ],
  };
}

/** The Tags column: the resource's tags and the edit icon that opens its Edit Tags (cells.tsx). */
export const tagsColumn = (t: TaggedType): ColumnSpec => ({ key: 'tags', title: 'tags.col', cell: 'custom', renderer: t.renderer, width: 160 });

/** Edit Tags as a row action (a link, or an item of the row's menu). */
export const editTagsAction = (t: TaggedType): ActionSpec => ({ key: 'editTags', label: 'tags.edit', dialog: t.dialog });

/** Edit Tags as a batch button below the list. */
export const batchTagsAction = (t: TaggedType): ActionSpec => ({ key: 'batchEditTags', label: 'tags.edit', dialog: t.batch });

/** The list's search by tag key: resources that carry the key (the Describe call's `Tag.1.Key`). */
export const tagSearch = { key: 'TagKey', label: 'tags.search', param: 'Tag.1.Key', placeholder: 'tags.search.placeholder' };

export const tagDialogs: DialogSpec[] = Object.values(TAGGED).flatMap((t) => [editTagsDialog(t), batchTagsDialog(t)]);
