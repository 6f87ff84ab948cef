import { useState } from 'react';
import { Form, Radio } from '@alifd/next';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { PageProps } from '../../../console/src/lib/product';
import { BucketLayout } from './BucketLayout';
import { useBucket } from './useBucket';
import { useOss } from './useOss';
import { EditActions } from './EditActions';

/** `/oss/bucket/:name/versioning` (Redundancy & Fault Tolerance > Versioning): Settings, Enable or Suspend, Save. */
export function VersioningPage({ params }: PageProps) {
  const { t } = useOss();
  const { info, bucket, params: call } = useBucket(params.name, t);
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = bucket?.Versioning ?? 'none';
  const save = async () => {
    setBusy(true);
    const ok = await runAction('Oss', 'PutBucketVersioning', { ...call, Status: editing }, t, t('toast.versioningSaved'));
    setBusy(false);
    if (ok) {
      setEditing(null);
      info.reload();
    }
  };
  return (
    <BucketLayout name={params.name} section="versioning" title={t('versioning.title')}>
      <section className="form-section" aria-label={t('versioning.title')}>
        <p className="field-help">{t('versioning.help')}</p>
        <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
          <Form.Item label={t('versioning.status')}>
            {editing === null ? (
              <StatusTag label={t(`versioning.${status}`)} tone={status === 'Enabled' ? 'success' : 'stopped'} />
            ) : (
              <Radio.Group aria-label={t('versioning.status')} value={editing} onChange={onValue<string>(setEditing)}>
                <Radio value="Enabled">{t('versioning.opt.Enabled')}</Radio>
                <Radio value="Suspended">{t('versioning.opt.Suspended')}</Radio>
              </Radio.Group>
            )}
          </Form.Item>
          <EditActions t={t} editing={editing !== null} label={t('versioning.settings')} disabled={!bucket} busy={busy} onEdit={() => setEditing(status === 'Enabled' ? 'Enabled' : 'Suspended')} onSave={save} onCancel={() => setEditing(null)} />
        </Form>
      </section>
    </BucketLayout>
  );
}
