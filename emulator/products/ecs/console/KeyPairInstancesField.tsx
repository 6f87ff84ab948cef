// The key pair list's Bind and Unbind dialogs (pages/network.ts): a transfer list of the region's instances. The left
// box (Select Instance) lists the Linux instances one can bind (Windows ones dimmed) or, to unbind, those the row's
// key pair is bound to; check some and click > to move them to the right box (Selected), < to move them back. The
// field's value is the instance IDs in Selected.
import { useState } from 'react';
import { Button, Checkbox } from '@alifd/next';
import type { CustomFieldProps } from '../../../console/kinds/context';
import { useKinds } from '../../../console/kinds/context';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';

type Instance = { InstanceId: string; InstanceName: string; OSType?: string; Status: string; KeyPairName?: string };
type Mode = 'bind' | 'unbind';

function Box({ title, items, checked, onCheck, dimmed }: { title: string; items: Instance[]; checked: string[]; onCheck: (ids: string[]) => void; dimmed?: (i: Instance) => boolean }) {
  return (
    <div role="group" aria-label={title} className="kp-transfer-box" style={{ border: '1px solid #dcdee3', width: 260, minHeight: 160 }}>
      <div style={{ padding: '6px 10px', borderBottom: '1px solid #dcdee3', fontWeight: 500 }}>{title}</div>
      <div style={{ padding: '6px 10px' }}>
        <Checkbox.Group value={checked} onChange={(v: unknown) => onCheck(v as string[])} direction="ver">
          {items.map((i) => (
            <Checkbox key={i.InstanceId} value={i.InstanceId} disabled={dimmed?.(i)}>
              {`${i.InstanceName} / ${i.InstanceId}`}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </div>
    </div>
  );
}

function KeyPairInstances({ value, onChange, scope, mode }: CustomFieldProps & { mode: Mode }) {
  const { t } = useKinds();
  const { regionId } = useConsole();
  const keyPair = String(scope.row?.KeyPairName ?? '');
  const answer = useApiQuery<{ Instances: { Instance: Instance[] } }>('Ecs', 'DescribeInstances', { RegionId: regionId, PageSize: 100 });
  const [left, setLeft] = useState<string[]>([]);
  const [right, setRight] = useState<string[]>([]);
  const all = answer.data?.Instances.Instance;
  if (!all) return null;
  const pool = mode === 'bind' ? all.filter((i) => ['Running', 'Stopped'].includes(i.Status)) : all.filter((i) => i.KeyPairName === keyPair);
  const selected = (value as string[] | undefined) ?? [];
  const move = (ids: string[]) => onChange(ids);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Box title={t('kp.transfer.source')} items={pool.filter((i) => !selected.includes(i.InstanceId))} checked={left} onCheck={setLeft}
        dimmed={(i) => (i.OSType ?? 'linux') === 'windows'} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Button size="small" disabled={!left.length} onClick={() => { move([...selected, ...left]); setLeft([]); }}>&gt;</Button>
        <Button size="small" disabled={!right.length} onClick={() => { move(selected.filter((id) => !right.includes(id))); setRight([]); }}>&lt;</Button>
      </div>
      <Box title={t('kp.transfer.target')} items={pool.filter((i) => selected.includes(i.InstanceId))} checked={right} onCheck={setRight} />
    </div>
  );
}

/** The field components the key pair dialogs name. */
export const KeyPairInstancesField = {
  keyPairBindInstances: (props: CustomFieldProps) => <KeyPairInstances {...props} mode="bind" />,
  keyPairBoundInstances: (props: CustomFieldProps) => <KeyPairInstances {...props} mode="unbind" />,
};
