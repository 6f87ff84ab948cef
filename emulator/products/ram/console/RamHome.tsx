import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/ram` opens the AccessKey page (the page the RAM console opened on before the identities were added). */
export function RamHome() {
  useEffect(() => navigate('/ram/manage/ak', { replace: true }), []);
  return null;
}
