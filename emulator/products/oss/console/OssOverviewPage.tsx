import { ConsoleLayout } from '../../../console/src/components/ConsoleLayout';
import { DetailSection } from '../../../console/src/components/DetailSection';
import { PageHeader } from '../../../console/src/components/PageHeader';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { BucketListLayout } from './BucketListLayout';
import type { ListBuckets } from './types';
import { useOss } from './useOss';

/** `/oss/overview`: the account's OSS at a glance (how many buckets); on the 2019 console beside the bucket list. */
export function OssOverviewPage() {
  const { t, nav, flag } = useOss();
  const list = useApiQuery<ListBuckets>('Oss', 'ListBuckets', { 'max-keys': 1000 });
  const count = list.data?.ListAllMyBucketsResult.Buckets.Bucket.length;
  const body = (
    <>
      <PageHeader title={t('nav.overview')} />
      <DetailSection title={t('overview.usage')} rows={[[t('overview.buckets'), count === undefined ? '…' : String(count)]]} />
    </>
  );
  if (flag('bucketTabs')) return <BucketListLayout>{body}</BucketListLayout>;
  return (
    <ConsoleLayout title={t('oss.title')} nav={nav} t={t} pathname="/oss/overview">
      <div className="page">{body}</div>
    </ConsoleLayout>
  );
}
