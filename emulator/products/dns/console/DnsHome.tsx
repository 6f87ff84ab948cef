import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';

/** `/dns` opens the Domain Name Resolution list, as the Alibaba Cloud DNS console does. */
export function DnsHome() {
  useEffect(() => navigate('/dns/domains', { replace: true }), []);
  return null;
}
