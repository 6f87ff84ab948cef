import { useEffect, useState } from 'react';
import { Button, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../../console/src/lib/apiErrors';
import { useConsole } from '../../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../../console/src/lib/format';
import { navigate } from '../../../../console/src/lib/router';
import { runAction } from '../../../../console/src/lib/runAction';
import { useApiQuery } from '../../../../console/src/lib/useApiQuery';
import type { KeyPair } from '../storage/types';
import { useEcs } from '../useEcs';

/** `/ecs/key-pairs`: the region's SSH key pairs (DescribeKeyPairs); Delete calls DeleteKeyPairs. */
export function KeyPairsPage() {
  const { t } = useEcs();
  const { regionId } = useConsole();
  const [deleting, setDeleting] = useState<KeyPair | null>(null);
  const list = useApiQuery<{ KeyPairs: { KeyPair: KeyPair[] } }>('Ecs', 'DescribeKeyPairs', { RegionId: regionId, PageSize: 50 });
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  return (
    <div className="page">
      <PageHeader title={t('nav.keyPairs')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => navigate('/ecs/key-pairs/create')}>
          {t('kp.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.KeyPairs?.KeyPair ?? []} loading={list.loading} primaryKey="KeyPairName" emptyContent={t('common.noData')} aria-label={t('nav.keyPairs')}>
        <Table.Column title={t('kp.col.name')} dataIndex="KeyPairName" />
        <Table.Column title={t('kp.col.fingerprint')} dataIndex="KeyPairFingerPrint" />
        <Table.Column title={t('sg.col.created')} dataIndex="CreationTime" cell={(v?: string) => (v ? formatTime(v) : t('common.none'))} />
        <Table.Column
          title={t('common.actions')}
          width={160}
          cell={(_: unknown, __: number, k: KeyPair) => (
            <div className="row-actions">
              <Button text type="primary" onClick={() => setDeleting(k)}>
                {t('kp.delete')}
              </Button>
            </div>
          )}
        />
      </Table>
      {deleting && (
        <ConfirmDialog
          title={t('kp.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Ecs', 'DeleteKeyPairs', { RegionId: regionId, KeyPairNames: JSON.stringify([deleting.KeyPairName]) }, t, t('toast.kpDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('kp.delete.confirm', { name: deleting.KeyPairName })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
