import { describe, expect, it } from 'vitest';
import { actions, dialog, notesOf, page, policy } from './test-pages';

// A parameter table whose row is a part of the form ("General") described by the fields it holds, each in bold with
// what it is for: the reader takes the row for a choice among those names; on a form that has each of them as a field,
// the row is that part of the form and nothing is chosen for it.
const doc = [
  '1. In the New Group dialog, set the following parameters.',
  '',
  '    |Parameter|Description|',
  '    |---------|-----------|',
  '    |**General**|The basic settings of the group:     -   **Group Title**: what the group is called.',
  '    -   **Owner Group**: the contacts that hear of its alerts. |',
  '',
].join('\n');

const form = (second: string) =>
  page([
    { ref: 'e1', role: 'textbox', name: 'Group Title', within: [...dialog('New Group'), 'form:General'] },
    { ref: 'e2', role: 'combobox', name: second, within: [...dialog('New Group'), 'form:General'] },
    { ref: 'e3', role: 'button', name: 'OK', within: dialog('New Group') },
  ], 'New Group');

describe('local policy: a part of a form the doc names by its fields', () => {
  it('is done with the part when every field it names is on the form, and reports nothing', async () => {
    const done = await actions(policy(doc), form('Owner Group'), 12);
    expect(notesOf(done)).toEqual([]);
  });

  it('still reports the part when one of its fields is not on the form', async () => {
    const done = await actions(policy(doc), form('Region'), 12);
    expect(notesOf(done).length).toBeGreaterThan(0);
  });
});
