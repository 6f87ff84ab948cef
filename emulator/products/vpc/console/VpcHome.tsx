import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/vpc` opens the VPC list, as the VPC console does. */
export function VpcHome() {
  useEffect(() => navigate('/vpc/vpcs', { replace: true }), []);
  return null;
}
