import { Checkbox, Form } from '@alifd/next';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';

/** What both Create Trigger dialogs (2.0 and 3.0) check and offer. */
export const TRIGGER_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,127}$/;
export const CRON = /^(CRON_TZ=\S+ )?(\S+ ){5}\S+$/;
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'PATCH', 'OPTIONS'];
export const LAYOUT = { labelAlign: 'left' as const, labelCol: { fixedSpan: 8 }, wrapperCol: { span: 16 } };

/** The interval's error, or null: whole minutes from `min` (1, or 5 on the fc-timer-interval-tightened variant) to 1440. */
export function intervalError(interval: string, min: number, t: Translate): string | null {
  if (/^\d+$/.test(interval) && Number(interval) >= min && Number(interval) <= 1440) return null;
  return t('trigger.err.interval', { min: String(min) });
}

type MethodsProps = { label: string; value: string[]; error?: string; onChange: (v: string[]) => void };

/** An HTTP trigger's Request Methods: a check box for each method. */
export function MethodsField({ label, value, error, onChange }: MethodsProps) {
  return (
    <Form.Item label={label} required validateState={error ? 'error' : undefined} help={error}>
      <Checkbox.Group aria-label={label} value={value} onChange={onValue<string[]>(onChange)}>
        {METHODS.map((m) => (
          <Checkbox key={m} value={m}>
            {m}
          </Checkbox>
        ))}
      </Checkbox.Group>
    </Form.Item>
  );
}
