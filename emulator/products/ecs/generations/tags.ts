// Tags in ecs@2019: the English pages of 2018-11 name the instance's and the list's action Edit Tag, and instances
// have a Delete Tag dialog (More > Instance Settings > Delete Tag, for a row or the selected rows): the key (and
// value) of the tag to unbind, OK → UntagResources. The pages (intl.en-US User Guide/Tags, 2018-11-28) are older than the
// sources a generation lists (its year or the next), so the product README names them.
import type { Generation } from '../../../console/kinds/generation';
import type { DialogSpec, ValueSource } from '../../../console/kinds/spec';

export const tagLabels2019: Generation['labels'] = {
  'tags.edit': { en: 'Edit Tag', zh: '编辑标签' },
  'tags.delete': { en: 'Delete Tag', zh: '删除标签' },
};

const deleteDialog = (key: string, id: ValueSource, each?: '@rows'): DialogSpec => ({
  kind: 'dialog',
  key,
  title: 'tags.delete',
  screens: [
    {
      key: 'form',
      resource: true,
      fields: [
        { key: 'key', label: 'tags.key', kind: 'text', required: true, param: 'TagKey.1' },
        { key: 'value', label: 'tags.value', kind: 'text' },
      ],
      submit: {
        label: 'common.ok',
        calls: [{ action: 'UntagResources', params: { ResourceType: 'instance', 'ResourceId.1': id, 'TagKey.1': { field: 'key' } }, ...(each ? { each } : {}) }],
        toast: 'tags.toast.saved',
      },
    },
  ],
});

export const tagPatches2019: NonNullable<Generation['pages']> = [
  { page: 'instances', after: 'editTags', insert: { key: 'deleteTags', label: 'tags.delete', dialog: 'deleteInstanceTags' } },
  { page: 'instances', after: 'batchEditTags', insert: { key: 'batchDeleteTags', label: 'tags.delete', dialog: 'deleteInstancesTags' } },
  { add: deleteDialog('deleteInstanceTags', { row: 'InstanceId' }) },
  { add: deleteDialog('deleteInstancesTags', { item: 'InstanceId' }, '@rows') },
];
