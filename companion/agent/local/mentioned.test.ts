import { describe, expect, it } from 'vitest';
import type { Action } from '../../../protocol';
import type { TurnFeedback } from '../policy';
import { dialog, observe, page, policy } from './test-pages';

// A required field the console asks for after a submit: missing from the doc, or named there in plain words.
describe('local policy: a required field after the submit', () => {
  const form = (invalid: boolean, value?: string) =>
    page(
      [
        { ref: 'e1', role: 'textbox', name: 'Keep archived copies for days', within: dialog('New Rule'), ...(value ? { value } : {}), states: { invalid: invalid && !value } },
        { ref: 'e2', role: 'button', name: 'OK', within: dialog('New Rule') },
      ],
      'New Rule',
    );

  async function run(doc: string, inputs: Record<string, string>): Promise<Action[]> {
    const p = policy(doc, inputs);
    const done: Action[] = [];
    let last: TurnFeedback | null = null;
    let clicks = 0;
    let typed: string | undefined;
    for (let i = 0; i < 8; i++) {
      const d = await p.next(observe(form(clicks > 0, typed)), last);
      if (!d.action) break;
      done.push(d.action);
      if (d.action.type === 'click') clicks++;
      if (d.action.type === 'type') typed = d.action.text;
      if (d.action.type === 'task_complete' || d.action.type === 'task_unachievable' || clicks > 1) break;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    return done;
  }

  it('is filled without a defect when a step of the doc writes its label out', async () => {
    const done = await run('1. Choose how long to keep old copies; the console offers Keep archived copies for days.\n2. Click **OK**.', { days: '14' });
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e1', text: '14' }));
  });

  it('is a missing step when the doc never names it', async () => {
    const done = await run('1. Click **OK**.', { days: '14' });
    expect(done.find((a) => a.type === 'note_deviation')).toMatchObject({ kind: 'missing-step' });
  });

  // A short label the doc sets as a field of its own ("**Delete**: choose by days, by date or not at all") is named, and
  // the box's placeholder ("Days") says which input it takes.
  it('is filled from the input its placeholder names when the doc sets a field of that very label', async () => {
    const short = (invalid: boolean, value?: string) =>
      page(
        [
          { ref: 'e1', role: 'textbox', name: 'Delete', placeholder: 'Days', within: dialog('New Rule'), ...(value ? { value } : {}), states: { invalid: invalid && !value } },
          { ref: 'e2', role: 'button', name: 'OK', within: dialog('New Rule') },
        ],
        'New Rule',
      );
    const p = policy('1. **Delete**: select **By Days** or **Off**.\n2. Click **OK**.', { days: '30' });
    const done: Action[] = [];
    let last: TurnFeedback | null = null;
    let clicks = 0;
    let typed: string | undefined;
    for (let i = 0; i < 10 && clicks < 2; i++) {
      const d = await p.next(observe(short(clicks > 0, typed)), last);
      if (!d.action || d.action.type === 'task_complete' || d.action.type === 'task_unachievable') break;
      done.push(d.action);
      if (d.action.type === 'click') clicks++;
      if (d.action.type === 'type') typed = d.action.text;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    expect(done.some((a) => a.type === 'note_deviation' && a.kind === 'missing-step')).toBe(false);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e1', text: '30' }));
  });
});
