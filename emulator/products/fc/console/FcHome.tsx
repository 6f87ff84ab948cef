import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';
import { FUNCTIONS3 } from './types';
import { useFc } from './useFc';

/** `/fc` opens today's Functions page (3.0), or Services & Functions on the 2.0 console (fc@2023, flag `console2`). */
export function FcHome() {
  const console2 = useFc().flag('console2');
  useEffect(() => navigate(console2 ? '/fc/services' : FUNCTIONS3, { replace: true }), [console2]);
  return null;
}
