import type { ReactNode } from 'react';
import { Form, Radio } from '@alifd/next';
import { onValue } from '../lib/onValue';

export type Option = { value: string; label: ReactNode };

export type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Option[];
  required?: boolean;
  /** The error under the group. */
  error?: string;
  /** `button`: the console's segmented buttons. */
  shape?: 'button';
};

/** A form's radio group with its label: one radio per option, named by the label. */
export function RadioField({ label, value, onChange, options, required, error, shape }: Props) {
  return (
    <Form.Item label={label} required={required} validateState={error ? 'error' : undefined} help={error}>
      <Radio.Group shape={shape} aria-label={label} value={value} onChange={onValue<string>(onChange)}>
        {options.map((o) => (
          <Radio key={o.value} value={o.value}>
            {o.label}
          </Radio>
        ))}
      </Radio.Group>
    </Form.Item>
  );
}
