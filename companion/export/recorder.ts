/**
 * Canonical trajectories as Chrome DevTools Recorder flows (the JSON `@puppeteer/replay` reads). Pure: the
 * writer (recorder-export.ts) validates with the library's own parser and writes the files.
 */
import type { TrajectoryRecord, TrajectoryStep } from '../../protocol';
import { CliError } from '../cli/errors';
import { optionSelectors, selectorsFor, shownValue, type RecorderSelector } from './recorder-selectors';

/** A Recorder step as JSON (the library's `Step`, kept loose here so this module needs no import of it). */
export type RecorderStep = { type: string } & Record<string, unknown>;

export interface RecorderFlow {
  title: string;
  steps: RecorderStep[];
}

export interface RecorderOptions {
  /** Replaces the recorded origin (e.g. a fresh emulator's URL) in every navigation; default: keep it. */
  origin?: string;
}

export interface Conversion {
  flow: RecorderFlow;
  /** Steps left out, with why (failed actions, control actions are not listed). */
  skipped: { index: number; reason: string }[];
}

/**
 * Offset of a click into the element's box. The trajectory keeps the element's centre, not its size, so the
 * click lands a few pixels in from the top-left corner (inside rounded corners up to about 27 px).
 */
export const CLICK_OFFSET = 8;

const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

/** A console login: a one-time ticket that must never reach a file. */
export const isLoginUrl = (url: string): boolean => {
  try {
    const u = new URL(url);
    return u.pathname.startsWith('/__login') || u.searchParams.has('ticket');
  } catch {
    return false;
  }
};

function viewportOf(record: TrajectoryRecord): { width: number; height: number } {
  const size = record.steps.find((s) => s.observation.screenshotSize)?.observation.screenshotSize;
  return size ? { width: size.originalWidth, height: size.originalHeight } : DEFAULT_VIEWPORT;
}

/** Converts one episode. Throws a CliError (exit 2) when it has no page to start from. */
export function toRecorderFlow(record: TrajectoryRecord, opts: RecorderOptions = {}): Conversion {
  const start = record.steps.find((s) => !isLoginUrl(s.observation.url) && /^https?:/.test(s.observation.url));
  if (!start) throw new CliError('bad-trajectory', `episode ${record.episodeId} has no page URL to start from`);
  const recorded = new URL(start.observation.url).origin;
  const rewrite = (url: string) => (opts.origin && url.startsWith(recorded) ? opts.origin.replace(/\/$/, '') + url.slice(recorded.length) : url);
  const viewport = viewportOf(record);
  const steps: RecorderStep[] = [
    { type: 'setViewport', ...viewport, deviceScaleFactor: 1, isMobile: false, hasTouch: false, isLandscape: viewport.width > viewport.height },
    { type: 'navigate', url: rewrite(start.observation.url) },
  ];
  const skipped: Conversion['skipped'] = [];
  const scrolls = new Map<string, { x: number; y: number }>();
  record.steps.forEach((step, i) => {
    if (!step.action || step.result?.ok === false) return;
    const converted = convertStep(step, record.steps[i + 1], { viewport, scrolls, rewrite });
    if ('skip' in converted) skipped.push({ index: step.index, reason: converted.skip });
    else steps.push(...converted.steps);
  });
  return { flow: { title: `${record.taskId} (${record.episodeId})`, steps }, skipped };
}

interface Context {
  viewport: { width: number; height: number };
  /** Scroll position so far per page URL or element (Recorder scroll steps are absolute). */
  scrolls: Map<string, { x: number; y: number }>;
  rewrite(url: string): string;
}

type Converted = { steps: RecorderStep[] } | { skip: string };

/** Where a targeted action acts: the element's selectors, or the viewport point on the root element. */
function locate(step: TrajectoryStep, ctx: Context): { selectors: RecorderSelector[]; offsetX: number; offsetY: number } | undefined {
  const action = step.action!;
  if (step.target) {
    const selectors = selectorsFor(step.target, step.observation.text);
    if (selectors.length) return { selectors, offsetX: CLICK_OFFSET, offsetY: CLICK_OFFSET };
    return { selectors: [[':root']], offsetX: step.target.x, offsetY: step.target.y };
  }
  const point = 'point' in action ? action.point : undefined;
  if (!point) return undefined;
  const scale = point.space === 'norm1000' ? { x: ctx.viewport.width / 1000, y: ctx.viewport.height / 1000 } : { x: 1, y: 1 };
  return { selectors: [[':root']], offsetX: Math.round(point.x * scale.x), offsetY: Math.round(point.y * scale.y) };
}

