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

type Values = { index: string; error: string; subDir: 'true' | 'false'; status: '404' | '200' };

/** `/oss/bucket/:name/website` (Data Management > Static Pages): Settings, Default Homepage, Default 404 Page, Save. */
export function WebsitePage({ params }: PageProps) {
  const { t } = useOss();
  return (
    <BucketLayout name={params.name} section="website" title={t('website.title')}>
      <WebsiteSection name={params.name} />
    </BucketLayout>
  );
}

/**
 * The static website settings, opened with Settings (Configure in 2021) and saved with Save. The 2019 console had no
 * Subfolder Homepage; the 2021 one asked for the error document's response code (错误文档响应码).
 */
export function WebsiteSection({ name, heading }: { name: string; heading?: boolean }) {
  const { t, flag } = useOss();
  const { params: call } = useBucket(name, t);
  // A bucket without a website configuration answers NoSuchWebsiteConfiguration: shown as "not configured".
  const site = useApiQuery<GetBucketWebsite>('Oss', 'GetBucketWebsite', { BucketName: name });
  const conf = site.error ? undefined : site.data?.WebsiteConfiguration;
  const [editing, setEditing] = useState<Values | null>(null);
  const [busy, setBusy] = useState(false);
  const subDirShown = !flag('noSubfolderHomepage');
  const codeShown = flag('websiteErrorCode');
  const set = (patch: Partial<Values>) => setEditing((old) => (old ? { ...old, ...patch } : old));
  const save = async () => {
    if (!editing) return;
    setBusy(true);
    const ok = await runAction('Oss', 'PutBucketWebsite', {
      ...call, IndexDocument: editing.index.trim() || undefined, ErrorDocument: editing.error.trim() || undefined,
      SupportSubDir: subDirShown ? editing.subDir : undefined, ErrorDocumentHttpStatus: codeShown && editing.error.trim() ? editing.status : undefined,
    }, t, t('toast.websiteSaved'));
    setBusy(false);
    if (ok) {
      setEditing(null);
      site.reload();
    }
  };
  const shown = (v: string | undefined) => v || t('website.notSet');
  return (
    <section className="form-section" aria-label={t('website.title')}>
      {heading && <h3 className="form-section-title">{t('website.title')}</h3>}
      <p className="field-help">{t('website.help')}</p>
      <Form labelAlign="left" labelCol={{ fixedSpan: 8 }} wrapperCol={{ span: 16 }}>
        <Form.Item label={t('website.index')} extra={editing ? <span className="field-help">{t('website.index.help')}</span> : undefined}>
          {editing ? (
            <Input aria-label={t('website.index')} value={editing.index} onChange={onValue<string>((index) => set({ index }))} style={{ width: 320 }} />
          ) : (
            <span>{shown(conf?.IndexDocument?.Suffix)}</span>
          )}
        </Form.Item>
        {subDirShown && <Form.Item label={t('website.subDir')}>
          {editing ? (
            <Radio.Group aria-label={t('website.subDir')} value={editing.subDir} onChange={onValue<'true' | 'false'>((subDir) => set({ subDir }))}>
              <Radio value="true">{t('website.subDir.on')}</Radio>
              <Radio value="false">{t('website.subDir.off')}</Radio>
            </Radio.Group>
          ) : (
            <span>{t(String(conf?.IndexDocument?.SupportSubDir) === 'true' ? 'website.subDir.on' : 'website.subDir.off')}</span>
          )}
        </Form.Item>}
        <Form.Item label={t('website.error')}>
          {editing ? (
            <Input aria-label={t('website.error')} value={editing.error} onChange={onValue<string>((error) => set({ error }))} style={{ width: 320 }} />
          ) : (
            <span>{shown(conf?.ErrorDocument?.Key)}</span>
          )}
        </Form.Item>
        {codeShown && (
          <Form.Item label={t('website.errorCode')}>
            {editing ? (
              <Radio.Group aria-label={t('website.errorCode')} value={editing.status} onChange={onValue<'404' | '200'>((status) => set({ status }))}>
                <Radio value="404">404</Radio>
                <Radio value="200">200</Radio>
              </Radio.Group>
            ) : (
              <span>{conf?.ErrorDocument ? String(conf.ErrorDocument.HttpStatus ?? 404) : t('website.notSet')}</span>
            )}
          </Form.Item>
        )}
        <EditActions
          t={t}
          editing={editing !== null}
          label={t('website.settings')}
          disabled={site.loading}
          busy={busy}
          onEdit={() => setEditing({ index: conf?.IndexDocument?.Suffix ?? '', error: conf?.ErrorDocument?.Key ?? '', subDir: String(conf?.IndexDocument?.SupportSubDir) === 'true' ? 'true' : 'false', status: String(conf?.ErrorDocument?.HttpStatus) === '200' ? '200' : '404' })}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      </Form>
    </section>
  );
}
