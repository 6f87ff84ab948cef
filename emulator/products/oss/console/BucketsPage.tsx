import { useState } from 'react';
import { Button, Dropdown, Input, Menu } from '@alifd/next';
import { ActionConfirm } from '../../../console/src/components/ActionConfirm';
import { DataTable } from '../../../console/src/components/DataTable';
import { Link } from '../../../console/src/components/Link';
import { ListToolbar } from '../../../console/src/components/ListToolbar';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import { onValue } from '../../../console/src/lib/onValue';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useQueryErrors } from '../../../console/src/lib/useDialogForm';
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
  useQueryErrors(t, list.error);
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
      <ListToolbar t={t} createLabel={t('buckets.create')} onCreate={() => setCreating(true)} onRefresh={list.reload}>
        <Input aria-label={t('buckets.search')} placeholder={t('buckets.search')} value={search} onChange={onValue<string>(setSearch)} style={{ width: 280 }} />
      </ListToolbar>
      <DataTable<BucketSummary>
        t={t}
        label={t('buckets.title')}
        rows={rows}
        loading={list.loading}
        primaryKey="Name"
        className="resource-table"
        columns={[
          { title: t('bucket.col.name'), cell: (r) => <Link to={`/oss/bucket/${encodeURIComponent(r.Name)}/${opens}`}>{r.Name}</Link> },
          { title: t('bucket.col.region'), width: 180, cell: (r) => regionName(r.Region) },
          { title: t('bucket.col.storageClass'), width: 180, cell: (r) => t(`storage.${r.StorageClass}`) },
          { title: t('bucket.col.created'), width: 180, cell: (r) => formatTime(r.CreationDate) },
          {
            title: t('common.actions'),
            width: 180,
            cell: (r) => (
              <div className="row-actions">
                <Link to={`/oss/bucket/${encodeURIComponent(r.Name)}/overview`}>{t('action.details')}</Link>
                <Dropdown trigger={more} triggerType="click" align="tr br">
                  <Menu onItemClick={() => setDeleting(r)}>
                    <Menu.Item key="delete">{t('action.deleteBucket')}</Menu.Item>
                  </Menu>
                </Dropdown>
              </div>
            ),
          },
        ]}
      />
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
        <ActionConfirm
          t={t}
          title={t('deleteBucket.title')}
          call={['Oss', 'DeleteBucket', { BucketName: deleting.Name, RegionId: deleting.Region }]}
          success={t('toast.bucketDeleted')}
          onDone={list.reload}
          onClose={() => setDeleting(null)}
        >
          <p>{t('deleteBucket.confirm', { name: deleting.Name })}</p>
        </ActionConfirm>
      )}
    </div>
  );
}
