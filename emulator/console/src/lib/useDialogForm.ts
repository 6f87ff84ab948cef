import { useEffect, useState } from 'react';
import { Message } from '@alifd/next';
import type { Product } from './api';
import { errorText, notifyApiError } from './apiErrors';
import { runAction } from './runAction';
import type { Translate } from './vocabulary';

/** Where a failed submit shows the cloud's error: the field key, or null for the notification alone. */
export type ErrorField = string | null | ((err: unknown) => string | null);

/**
 * The state of a hand-drawn form: the error under each field, the submit's loading state, and `submit`, which runs
 * the calls, shows the success toast and calls `onDone`, or shows the cloud's error as a notification and under the
 * field it names (`call`: one write call, its error as a notification only).
 */
export function useDialogForm(t: Translate) {
  const [error, setError] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const state = (key: string) => (error[key] ? ('error' as const) : undefined);
  const submit = async (calls: () => Promise<unknown>, success: string, onDone: () => void, field: ErrorField = 'name') => {
    setBusy(true);
    try {
      await calls();
      Message.success(success);
      onDone();
    } catch (err) {
      notifyApiError(err, t);
      const key = typeof field === 'function' ? field(err) : field;
      if (key !== null) setError({ [key]: errorText(err) });
      setBusy(false);
    }
  };
  /** One write call (`runAction`): loading while it runs, then `onDone` if it succeeded. */
  const call = async (product: Product, action: string, params: Record<string, unknown>, success: string, onDone: () => void) => {
    setBusy(true);
    const ok = await runAction(product, action, params, t, success);
    setBusy(false);
    if (ok) onDone();
  };
  return { error, setError, clear: () => setError({}), busy, setBusy, state, submit, call };
}

/** Shows a query's failure (or the first of several) as the console's error notification. */
export function useQueryErrors(t: Translate, ...errors: unknown[]): void {
  useEffect(() => {
    const err = errors.find((e) => e);
    if (err) notifyApiError(err, t);
  }, [...errors, t]);
}
