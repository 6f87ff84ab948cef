import { describe, expect, it } from 'vitest';
import { PageSnapshotSchema, type PageSnapshot } from '../../../protocol';
import { parseSteps } from '../../doc/steps';
import type { TurnFeedback } from '../policy';
import { LocalPolicy } from './policy';

// When two controls fit the doc's label equally, the local policy asks instead of reporting a rename it cannot show.
const box = { x: 0, y: 0, width: 10, height: 10 };
const page = (names: string[]): PageSnapshot =>
  PageSnapshotSchema.parse({
    url: 'http://console.test/home',
    title: 'Home',
    viewport: { width: 1280, height: 800 },
    elements: names.map((name, i) => ({ ref: `e${i + 1}`, role: 'button', name, box, inViewport: true })),
    text: '',
    toasts: [],
  });
const observe = (p: PageSnapshot) => ({ page: p, tabs: [], step: null, steps: [], history: [], provisioning: [] });
const policy = (doc: string) =>
  new LocalPolicy({ taskId: 't', steps: parseSteps(doc), locale: 'en-US', region: 'cn-hangzhou', startUrl: 'http://console.test/home', inputs: {}, resources: {}, rand: 'r1' });
const DOC = '## Procedure\n1. Click **Create Instance**.\n';
const TIED = page(['Create ECS Instance', 'Create RDS Instance', 'Help']);

describe('local policy: a step it cannot settle alone', () => {
  it('asks which control the doc means, with every candidate it weighed, and notes nothing yet', async () => {
    const d = await policy(DOC).next(observe(TIED), null);
    expect(d.action).toEqual({
      type: 'ask_human', step: 1,
      question: expect.stringContaining('"Create ECS Instance" or "Create RDS Instance"'),
      candidates: [{ ref: 'e1', name: 'Create ECS Instance' }, { ref: 'e2', name: 'Create RDS Instance' }],
    });
    expect(d.docStep).toBe(1);
  });

  it('follows the answer: the chosen control is the doc\'s renamed, and it is clicked', async () => {
    const p = policy(DOC);
    const asked = await p.next(observe(TIED), null);
    const answered: TurnFeedback = { action: asked.action, result: { ok: true, answer: 'Create RDS Instance', answerRef: 'e2', changes: {} } };
    const note = await p.next(observe(TIED), answered);
    expect(note.action).toEqual({ type: 'note_deviation', step: 1, kind: 'label-changed', expected: 'Create Instance', actual: 'Create RDS Instance' });
    const click = await p.next(observe(TIED), { action: note.action, result: { ok: true, changes: {} } });
    expect(click.action).toEqual({ type: 'click', ref: 'e2' });
  });

  it('an answer in words that names a candidate counts as choosing it', async () => {
    const p = policy(DOC);
    const asked = await p.next(observe(TIED), null);
    const note = await p.next(observe(TIED), { action: asked.action, result: { ok: true, answer: 'create ecs instance', changes: {} } });
    expect(note.action).toMatchObject({ kind: 'label-changed', actual: 'Create ECS Instance' });
  });

  it('"none of these": the doc\'s control is missing', async () => {
    const p = policy(DOC);
    const asked = await p.next(observe(TIED), null);
    const note = await p.next(observe(TIED), { action: asked.action, result: { ok: true, answer: 'none of these', changes: {} } });
    expect(note.action).toMatchObject({ type: 'note_deviation', step: 1, kind: 'element-missing', expected: 'Create Instance' });
    const end = await p.next(observe(TIED), { action: note.action, result: { ok: true, changes: {} } });
    expect(end.action).toMatchObject({ type: 'task_unachievable', step: 1 });
  });

  it('one control that reads alike is the same control renamed: no question', async () => {
    const d = await policy(DOC).next(observe(page(['Create ECS Instance', 'Help'])), null);
    expect(d.action).toMatchObject({ type: 'note_deviation', kind: 'label-changed', actual: 'Create ECS Instance' });
  });

  it('controls that fit clearly less well are no rivals, nor are several of the same name', async () => {
    const d = await policy(DOC).next(observe(page(['Create ECS Instance', 'Create Instance From Launch Template', 'Create ECS Instance'])), null);
    expect(d.action).toMatchObject({ type: 'note_deviation', kind: 'label-changed', actual: 'Create ECS Instance' });
  });
});
