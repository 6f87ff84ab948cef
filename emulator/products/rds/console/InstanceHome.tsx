import { useEffect } from 'react';
import { navigate } from '../../../console/src/lib/router';
import type { PageProps } from '../../../console/src/lib/product';

/** `/rds/instances/:id` opens the instance's Basic Information. */
export function InstanceHome({ params }: PageProps) {
  useEffect(() => navigate(`/rds/instances/${params.id}/basic`, { replace: true }), [params.id]);
  return null;
}
