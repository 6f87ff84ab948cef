/**
 * Messages inside the extension (not on the wire): background <-> content script, background <-> side panel.
 * Wire messages to the companion are defined once in protocol/messages.ts; these only carry them around.
 */
import type { z } from 'zod';
import type { Action, ActionResult, PageAction } from '../../protocol/action';
import type { EVENTS, EventName, MethodName, MethodResult, RunMode } from '../../protocol/messages';
import type { PageSnapshot } from '../../protocol/observation';

/** Background -> content script (`tabs.sendMessage`), with the reply each one gets. */
export interface ContentCalls {
  ping: { req: object; res: { url: string } };
  observe: { req: { refFloor: number }; res: { snapshot: PageSnapshot; nextRef: number } };
  act: { req: { action: PageAction }; res: { result: ActionResult; pending: { tab: boolean; navigation: boolean } } };
  highlight: { req: { ref: string | null }; res: { shown: boolean } };
  'extract-doc': { req: object; res: { markdown: string; title: string } };
  record: { req: { on: boolean; refFloor: number }; res: { recording: boolean } };
  /** Record mode: the typing not recorded yet in the focused field, if any. */
  'take-pending': { req: object; res: { action: Action; page: PageSnapshot | null } | null };
}
export type ContentCall = keyof ContentCalls;
export type ContentRequest = { [K in ContentCall]: { type: K } & ContentCalls[K]['req'] }[ContentCall];
/** A content script answers `{ok: value}` or `{error: message}` (exceptions do not cross `sendMessage`). */
export type ContentReply<K extends ContentCall> = { ok: ContentCalls[K]['res'] } | { error: string };

/** Content script -> background (`runtime.sendMessage`). */
export type ContentEvent = { type: 'content-ready'; url: string } | { type: 'recorded'; action: Action; page: PageSnapshot | null };
export interface ContentReadyReply {
  recording: boolean;
  refFloor: number;
}

export type ConnectionState = 'unpaired' | 'connecting' | 'connected' | 'reconnecting' | 'refused';
export interface ConnectionStatus {
  state: ConnectionState;
  url?: string;
  /** Why the companion refused, or why the last attempt failed. */
  reason?: string;
  sessionId?: string;
}

/** Calls the side panel may make to the companion through the background. */
export const PANEL_METHODS = ['task.list', 'episode.plan', 'episode.start', 'episode.decide', 'episode.answer', 'episode.record', 'episode.stop', 'report.get'] as const satisfies readonly MethodName[];
export type PanelMethod = (typeof PANEL_METHODS)[number];

/** What the panel shows about the running episode: the events the companion sent, in order. */
export type EventData<E extends EventName> = z.infer<(typeof EVENTS)[E]>;
export type PanelEntry =
  | { event: 'episode.started'; data: MethodResult<'episode.start'> & { mode: RunMode } }
  | { [E in EventName]: { event: E; data: EventData<E> } }[EventName];

/** Side panel -> background over the `sidepanel` port. */
export type PanelRequest =
  | { type: 'pair'; url: string; token?: string; code?: string }
  | { type: 'call'; id: number; method: PanelMethod; params: unknown }
  | { type: 'handback'; id: number; episodeId: string }
  | { type: 'extract-doc'; id: number };

/** Background -> side panel. */
export type PanelMessage =
  | { type: 'status'; status: ConnectionStatus }
  | { type: 'entries'; entries: PanelEntry[]; reset: boolean }
  | { type: 'recording'; on: boolean; count: number }
  | { type: 'reply'; id: number; result?: unknown; error?: { code: string; message: string } };

export const PANEL_PORT = 'sidepanel';
