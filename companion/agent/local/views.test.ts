import { describe, expect, it } from 'vitest';
import type { Action } from '../../../protocol';
import type { TurnFeedback } from '../policy';
import { dialog, observe, page, policy, type El } from './test-pages';

// A doc that says what a dialog shows, where the console now puts a page of its own in front of it.
describe('local policy: a dialog that asks something before it shows what the doc says', () => {
  const doc = '1. Click **Create Token**.\n2. In the **Create Token** dialog box, view the token value.\n3. Click **Close**.';
  const inDialog = dialog('Create Token');
  const front = (invalid: boolean, chosen: boolean, checked: boolean): El[] => [
    { ref: 'r1', role: 'radio', name: 'Scripts', within: [...inDialog, 'radiogroup:Purpose'], states: { invalid, checked: chosen } },
    { ref: 'r2', role: 'radio', name: 'Other', within: [...inDialog, 'radiogroup:Purpose'], states: { invalid } },
    { ref: 'c1', role: 'checkbox', name: 'I need a token', within: inDialog, states: { invalid, checked } },
    { ref: 'go', role: 'button', name: 'Continue', within: inDialog },
    { ref: 'x', role: 'button', name: 'Cancel', within: inDialog },
  ];
  const shown: El[] = [
    { ref: 't1', role: 'textbox', name: 'Token Value', value: 'tk-123', within: inDialog },
    { ref: 'cl', role: 'button', name: 'Close', within: inDialog },
  ];

  it('goes on with Continue, notes what the doc never mentions, fills all of it and continues again', async () => {
    const p = policy(doc);
    const done: Action[] = [];
    let state = { opened: false, tried: false, chosen: false, checked: false, created: false };
    let last: TurnFeedback | null = null;
    for (let i = 0; i < 14; i++) {
      const snapshot = !state.opened
        ? page([{ ref: 'b1', role: 'button', name: 'Create Token' }])
        : state.created
          ? page(shown, 'Create Token')
          : page(front(state.tried && !(state.chosen && state.checked), state.chosen, state.checked), 'Create Token');
      const d = await p.next(observe(snapshot), last);
      if (!d.action || d.action.type === 'task_complete' || d.action.type === 'task_unachievable') break;
      done.push(d.action);
      const ref = 'ref' in d.action ? d.action.ref : undefined;
      if (ref === 'b1') state = { ...state, opened: true };
      if (ref === 'r1' || (d.action.type === 'select' && d.action.ref === 'r1')) state = { ...state, chosen: true };
      if (ref === 'c1') state = { ...state, checked: true };
      if (ref === 'go') state = state.chosen && state.checked ? { ...state, created: true } : { ...state, tried: true };
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    const clicks = done.filter((a) => a.type === 'click' || a.type === 'check' || a.type === 'select').map((a) => ('ref' in a ? a.ref : ''));
    expect(clicks).toEqual(['b1', 'go', 'r1', 'c1', 'go', 'cl']);
    expect(done.find((a) => a.type === 'note_deviation')).toMatchObject({ step: 2, kind: 'missing-step', expected: 'the doc does not mention Purpose' });
  });

  it('takes the doc\'s words as context when the dialog shows them or has no way on', async () => {
    const p = policy('1. In the **Create Token** dialog box, view the token value.');
    const d = await p.next(observe(page(shown, 'Create Token')), null);
    expect(d.action?.type).toBe('task_complete');
    const q = policy('1. In the **Create Token** dialog box, view the token value.');
    const e = await q.next(observe(page([{ ref: 'x', role: 'button', name: 'Cancel', within: inDialog }], 'Create Token')), null);
    expect(e.action?.type).toBe('task_complete');
  });
});

// "Click **Close**" on a dialog that shows a result: the button that read Close now reads OK; the × is named Close.
describe('local policy: a Close the dialog now ends with OK', () => {
  const inDialog = dialog('New Token');
  const x = { ref: 'x', role: 'button', name: 'Close', icon: '×', within: inDialog };
  const shown = (footer: El[], extra: El[] = []): El[] => [{ ref: 't1', role: 'textbox', name: 'Token Value', value: 'tk-1', within: inDialog, states: { readonly: true } }, ...extra, ...footer, x];
  const click = async (els: El[]) => (await policy('1. Click **Close**.').next(observe(page(els, 'New Token')), null)).action;

  it('takes the footer\'s OK as Close renamed, not the × named Close', async () => {
    expect(await click(shown([{ ref: 'ok', role: 'button', name: 'OK', within: inDialog }]))).toMatchObject({ type: 'note_deviation', kind: 'label-changed', expected: 'Close', actual: 'OK' });
  });

  it('clicks a button that reads Close, and the × where the footer has nothing that ends the dialog', async () => {
    expect(await click(shown([{ ref: 'ok', role: 'button', name: 'OK', within: inDialog }, { ref: 'cl', role: 'button', name: 'Close', within: inDialog }]))).toMatchObject({ type: 'click', ref: 'cl' });
    expect(await click(shown([]))).toMatchObject({ type: 'click', ref: 'x' });
  });

  it('does not submit a form to close it: with a field to fill, the × is the way out', async () => {
    const name = { ref: 'n', role: 'textbox', name: 'Name', within: inDialog };
    expect(await click(shown([{ ref: 'ok', role: 'button', name: 'OK', within: inDialog }], [name]))).toMatchObject({ type: 'click', ref: 'x' });
  });
});
