import { StatusTag } from '../../../console/src/components/StatusTag';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { Trail } from './types';

/** Logging (Status Enable) or Not Logging (a trail never started, or stopped). */
export function TrailStatusTag({ status, t }: { status: Trail['Status']; t: Translate }) {
  return status === 'Enable' ? <StatusTag label={t('status.logging')} tone="success" /> : <StatusTag label={t('status.notLogging')} tone="stopped" />;
}
