import { useState } from 'react';
import { Button } from '@alifd/next';
import { DataTable } from '../../../console/src/components/DataTable';
import { Link } from '../../../console/src/components/Link';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
import { DeleteSecretDialog } from './SecretDialogs';
import type { ListSecrets, SecretItem } from './types';
import { useKms } from './useKms';

/** `/kms/secrets`: the region's secrets, with Create Secret and the row actions Details and Delete (or Restore). */
export function SecretsPage() {
  const { t } = useKms();
  const { regionId } = useConsole();
  const list = useApiQuery<ListSecrets>('Kms', 'ListSecrets', { RegionId: regionId, PageSize: 100 });
  const [deleting, setDeleting] = useState<string | null>(null);
  useQueryErrors(t, list.error);
  return (
    <div className="page">
      <PageHeader title={t('secrets.title')} />
      <ListToolbar t={t} createLabel={t('secrets.create')} onCreate={() => navigate('/kms/secrets/create')} onRefresh={list.reload} />
      <DataTable<SecretItem>
        t={t}
        label={t('secrets.title')}
        rows={list.data?.SecretList?.Secret ?? []}
        loading={list.loading}
        primaryKey="SecretName"
        className="resource-table"
        columns={[
          { title: t('secrets.col.name'), cell: (s) => <Link to={`/kms/secrets/${encodeURIComponent(s.SecretName)}`}>{s.SecretName}</Link> },
          { title: t('secrets.col.type'), cell: (s) => t(`secretType.${s.SecretType ?? 'Generic'}`) },
          {
            title: t('secrets.col.status'),
            cell: (s) => (s.PlannedDeleteTime ? <StatusTag label={t('secretStatus.PendingDeletion')} tone="error" /> : <StatusTag label={t('secretStatus.Normal')} tone="success" />),
          },
          { title: t('secrets.col.created'), cell: (s) => formatTime(s.CreateTime) },
          { title: t('secrets.col.updated'), cell: (s) => formatTime(s.UpdateTime) },
          {
            title: t('common.actions'),
            width: 160,
            cell: (s) => (
              <div className="row-actions">
                <Link to={`/kms/secrets/${encodeURIComponent(s.SecretName)}`}>{t('action.details')}</Link>
                {s.PlannedDeleteTime ? (
                  <Button text type="primary" onClick={async () => (await runAction('Kms', 'RestoreSecret', { RegionId: regionId, SecretName: s.SecretName }, t, t('toast.secretRestored'))) && list.reload()}>
                    {t('action.restore')}
                  </Button>
                ) : (
                  <Button text type="primary" onClick={() => setDeleting(s.SecretName)}>
                    {t('action.delete')}
                  </Button>
                )}
              </div>
            ),
          },
        ]}
      />
      {deleting && <DeleteSecretDialog secretName={deleting} regionId={regionId} t={t} onClose={() => setDeleting(null)} onDone={list.reload} />}
    </div>
  );
}
