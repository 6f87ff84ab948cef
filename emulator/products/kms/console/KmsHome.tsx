import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/kms` opens the key list, as the KMS console does. */
export function KmsHome() {
  useEffect(() => navigate('/kms/keys', { replace: true }), []);
  return null;
}
