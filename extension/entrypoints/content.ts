/**
 * The content script: runs the page runtime (injected/ `install()`, the same code the headless driver
 * injects) and answers the background's requests with the functions the driver calls through `window.__aca`.
 * Also the take-over recorder, the highlight box and the help-center doc reader.
 */
import browser from 'webextension-polyfill';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { install } from '../../injected/index';
import type { ContentCall, ContentCalls, ContentReadyReply, ContentReply, ContentRequest } from '../utils/internal';
import { extractDoc } from '../utils/extractDoc';
import { highlight } from '../utils/highlight';
import { Recorder } from '../utils/recorder';

export default defineContentScript({
  matches: ['<all_urls>'],
  allFrames: false,
  runAt: 'document_idle',
  main() {
    const host = window as Window & { __acaContent?: boolean };
    if (host.__acaContent) return; // injected again by the background into a page that already had it
    host.__acaContent = true;
    const aca = install(window);
    // A recorded action that cannot reach the background (the extension was reloaded) is said in the page's console.
    const recorder = new Recorder(aca, (action, page) =>
      void browser.runtime.sendMessage({ type: 'recorded', action, page }).catch((e: Error) => console.warn(`aca: a recorded ${action.type} was lost: ${e.message}`)),
    );

    const handlers: { [K in ContentCall]: (req: ContentRequest & { type: K }) => Promise<ContentCalls[K]['res']> } = {
      ping: async () => ({ url: location.href }),
      observe: async ({ refFloor }) => {
        await aca.settle();
        return { snapshot: aca.snapshot({ refFloor }), nextRef: aca.nextRef() };
      },
      act: async ({ action }) => {
        const result = await aca.act(action);
        return { result, pending: aca.pending() };
      },
      highlight: async ({ ref }) => ({ shown: highlight(ref ? aca.resolve(ref) : null) }),
      'extract-doc': async () => extractDoc(document),
      record: async ({ on, refFloor }) => ({ recording: recorder.set(on, refFloor) }),
      'take-pending': async () => recorder.pending(),
    };

    browser.runtime.onMessage.addListener((message: unknown): Promise<ContentReply<ContentCall>> | undefined => {
      const req = message as ContentRequest;
      const handler = handlers[req?.type] as ((r: ContentRequest) => Promise<unknown>) | undefined;
      if (!handler) return undefined;
      return handler(req).then(
        (ok) => ({ ok }) as ContentReply<ContentCall>,
        (e: unknown) => ({ error: String((e as Error)?.message ?? e) }),
      );
    });

    void browser.runtime
      .sendMessage({ type: 'content-ready', url: location.href })
      .then((r) => {
        const ready = r as ContentReadyReply | undefined;
        if (ready?.recording) recorder.set(true, ready.refFloor);
      })
      .catch(() => undefined);
  },
});
