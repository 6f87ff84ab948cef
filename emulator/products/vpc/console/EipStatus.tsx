import { StatusTag, type Tone } from '../../../console/src/components/StatusTag';
import type { Translate } from '../../../console/src/lib/vocabulary';

const TONES: Record<string, Tone> = { Available: 'stopped', InUse: 'success', Associating: 'pending', Unassociating: 'pending' };

/** An EIP's status: Available (not associated), Associating, InUse, Unassociating. */
export function EipStatus({ status, t }: { status: string; t: Translate }) {
  const key = `eip.status.${status}`;
  return <StatusTag label={t.has(key) ? t(key) : status} tone={TONES[status] ?? 'pending'} />;
}
