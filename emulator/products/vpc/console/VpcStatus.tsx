import { StatusTag } from '../../../console/src/components/StatusTag';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { status: string; t: Translate };

/** Available / Pending status of a VPC or vSwitch. */
export function VpcStatus({ status, t }: Props) {
  const key = `status.${status}`;
  return <StatusTag label={t.has(key) ? t(key) : status} tone={status === 'Available' ? 'success' : 'pending'} />;
}
