import { useState } from 'react';
import { Form, Input, Radio } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { BucketLayout } from './BucketLayout';
import type { GetBucketWebsite } from './types';
import { useBucket } from './useBucket';
import { useOss } from './useOss';
import { EditActions } from './EditActions';

type Values = { index: string; error: string; subDir: 'true' | 'false' };

/** `/oss/bucket/:name/website` (Data Management > Static Pages): Settings, Default Homepage, Default 404 Page, Save. */
export function WebsitePage({ params }: PageProps) {
  const { t } = useOss();
  const { params: call } = useBucket(params.name, t);
  // A bucket without a website configuration answers NoSuchWebsiteConfiguration: shown as "not configured".
  const site = useApiQuery<GetBucketWebsite>('Oss', 'GetBucketWebsite', { BucketName: params.name });
  const conf = site.error ? undefined : site.data?.WebsiteConfiguration;
  const [editing, setEditing] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Values>) => setEditing((old) => (old ? { ...old, ...patch } : old));
  const save = async () => {
    if (!editing) return;
    setBusy(true);
    const ok = await runAction('Oss', 'PutBucketWebsite', {
      ...call, IndexDocument: editing.index.trim() || undefined, ErrorDocument: editing.error.trim() || undefined, SupportSubDir: editing.subDir,
    }, t, t('toast.websiteSaved'));
    setBusy(false);
    if (ok) {
      setEditing(null);
      site.reload();
    }
  };
  const shown = (v: string | undefined) => v || t('website.notSet');
  return (
    <BucketLayout name={params.name} section="website" title={t('website.title')}>
      <section className="form-section" aria-label={t('website.title')}>
        <p className="field-help">{t('website.help')}</p>
        <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
          <Form.Item label={t('website.index')} extra={editing ? <span className="field-help">{t('website.index.help')}</span> : undefined}>
            {editing ? (
              <Input aria-label={t('website.index')} value={editing.index} onChange={onValue<string>((index) => set({ index }))} style={{ width: 320 }} />
            ) : (
              <span>{shown(conf?.IndexDocument?.Suffix)}</span>
            )}
          </Form.Item>
          <Form.Item label={t('website.subDir')}>
            {editing ? (
              <Radio.Group aria-label={t('website.subDir')} value={editing.subDir} onChange={onValue<'true' | 'false'>((subDir) => set({ subDir }))}>
                <Radio value="true">{t('website.subDir.on')}</Radio>
                <Radio value="false">{t('website.subDir.off')}</Radio>
              </Radio.Group>
            ) : (
              <span>{t(String(conf?.IndexDocument?.SupportSubDir) === 'true' ? 'website.subDir.on' : 'website.subDir.off')}</span>
            )}
          </Form.Item>
          <Form.Item label={t('website.error')}>
            {editing ? (
              <Input aria-label={t('website.error')} value={editing.error} onChange={onValue<string>((error) => set({ error }))} style={{ width: 320 }} />
            ) : (
              <span>{shown(conf?.ErrorDocument?.Key)}</span>
            )}
          </Form.Item>
          <EditActions
            t={t}
            editing={editing !== null}
            label={t('website.settings')}
            disabled={site.loading}
            busy={busy}
            onEdit={() => setEditing({ index: conf?.IndexDocument?.Suffix ?? '', error: conf?.ErrorDocument?.Key ?? '', subDir: String(conf?.IndexDocument?.SupportSubDir) === 'true' ? 'true' : 'false' })}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        </Form>
      </section>
    </BucketLayout>
  );
}
