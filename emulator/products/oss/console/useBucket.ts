import { useEffect } from 'react';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { BucketInfo } from './types';

/** A bucket's GetBucketInfo, and the parameters every call about it carries (its name and its region). */
export function useBucket(name: string, t: Translate) {
  const info = useApiQuery<BucketInfo>('Oss', 'GetBucketInfo', { BucketName: name });
  useEffect(() => {
    if (info.error) notifyApiError(info.error, t);
  }, [info.error, t]);
  const bucket = info.data?.BucketInfo.Bucket ?? null;
  const params = { BucketName: name, ...(bucket ? { RegionId: bucket.Region } : {}) };
  return { info, bucket, params };
}
