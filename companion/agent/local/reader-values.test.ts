import { describe, expect, it } from 'vitest';
import { actions, dialog, page, policy } from './test-pages';

// Values the reader chose (the task's inputs) against what the doc shows only as an example or leaves open.
describe('local policy: the reader\'s values', () => {
  const form = page(
    [
      { ref: 'e1', role: 'radio', name: 'Folder', within: [...dialog('New Rule'), 'group:Match'], states: { checked: true } },
      { ref: 'e2', role: 'radio', name: 'Suffix', within: [...dialog('New Rule'), 'group:Match'] },
      { ref: 'e3', role: 'textbox', name: 'Pattern', within: dialog('New Rule') },
      { ref: 'e4', role: 'button', name: 'OK', within: dialog('New Rule') },
    ],
    'New Rule',
  );
  const doc = '1. Set the parameters.\n\n   | Parameter | Description |\n   | --- | --- |\n   | **Match** | **Folder** or **Suffix**. |\n   | **Pattern** | For **Suffix**: extensions, for example `GIF,BMP`. |\n2. Click **OK**.';

  it('takes the input named after a field over the doc\'s example, and for a choice left open', async () => {
    const done = await actions(policy(doc, { match: 'Suffix', pattern: 'PNG,JPG' }), form, 3);
    expect(done).toEqual([
      { type: 'click', ref: 'e2' },
      expect.objectContaining({ type: 'type', ref: 'e3', text: 'PNG,JPG' }),
      { type: 'click', ref: 'e4' },
    ]);
  });

  it('keeps the doc\'s example and the selected choice when no input names the field', async () => {
    const done = await actions(policy(doc), form, 2);
    expect(done).toEqual([expect.objectContaining({ type: 'type', ref: 'e3', text: 'GIF,BMP' }), { type: 'click', ref: 'e4' }]);
  });
});
