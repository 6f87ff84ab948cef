import type { ReactNode } from 'react';
import type { Product } from '../lib/api';
import { runAction } from '../lib/runAction';
import type { Translate } from '../lib/vocabulary';
import { ConfirmDialog } from './ConfirmDialog';

export type Props = {
  t: Translate;
  title: string;
  /** The write call OK makes: product, action, parameters. */
  call: [Product, string, Record<string, unknown>];
  /** The toast once it succeeded. */
  success: string;
  /** Runs before the call; false stops there (it has shown its error). */
  before?: () => Promise<boolean>;
  /** After the call succeeded (a list's reload). */
  onDone?: () => void;
  onClose: () => void;
  okLabel?: string;
  width?: number;
  children: ReactNode;
};

/**
 * A confirmation (Delete, Disable …) whose OK makes one write call: OK / Cancel, a toast when it succeeded, the
 * cloud's error as a notification when it failed (the dialog stays open).
 */
export function ActionConfirm({ t, title, call, success, before, onDone, onClose, okLabel, width, children }: Props) {
  return (
    <ConfirmDialog
      title={title}
      okLabel={okLabel ?? t('common.ok')}
      cancelLabel={t('common.cancel')}
      width={width}
      onClose={onClose}
      onOk={async () => {
        if (before && !(await before())) return false;
        const ok = await runAction(call[0], call[1], call[2], t, success);
        if (ok) onDone?.();
        return ok;
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
