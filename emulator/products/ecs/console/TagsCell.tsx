// The Tags column of an ECS resource list: the resource's tags, and the edit icon that opens its Edit Tags dialog
// (pages/tags.ts). After the dialog it reads the resource's tags again, as the console's cell does.
import { useState } from 'react';
import { Button, Icon } from '@alifd/next';
import { callApi } from '../../../console/src/lib/api';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { useActionHost } from '../../../console/kinds/actions';
import type { CellRenderer } from '../../../console/kinds/context';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { TaggedType } from './pages/tags';

type Obj = Record<string, unknown>;
type Tag = { TagKey: string; TagValue: string };

const tagsOf = (row: Obj): Tag[] => ((row.Tags as { Tag?: Tag[] } | undefined)?.Tag ?? []).map((t) => ({ TagKey: t.TagKey, TagValue: t.TagValue }));

function TagsCell({ row, tagged, t }: { row: Obj; tagged: TaggedType; t: Translate }) {
  const { regionId } = useConsole();
  const [tags, setTags] = useState<Tag[] | null>(null);
  const reread = async () => {
    const id = String(row[tagged.id]);
    const answer = await callApi<{ TagResources: { TagResource: Tag[] } }>('Ecs', 'ListTagResources', { RegionId: regionId, ResourceType: tagged.type, 'ResourceId.1': id });
    setTags(answer.TagResources.TagResource);
  };
  const host = useActionHost(() => void reread());
  const shown = tags ?? tagsOf(row);
  const label = t('tags.edit');
  return (
    <div className="cell-lines">
      {shown.map((tag) => (
        <div key={tag.TagKey}>{`${tag.TagKey}:${tag.TagValue}`}</div>
      ))}
      <Button text aria-label={label} title={label} className="icon-button" onClick={() => host.run({ key: 'editTags', label: 'tags.edit', dialog: tagged.dialog }, { row })}>
        <Icon type="edit" aria-hidden />
      </Button>
      {host.dialog}
    </div>
  );
}

export const tagsCell =
  (tagged: TaggedType): CellRenderer =>
  (row, t) => <TagsCell row={row} tagged={tagged} t={t} />;
