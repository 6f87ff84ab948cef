import { StatusTag, type Tone } from '../../../console/src/components/StatusTag';
import type { Translate } from '../../../console/src/lib/vocabulary';

const TONES: Record<string, Tone> = { online: 'success', configuring: 'pending', offline: 'stopped' };

/** A domain's DomainStatus as the console shows it: Running, Configuring, Disabled. */
export function DomainStatusTag({ status, t }: { status: string; t: Translate }) {
  return <StatusTag label={TONES[status] ? t(`status.${status}`) : status} tone={TONES[status] ?? 'error'} />;
}
