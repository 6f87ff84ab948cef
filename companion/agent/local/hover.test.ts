import { describe, expect, it } from 'vitest';
import { actions, notesOf, page, policy } from './test-pages';

// "In the **Tags** column, hover over the ![tag-edit]() icon, then click **Edit Tags**": the hover only brings out the
// control the doc clicks next. Where the console shows that control in the row already, the hover has nothing to do.
const doc = '1. Find the database, hover over the ![tag-edit](p1.png) icon in the **Tags** column, and then click **Edit Tags**.';
const row = ['table:Instances', 'row:rm-0001 orders-db'];

describe('local policy: a hover before the click it reveals', () => {
  it('clicks the revealed control at once when the row shows it, with no difference to report', async () => {
    const done = await actions(policy(doc), page([
      { ref: 'e1', role: 'link', name: 'rm-0001', within: row },
      { ref: 'e2', role: 'button', name: 'Edit Tags', within: row },
    ]), 6);
    expect(done).toContainEqual({ type: 'click', ref: 'e2' });
    expect(notesOf(done)).toEqual([]);
  });

  it('still reports the hover target missing when the revealed control is not there either', async () => {
    const done = await actions(policy(doc), page([
      { ref: 'e1', role: 'link', name: 'rm-0001', within: row },
      { ref: 'e2', role: 'button', name: 'Monitor', within: row },
    ]), 6);
    expect(done).not.toContainEqual({ type: 'click', ref: 'e2' });
  });
});
