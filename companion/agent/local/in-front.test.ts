import { describe, expect, it } from 'vitest';
import type { Action } from '../../../protocol';
import { dialog, notesOf, page, play, policy, type El } from './test-pages';

const row = ['table:Instances', 'row:i-0001 web'];

// The doc stops an instance and goes on in the row's More menu: the stop dialog it opened is confirmed first.
describe('local policy: a dialog the doc opened stands in front of its next control', () => {
  const doc = '1. Find the instance and click **Stop** in the **Actions** column.\n2. Click **Disks** in the **Actions** column.';
  // The list's controls, blocked behind an open dialog.
  const list = (blocked: boolean) => [
    { ref: 'stop', role: 'button', name: 'Stop', within: row, blocked },
    { ref: 'disks', role: 'button', name: 'Disks', within: row, blocked },
  ];
  const stopDialog: El[] = [
    { ref: 'r1', role: 'radio', name: 'Stop', within: [...dialog('Stop Instance'), 'radiogroup:Stop Method'], states: { checked: true } },
    { ref: 'ok', role: 'button', name: 'OK', within: dialog('Stop Instance') },
    { ref: 'cancel', role: 'button', name: 'Cancel', within: dialog('Stop Instance') },
  ];

  it('confirms the dialog with its one OK, then clicks the control behind it, with no difference', async () => {
    const done = await play(policy(doc, {}, {}), (_last, seen) => {
      const clicked = seen.filter((a) => a.type === 'click').map((a) => ('ref' in a ? a.ref : ''));
      const open = clicked.includes('stop') && !clicked.includes('ok');
      return open ? page([...list(true), ...stopDialog], 'Stop Instance') : page(list(false));
    }, 30);
    const clicks = done.filter((a): a is Extract<Action, { type: 'click' }> => a.type === 'click').map((a) => a.ref);
    expect(clicks).toEqual(['stop', 'ok', 'disks']);
    expect(notesOf(done)).toEqual([]);
    expect(done.at(-1)?.type).toBe('task_complete');
  });

  it('leaves a dialog with two ways on alone: the step is missing', async () => {
    const two: El[] = [...stopDialog, { ref: 'next', role: 'button', name: 'Next', within: dialog('Stop Instance') }];
    const done = await play(policy(doc, {}, {}), (_last, seen) => {
      const open = seen.some((a) => a.type === 'click' && a.ref === 'stop');
      return open ? page([...list(true), ...two], 'Stop Instance') : page(list(false));
    }, 30);
    expect(done.filter((a) => a.type === 'click').map((a) => ('ref' in a ? a.ref : ''))).toEqual(['stop']);
    expect(notesOf(done)).toEqual(['2:element-missing']);
  });
});

// A wizard's choice, then the order the doc fills in: its one Continue goes on.
describe('local policy: the doc fills a screen the dialog shows after Continue', () => {
  const doc = '1. Click **Upgrade/Downgrade**.\n2. Select **Downgrade**.\n3. Select **ecs.g6.large** from the **Instance Type** list.';
  const inWizard = dialog('Upgrade/Downgrade Wizard');
  const choose: El[] = [
    { ref: 'down', role: 'radio', name: 'Downgrade', within: [...inWizard, 'radiogroup:Operation'] },
    { ref: 'go', role: 'button', name: 'Continue', within: inWizard },
    { ref: 'x', role: 'button', name: 'Cancel', within: inWizard },
  ];
  const order: El[] = [
    { ref: 'type', role: 'combobox', name: 'Instance Type', options: ['ecs.g6.large', 'ecs.g6.xlarge'], within: inWizard },
    { ref: 'buy', role: 'button', name: 'Downgrade Now', within: inWizard },
  ];

  it('clicks Continue when the field is not in the dialog yet, with no difference', async () => {
    const done = await play(policy(doc, {}, {}), (_last, seen) => {
      const clicked = seen.flatMap((a) => ('ref' in a && a.ref ? [a.ref] : []));
      if (!clicked.includes('up')) return page([{ ref: 'up', role: 'button', name: 'Upgrade/Downgrade' }]);
      return page(clicked.includes('go') ? order : choose, 'Upgrade/Downgrade Wizard');
    }, 30);
    const refs = done.flatMap((a) => ('ref' in a && a.ref ? [a.ref] : []));
    expect(refs.slice(0, 4)).toEqual(['up', 'down', 'go', 'type']);
    expect(notesOf(done)).toEqual([]);
  });
});

// The doc fills a field whose label a column of the list behind the dialog also reads: the dialog stays open.
describe('local policy: a field of the dialog named like a column behind it', () => {
  it('does not confirm the dialog for the column\'s title', async () => {
    const doc = '1. Click **Create Policy**.\n2. In the dialog, set **Retention**: `Keep 30 days`.\n3. Click **OK**.';
    const inCreate = dialog('Create Policy');
    const done = await play(policy(doc, {}, {}), (_last, seen) => {
      const open = seen.some((a) => a.type === 'click' && a.ref === 'create');
      if (!open) return page([{ ref: 'create', role: 'button', name: 'Create Policy' }]);
      return page([
        { ref: 'col', role: 'columnheader', name: 'Retention', within: ['table:Policies'], blocked: true },
        { ref: 'ok', role: 'button', name: 'OK', within: inCreate },
        { ref: 'cancel', role: 'button', name: 'Cancel', within: inCreate },
      ], 'Create Policy');
    }, 30);
    const clicks = done.filter((a) => a.type === 'click').map((a) => ('ref' in a ? a.ref : ''));
    // OK once, as the doc's step 3 says, not before it as a way past the dialog.
    expect(clicks).toEqual(['create', 'ok']);
  });
});
