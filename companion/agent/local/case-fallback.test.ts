import { describe, expect, it } from 'vitest';
import type { Action } from '../../../protocol';
import { notesOf, page, play, policy } from './test-pages';

// A step whose ways are cases, each opening with its condition ("To release a subscription instance, click Release";
// "To release a pay-as-you-go one, choose More > Instance Status > Release"): when the first case's click is not on
// the page, the policy takes the next case rather than report the first one's control missing.
const doc = [
  '1. Find the instance and release it in one of these ways:',
  '   - To release a subscription instance, click **Release** in the **Actions** column.',
  '   - To release a pay-as-you-go instance, choose **More** > **Instance Status** > **Release** in the **Actions** column.',
].join('\n');

const row = ['row:i-0001'];
/** The instance list: the row's More opens a menu whose Instance Status holds Release. */
function console(_: Action | null, seen: Action[]) {
  const clicked = new Set(seen.flatMap((a) => (a.type === 'click' ? [a.ref] : [])));
  return page([
    { ref: 'e1', role: 'link', name: 'i-0001', within: row },
    { ref: 'e2', role: 'button', name: 'More', within: row, states: { expanded: clicked.has('e2') } },
    ...(clicked.has('e2') ? [{ ref: 'e3', role: 'menuitem', name: 'Instance Status', within: ['menu:More'], states: { expanded: clicked.has('e3') } }] : []),
    ...(clicked.has('e3') ? [{ ref: 'e4', role: 'menuitem', name: 'Release', within: ['menu:Instance Status'] }] : []),
  ]);
}

describe('local policy: cases of a step that each open with their condition', () => {
  it('takes the second case when the first case\'s click is not on the page, without a defect', async () => {
    const done = await play(policy(doc), console, 30);
    expect(done).toContainEqual({ type: 'click', ref: 'e4' });
    expect(notesOf(done)).toEqual([]);
  });
});
