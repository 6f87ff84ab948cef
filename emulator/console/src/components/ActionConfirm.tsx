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

export type DeleteProps = {
  t: Translate;
  product: Product;
  /** The label prefix of the dialog's words: `<kind>.delete.title`, `<kind>.delete.confirm` (with `{name}`). */
  kind: string;
  name: string;
  /** The delete call: action and parameters. */
  call: [string, Record<string, unknown>];
  /** The toast's label once it is deleted. */
  toast: string;
  onDone: () => void;
  onClose: () => void;
};

/** A list row's Delete confirmation in the product's words (`<kind>.delete.*`): OK makes the delete call. */
export function DeleteConfirm({ t, product, kind, name, call, toast, onDone, onClose }: DeleteProps) {
  return (
    <ActionConfirm t={t} title={t(`${kind}.delete.title`)} call={[product, ...call]} success={t(toast)} onDone={onDone} onClose={onClose}>
      <p>{t(`${kind}.delete.confirm`, { name })}</p>
    </ActionConfirm>
  );
}
