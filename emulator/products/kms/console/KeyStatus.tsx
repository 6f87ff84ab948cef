import { StatusTag, type Tone } from '../../../console/src/components/StatusTag';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { state: string; t: Translate };

const TONES: Record<string, Tone> = { Enabled: 'success', Disabled: 'stopped', PendingDeletion: 'error', PendingImport: 'pending' };

/** A key's state (Enabled, Disabled, Pending Deletion) as a status tag. */
export function KeyStatus({ state, t }: Props) {
  const key = `status.${state}`;
  return <StatusTag label={t.has(key) ? t(key) : state} tone={TONES[state] ?? 'pending'} />;
}
