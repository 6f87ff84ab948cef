import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { PageProps } from '../../../console/src/lib/product';
import { CreateAliasDialog } from './CreateAliasDialog';
import { DeletionProtectionDialog } from './DeletionProtectionDialog';
import { KeyStatus } from './KeyStatus';
import { RotationDialog } from './RotationDialog';
import type { Alias, KeyMetadata, ListAliases } from './types';
import { useKms } from './useKms';
import { DetailSection } from '../../../console/src/components/DetailSection';

/** `/kms/keys/:id` (Details): the key's basic information and its aliases (Create Alias, Delete). */
export function KeyDetailPage({ params }: PageProps) {
  const { t } = useKms();
  const { regionId } = useConsole();
  const key = useApiQuery<{ KeyMetadata: KeyMetadata }>('Kms', 'DescribeKey', { RegionId: regionId, KeyId: params.id });
  const aliases = useApiQuery<ListAliases>('Kms', 'ListAliasesByKeyId', { RegionId: regionId, KeyId: params.id, PageSize: 100 });
  const [adding, setAdding] = useState(false);
  const [protecting, setProtecting] = useState(false);
  const [deleting, setDeleting] = useState<Alias | null>(null);
  const [rotating, setRotating] = useState(false);
  useEffect(() => {
    if (key.error) notifyApiError(key.error, t);
  }, [key.error, t]);
  const m = key.data?.KeyMetadata;
  const rows: [string, React.ReactNode][] = m
    ? [
        ['key.detail.id', m.KeyId],
        ['key.detail.arn', m.Arn],
        ['keys.col.spec', m.KeySpec],
        ['keys.col.usage', m.KeyUsage],
        ['keys.col.status', <KeyStatus key="s" state={m.KeyState} t={t} />],
        ['keys.col.protection', t(`protection.${m.ProtectionLevel}`)],
        ['key.detail.description', m.Description || '-'],
        [
          'key.detail.rotation',
          m.AutomaticRotation === 'Enabled'
            ? t('rotation.on', { days: Math.round(Number((m.RotationInterval ?? '0s').slice(0, -1)) / 86_400) })
            : t('rotation.off'),
        ],
        ['key.detail.deletionProtection', t(m.DeletionProtection === 'Enabled' ? 'deletionProtection.on' : 'deletionProtection.off')],
        ['keys.col.created', formatTime(m.CreationDate)],
        ...(m.DeleteDate ? [['key.detail.deleteDate', formatTime(m.DeleteDate)] as [string, React.ReactNode]] : []),
      ]
    : [];
  return (
    <div className="page">
      <PageHeader
        title={params.id}
        back="/kms/keys"
        crumbs={[{ label: t('keys.title'), to: '/kms/keys' }, { label: params.id }]}
        extra={
          <Button disabled={m?.KeyState !== 'Enabled' || !m?.KeySpec.startsWith('Aliyun_')} onClick={() => setRotating(true)}>
            {t('rotation.configure')}
          </Button>
        }
      />
      <DetailSection title={t('key.detail.basic')} rows={rows.map(([k, value]) => [t(k), value] as [string, ReactNode])} />
      <div className="list-toolbar">
        <Button disabled={!m || m.KeyState === 'PendingDeletion'} onClick={() => setProtecting(true)}>
          {t(m?.DeletionProtection === 'Enabled' ? 'deletionProtection.disable' : 'deletionProtection.enable')}
        </Button>
      </div>
      <section className="form-section" aria-label={t('key.detail.aliases')}>
        <h2 className="form-section-title">{t('key.detail.aliases')}</h2>
        <div className="list-toolbar">
          <Button type="primary" disabled={m?.KeyState === 'PendingDeletion'} onClick={() => setAdding(true)}>
            {t('alias.create')}
          </Button>
        </div>
        <Table dataSource={aliases.data?.Aliases?.Alias ?? []} loading={aliases.loading} primaryKey="AliasName" emptyContent={t('common.noData')} aria-label={t('key.detail.aliases')}>
          <Table.Column title={t('alias.name')} dataIndex="AliasName" />
          <Table.Column title={t('alias.col.arn')} dataIndex="AliasArn" />
          <Table.Column
            title={t('common.actions')}
            width={120}
            cell={(_: unknown, __: number, a: Alias) => (
              <Button text type="primary" onClick={() => setDeleting(a)}>
                {t('action.delete')}
              </Button>
            )}
          />
        </Table>
      </section>
      {adding && <CreateAliasDialog keyId={params.id} regionId={regionId} t={t} onClose={() => setAdding(false)} onDone={aliases.reload} />}
      {protecting && m && <DeletionProtectionDialog meta={m} regionId={regionId} t={t} onClose={() => setProtecting(false)} onDone={key.reload} />}
      {rotating && m && <RotationDialog meta={m} regionId={regionId} t={t} onClose={() => setRotating(false)} onDone={key.reload} />}
      {deleting && (
        <ConfirmDialog
          title={t('alias.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Kms', 'DeleteAlias', { RegionId: regionId, AliasName: deleting.AliasName }, t, t('toast.aliasDeleted'));
            if (ok) aliases.reload();
            return ok;
          }}
        >
          <p>{t('alias.delete.confirm', { name: deleting.AliasName })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
