/**
 * Take-over recording, background side. While on, content scripts send the person's actions here; they are
 * kept in `storage.session` (the worker may be stopped mid-step) until the person clicks Done.
 */
import browser from 'webextension-polyfill';
import type { Action } from '../../protocol/action';
import { sessionGet, sessionSet } from './settings';

interface Recording {
  on: boolean;
  actions: Action[];
}

let writes: Promise<unknown> = Promise.resolve();
const serial = <T>(fn: () => Promise<T>): Promise<T> => {
  const next = writes.then(fn);
  writes = next.catch(() => undefined);
  return next;
};

export const getRecording = () => sessionGet<Recording>('recording', { on: false, actions: [] });

async function tell(on: boolean): Promise<void> {
  const tabs = await browser.tabs.query({});
  await Promise.all(
    tabs.map(async (t) => {
      const refFloor = await sessionGet<number>(`refFloor:${t.id}`, 0);
      return browser.tabs.sendMessage(t.id!, { type: 'record', on, refFloor }).catch(() => undefined);
    }),
  );
}

export async function startRecording(): Promise<void> {
  await serial(() => sessionSet('recording', { on: true, actions: [] }));
  await tell(true);
}

export function addRecorded(action: Action): Promise<number> {
  return serial(async () => {
    const r = await getRecording();
    if (!r.on || r.actions.length >= 200) return r.actions.length;
    r.actions.push(action);
    await sessionSet('recording', r);
    return r.actions.length;
  });
}

/** Stops recording and returns what was recorded. */
export async function stopRecording(): Promise<Action[]> {
  const actions = await serial(async () => {
    const r = await getRecording();
    await sessionSet('recording', { on: false, actions: [] });
    return r.actions;
  });
  await tell(false);
  return actions;
}
