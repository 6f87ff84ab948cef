// Edit Tags' bound tags (pages/tags.ts): the resource's tags as check boxes; the checked ones are unbound. Its value
// is the checked keys, and nothing until one is checked, so the dialog binds a tag unless the person only unbinds.
import { useEffect, useState } from 'react';
import { Checkbox } from '@alifd/next';
import { callApi } from '../../../console/src/lib/api';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import type { CustomFieldProps } from '../../../console/kinds/context';
import { useKinds } from '../../../console/kinds/context';
import { TAGGED, type TaggedType } from './pages/tags';

type Tag = { TagKey: string; TagValue: string };

function BoundTags({ field, value, onChange, scope, tagged }: CustomFieldProps & { tagged: TaggedType }) {
  const { t } = useKinds();
  const { regionId } = useConsole();
  const [tags, setTags] = useState<Tag[] | null>(null);
  const id = String(scope.row?.[tagged.id] ?? '');
  useEffect(() => {
    let live = true;
    void callApi<{ TagResources: { TagResource: Tag[] } }>('Ecs', 'ListTagResources', { RegionId: regionId, ResourceType: tagged.type, 'ResourceId.1': id })
      .then((answer) => live && setTags(answer.TagResources.TagResource))
      .catch(() => live && setTags([]));
    return () => {
      live = false;
    };
  }, [regionId, tagged.type, id]);
  if (tags === null) return null;
  if (!tags.length) return <span className="static-value">{t('tags.none')}</span>;
  return (
    <div role="group" aria-label={t(field.label)} className="checkbox-grid">
      <Checkbox.Group value={(value as string[] | undefined) ?? []} onChange={(v: unknown) => onChange(v as string[])}>
        {tags.map((tag) => (
          <Checkbox key={tag.TagKey} value={tag.TagKey}>
            {`${tag.TagKey}:${tag.TagValue}`}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </div>
  );
}

/** The field components Edit Tags names, one per resource type (`boundTags.instance`). */
export const BoundTagsField = Object.fromEntries(
  Object.values(TAGGED).map((tagged) => [`boundTags.${tagged.type}`, (props: CustomFieldProps) => <BoundTags {...props} tagged={tagged} />]),
);
