import { useEffect } from 'react';
import { navigate } from '../../lib/router';
import type { PageProps } from '../types';

/** `/rds/instances/:id` opens the instance's Basic Information. */
export function InstanceHome({ params }: PageProps) {
  useEffect(() => navigate(`/rds/instances/${params.id}/basic`, { replace: true }), [params.id]);
  return null;
}
