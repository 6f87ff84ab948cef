import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { PutSecretValueDialog } from './SecretDialogs';
import type { SecretDetail, SecretValue, SecretVersions } from './types';
import { useKms } from './useKms';
import { DetailSection } from '../../../console/src/components/DetailSection';

const MASK = '******';

/**
 * `/kms/secrets/:name` (Details): basic information, the current value masked until Show (GetSecretValue is
 * called only then), Store Secret Value, and the versions.
 */
export function SecretDetailPage({ params }: PageProps) {
  const { t } = useKms();
  const { regionId } = useConsole();
  const name = params.id;
  const detail = useApiQuery<SecretDetail>('Kms', 'DescribeSecret', { RegionId: regionId, SecretName: name });
  const versions = useApiQuery<SecretVersions>('Kms', 'ListSecretVersionIds', { RegionId: regionId, SecretName: name, PageSize: 100 });
  const [shown, setShown] = useState<SecretValue | null>(null);
  const [storing, setStoring] = useState(false);
  useEffect(() => {
    if (detail.error) notifyApiError(detail.error, t);
  }, [detail.error, t]);
  const s = detail.data;
  const pending = Boolean(s?.PlannedDeleteTime);
  const show = async () => {
    try {
      setShown(await callApi<SecretValue>('Kms', 'GetSecretValue', { RegionId: regionId, SecretName: name }));
    } catch (err) {
      notifyApiError(err, t);
    }
  };
  const rows: [string, React.ReactNode][] = s
    ? [
        ['secrets.col.name', s.SecretName],
        ['secret.detail.arn', s.Arn],
        ['secrets.col.type', t(`secretType.${s.SecretType ?? 'Generic'}`)],
        ['secret.key', s.EncryptionKeyId || t('secret.key.default')],
        ['secret.description', s.Description || '-'],
        ['secrets.col.created', formatTime(s.CreateTime)],
        ['secrets.col.updated', formatTime(s.UpdateTime)],
        ...(pending ? [['secret.detail.plannedDelete', formatTime(s.PlannedDeleteTime!)] as [string, React.ReactNode]] : []),
      ]
    : [];
  type Version = SecretVersions['VersionIds']['VersionId'][number];
  return (
    <div className="page">
      <PageHeader
        title={name}
        back="/kms/secrets"
        crumbs={[{ label: t('secrets.title'), to: '/kms/secrets' }, { label: name }]}
        extra={
          <Button type="primary" disabled={!s || pending} onClick={() => setStoring(true)}>
            {t('secret.store')}
          </Button>
        }
      />
      <DetailSection title={t('secret.detail.basic')} rows={rows.map(([k, value]) => [t(k), value] as [string, ReactNode])} />
      <section className="form-section" aria-label={t('secret.detail.value')}>
        <h2 className="form-section-title">{t('secret.detail.value')}</h2>
        <dl className="detail-grid">
          <div className="detail-row">
            <dt>{t('secret.currentVersion')}</dt>
            <dd>{shown?.VersionId ?? '-'}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('secret.value')}</dt>
            <dd>
              <span className="secret-value" data-masked={shown ? undefined : 'true'}>
                {shown ? shown.SecretData : MASK}
              </span>{' '}
              <Button text type="primary" disabled={pending} onClick={shown ? () => setShown(null) : show}>
                {t(shown ? 'secret.hide' : 'secret.show')}
              </Button>
            </dd>
          </div>
        </dl>
      </section>
      <section className="form-section" aria-label={t('secret.detail.versions')}>
        <h2 className="form-section-title">{t('secret.detail.versions')}</h2>
        <Table dataSource={versions.data?.VersionIds?.VersionId ?? []} loading={versions.loading} primaryKey="VersionId" emptyContent={t('common.noData')} aria-label={t('secret.detail.versions')}>
          <Table.Column title={t('ver.col.id')} dataIndex="VersionId" />
          <Table.Column title={t('ver.col.stages')} cell={(_: unknown, __: number, v: Version) => v.VersionStages.VersionStage.join(', ')} />
          <Table.Column title={t('ver.col.created')} cell={(_: unknown, __: number, v: Version) => formatTime(v.CreateTime)} />
        </Table>
      </section>
      {storing && (
        <PutSecretValueDialog
          secretName={name}
          regionId={regionId}
          t={t}
          onClose={() => setStoring(false)}
          onDone={() => {
            setShown(null);
            detail.reload();
            versions.reload();
          }}
        />
      )}
    </div>
  );
}
