import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/oss` opens the bucket list. */
export function OssHome() {
  useEffect(() => navigate('/oss/buckets', { replace: true }), []);
  return null;
}
