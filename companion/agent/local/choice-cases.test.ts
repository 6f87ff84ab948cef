import { describe, expect, it } from 'vitest';
import { actions, page, policy } from './test-pages';

// A parameter table whose rows are for one choice or the other ("| **Subscription** |" over the fields a subscription
// shows): the policy does the rows of the choice the form has taken and leaves the others out, without a defect.
const doc = [
  '1. On the buy page, set the parameters below and click **Buy Now**.',
  '',
  '   | Parameter | Description |',
  '   | --- | --- |',
  '   | **Billing Method** | **Subscription** or **Pay-As-You-Go**. |',
  '   | **Subscription** |',
  '   | **Duration** | Enter `3`. |',
  '   | **Pay-As-You-Go** |',
  '   | **Name** | Enter `eip-1`. |',
].join('\n');

const form = (taken: string) =>
  page([
    { ref: 'e1', role: 'radio', name: 'Subscription', within: ['group:Billing Method'], states: { checked: taken === 'Subscription' } },
    { ref: 'e2', role: 'radio', name: 'Pay-As-You-Go', within: ['group:Billing Method'], states: { checked: taken === 'Pay-As-You-Go' } },
    ...(taken === 'Subscription' ? [{ ref: 'e3', role: 'textbox', name: 'Duration' }] : [{ ref: 'e4', role: 'textbox', name: 'Name' }]),
    { ref: 'e5', role: 'button', name: 'Buy Now' },
  ]);

describe('local policy: the rows of a parameter table for one case of a choice', () => {
  it('does the rows of the case the form has chosen and leaves the other case out', async () => {
    const done = await actions(policy(doc), form('Pay-As-You-Go'), 6);
    expect(done.filter((a) => a.type === 'note_deviation')).toEqual([]);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e4', text: 'eip-1' }));
    expect(done).not.toContainEqual(expect.objectContaining({ ref: 'e3' }));
    expect(done).toContainEqual({ type: 'click', ref: 'e5' });
  });

  it('follows the other case when the form has that one chosen', async () => {
    const done = await actions(policy(doc), form('Subscription'), 6);
    expect(done.filter((a) => a.type === 'note_deviation')).toEqual([]);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e3', text: '3' }));
    expect(done).not.toContainEqual(expect.objectContaining({ ref: 'e4' }));
  });
});
