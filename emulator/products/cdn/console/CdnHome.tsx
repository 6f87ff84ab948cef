import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/cdn` opens the Domain Names list. */
export function CdnHome() {
  useEffect(() => navigate('/cdn/domains', { replace: true }), []);
  return null;
}
