import { useState } from 'react';
import { Button, Form, Input } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { FormDialog } from '../../../console/src/components/FormDialog';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import { useBucket } from './useBucket';
import { useOss } from './useOss';

interface GetBucketWorm {
  WormConfiguration: { WormId: string; State: 'InProgress' | 'Locked'; RetentionPeriodInDays: number; CreationDate: string };
}

type Bucket = { BucketName: string; RegionId?: string };

/**
 * The retention policy area of oss@2019's Basic Settings tab: Settings shows the policy, or Create Policy when there is
 * none (InitiateBucketWorm); an IN_PROGRESS policy can be locked (CompleteBucketWorm) or deleted (AbortBucketWorm), a
 * LOCKED one only extended with Edit (ExtendBucketWorm).
 */
export function WormSection({ name }: { name: string }) {
  const { t } = useOss();
  const { params: call } = useBucket(name, t);
  const [opened, setOpened] = useState(false);
  // A bucket without a policy answers NoSuchWORMConfiguration: no policy here, not an error.
  const query = useApiQuery<GetBucketWorm>('Oss', 'GetBucketWorm', { BucketName: name });
  const worm = query.error ? undefined : query.data?.WormConfiguration;
  const [dialog, setDialog] = useState<'create' | 'edit' | 'lock' | 'delete' | null>(null);
  const close = () => setDialog(null);
  const done = () => { setDialog(null); query.reload(); };
  const state = worm?.State === 'Locked' ? 'LOCKED' : 'IN_PROGRESS';
  return (
    <section className="form-section" aria-label={t('worm.title')}>
      <h3 className="form-section-title">{t('worm.title')}</h3>
      <p className="field-help">{t('worm.help')}</p>
      {!opened ? (
        <p>
          <Button type="primary" onClick={() => setOpened(true)}>
            {t('worm.settings')}
          </Button>
        </p>
      ) : worm ? (
        <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
          <Form.Item label={t('worm.days')}>
            <span>{t('worm.daysOf', { days: String(worm.RetentionPeriodInDays) })}</span>
          </Form.Item>
          <Form.Item label={t('worm.state')}>
            <StatusTag label={state} tone={worm.State === 'Locked' ? 'success' : 'stopped'} />
          </Form.Item>
          <div className="row-actions">
            {worm.State === 'Locked' ? (
              <Button onClick={() => setDialog('edit')}>{t('worm.edit')}</Button>
            ) : (
              <>
                <Button type="primary" onClick={() => setDialog('lock')}>{t('worm.lock')}</Button>
                <Button onClick={() => setDialog('delete')}>{t('action.delete')}</Button>
              </>
            )}
          </div>
        </Form>
      ) : (
        <p>
          <Button type="primary" disabled={query.loading} onClick={() => setDialog('create')}>
            {t('worm.create')}
          </Button>
        </p>
      )}
      {(dialog === 'create' || dialog === 'edit') && (
        <DaysDialog t={t} bucket={call} wormId={dialog === 'edit' ? worm?.WormId : undefined} current={worm?.RetentionPeriodInDays} onClose={close} onDone={done} />
      )}
      {dialog === 'lock' && worm && (
        <ActionConfirm t={t} title={t('worm.lock')} call={['Oss', 'CompleteBucketWorm', { ...call, WormId: worm.WormId }]} success={t('toast.wormLocked')} onDone={done} onClose={close}>
          <p>{t('worm.lock.confirm')}</p>
        </ActionConfirm>
      )}
      {dialog === 'delete' && (
        <ActionConfirm t={t} title={t('worm.delete.title')} call={['Oss', 'AbortBucketWorm', call]} success={t('toast.wormDeleted')} onDone={done} onClose={close}>
          <p>{t('worm.delete.confirm')}</p>
        </ActionConfirm>
      )}
    </section>
  );
}

/** Create Policy (a new policy's Retention Period) or Edit (a longer period for a locked one). */
function DaysDialog({ t, bucket, wormId, current, onClose, onDone }: { t: Translate; bucket: Bucket; wormId?: string; current?: number; onClose: () => void; onDone: () => void }) {
  const [days, setDays] = useState(wormId && current ? String(current) : '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const n = Number(days.trim());
    if (!/^\d+$/.test(days.trim()) || n < 1 || n > 25550) return setError(t('worm.err.days'));
    setBusy(true);
    const ok = wormId
      ? await runAction('Oss', 'ExtendBucketWorm', { ...bucket, WormId: wormId, RetentionPeriodInDays: String(n) }, t, t('toast.wormExtended'))
      : await runAction('Oss', 'InitiateBucketWorm', { ...bucket, RetentionPeriodInDays: String(n) }, t, t('toast.wormCreated'));
    setBusy(false);
    if (ok) onDone();
  };
  return (
    <FormDialog t={t} title={t(wormId ? 'worm.edit' : 'worm.dialog.create')} width={560} busy={busy} onOk={submit} onClose={onClose}>
      <Form labelAlign="left" labelCol={{ fixedSpan: 7 }} wrapperCol={{ span: 17 }}>
        <Form.Item label={t('worm.days')} required validateState={error ? 'error' : undefined} help={error} extra={<span className="field-help">{t('worm.days.help')}</span>}>
          <Input aria-label={t('worm.days')} value={days} innerAfter={<span className="field-help">{t('worm.daysUnit')}</span>} onChange={onValue<string>((v) => { setDays(v); setError(undefined); })} style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
