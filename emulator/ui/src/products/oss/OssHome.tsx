import { useEffect } from 'react';
import { navigate } from '../../lib/router';

/** `/oss` opens the bucket list. */
export function OssHome() {
  useEffect(() => navigate('/oss/buckets', { replace: true }), []);
  return null;
}
