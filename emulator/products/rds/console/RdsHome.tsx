import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/rds` opens the instance list, as the RDS console does. */
export function RdsHome() {
  useEffect(() => navigate('/rds/instances', { replace: true }), []);
  return null;
}
