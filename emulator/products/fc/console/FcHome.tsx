import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/fc` opens Services & Functions, as the Function Compute 2.0 console does. */
export function FcHome() {
  useEffect(() => navigate('/fc/services', { replace: true }), []);
  return null;
}
