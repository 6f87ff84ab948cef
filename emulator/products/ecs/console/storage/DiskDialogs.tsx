import { useState } from 'react';
import { Checkbox, Form, Input, NumberPicker, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../../console/src/components/ConfirmDialog';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { onValue } from '../../../../console/src/lib/onValue';
import { runAction } from '../../../../console/src/lib/runAction';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../../console/src/lib/vocabulary';
import type { Instance } from '../types';
import type { Disk } from './types';

export type DiskAction = 'attach' | 'detach' | 'resize' | 'release' | 'snapshot';
export type Props = { kind: DiskAction; disk: Disk; t: Translate; onClose: () => void; onDone: () => void };

const LAYOUT = { labelAlign: 'top' as const };

/** The dialog behind each disk row action. */
export function DiskDialogs(props: Props) {
  switch (props.kind) {
    case 'attach':
      return <AttachDialog {...props} />;
    case 'resize':
      return <ResizeDialog {...props} />;
    case 'snapshot':
      return <CreateSnapshotDialog {...props} />;
    default:
      return <SimpleDialog {...props} />;
  }
}

function Resource({ disk }: { disk: Disk }) {
  return (
    <ul className="dialog-resources">
      <li>
        {disk.DiskId}
        {disk.DiskName ? ` / ${disk.DiskName}` : ''}
      </li>
    </ul>
  );
}

function AttachDialog({ disk, t, onClose, onDone }: Props) {
  const { regionId } = useConsole();
  const [instanceId, setInstanceId] = useState('');
  const [withInstance, setWithInstance] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const q = useApiQuery<{ Instances: { Instance: Instance[] } }>('Ecs', 'DescribeInstances', { RegionId: regionId, ZoneId: disk.ZoneId, PageSize: 100 });
  const options = (q.data?.Instances?.Instance ?? []).map((i) => ({ value: i.InstanceId, label: `${i.InstanceId} / ${i.InstanceName}` }));
  const submit = async () => {
    if (!instanceId) {
      setError(t('disk.attach.err.instance'));
      return false;
    }
    const done = await runAction('Ecs', 'AttachDisk', { InstanceId: instanceId, DiskId: disk.DiskId, DeleteWithInstance: withInstance }, t, t('toast.diskAttached'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('disk.attach.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Resource disk={disk} />
      <Form {...LAYOUT}>
        <Form.Item label={t('disk.attach.instance')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('disk.attach.instance.help')}</span>}>
          <Select
            aria-label={t('disk.attach.instance')}
            placeholder={t('common.pleaseSelect')}
            value={instanceId || undefined}
            dataSource={options}
            onChange={onValue<string>((v) => {
              setInstanceId(v);
              setError(undefined);
            })}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={withInstance} onChange={onValue<boolean>(setWithInstance)}>
            {t('disk.attach.releaseWithInstance')}
          </Checkbox>
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

function ResizeDialog({ disk, t, onClose, onDone }: Props) {
  const [size, setSize] = useState<number>(disk.Size + 10);
  const submit = async () => {
    const done = await runAction('Ecs', 'ResizeDisk', { DiskId: disk.DiskId, NewSize: size, Type: disk.Status === 'In_use' ? 'online' : 'offline' }, t, t('toast.diskResized'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('disk.resize.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Resource disk={disk} />
      <p>{t('disk.resize.current', { size: disk.Size })}</p>
      <Form {...LAYOUT}>
        <Form.Item label={t('disk.resize.newSize')} required>
          <NumberPicker aria-label={t('disk.resize.newSize')} value={size} min={disk.Size + 1} max={32768} onChange={onValue<number>(setSize)} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

function CreateSnapshotDialog({ disk, t, onClose, onDone }: Props) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const submit = async () => {
    const done = await runAction('Ecs', 'CreateSnapshot', { DiskId: disk.DiskId, SnapshotName: name.trim() || undefined, Description: description || undefined }, t, t('toast.snapshotCreated'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t('snapshot.create.title')} width={600} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Resource disk={disk} />
      <Form {...LAYOUT}>
        <Form.Item label={t('snapshot.name')} extra={<span className="field-help">{t('snapshot.name.help')}</span>}>
          <Input aria-label={t('snapshot.name')} value={name} maxLength={128} onChange={onValue<string>(setName)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={t('snapshot.description')}>
          <Input.TextArea aria-label={t('snapshot.description')} value={description} maxLength={256} onChange={onValue<string>(setDescription)} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}

function SimpleDialog({ kind, disk, t, onClose, onDone }: Props) {
  const detach = kind === 'detach';
  const submit = async () => {
    const done = detach
      ? await runAction('Ecs', 'DetachDisk', { InstanceId: disk.InstanceId, DiskId: disk.DiskId }, t, t('toast.diskDetached'))
      : await runAction('Ecs', 'DeleteDisk', { DiskId: disk.DiskId }, t, t('toast.diskReleased'));
    if (done) onDone();
    return done;
  };
  return (
    <ConfirmDialog title={t(detach ? 'disk.detach.title' : 'disk.release.title')} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Resource disk={disk} />
      <p>{detach ? t('disk.detach.confirm', { instance: disk.InstanceId }) : t('disk.release.confirm')}</p>
    </ConfirmDialog>
  );
}
