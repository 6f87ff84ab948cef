import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';
import { useCms } from './useCms';

/** `/cms` opens today's Alert Center, or the 1.0 alert rules on the 1.0 console (cms@2020). */
export function CmsHome() {
  const console1 = useCms().flag('console1');
  useEffect(() => navigate(console1 ? '/cms/alert-rules' : '/cms/alert-center', { replace: true }), [console1]);
  return null;
}
