import { describe, expect, it } from 'vitest';
import type { TurnFeedback } from '../policy';
import { observe, page, policy, type El } from './test-pages';

// A doc that opens part of the page (a table row's plus sign) and clicks the action that part brings, under a name
// the console no longer uses.
describe('local policy: the one action a click opened', () => {
  const doc = '1. Click **Expand** to the left of the record and click **Record Detail**.';
  const row = ['row:rec-1'];
  const closed: El[] = [
    { ref: 'r1', role: 'button', name: 'Expand', within: row },
    { ref: 'c1', role: 'cell', name: 'rec-1', within: row },
  ];

  async function run(opened: El[]) {
    const p = policy(doc);
    const first = await p.next(observe(page(closed)), null);
    expect(first.action).toEqual({ type: 'click', ref: 'r1' });
    const feedback: TurnFeedback = { action: first.action, result: { ok: true, changes: {} } };
    const out = [];
    let last: TurnFeedback | null = feedback;
    for (let i = 0; i < 3; i++) {
      const d = await p.next(observe(page([...closed, ...opened])), last);
      if (!d.action || d.action.type === 'wait') break;
      out.push(d.action);
      last = { action: d.action, result: { ok: true, changes: {} } };
      if (d.action.type === 'click') break;
    }
    return out;
  }

  it('takes the opened action that shares a word with the doc label as the same action renamed', async () => {
    const done = await run([{ ref: 'v1', role: 'button', name: 'View record', within: row, isNew: true }]);
    expect(done[0]).toMatchObject({ type: 'note_deviation', step: 1, kind: 'label-changed' });
    expect(done.at(-1)).toEqual({ type: 'click', ref: 'v1' });
  });

  it('does not take an opened action that shares no word with it, nor one of two', async () => {
    const unrelated = await run([{ ref: 'v1', role: 'button', name: 'Copy', within: row, isNew: true }]);
    expect(unrelated.some((a) => a.type === 'click' && a.ref === 'v1')).toBe(false);
    const two = await run([
      { ref: 'v1', role: 'button', name: 'View record', within: row, isNew: true },
      { ref: 'v2', role: 'button', name: 'Record history', within: row, isNew: true },
    ]);
    expect(two.some((a) => a.type === 'click' && (a.ref === 'v1' || a.ref === 'v2'))).toBe(false);
  });
});
