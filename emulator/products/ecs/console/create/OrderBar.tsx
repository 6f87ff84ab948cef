import { Button, Checkbox, NumberPicker } from '@alifd/next';
import type { SectionProps } from './form';
import { onValue } from '../../../../console/src/lib/onValue';

export type Props = SectionProps & { submitting: boolean; onSubmit: () => void };

/** The purchase page's bottom bar: quantity, the terms checkbox (required) and Confirm Order. */
export function OrderBar({ form, set, errors, t, submitting, onSubmit }: Props) {
  return (
    <div className="order-bar" role="region" aria-label={t('create.orderBar')}>
      <label className="order-qty">
        <span>{t('create.amount')}</span>
        <NumberPicker
          aria-label={t('create.amount')}
          value={form.amount}
          min={1}
          max={100}
          onChange={onValue<number>((v) => set({ amount: v }))}
          innerAfter={t('unit.units')}
        />
      </label>
      <div className="order-terms">
        <Checkbox checked={form.terms} onChange={onValue<boolean>((v) => set({ terms: v }))}>
          {t('create.terms')}
        </Checkbox>
        {errors.terms && (
          <div className="next-form-item-help field-error" role="alert">
            {errors.terms}
          </div>
        )}
      </div>
      <div className="toolbar-spacer" />
      {errors.amount && <div className="field-error">{errors.amount}</div>}
      <Button type="primary" size="large" loading={submitting} onClick={onSubmit}>
        {t('create.confirmOrder')}
      </Button>
    </div>
  );
}
