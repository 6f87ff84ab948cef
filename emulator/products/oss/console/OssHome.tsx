import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';
import { useOss } from './useOss';

/** `/oss` opens the bucket list; the consoles of 2019 and 2021 opened on their Overview page. */
export function OssHome() {
  const { flag } = useOss();
  const home = flag('homeOverview') ? '/oss/overview' : '/oss/buckets';
  useEffect(() => navigate(home, { replace: true }), [home]);
  return null;
}
