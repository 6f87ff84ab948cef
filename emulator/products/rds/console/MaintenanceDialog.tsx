import { useState } from 'react';
import { Form, Select } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import { runAction } from '../../../console/src/lib/runAction';
import type { DbInstance } from './types';
import { useRds } from './useRds';

/** The window every instance starts with: 02:00-06:00 in UTC+8. */
export const DEFAULT_MAINTAIN_TIME = '18:00Z-22:00Z';

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:mm` in this computer's time zone of the UTC hour `h` (the console shows windows in the browser's zone). */
export function localTime(utcHour: number): string {
  const d = new Date(Date.UTC(2000, 0, 1, utcHour));
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The UTC start and end hours of a `HH:mmZ-HH:mmZ` window. */
export function windowHours(value: string | undefined): [number, number] {
  const m = /^(\d{2}):\d{2}Z-(\d{2}):\d{2}Z$/.exec(value ?? DEFAULT_MAINTAIN_TIME) ?? /^(\d{2}):\d{2}Z-(\d{2}):\d{2}Z$/.exec(DEFAULT_MAINTAIN_TIME)!;
  return [Number(m[1]), Number(m[2])];
}

/** A window as the page shows it, such as `02:00-06:00`. */
export function windowLabel(value: string | undefined): string {
  const [start, end] = windowHours(value);
  return `${localTime(start)}-${localTime(end)}`;
}

function zoneLabel(): string {
  const minutes = -new Date().getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  return `UTC${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

/**
 * Settings beside Maintenance Window: a Start Time and an End Time on the hour, in this computer's time zone
 * (each choice stands for a whole UTC hour, so the window the API gets is always on the hour), then Yes
 * (ModifyDBInstanceMaintainTime with `HH:00Z-HH:00Z`).
 */
export function MaintenanceDialog({ instance, onClose, onDone }: { instance: DbInstance; onClose: () => void; onDone: () => void }) {
  const { t } = useRds();
  const [initialStart, initialEnd] = windowHours(instance.MaintainTime);
  const [start, setStart] = useState(initialStart);
  const [end, setEnd] = useState(initialEnd);
  const hours = Array.from({ length: 24 }, (_, h) => h)
    .sort((a, b) => localTime(a).localeCompare(localTime(b)))
    .map((h) => ({ value: h, label: localTime(h) }));
  const same = start === end;
  return (
    <ConfirmDialog
      title={t('maint.title')}
      okLabel={t('maint.yes')}
      cancelLabel={t('common.cancel')}
      okDisabled={same}
      onClose={onClose}
      onOk={async () => {
        const ok = await runAction('Rds', 'ModifyDBInstanceMaintainTime', { DBInstanceId: instance.DBInstanceId, MaintainTime: `${pad(start)}:00Z-${pad(end)}:00Z` }, t, t('toast.maintainModified'));
        if (ok) onDone();
        return ok;
      }}
    >
      <Form labelAlign="top">
        <Form.Item label={t('maint.start')}>
          <Select aria-label={t('maint.start')} value={start} onChange={onValue<number>(setStart)} dataSource={hours} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('maint.end')} {...(same ? { validateState: 'error' as const, help: t('maint.same') } : {})}>
          <Select aria-label={t('maint.end')} value={end} onChange={onValue<number>(setEnd)} dataSource={hours} style={{ width: 200 }} />
        </Form.Item>
        <p className="field-help">{t('maint.zone', { zone: zoneLabel() })}</p>
      </Form>
    </ConfirmDialog>
  );
}
