import { useEffect } from 'react';
import { navigate } from '../../lib/router';

/** `/fc` opens Services & Functions, as the Function Compute 2.0 console does. */
export function FcHome() {
  useEffect(() => navigate('/fc/services', { replace: true }), []);
  return null;
}
