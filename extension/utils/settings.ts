/**
 * What the extension remembers. `storage.local` (survives restarts): the pairing, the last session id, the
 * allowed hosts. `storage.session` (survives the service worker being stopped, not the browser): the working
 * tab, ref floors, `page.act` results by call id, the recording, the panel's episode log.
 */
import browser from 'webextension-polyfill';

export interface Pairing {
  url: string;
  /** The pairing token, once known. */
  token?: string;
  /** A pairing link's one-time code, until the companion trades it for the token at the next hello. */
  code?: string;
}
export interface HostSettings {
  /** Hostnames the person allowed (default none). */
  hosts: string[];
  /** Allow 127.0.0.1, localhost and [::1] on any port: local test consoles such as the emulator (default false). */
  allowLocal: boolean;
}

export const DEFAULT_URL = 'ws://127.0.0.1:7381/aca';

export async function getPairing(): Promise<Pairing | null> {
  const { pairing } = await browser.storage.local.get('pairing');
  return (pairing as Pairing | undefined) ?? null;
}

export async function setPairing(pairing: Pairing): Promise<void> {
  await browser.storage.local.set({ pairing });
  await browser.storage.local.remove('sessionId');
}

/** The token the companion gave for a pairing code: kept in place of the code (the session stays). */
export async function keepToken(url: string, token: string): Promise<void> {
  await browser.storage.local.set({ pairing: { url, token } satisfies Pairing });
}

export async function getSessionId(): Promise<string | undefined> {
  return (await browser.storage.local.get('sessionId')).sessionId as string | undefined;
}

export async function setSessionId(sessionId: string): Promise<void> {
  await browser.storage.local.set({ sessionId });
}

export async function getHostSettings(): Promise<HostSettings> {
  const { hostSettings } = await browser.storage.local.get('hostSettings');
  return (hostSettings as HostSettings | undefined) ?? { hosts: [], allowLocal: false };
}

export async function setHostSettings(settings: HostSettings): Promise<void> {
  await browser.storage.local.set({ hostSettings: settings });
}

/** A value in `storage.session` (kept while the browser runs, across service worker restarts). */
export async function sessionGet<T>(key: string, fallback: T): Promise<T> {
  const got = await browser.storage.session.get(key);
  return (got[key] as T | undefined) ?? fallback;
}

export async function sessionSet(key: string, value: unknown): Promise<void> {
  await browser.storage.session.set({ [key]: value });
}
