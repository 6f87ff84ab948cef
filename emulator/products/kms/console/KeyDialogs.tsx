import { useState } from 'react';
import { Form, Input, Message } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { Translate } from '../../../console/src/lib/vocabulary';
import type { KeyAction } from './KeyActions';
import { useKms } from './useKms';
import type { KeyRow } from './types';

export type Props = { kind: KeyAction; row: KeyRow; regionId: string; t: Translate; onClose: () => void; onDone: () => void };

const LAYOUT = { labelAlign: 'top' as const };

/** The dialogs of a key's row actions: Disable, Enable, Schedule Deletion (with its pending period), Cancel Deletion. */
export function KeyDialog({ kind, row, regionId, t, onClose, onDone }: Props) {
  // kms@2021: the pending window is 7–30 days and starts at 30; since 2023 it is 7–366 and starts at 366.
  const maxDays = useKms().flag('scheduleWindow30') ? 30 : 366;
  const [days, setDays] = useState(String(maxDays));
  const [daysError, setDaysError] = useState<string | undefined>();
  const call = async (action: string, params: Record<string, unknown>, done: string) => {
    const ok = await runAction('Kms', action, { RegionId: regionId, KeyId: row.KeyId, ...params }, t, done);
    if (ok) onDone();
    return ok;
  };
  const common = { okLabel: t('common.ok'), cancelLabel: t('common.cancel'), onClose };
  if (kind === 'disable' || kind === 'enable') {
    const disable = kind === 'disable';
    return (
      <ConfirmDialog {...common} title={t(disable ? 'disable.title' : 'enable.title')} onOk={() => call(disable ? 'DisableKey' : 'EnableKey', {}, t(disable ? 'toast.keyDisabled' : 'toast.keyEnabled'))}>
        <p>{t(disable ? 'disable.confirm' : 'enable.confirm', { id: row.KeyId })}</p>
      </ConfirmDialog>
    );
  }
  if (kind === 'cancel') {
    return (
      <ConfirmDialog {...common} title={t('cancelDeletion.title')} onOk={() => call('CancelKeyDeletion', {}, t('toast.deletionCancelled'))}>
        <p>{t('cancelDeletion.confirm', { id: row.KeyId })}</p>
      </ConfirmDialog>
    );
  }
  const schedule = async () => {
    const n = Number(days.trim());
    if (!Number.isInteger(n) || n < 7 || n > maxDays) {
      setDaysError(t('schedule.err.days'));
      return false;
    }
    return call('ScheduleKeyDeletion', { PendingWindowInDays: n }, t('toast.deletionScheduled'));
  };
  return (
    <ConfirmDialog {...common} title={t('schedule.title')} width={600} onOk={schedule}>
      <Message type="warning" style={{ margin: '0 0 12px' }}>
        {t('schedule.warning')}
      </Message>
      <ul className="dialog-resources">
        <li>{row.KeyId}</li>
      </ul>
      <Form {...LAYOUT}>
        <Form.Item label={t('schedule.days')} required validateState={daysError ? 'error' : undefined} help={daysError} extra={<span className="field-help">{t('schedule.help')}</span>}>
          <Input
            aria-label={t('schedule.days')}
            value={days}
            onChange={onValue<string>((v) => (setDays(v), setDaysError(undefined)))}
            style={{ width: 200 }}
          />
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
