import { describe, expect, it } from 'vitest';
import type { Action } from '../../../protocol';
import { notesOf, page, play, policy } from './test-pages';

// "On the **Alert Center** page, choose **Notification Management** > **Notification Objects**" on an older console
// that has neither: the menu path of the page is gone like a navigation path, and is looked for the same way (the
// entries of the navigation that share a word with what the doc does next).
const nav = [
  { ref: 'n1', role: 'navitem', name: 'Overview', within: ['nav:CloudMonitor'] },
  { ref: 'n2', role: 'navitem', name: 'Alert Rules', within: ['nav:CloudMonitor', 'group:Alerts'], states: { current: true } },
  { ref: 'n3', role: 'navitem', name: 'Alert Contacts', within: ['nav:CloudMonitor', 'group:Alerts'] },
];
const rules = page([...nav, { ref: 'r1', role: 'button', name: 'Create Alert Rule' }]);
const contacts = page([
  ...nav.map((el) => ({ ...el, states: { current: el.ref === 'n3' } })),
  { ref: 't1', role: 'tab', name: 'Alert Contacts', states: { selected: true } },
  { ref: 't2', role: 'tab', name: 'Alert Contact Group' },
  { ref: 'c1', role: 'button', name: 'Create Alert Contact' },
]);
const doc = ['1. On the **Alert Center** page, choose **Notification Management** > **Notification Objects**.', '2. On the **Contacts** tab, click **New Contact**.'].join('\n');

describe('local policy: a menu path of the page that is gone', () => {
  it('finds what the doc does next behind an entry of the navigation: the path changed', async () => {
    let shown = rules;
    const done = await play(policy(doc), (last: Action | null) => {
      if (last?.type === 'click' && last.ref === 'n3') shown = contacts;
      if (last?.type === 'navigate') shown = rules;
      return shown;
    }, 40);
    expect(done).toContainEqual({ type: 'click', ref: 'n3' });
    expect(done).toContainEqual({ type: 'click', ref: 'c1' });
    expect(notesOf(done)[0]).toBe('1:path-changed');
    expect(notesOf(done)).not.toContain('1:obsolete-step');
    expect([...new Set(notesOf(done))]).toEqual(['1:path-changed', '2:label-changed']);
  });
});
