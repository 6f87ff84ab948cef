import { describe, expect, it } from 'vitest';
import type { Action, PageSnapshot } from '../../../protocol';
import { actions, notesOf, page, play, policy, type El } from './test-pages';

// A target the doc reaches one way and the console another, and the payment after a buy page.
describe('local policy: a target reached by another path', () => {
  const nav = (ref: string, name: string): El => ({ ref, role: 'navitem', name, within: ['nav:OSS'] });
  /** Runs the policy over pages chosen by the last action, each action reported ok, until it ends or acts `limit` times. */
  const run = (doc: string, pageAfter: (last: Action | null) => PageSnapshot, limit = 20) => play(policy(doc, {}, { bucket: { id: 'doc-files-1', name: 'doc-files-1' } }), pageAfter, limit);
  const notes = notesOf;

  it('skips a navigation entry that is gone when what the doc does next is on the page already', async () => {
    const left = page([nav('e1', 'Overview'), nav('e2', 'doc-files-1'), { ref: 'e3', role: 'button', name: 'Create Bucket' }]);
    const done = await run('1. In the left-side navigation pane, click **Buckets**. On the Buckets page, click the name of the bucket `doc-files-1`.\n', () => left);
    expect(notes(done)).toEqual(['1:path-changed']);
    expect(done).toContainEqual({ type: 'click', ref: 'e2' });
    expect(done.at(-1)?.type).toBe('task_complete');
  });

  it('does not take a bare confirm button further on for the way to the doc\'s target', async () => {
    const left = page([nav('e1', 'Overview'), { ref: 'e3', role: 'button', name: 'OK' }]);
    const done = await run('1. In the left-side navigation pane, click **Buckets**.\n2. Click **OK**.\n', () => left);
    expect(notes(done)).toEqual(['1:element-missing']);
    expect(done).not.toContainEqual({ type: 'click', ref: 'e3' });
  });

  it('looks behind the navigation entry named after what the step works on, and reports the path changed', async () => {
    const home = page([nav('e1', 'Overview'), nav('e2', 'Buckets')]);
    const list = page([nav('e1', 'Overview'), nav('e2', 'Buckets', ), { ref: 'e5', role: 'link', name: 'doc-files-1', within: ['table:Buckets', 'row:doc-files-1'] }]);
    let opened = false;
    const done = await run('1. In the bucket list on the left, click the name of the bucket `doc-files-1`.\n', (last) => {
      if (last?.type === 'click' && last.ref === 'e2') opened = true;
      return opened ? list : home;
    });
    expect(done).toContainEqual({ type: 'click', ref: 'e2' });
    expect(notes(done)).toEqual(['1:path-changed']);
    expect(done).toContainEqual({ type: 'click', ref: 'e5' });
  });

  it('does not look behind the navigation for a button, which belongs to the page it is on', async () => {
    const home = page([nav('e1', 'Overview'), nav('e2', 'Buckets')]);
    const done = await run('1. Click **Setting** to change the ACL of the bucket.\n', () => home);
    expect(done).not.toContainEqual({ type: 'click', ref: 'e2' });
    expect(notes(done)).toEqual(['1:element-missing']);
  });

  it('reports the target missing when the entry it opened does not have it either', async () => {
    const home = page([nav('e1', 'Overview'), nav('e2', 'Buckets')]);
    const done = await run('1. In the bucket list on the left, click the name of the bucket `doc-files-1`.\n', () => home, 30);
    expect(done).toContainEqual({ type: 'click', ref: 'e2' });
    expect(notes(done)).toEqual(['1:element-missing']);
  });
  it('follows a tab that became a group of the navigation, and an area that became its entry, as moved paths', async () => {
    const group = (expanded: boolean): El => ({ ref: 'e1', role: 'navitem', name: 'Basic Settings', within: ['nav:OSS'], states: { expanded } });
    const closed = page([group(false), { ref: 'e9', role: 'tab', name: 'Files' }]);
    const open = page([group(true), { ref: 'e2', role: 'navitem', name: 'Static Pages', within: ['nav:OSS', 'group:Basic Settings'] }]);
    let expanded = false;
    const done = await run('1. In the **Basic Settings** tab, find the **Static Page** area.\n', (last) => {
      if (last?.type === 'click' && last.ref === 'e1') expanded = true;
      return expanded ? open : closed;
    });
    expect(done).toContainEqual({ type: 'click', ref: 'e1' });
    expect(done).toContainEqual({ type: 'click', ref: 'e2' });
    expect(notes(done)).toEqual(['1:path-changed', '1:path-changed']);
  });
});

describe('local policy: completing the payment', () => {
  const doc = '## Procedure\n1. On the buy page, set the following and complete the payment.\n\n   | Parameter | Description |\n   | --- | --- |\n   | **Name** | `gw-1` |\n';
  it('places the order with the buy page\'s button after the fields, then pays on the order page', async () => {
    const p = policy(doc);
    const buyPage = page([
      { ref: 'e1', role: 'textbox', name: 'Name' },
      { ref: 'e2', role: 'button', name: 'Buy Now' },
    ]);
    const first = await actions(p, buyPage, 2);
    expect(first).toEqual([expect.objectContaining({ type: 'type', ref: 'e1', text: 'gw-1' }), { type: 'click', ref: 'e2' }]);
    const orderPage = page([{ ref: 'e3', role: 'button', name: 'Activate Now' }]);
    const next = await actions(p, orderPage, 2);
    expect(next[0]).toEqual({ type: 'click', ref: 'e3' });
    expect(next[1]).toMatchObject({ type: 'task_complete' });
  });
  it('has nothing to pay when the purchase went through at once', async () => {
    const done = await actions(policy('## Procedure\n1. Click **Buy Now** and complete the payment.\n'), page([{ ref: 'e2', role: 'button', name: 'Buy Now' }]), 3);
    expect(done.filter((a) => a.type === 'click')).toEqual([{ type: 'click', ref: 'e2' }]);
  });
});
