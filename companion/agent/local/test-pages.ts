// Page snapshots written by hand, and a local policy over a doc, for the policy's tests.
import { PageSnapshotSchema, type Action, type PageSnapshot } from '../../../protocol';
import { parseSteps } from '../../doc/steps';
import type { EpisodeContext, TurnFeedback } from '../policy';
import { LocalPolicy } from './policy';

const box = { x: 0, y: 0, width: 10, height: 10 };
export interface El {
  ref: string;
  role: string;
  name: string;
  value?: string;
  placeholder?: string;
  options?: string[];
  within?: string[];
  states?: Record<string, boolean>;
  isNew?: boolean;
  icon?: string;
  blocked?: boolean;
}
export const page = (elements: El[], dialog?: string): PageSnapshot =>
  PageSnapshotSchema.parse({
    url: 'http://console.test/rds/instances',
    title: 'Instances',
    viewport: { width: 1280, height: 800 },
    elements: elements.map((el) => ({ box, inViewport: true, ...el })),
    text: '',
    toasts: [],
    ...(dialog ? { dialog } : {}),
  });
export const observe = (p: PageSnapshot) => ({ page: p, tabs: [], step: null, steps: [], history: [], provisioning: [] });

export function policy(doc: string, inputs: Record<string, string> = {}, resources: EpisodeContext['resources'] = { db: { id: 'rm-0001', name: 'orders-db' } }): LocalPolicy {
  const ctx: EpisodeContext = {
    taskId: 't', steps: parseSteps(doc), locale: 'en-US', region: 'cn-hangzhou', startUrl: 'http://console.test/rds',
    inputs, resources, rand: 'r1',
  };
  return new LocalPolicy(ctx);
}

/** The actions the policy takes on one page until it leaves the doc step or acts `limit` times, each reported ok. */
export async function actions(p: LocalPolicy, snapshot: PageSnapshot, limit = 4): Promise<Action[]> {
  const out: Action[] = [];
  let last: TurnFeedback | null = null;
  for (let i = 0; i < limit; i++) {
    const d = await p.next(observe(snapshot), last);
    if (!d.action) break;
    out.push(d.action);
    if (d.action.type === 'task_complete' || d.action.type === 'task_unachievable') break;
    last = { action: d.action, result: { ok: true, changes: { dialogClosed: 'x' } } };
  }
  return out;
}

export const dialog = (name: string) => [`dialog:${name}`];
/** The actions the policy takes while `pageAfter` draws each turn's page from the last action (and all so far), each reported ok. */
export async function play(p: LocalPolicy, pageAfter: (last: Action | null, seen: Action[]) => PageSnapshot, limit = 20): Promise<Action[]> {
  const out: Action[] = [];
  let last: TurnFeedback | null = null;
  for (let i = 0; i < limit; i++) {
    const d = await p.next(observe(pageAfter(last?.action ?? null, out)), last);
    if (!d.action) break;
    out.push(d.action);
    if (d.action.type === 'task_complete' || d.action.type === 'task_unachievable') break;
    last = { action: d.action, result: { ok: true, changes: {} } };
  }
  return out;
}

/** The deviations noted, as `step:kind`. */
export const notesOf = (done: Action[]) => done.flatMap((a) => (a.type === 'note_deviation' ? [`${a.step}:${a.kind}`] : []));
