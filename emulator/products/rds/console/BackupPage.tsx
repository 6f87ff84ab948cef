import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Form, Input, Select, Tab } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { PageProps } from '../../../console/src/lib/product';
import { InstanceLayout } from './InstanceLayout';
import type { DbInstance } from './types';
import { useRds } from './useRds';

type BackupPolicy = { BackupRetentionPeriod: number; PreferredBackupTime: string; PreferredBackupPeriod: string; LogBackupRetentionPeriod: number };

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const pad = (h: number) => String(h % 24).padStart(2, '0');
/** One-hour backup windows, in UTC as the API takes them. */
const WINDOWS = Array.from({ length: 24 }, (_, h) => ({ value: `${pad(h)}:00Z-${pad(h + 1)}:00Z`, label: `${pad(h)}:00-${pad(h + 1)}:00 (UTC)` }));
const windowLabel = (value: string) => WINDOWS.find((w) => w.value === value)?.label ?? value;

/** `/rds/instances/:id/backup`: Backup and Restoration, its Backup Strategy tab with the data backup settings (Edit). */
export function BackupPage({ params }: PageProps) {
  const { t } = useRds();
  return (
    <InstanceLayout id={params.id} section="backup">
      {(instance) => <Backup instance={instance} t={t} />}
    </InstanceLayout>
  );
}

function Backup({ instance, t }: { instance: DbInstance; t: Translate }) {
  const policy = useApiQuery<BackupPolicy>('Rds', 'DescribeBackupPolicy', { DBInstanceId: instance.DBInstanceId });
  const [editing, setEditing] = useState(false);
  const p = policy.data;
  const days = (p?.PreferredBackupPeriod ?? '').split(',').filter(Boolean);
  const rows: Array<[string, ReactNode]> = p
    ? [
        ['backup.retention', t('backup.days', { n: String(p.BackupRetentionPeriod) })],
        ['backup.cycle', days.map((d) => t(`day.${d}`)).join(', ')],
        ['backup.time', windowLabel(p.PreferredBackupTime)],
        ['backup.logRetention', t('backup.days', { n: String(p.LogBackupRetentionPeriod) })],
      ]
    : [];
  return (
    <section aria-label={t('inst.nav.backup')}>
      <h2 className="form-section-title">{t('inst.nav.backup')}</h2>
      <Tab shape="wrapped" defaultActiveKey="strategy">
        <Tab.Item key="list" title={t('backup.tab.list')}>
          <div className="empty-hint">{t('common.noData')}</div>
        </Tab.Item>
        <Tab.Item key="strategy" title={t('backup.tab.strategy')}>
          <div className="list-toolbar">
            <Button type="primary" disabled={!p || instance.DBInstanceStatus !== 'Running'} onClick={() => setEditing(true)}>
              {t('action.edit')}
            </Button>
          </div>
          <DetailSection title={t('backup.section')} rows={rows.map(([k, v]) => [t(k), v] as [string, ReactNode])} />
        </Tab.Item>
      </Tab>
      {editing && p && <BackupDialog instanceId={instance.DBInstanceId} policy={p} t={t} onClose={() => setEditing(false)} onDone={policy.reload} />}
    </section>
  );
}

type DialogProps = { instanceId: string; policy: BackupPolicy; t: Translate; onClose: () => void; onDone: () => void };

/** "Backup Settings": ModifyBackupPolicy with the retention period, the backup cycle and the backup window. */
function BackupDialog({ instanceId, policy, t, onClose, onDone }: DialogProps) {
  const [retention, setRetention] = useState(String(policy.BackupRetentionPeriod));
  const [cycle, setCycle] = useState<string[]>(policy.PreferredBackupPeriod.split(',').filter(Boolean));
  const [time, setTime] = useState(policy.PreferredBackupTime);
  const [errors, setErrors] = useState<{ retention?: string; cycle?: string }>({});
  const submit = async () => {
    const n = Number(retention);
    const found = {
      retention: /^\d+$/.test(retention.trim()) && n >= 7 && n <= 730 ? undefined : t('backup.err.retention'),
      cycle: cycle.length >= 2 ? undefined : t('backup.err.cycle'),
    };
    setErrors(found);
    if (found.retention || found.cycle) return false;
    const params = { DBInstanceId: instanceId, BackupRetentionPeriod: retention.trim(), PreferredBackupPeriod: DAYS.filter((d) => cycle.includes(d)).join(','), PreferredBackupTime: time };
    const ok = await runAction('Rds', 'ModifyBackupPolicy', params, t, t('toast.backupModified'));
    if (ok) onDone();
    return ok;
  };
  return (
    <ConfirmDialog title={t('backup.title')} width={640} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={submit} onClose={onClose}>
      <Form labelAlign="top">
        <Form.Item label={t('backup.retention')} required validateState={errors.retention ? 'error' : undefined} help={errors.retention} extra={<span className="field-help">{t('backup.retention.help')}</span>}>
          <Input aria-label={t('backup.retention')} value={retention} onChange={onValue<string>((v) => (setRetention(v), setErrors({})))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('backup.cycle')} required validateState={errors.cycle ? 'error' : undefined} help={errors.cycle}>
          <Checkbox.Group aria-label={t('backup.cycle')} value={cycle} onChange={(v: unknown[]) => (setCycle(v.map(String)), setErrors({}))}>
            {DAYS.map((d) => (
              <Checkbox key={d} value={d}>
                {t(`day.${d}`)}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Form.Item label={t('backup.time')} required>
          <Select aria-label={t('backup.time')} value={time} onChange={onValue<string>(setTime)} dataSource={WINDOWS} style={{ width: 260 }} />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
