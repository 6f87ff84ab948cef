/**
 * The composition root of the service worker: builds the companion socket, the panel hub and the page
 * methods, and wires browser events to them. MV3 stops idle workers; every wake (startup, the 30 s alarm,
 * a panel or content script message) calls `socket.ensure()`, which reconnects and resumes the session.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { browser as wxtBrowser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import type { MethodName } from '../../protocol/messages';
import { CallError, CompanionSocket } from '../utils/companionSocket';
import type { ContentEvent, ContentReadyReply, PanelEntry } from '../utils/internal';
import { act, consoleAccount, highlight, listTabs, observe, screenshot } from '../utils/pageMethods';
import { PanelHub } from '../utils/panelHub';
import { addRecorded, getRecording } from '../utils/recording';
import { demoEpisode, DemoForwarder, endDemo } from '../utils/demo';
import { sessionGet } from '../utils/settings';
import { followOpenedTabs } from '../utils/tabs';
import { listenGuard, refreshRules, unguard } from '../utils/navGuard';

export default defineBackground(() => {
  const routes: Partial<Record<MethodName, (params: any) => Promise<unknown>>> = {
    'page.observe': observe,
    'page.act': act,
    'page.screenshot': screenshot,
    'page.highlight': highlight,
    'tabs.list': listTabs,
    'page.account': consoleAccount,
  };

  const socket: CompanionSocket = new CompanionSocket(
    {
      serve: async (method, params) => {
        const route = routes[method];
        if (!route) throw new CallError('unknown-method', `the extension does not serve ${method}`);
        return route(params);
      },
      event: (event, data) => {
        void hub.record({ event, data } as PanelEntry);
        if (event === 'episode.takeover') void hub.takeover();
        if (event === 'episode.finished') {
          void endDemo((data as { episodeId: string }).episodeId);
          void unguard();
        }
      },
      status: (status, previous) => {
        hub.broadcast({ type: 'status', status });
        // No companion to finish the episode: the tabs it guarded are the person's again.
        if (status.state === 'refused' || status.state === 'unpaired') void unguard();
        // Say so when the link came back: after a drop, or after the worker was stopped and resumed its session.
        const resumed = status.reason === 'session resumed';
        if (status.state === 'connected' && (previous.state === 'reconnecting' || resumed)) {
          const message = `${previous.state === 'reconnecting' ? 'reconnected to the companion' : 'connected again'}, ${resumed ? 'session resumed' : 'new session'}`;
          void hub.record({ event: 'session.notice', data: { level: 'info', message } });
        }
      },
    },
    browser.runtime.getManifest().version,
  );
  const hub = new PanelHub(socket);
  const demo = new DemoForwarder(socket, hub);
  hub.beforeRecordInput = () => demo.flush();
  const wake = () => void socket.ensure();
  demo.listenNavigation();

  hub.listen(wake);
  followOpenedTabs();
  listenGuard();
  browser.storage.onChanged.addListener((changes, area) => {
    if (area === 'local' && changes.hostSettings) void refreshRules();
  });
  browser.runtime.onStartup.addListener(wake);
  browser.runtime.onInstalled.addListener(wake);
  browser.alarms.create('aca-wake', { periodInMinutes: 0.5 });
  browser.alarms.onAlarm.addListener(wake);

  browser.runtime.onMessage.addListener(async (message: unknown, sender: Runtime.MessageSender): Promise<ContentReadyReply | number | undefined> => {
    wake();
    const m = message as ContentEvent;
    if (m.type === 'content-ready') {
      const r = await getRecording();
      return { recording: r.on, refFloor: await sessionGet<number>(`refFloor:${sender.tab?.id}`, 0) };
    }
    if (m.type === 'recorded') {
      if (await demoEpisode()) return void (await demo.forward(m.action, m.page, sender.tab?.id));
      const count = await addRecorded(m.action);
      hub.broadcast({ type: 'recording', on: true, count });
      return count;
    }
    return undefined;
  });

  // The toolbar button opens the side panel (sidePanel is missing from the polyfill's types).
  void wxtBrowser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
  wake();
});
