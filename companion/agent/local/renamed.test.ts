import { describe, expect, it } from 'vitest';
import type { TurnFeedback } from '../policy';
import { actions, observe, page, policy, type El } from './test-pages';

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

describe('local policy: what a renamed control may be', () => {
  it('does not take an action for a place the doc names ("Buckets" is not "Create Bucket")', async () => {
    const p = policy('1. Click **Buckets**.');
    const snapshot = page([
      { ref: 'b1', role: 'button', name: 'Create Bucket' },
      { ref: 'l1', role: 'link', name: 'site-bucket', within: ['row:site-bucket'] },
    ]);
    const done = (await actions(p, snapshot, 10)).filter((a) => a.type !== 'wait');
    expect(done.some((a) => a.type === 'click' && a.ref === 'b1')).toBe(false);
  });

  it('takes a row action renamed for a noun the doc places in the Actions column (转发策略 / 配置转发策略)', async () => {
    const p = policy('1. 在监听页签下，单击**操作**列的**转发策略**。');
    const row = ['row:HTTP:80'];
    const snapshot = page([
      { ref: 't1', role: 'tab', name: '监听', states: { selected: true } },
      { ref: 'c1', role: 'cell', name: 'HTTP:80', within: row },
      { ref: 'a1', role: 'button', name: '配置', within: row },
      { ref: 'a2', role: 'button', name: '配置转发策略', within: row },
    ]);
    const done = (await actions(p, snapshot, 6)).filter((a) => a.type !== 'wait');
    expect(done.find((a) => a.type === 'click')).toEqual({ type: 'click', ref: 'a2' });
    expect(done).toContainEqual(expect.objectContaining({ type: 'note_deviation', kind: 'label-changed' }));
  });

  it('looks for the renamed control in the area the doc works in before the whole page', async () => {
    const p = policy('1. In the **Static Pages** section, click **Configure**.');
    const snapshot = page([
      { ref: 's1', role: 'button', name: 'Settings', within: ['form:Logging'] },
      { ref: 's2', role: 'button', name: 'Setting', within: ['form:Static Pages'] },
    ]);
    const done = (await actions(p, snapshot, 4)).filter((a) => a.type !== 'wait');
    expect(done.find((a) => a.type === 'click')).toEqual({ type: 'click', ref: 's2' });
  });
});

// The doc's navigation entry (a page it opens alone) is a group of the navigation under another name, open already:
// what the page held is spread over the group's entries.
describe('local policy: a page of the doc that is a group of the navigation now', () => {
  it('notes the path change and leaves the group open for the entries the doc goes on to', async () => {
    const nav = (name: string, extra: Partial<El> = {}): El => ({ ref: `n-${name}`, role: 'navitem', name, within: ['nav:Monitor'], ...extra });
    const snapshot = page([
      nav('Overview'),
      nav('Alarms', { states: { expanded: true } }),
      nav('Alarm Rules', { within: ['nav:Monitor', 'group:Alarms'], states: { current: true } }),
      nav('Alarm Contacts', { within: ['nav:Monitor', 'group:Alarms'] }),
    ]);
    const done = await actions(policy('1. In the left-side navigation pane, click **Alarm Center**.'), snapshot, 4);
    expect(done[0]).toMatchObject({ type: 'note_deviation', step: 1, kind: 'path-changed', actual: 'Alarms' });
    expect(done.some((a) => a.type === 'click')).toBe(false);
  });
});
