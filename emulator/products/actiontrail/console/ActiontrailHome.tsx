import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/actiontrail` opens Event Query. */
export function ActiontrailHome() {
  useEffect(() => navigate('/actiontrail/events', { replace: true }), []);
  return null;
}
