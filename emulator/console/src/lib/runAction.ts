import { Message } from '@alifd/next';
import { callApi, type Product } from './api';
import { notifyApiError } from './apiErrors';
import type { Translate } from './vocabulary';

/** Runs a write action from a dialog: toast on success, error notification on failure; true if it succeeded. */
export async function runAction(
  product: Product,
  action: string,
  params: Record<string, unknown>,
  t: Translate,
  successText: string,
): Promise<boolean> {
  try {
    await callApi(product, action, params);
    Message.success(successText);
    return true;
  } catch (err) {
    notifyApiError(err, t);
    return false;
  }
}

/** Runs several calls in order as one write: the toast when all succeeded, the first failure as a notification. */
export async function runCalls(t: Translate, calls: () => Promise<unknown>, successText: string): Promise<boolean> {
  try {
    await calls();
    Message.success(successText);
    return true;
  } catch (err) {
    notifyApiError(err, t);
    return false;
  }
}
