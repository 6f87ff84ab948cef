import { useEffect, useState } from 'react';
import { Button, Dropdown, Input, Menu, Table } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { Link } from '../../../console/src/components/Link';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { CreateBucketDialog } from './CreateBucketDialog';
import type { BucketSummary, ListBuckets } from './types';
import { useOss } from './useOss';

/** `/oss/buckets`: every bucket of the account (OSS lists buckets of all regions), Create Bucket, row actions. */
export function BucketsPage() {
  const { t, flag } = useOss();
  // Today a bucket's name opens its objects; in 2021 it opened the bucket's overview.
  const opens = flag('bucketNav2021') ? 'overview' : 'objects';
  const { regions } = useConsole();
  const list = useApiQuery<ListBuckets>('Oss', 'ListBuckets', { 'max-keys': 1000 });
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<BucketSummary | null>(null);
  const [search, setSearch] = useState('');
  useEffect(() => {
    if (list.error) notifyApiError(list.error, t);
  }, [list.error, t]);
  const needle = search.trim().toLowerCase();
  const rows = (list.data?.ListAllMyBucketsResult.Buckets.Bucket ?? []).filter((b) => b.Name.includes(needle));
  const regionName = (id: string) => regions.find((r) => r.RegionId === id)?.LocalName ?? id;
  const more = (
    <Button text type="primary" className="more-trigger">
      {t('action.more')}
      <span className="caret" aria-hidden />
    </Button>
  );
  return (
    <div className="page">
      <PageHeader title={t('buckets.title')} />
      <div className="list-toolbar">
        <Button type="primary" onClick={() => setCreating(true)}>
          {t('buckets.create')}
        </Button>
        <Input aria-label={t('buckets.search')} placeholder={t('buckets.search')} value={search} onChange={onValue<string>(setSearch)} style={{ width: 280 }} />
        <div className="toolbar-spacer" />
        <Button onClick={list.reload}>{t('common.refresh')}</Button>
      </div>
      <Table dataSource={rows} loading={list.loading} primaryKey="Name" emptyContent={t('common.noData')} className="resource-table" aria-label={t('buckets.title')}>
        <Table.Column
          title={t('bucket.col.name')}
          cell={(_: unknown, __: number, r: BucketSummary) => <Link to={`/oss/bucket/${encodeURIComponent(r.Name)}/${opens}`}>{r.Name}</Link>}
        />
        <Table.Column title={t('bucket.col.region')} width={180} cell={(_: unknown, __: number, r: BucketSummary) => regionName(r.Region)} />
        <Table.Column title={t('bucket.col.storageClass')} width={180} cell={(_: unknown, __: number, r: BucketSummary) => t(`storage.${r.StorageClass}`)} />
        <Table.Column title={t('bucket.col.created')} width={180} cell={(_: unknown, __: number, r: BucketSummary) => formatTime(r.CreationDate)} />
        <Table.Column
          title={t('common.actions')}
          width={180}
          cell={(_: unknown, __: number, r: BucketSummary) => (
            <div className="row-actions">
              <Link to={`/oss/bucket/${encodeURIComponent(r.Name)}/overview`}>{t('action.details')}</Link>
              <Dropdown trigger={more} triggerType="click" align="tr br">
                <Menu onItemClick={() => setDeleting(r)}>
                  <Menu.Item key="delete">{t('action.deleteBucket')}</Menu.Item>
                </Menu>
              </Dropdown>
            </div>
          )}
        />
      </Table>
      {creating && (
        <CreateBucketDialog
          t={t}
          onClose={() => setCreating(false)}
          onDone={() => {
            setCreating(false);
            list.reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('deleteBucket.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setDeleting(null)}
          onOk={async () => {
            const ok = await runAction('Oss', 'DeleteBucket', { BucketName: deleting.Name, RegionId: deleting.Region }, t, t('toast.bucketDeleted'));
            if (ok) list.reload();
            return ok;
          }}
        >
          <p>{t('deleteBucket.confirm', { name: deleting.Name })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
