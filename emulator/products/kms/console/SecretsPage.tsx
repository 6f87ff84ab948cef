import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { StatusTag } from '../../../console/src/components/StatusTag';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { DeleteSecretDialog } from './SecretDialogs';
import type { ListSecrets, SecretItem } from './types';
import { useKms } from './useKms';

/** `/kms/secrets`: the region's secrets, with Create Secret and the row actions Details and Delete (or Restore). */
export function SecretsPage() {
  const { t } = useKms();
  const { regionId } = useConsole();
  const list = useApiQuery<ListSecrets>('Kms', 'ListSecrets', { RegionId: regionId, PageSize: 100 });
  const [deleting, setDeleting] = useState<string | null>(null);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  return (
    <div className="page">
      <PageHeader title={t('secrets.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/kms/secrets/create')}>
          {t('secrets.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.SecretList?.Secret ?? []} loading={list.loading} primaryKey="SecretName" emptyContent={t('common.noData')} className="resource-table" aria-label={t('secrets.title')}>
        <Table.Column title={t('secrets.col.name')} cell={(_: unknown, __: number, s: SecretItem) => <Link to={`/kms/secrets/${encodeURIComponent(s.SecretName)}`}>{s.SecretName}</Link>} />
        <Table.Column title={t('secrets.col.type')} cell={(_: unknown, __: number, s: SecretItem) => t(`secretType.${s.SecretType ?? 'Generic'}`)} />
        <Table.Column
          title={t('secrets.col.status')}
          cell={(_: unknown, __: number, s: SecretItem) =>
            s.PlannedDeleteTime ? <StatusTag label={t('secretStatus.PendingDeletion')} tone="error" /> : <StatusTag label={t('secretStatus.Normal')} tone="success" />
          }
        />
        <Table.Column title={t('secrets.col.created')} cell={(_: unknown, __: number, s: SecretItem) => formatTime(s.CreateTime)} />
        <Table.Column title={t('secrets.col.updated')} cell={(_: unknown, __: number, s: SecretItem) => formatTime(s.UpdateTime)} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, s: SecretItem) => (
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
          )}
        />
      </Table>
      {deleting && <DeleteSecretDialog secretName={deleting} regionId={regionId} t={t} onClose={() => setDeleting(null)} onDone={list.reload} />}
    </div>
  );
}
