import { StatusTag, type Tone } from '../../../console/src/components/StatusTag';
import type { Translate } from '../../../console/src/lib/vocabulary';

export type Props = { status: string; t: Translate };

const TONES: Record<string, Tone> = {
  Running: 'success',
  Stopped: 'stopped',
  Starting: 'pending',
  Stopping: 'pending',
  Pending: 'pending',
};

export function InstanceStatus({ status, t }: Props) {
  const key = `status.${status}`;
  return <StatusTag label={t.has(key) ? t(key) : status} tone={TONES[status] ?? 'error'} />;
}
