/**
 * Safety in a real console: an action that will destroy something (guard/judge.ts reads what it hits and the
 * dialog it acts in, through the multilingual lexicon of guard/lexicon.json), and an action the guard cannot
 * classify, wait for a person's approval whatever the mode. Against the emulator nothing real can be lost, so
 * nothing is held. Pure functions; the extension's gate (serve/gate.ts) and the headless gate (guard/headless-gate.ts)
 * ask `holdFor` before each page action.
 */
import type { Action, PageSnapshot } from '../../protocol';
import { judge, type FirstSeen, type Judgement } from './guard/judge';

export { classify, isDestructive } from './guard/lexicon';
export { judge, hitOf, rememberFirstSeen, type FirstSeen, type Judgement } from './guard/judge';

export const REAL_CONSOLE_REASON = 'destructive action in a real console';
export const UNCLASSIFIED_REASON = 'an action the guard cannot classify, in a real console';

/** Hosts of Alibaba Cloud's own consoles and help center: a `navigate` there stays within the run. */
const CLOUD_DOMAINS = ['aliyun.com', 'alibabacloud.com'];

export interface GuardOptions {
  /** The emulator's URL: its tabs are not real consoles. Null: every tab is (also to rehearse on the emulator). */
  emulatorUrl: string | null;
  /** The open tabs: a `navigate` to one of their hosts stays within the run. */
  tabs?: { url: string }[];
  /** More hosts the run works on (configured console hosts). */
  runHosts?: string[];
  /** How each element looked when it appeared (the gate keeps it: `rememberFirstSeen`): which choices the agent made. */
  firstSeen?: FirstSeen;
}

/** Why an action waits for a person, and the element to show them. */
export interface Hold {
  reason: string;
  /** The element the guard judged (for a highlight), when it has a ref. */
  ref?: string;
  judgement: Judgement;
}

/** A tab is in a real console unless its host is the emulator's (no emulator known: every console is real). */
export function isRealConsole(pageUrl: string, emulatorUrl: string | null): boolean {
  if (!emulatorUrl) return true;
  try {
    return new URL(pageUrl).host !== new URL(emulatorUrl).host;
  } catch {
    return true;
  }
}

/** Whether (and why) `action` must wait for a person on `page`; null when it may run. */
export function holdFor(action: Action, page: PageSnapshot, opts: GuardOptions): Hold | null {
  if (!isRealConsole(page.url, opts.emulatorUrl)) return null;
  let judgement = judge(action, page, opts.firstSeen);
  if (judgement.kind !== 'destructive' && judgement.kind !== 'unclassified' && action.type === 'navigate') {
    const outside = outsideRun(action.url, page, opts);
    if (outside) judgement = { kind: 'unclassified', why: outside };
  }
  if (judgement.kind === 'destructive') {
    const reason = `${REAL_CONSOLE_REASON}: ${judgement.effect}, the ${judgement.where} reads "${judgement.text}"`;
    return { reason, ...(judgement.ref ? { ref: judgement.ref } : {}), judgement };
  }
  if (judgement.kind === 'unclassified') return { reason: `${UNCLASSIFIED_REASON}: ${judgement.why}`, ...(judgement.ref ? { ref: judgement.ref } : {}), judgement };
  return null;
}

/** Why this action must wait for the person even in auto mode, or null when it need not. */
export function approvalReason(action: Action, page: PageSnapshot, emulatorUrl: string | null): string | null {
  return holdFor(action, page, { emulatorUrl })?.reason ?? null;
}

/** A navigation whose target is not a page of the run: another site, or a scheme other than http(s). */
function outsideRun(url: string, page: PageSnapshot, opts: GuardOptions): string | null {
  let target: URL;
  try {
    target = new URL(url, page.url);
  } catch {
    return `"${url}" is not a URL`;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return `"${target.protocol}" is not a page of the run`;
  const host = target.hostname.toLowerCase();
  const known = new Set([page.url, ...(opts.tabs ?? []).map((t) => t.url), ...(opts.emulatorUrl ? [opts.emulatorUrl] : [])].flatMap((u) => hostOf(u)));
  for (const h of opts.runHosts ?? []) known.add(h.toLowerCase());
  if (known.has(host) || CLOUD_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`))) return null;
  return `"${host}" is not a page of the run`;
}

function hostOf(url: string): string[] {
  try {
    return [new URL(url).hostname.toLowerCase()];
  } catch {
    return [];
  }
}
