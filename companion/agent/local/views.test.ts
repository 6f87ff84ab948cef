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

// An older doc ends with "Click **Create**" where the console now submits with the dialog's own button one step earlier.
describe('local policy: a last Create after the form was submitted', () => {
  const doc = '1. Click **OK**.\n2. Click **Create**.';
  const form = page([{ ref: 'ok', role: 'button', name: 'OK', within: dialog('Servers') }], 'Servers');
  const list = page([{ ref: 'new', role: 'button', name: 'Create Server Group' }]);
  const run = async (toasts: string[]) => {
    const p = policy(doc);
    const first = await p.next(observe(form), null);
    expect(first.action).toEqual({ type: 'click', ref: 'ok' });
    let last: TurnFeedback = { action: first.action, result: { ok: true, changes: { dialogClosed: 'Servers', toasts } } };
    for (let i = 0; i < 8; i++) {
      const d = await p.next(observe(list), last);
      if (d.action?.type !== 'wait') return d.action;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    return null;
  };

  it('is obsolete when the dialog closed with a success message, not the button that opens a new form', async () => {
    expect(await run(['The server group is created.'])).toMatchObject({ type: 'note_deviation', step: 2, kind: 'obsolete-step', expected: 'Create' });
  });

  it('is the page\'s Create button renamed when nothing says the form was submitted', async () => {
    expect(await run([])).toMatchObject({ type: 'note_deviation', step: 2, kind: 'label-changed', actual: 'Create Server Group' });
  });
});

// An older doc ends where the console now wants one more click: the form it filled is still open.
describe('local policy: a doc that ends with its form still open', () => {
  const inForm = dialog('Create Server Group');
  const form: El[] = [
    { ref: 'n', role: 'textbox', name: 'Group Name', within: inForm },
    { ref: 'add', role: 'button', name: 'Add', within: inForm },
    { ref: 'go', role: 'button', name: 'Create', within: inForm },
    { ref: 'x', role: 'button', name: 'Cancel', within: inForm },
  ];
  const run = async (doc: string) => {
    const p = policy(doc);
    const done: Action[] = [];
    let last: TurnFeedback | null = null;
    let open = true;
    for (let i = 0; i < 12; i++) {
      const d = await p.next(observe(open ? page(form, 'Create Server Group') : page([{ ref: 'new', role: 'button', name: 'Create Server Group' }])), last);
      if (!d.action || d.action.type === 'task_complete') break;
      if (d.action.type !== 'wait') done.push(d.action);
      if (d.action.type === 'click' && d.action.ref === 'go') open = false;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    return done;
  };

  it('notes the missing step on the last step and submits the form with the dialog\'s own verb', async () => {
    const done = await run('1. Enter `g-1` in the **Group Name** field.\n2. Click **Add**.');
    expect(done.filter((a) => a.type === 'note_deviation')).toEqual([expect.objectContaining({ step: 2, kind: 'missing-step' })]);
    expect(done.at(-1)).toEqual({ type: 'click', ref: 'go' });
  });

  it('says nothing when the doc submits the form itself', async () => {
    const done = await run('1. Enter `g-1` in the **Group Name** field.\n2. Click **Create**.');
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
  });
});
