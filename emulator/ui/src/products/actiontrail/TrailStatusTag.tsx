import { StatusTag } from '../../components/StatusTag';
import type { Translate } from '../../lib/vocabulary';
import type { Trail } from './types';

/** Logging (Status Enable) or Not Logging (a trail never started, or stopped). */
export function TrailStatusTag({ status, t }: { status: Trail['Status']; t: Translate }) {
  return status === 'Enable' ? <StatusTag label={t('status.logging')} tone="success" /> : <StatusTag label={t('status.notLogging')} tone="stopped" />;
}
