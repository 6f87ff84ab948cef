import { Notification } from '@alifd/next';
import { ApiError } from './api';
import type { Translate } from './vocabulary';

/** Shows an API failure the way the console does: a notification with the error code, message and request ID. */
export function notifyApiError(err: unknown, t: Translate): void {
  if (err instanceof ApiError) {
    Notification.open({
      type: 'error',
      title: t('error.title', { code: err.code }),
      content: `${err.message}${err.requestId ? `\n${t('error.requestId', { id: err.requestId })}` : ''}`,
      duration: 8000,
    });
  } else {
    Notification.open({ type: 'error', title: t('error.unknown'), content: String((err as Error)?.message ?? err) });
  }
}

/**
 * Finds the form field an API error is about: the error's code or message names a request parameter
 * (`InvalidVpcName.Malformed`, `The specified "CidrBlock" is invalid`). `fields` maps parameter -> field key.
 */
export function fieldOfError(err: unknown, fields: Record<string, string>): string | null {
  if (!(err instanceof ApiError)) return null;
  const names = Object.keys(fields).sort((a, b) => b.length - a.length);
  for (const name of names) {
    if (err.code.includes(name) || new RegExp(`\\b${name}\\b`).test(err.message)) return fields[name];
  }
  return null;
}

export function errorText(err: unknown): string {
  if (err instanceof ApiError) return `${err.message} (${err.code})`;
  return String((err as Error)?.message ?? err);
}

/**
 * Runs a dialog's call and says whether it went through: a failure is shown as the console shows it (a notification)
 * and its text is set as the dialog's error, and the dialog stays open (false).
 */
export async function submitted(call: () => Promise<unknown>, t: Translate, setError: (text: string) => void): Promise<boolean> {
  try {
    await call();
    return true;
  } catch (err) {
    notifyApiError(err, t);
    setError(errorText(err));
    return false;
  }
}