const keyStep = (type: 'keyDown' | 'keyUp', key: string): RecorderStep => ({ type, key });

/** `Control+A` as key downs in order and key ups in reverse. */
function pressSteps(combo: string): RecorderStep[] {
  const keys = combo.split('+').filter(Boolean);
  return [...keys.map((k) => keyStep('keyDown', k)), ...[...keys].reverse().map((k) => keyStep('keyUp', k))];
}

function convertStep(step: TrajectoryStep, next: TrajectoryStep | undefined, ctx: Context): Converted {
  const action = step.action!;
  const where = () => locate(step, ctx);
  switch (action.type) {
    case 'click':
    case 'double_click':
    case 'check': {
      const at = where();
      if (!at) return { skip: `${action.type} has no target` };
      return { steps: [{ type: action.type === 'double_click' ? 'doubleClick' : 'click', ...at }] };
    }
    case 'hover': {
      const at = where();
      return at ? { steps: [{ type: 'hover', selectors: at.selectors }] } : { skip: 'hover has no target' };
    }
    case 'type': {
      const at = where();
      if (!at) return { skip: 'type has no target' };
      // `change` sets the field's final value: without `clear` the text is appended to what the page showed.
      // Placeholders such as <secret:name> stay as they are.
      const shown = !action.clear && step.target ? shownValue(step.target.ref, step.observation.text) : undefined;
      const steps: RecorderStep[] = [{ type: 'change', selectors: at.selectors, value: `${shown ?? ''}${action.text}` }];
      if (action.submit) steps.push(...pressSteps('Enter'));
      return { steps };
    }
    case 'select': {
      const at = where();
      if (!at) return { skip: 'select has no target' };
      return { steps: [{ type: 'click', ...at }, { type: 'click', selectors: optionSelectors(action.option), offsetX: CLICK_OFFSET, offsetY: CLICK_OFFSET }] };
    }
    case 'scroll': {
      const at = step.target ? where() : undefined;
      const key = at ? JSON.stringify(at.selectors) : step.observation.url;
      const amount = action.amount ?? (action.direction === 'left' || action.direction === 'right' ? ctx.viewport.width : ctx.viewport.height);
      const pos = { ...(ctx.scrolls.get(key) ?? { x: 0, y: 0 }) };
      if (action.direction === 'down') pos.y += amount;
      if (action.direction === 'up') pos.y = Math.max(0, pos.y - amount);
      if (action.direction === 'right') pos.x += amount;
      if (action.direction === 'left') pos.x = Math.max(0, pos.x - amount);
      ctx.scrolls.set(key, pos);
      return { steps: [{ type: 'scroll', ...(at ? { selectors: at.selectors } : {}), x: pos.x, y: pos.y }] };
    }
    case 'press':
      return { steps: pressSteps(action.key) };
    case 'navigate':
    case 'back': {
      const intended = action.type === 'navigate' ? new URL(action.url, step.observation.url).href : next?.observation.url;
      const url = step.result?.changes.navigated ?? intended;
      if (!url) return { skip: 'back with no page after it' };
      if (isLoginUrl(url)) return { skip: 'a login URL (one-time ticket) is never written' };
      return { steps: [{ type: 'navigate', url: ctx.rewrite(url) }] };
    }
    case 'wait':
      if (action.text) return { steps: [{ type: 'waitForElement', selectors: [[`text/${action.text}`]] }] };
      return { steps: [{ type: 'waitForExpression', expression: `new Promise((resolve) => setTimeout(() => resolve(true), ${action.ms}))` }] };
    case 'switch_tab':
      return { skip: 'switching tabs has no Recorder step' };
    default:
      // Control actions (task_complete, note_deviation, ...) do nothing in the browser.
      return { steps: [] };
  }
}
