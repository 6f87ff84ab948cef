import { useEffect } from 'react';
import { navigate } from '../../lib/router';

/** `/ram` opens the AccessKey page: the only page of the RAM console the emulator implements. */
export function RamHome() {
  useEffect(() => navigate('/ram/manage/ak', { replace: true }), []);
  return null;
}
