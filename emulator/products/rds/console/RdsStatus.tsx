import { StatusTag, type Tone } from '../../../console/src/components/StatusTag';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { status: string; t: Translate; prefix?: string };

const TONES: Record<string, Tone> = { Running: 'success', Available: 'success', Creating: 'pending', Unavailable: 'pending', Deleting: 'pending', Restarting: 'pending' };

/** An RDS status (instance, database or account) as a coloured tag. */
export function RdsStatus({ status, t, prefix = 'status.' }: Props) {
  const key = `${prefix}${status}`;
  return <StatusTag label={t.has(key) ? t(key) : status} tone={TONES[status] ?? 'stopped'} />;
}
