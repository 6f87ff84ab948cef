import { StatusTag, type Tone } from '../../../../console/src/components/StatusTag';
import type { Translate } from '../../../../console/src/lib/vocabulary';

const TONES: Record<string, Tone> = {
  In_use: 'success', Available: 'stopped', Creating: 'pending', Attaching: 'pending', Detaching: 'pending', ReIniting: 'pending',
  accomplished: 'success', progressing: 'pending', failed: 'error', UnAvailable: 'error',
};

/** A disk, snapshot or image status as a tag; labels `storage.status.<Status>`. */
export function StorageStatus({ status, t, progress }: { status: string; t: Translate; progress?: string }) {
  const key = `storage.status.${status}`;
  const label = t.has(key) ? t(key) : status;
  return <StatusTag label={progress && status !== 'accomplished' && status !== 'Available' ? `${label} ${progress}` : label} tone={TONES[status] ?? 'pending'} />;
}
