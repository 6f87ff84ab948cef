import { StatusTag, type Tone } from '../../components/StatusTag';
import type { Translate } from '../../lib/vocabulary';

const TONES: Record<string, Tone> = { Available: 'stopped', InUse: 'success', Associating: 'pending', Unassociating: 'pending' };

/** An EIP's status: Available (not associated), Associating, InUse, Unassociating. */
export function EipStatus({ status, t }: { status: string; t: Translate }) {
  const key = `eip.status.${status}`;
  return <StatusTag label={t.has(key) ? t(key) : status} tone={TONES[status] ?? 'pending'} />;
}
