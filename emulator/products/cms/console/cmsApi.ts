import { Message } from '@alifd/next';
import { ApiError, callApi } from '../../../console/src/lib/api';
import { notifyApiError } from '../../../console/src/lib/apiErrors';
import type { Translate } from '../../../console/src/lib/vocabulary';

/**
 * Calls a CloudMonitor action. CloudMonitor reports its own failures as HTTP 200 with `Success: false`, so a
 * 200 answer is not yet a success: such a body becomes the same ApiError an HTTP error would.
 */
export async function callCms<T = Record<string, unknown>>(action: string, params: Record<string, unknown> = {}): Promise<T> {
  const body = await callApi<T & { Success?: boolean; Code?: string | number; Message?: string; RequestId?: string }>('Cms', action, params);
  if (body.Success === false) throw new ApiError(action, 200, String(body.Code ?? 'Failed'), String(body.Message ?? ''), body.RequestId);
  return body;
}

/** A CloudMonitor write from a dialog: toast on success, error notification on failure; true if it succeeded. */
export async function runCms(action: string, params: Record<string, unknown>, t: Translate, successText: string): Promise<boolean> {
  try {
    await callCms(action, params);
    Message.success(successText);
    return true;
  } catch (err) {
    notifyApiError(err, t);
    return false;
  }
}

/** `Name.1`, `Name.2`, …: list parameters in the RPC form the SDKs send. */
export const indexed = (name: string, values: string[]) => Object.fromEntries(values.map((v, i) => [`${name}.${i + 1}`, v]));
