import type { ReactNode } from 'react';
import { Dialog } from '@alifd/next';
import type { Translate } from '../lib/vocabulary';

export type Props = {
  t: Translate;
  title: string;
  /** Default 640 px. */
  width?: number;
  /** The OK button shows it is loading. */
  busy: boolean;
  okDisabled?: boolean;
  /** OK's label; default the console's OK (`common.ok`). */
  okLabel?: string;
  /** Checks and submits; the dialog's owner closes it when the calls succeed. */
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
};

/** A hand-drawn dialog holding a form: OK submits it (loading while the calls run), Cancel and the close icon close it. */
export function FormDialog({ t, title, width = 640, busy, okDisabled, okLabel, onOk, onClose, children }: Props) {
  return (
    <Dialog
      v2
      visible
      title={title}
      width={width}
      onOk={onOk}
      onCancel={onClose}
      onClose={onClose}
      okProps={{ children: okLabel ?? t('common.ok'), loading: busy, ...(okDisabled === undefined ? {} : { disabled: okDisabled }) }}
      cancelProps={{ children: t('common.cancel') }}
    >
      {children}
    </Dialog>
  );
}
