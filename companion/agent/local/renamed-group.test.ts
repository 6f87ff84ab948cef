import { describe, expect, it } from 'vitest';
import { actions, page, policy } from './test-pages';

// A choice field the console renamed together with its choices is the same field renamed (label-changed), not a
// field the form stopped asking for (obsolete-step); a form with no such group, or with two, still says obsolete.
const radios = (group: string, names: string[], checked = 0) =>
  names.map((name, i) => ({ ref: `${group}-${i}`, role: 'radio', name, within: ['form:Create', `group:${group}`], states: { checked: i === checked } }));

const doc = [
  '1. On the **Create** page, set the parameters in the following table and click **Buy Now**.',
  '',
  '   | Parameter | Description |',
  '   | --- | --- |',
  '   | **Billing Method** | **Subscription** or **Pay-as-you-go**. |',
  '   | **Name** | Enter `eip-1`. |',
].join('\n');

const form = (...groups: ReturnType<typeof radios>[]) =>
  page([
    { ref: 'h', role: 'heading', name: 'Create' },
    ...groups.flat(),
    { ref: 'n', role: 'textbox', name: 'Name', within: ['form:Create'] },
    { ref: 'b', role: 'button', name: 'Buy Now', within: ['form:Create'] },
  ]);

const notes = (done: Array<{ type: string }>) => done.filter((a) => a.type === 'note_deviation');

describe('local policy: a choice field renamed with its choices', () => {
  it('reads the one unnamed group with as many choices as the doc names as the field renamed', async () => {
    const done = await actions(policy(doc), form(radios('Product Type', ['Prepaid', 'Postpaid'])), 14);
    expect(notes(done)).toEqual([expect.objectContaining({ step: 1, kind: 'label-changed', expected: 'Billing Method', actual: 'Product Type' })]);
    expect(done).toContainEqual({ type: 'click', ref: 'b' });
  });

  it('says obsolete when no group or two such groups could be the field', async () => {
    const none = await actions(policy(doc), form(), 14);
    expect(notes(none)).toEqual([expect.objectContaining({ step: 1, kind: 'obsolete-step', expected: 'Billing Method' })]);
    const two = await actions(policy(doc), form(radios('Product Type', ['Prepaid', 'Postpaid']), radios('Line Type', ['BGP', 'BGP Pro'])), 14);
    expect(notes(two)).toEqual([expect.objectContaining({ step: 1, kind: 'obsolete-step', expected: 'Billing Method' })]);
  });

  it('leaves alone a group of another number of choices, or one the doc names elsewhere', async () => {
    const three = await actions(policy(doc), form(radios('Product Type', ['Prepaid', 'Postpaid', 'Trial'])), 14);
    expect(notes(three)).toEqual([expect.objectContaining({ step: 1, kind: 'obsolete-step' })]);
    const named = await actions(policy(`${doc}\n2. In **Product Type**, keep the default.`), form(radios('Product Type', ['Prepaid', 'Postpaid'])), 14);
    expect(notes(named).filter((n) => (n as { step?: number }).step === 1)).toEqual([expect.objectContaining({ kind: 'obsolete-step' })]);
  });
});
