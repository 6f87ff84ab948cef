import { DetailSection } from '../../../console/src/components/DetailSection';
import { useConsole } from '../../../console/src/lib/ConsoleContext';
import { formatTime } from '../../../console/src/lib/format';
import type { PageProps } from '../../../console/src/lib/product';
import { BucketLayout } from './BucketLayout';
import { useBucket } from './useBucket';
import { useOss } from './useOss';

/** `/oss/bucket/:name/overview`: the bucket's basic information. */
export function BucketOverviewPage({ params }: PageProps) {
  const { t } = useOss();
  const { regions } = useConsole();
  const { info, bucket } = useBucket(params.name, t);
  return (
    <BucketLayout name={params.name} section="overview" title={t('bnav.overview')}>
      <DetailSection
        title={t('bucket.basic')}
        loading={info.loading && !bucket ? <p>…</p> : undefined}
        rows={
          bucket
            ? [
                [t('bucket.col.name'), bucket.Name],
                [t('bucket.col.region'), regions.find((r) => r.RegionId === bucket.Region)?.LocalName ?? bucket.Region],
                [t('bucket.col.storageClass'), t(`storage.${bucket.StorageClass}`)],
                [t('bucket.col.redundancy'), t(`redundancy.${bucket.DataRedundancyType}`)],
                [t('bucket.acl'), t(`acl.${bucket.AccessControlList.Grant}`)],
                [t('bucket.versioning'), t(`versioning.${bucket.Versioning ?? 'none'}`)],
                [t('bucket.endpoint.extranet'), `${bucket.Name}.${bucket.ExtranetEndpoint}`],
                [t('bucket.endpoint.intranet'), `${bucket.Name}.${bucket.IntranetEndpoint}`],
                [t('bucket.col.created'), formatTime(bucket.CreationDate)],
              ]
            : []
        }
      />
    </BucketLayout>
  );
}
