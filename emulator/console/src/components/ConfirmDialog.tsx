import { useState, type ReactNode } from 'react';
import { Dialog } from '@alifd/next';

export type Props = {
  title: string;
  children: ReactNode;
  okLabel: string;
  cancelLabel: string;
  /** Default 520 px. */
  width?: number;
  /** OK stays disabled while the dialog's own fields say the action cannot run yet. */
  okDisabled?: boolean;
  /** Runs the action; the dialog stays open (button loading) until it settles, and closes only on success. */
  onOk: () => Promise<boolean>;
  onClose: () => void;
};

export function ConfirmDialog({ title, children, okLabel, cancelLabel, width = 520, okDisabled = false, onOk, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    setBusy(true);
    const done = await onOk();
    if (done) onClose();
    else setBusy(false);
  };
  return (
    <Dialog
      v2
      visible
      title={title}
      width={width}
      onOk={ok}
      onCancel={onClose}
      onClose={onClose}
      okProps={{ children: okLabel, loading: busy, disabled: okDisabled }}
      cancelProps={{ children: cancelLabel }}
    >
      {children}
    </Dialog>
  );
}
