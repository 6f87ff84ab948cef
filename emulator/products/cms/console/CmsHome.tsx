import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/cms` opens the alert rules. */
export function CmsHome() {
  useEffect(() => navigate('/cms/alert-rules', { replace: true }), []);
  return null;
}
