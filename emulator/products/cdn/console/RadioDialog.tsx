// A confirm dialog that sets one choice of a domain's configuration: a titled radio group, OK and Cancel
// (the HTTPS page's Force Redirect, the Back-to-origin page's Origin Protocol Policy).
import { useState } from 'react';
import { Form, Radio } from '@alifd/next';
import { ConfirmDialog } from '../../../console/src/components/ConfirmDialog';
import { onValue } from '../../../console/src/lib/onValue';
import type { Translate } from '../../../console/src/lib/vocabulary';

export function RadioDialog<V extends string>(props: {
  title: string;
  label: string;
  /** Each choice and its vocabulary key, in the order the console lists them. */
  choices: Array<[V, string]>;
  current: V;
  t: Translate;
  onClose: () => void;
  onSave: (value: V) => Promise<boolean>;
}) {
  const { title, label, choices, current, t, onClose, onSave } = props;
  const [value, setValue] = useState<V>(current);
  return (
    <ConfirmDialog title={title} okLabel={t('common.ok')} cancelLabel={t('common.cancel')} onOk={() => onSave(value)} onClose={onClose}>
      <Form labelAlign="top">
        <Form.Item label={label}>
          <Radio.Group aria-label={label} value={value} onChange={onValue<V>(setValue)}>
            {choices.map(([choice, key]) => (
              <Radio key={choice} value={choice}>
                {t(key)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
      </Form>
    </ConfirmDialog>
  );
}
