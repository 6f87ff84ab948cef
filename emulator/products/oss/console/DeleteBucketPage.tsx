import { useState } from 'react';
import { Button } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import type { PageProps } from '../../../console/src/lib/product';
import { navigate } from '../../../console/src/lib/router';
import { runAction } from '../../../console/src/lib/runAction';
import { BucketLayout } from './BucketLayout';
import { useBucket } from './useBucket';
import { useOss } from './useOss';

/** `/oss/bucket/:name/delete` (oss@2021: Basic Settings > Delete Bucket): a page with the Delete Bucket button. */
export function DeleteBucketPage({ params }: PageProps) {
  const { t } = useOss();
  return (
    <BucketLayout name={params.name} section="delete" title={t('bnav.deleteBucket')}>
      <DeleteBucketSection name={params.name} />
    </BucketLayout>
  );
}

/** Delete Bucket, then OK in the message that follows (its own page in 2021, the Bucket管理 area of the 2019 Basic Settings tab). */
export function DeleteBucketSection({ name, heading }: { name: string; heading?: boolean }) {
  const { t, flag } = useOss();
  const { bucket, params: call } = useBucket(name, t);
  const [confirming, setConfirming] = useState(false);
  const title = t(heading ? 'bucketManage.title' : 'bnav.deleteBucket');
  return (
    <section className="form-section" aria-label={title}>
      {heading && <h3 className="form-section-title">{title}</h3>}
      <p className="field-help">{t('deleteBucket.help')}</p>
      <p>
        <Button warning type="primary" disabled={!bucket} onClick={() => setConfirming(true)}>
          {t('action.deleteBucket')}
        </Button>
      </p>
      {confirming && (
        <ConfirmDialog
          title={t('deleteBucket.title')}
          okLabel={t('common.ok')}
          cancelLabel={t('common.cancel')}
          onClose={() => setConfirming(false)}
          onOk={async () => {
            const ok = await runAction('Oss', 'DeleteBucket', call, t, t('toast.bucketDeleted'));
            if (ok) navigate(flag('bucketTabs') ? '/oss/overview' : '/oss/buckets');
            return ok;
          }}
        >
          <p>{t('deleteBucket.confirm', { name })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
