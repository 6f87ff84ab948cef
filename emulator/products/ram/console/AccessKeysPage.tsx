import { useEffect, useState } from 'react';
import { Button, Message, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { NewAccessKeyDialog } from './NewAccessKeyDialog';
import type { AccessKeyItem, CreateAccessKey, ListAccessKeys } from './types';
import { useRam } from './useRam';

/** `/ram/manage/ak`: the account's AccessKey pairs; creating one shows its secret once. */
export function AccessKeysPage() {
  const { t } = useRam();
  const list = useApiQuery<ListAccessKeys>('Ram', 'ListAccessKeys', {});
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreateAccessKey['AccessKey'] | null>(null);
  const [deleting, setDeleting] = useState<AccessKeyItem | null>(null);
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const create = async () => {
    setCreating(true);
    try {
      const res = await callApi<CreateAccessKey>('Ram', 'CreateAccessKey', {});
      setCreated(res.AccessKey);
      list.reload();
    } catch (err) {
      notifyApiError(err, t);
    } finally {
      setCreating(false);
    }
  };
  return (
    <div className="page">
      <PageHeader title={t('nav.accessKeys')} />
      <Message type="warning" style={{ margin: "0 0 16px" }}>
        {t('ak.note')}
      </Message>
      <div className="list-toolbar">
        <Button type="primary" loading={creating} onClick={create}>
          {t('ak.create')}
        </Button>
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={list.data?.AccessKeys?.AccessKey ?? []} loading={list.loading} primaryKey="AccessKeyId" emptyContent={t('common.noData')} aria-label={t('nav.accessKeys')}>
        <Table.Column title={t('ak.col.id')} dataIndex="AccessKeyId" />
        <Table.Column title={t('ak.col.status')} cell={(_: unknown, __: number, k: AccessKeyItem) => t(`ak.status.${k.Status}`)} />
        <Table.Column title={t('ak.col.created')} dataIndex="CreateDate" />
        <Table.Column
          title={t('common.actions')}
          width={120}
          cell={(_: unknown, __: number, k: AccessKeyItem) => (
            <Button text type="primary" onClick={() => setDeleting(k)}>
              {t('ak.delete')}
            </Button>
          )}
        />
      </Table>
      {created && <NewAccessKeyDialog created={created} t={t} onClose={() => setCreated(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('ak.delete.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Ram', 'DeleteAccessKey', { UserAccessKeyId: deleting.AccessKeyId }, t, t('toast.akDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('ak.delete.confirm', { id: deleting.AccessKeyId })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
