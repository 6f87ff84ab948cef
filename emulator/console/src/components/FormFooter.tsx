import type { ReactNode } from 'react';
import { Button } from '@alifd/next';
import { navigate } from '../lib/router';
import type { Translate } from '../lib/vocabulary';

export type Props = {
  t: Translate;
  /** The primary button's label; the console's OK without it. */
  submitLabel?: string;
  /** The primary button spins while the submission runs. */
  busy?: boolean;
  onSubmit: () => void;
  /** Where Cancel goes (the list the form was opened from). */
  cancelTo: string;
  /** Buttons before the primary one (a wizard's Previous). */
  before?: ReactNode;
};

/** A create page's footer: the primary (submit) button and Cancel. */
export function FormFooter({ t, submitLabel, busy, onSubmit, cancelTo, before }: Props) {
  return (
    <div className="form-footer">
      {before}
      <Button type="primary" loading={busy} onClick={onSubmit}>
        {submitLabel ?? t('common.ok')}
      </Button>
      <Button onClick={() => navigate(cancelTo)}>{t('common.cancel')}</Button>
    </div>
  );
}
