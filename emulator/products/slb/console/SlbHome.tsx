import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/slb` opens the CLB instance list, as the SLB console does. */
export function SlbHome() {
  useEffect(() => navigate('/slb/instances', { replace: true }), []);
  return null;
}
