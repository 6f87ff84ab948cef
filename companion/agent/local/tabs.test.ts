import { describe, expect, it } from 'vitest';
import type { TurnFeedback } from '../policy';
import { actions, observe, page, policy } from './test-pages';

// A doc's navigation path that the console draws as a tab of the page and an area on that tab.
describe('local policy: a navigation path that is a tab and an area', () => {
  const doc = '1. In the left-side navigation pane, choose **Advanced** > **Web Pages**.\n2. Click **Edit**.';
  const tabs = (selected: boolean) => [
    { ref: 't1', role: 'tab', name: 'General', states: { selected: !selected } },
    { ref: 't2', role: 'tab', name: 'Advanced', states: { selected } },
  ];

  it('opens the tab, notes the path change once, and works in the area named like the target', async () => {
    const p = policy(doc);
    const before = page(tabs(false));
    const after = page([
      ...tabs(true),
      { ref: 'e1', role: 'button', name: 'Edit', within: ['form:Logging'] },
      { ref: 'e2', role: 'button', name: 'Edit', within: ['form:Web Page'] },
    ]);
    const first = await p.next(observe(before), null);
    expect(first.action).toMatchObject({ type: 'note_deviation', step: 1, kind: 'path-changed' });
    const second = await p.next(observe(before), { action: first.action, result: { ok: true, changes: {} } });
    expect(second.action).toEqual({ type: 'click', ref: 't2' });
    const ok: TurnFeedback = { action: second.action, result: { ok: true, changes: { navigated: 'x' } } };
    const third = await p.next(observe(after), ok);
    expect(third.action).toEqual({ type: 'click', ref: 'e2' });
  });

  it('opens no tab the path does not name', async () => {
    const p = policy('1. In the left-side navigation pane, choose **Logs** > **Web Pages**.\n2. Click **Edit**.');
    let last: TurnFeedback | null = null;
    const clicked: string[] = [];
    for (let i = 0; i < 12; i++) {
      const d = await p.next(observe(page(tabs(false))), last);
      if (d.action?.type === 'click') clicked.push(d.action.ref ?? '');
      if (!d.action || d.action.type === 'task_unachievable') break;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    expect(clicked).toEqual([]);
  });
});

describe('local policy: a navigation entry whose page is open already', () => {
  it('notes the path change when the next acting step\'s choice is in a list on this page', async () => {
    const snapshot = page([
      { ref: 'n1', role: 'navitem', name: 'Search History', within: ['nav:Audit'], states: { current: true } },
      { ref: 'e1', role: 'combobox', name: 'Filter', options: ['Owner', 'Kind'], value: 'Kind' },
    ]);
    const doc = '1. In the left-side navigation pane, click **Record Lookup**.\n2. View the records of the last week.\n3. Select **Owner** from the drop-down list.';
    const done = (await actions(policy(doc), snapshot, 12)).filter((a) => a.type !== 'wait');
    expect(done[0]).toMatchObject({ type: 'note_deviation', step: 1, kind: 'path-changed' });
    expect(done[1]).toEqual({ type: 'select', ref: 'e1', option: 'Owner' });
  });
});

// A doc's tab that the console now shows as a table of its own in the dialog, under the same name.
describe('local policy: a tab that is a named part of the page now', () => {
  it('goes on in that part without a tab to open, and still misses a tab nothing on the page is named after', async () => {
    const doc = '1. On the **Server Weights** tab, specify the weight of each server.\n2. Click **OK**.';
    const rows = [
      { ref: 'w1', role: 'textbox', name: 'Weight', value: '100', within: ['dialog:Servers', 'table:Server Weights', 'row:i-1'] },
      { ref: 'ok', role: 'button', name: 'OK', within: ['dialog:Servers'] },
    ];
    const done = (await actions(policy(doc), page(rows, 'Servers'), 6)).filter((a) => a.type !== 'wait');
    expect(done[0]).toEqual({ type: 'click', ref: 'ok' });
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
    const other = (await actions(policy(doc.replace('Server Weights', 'Port Settings')), page(rows, 'Servers'), 20)).filter((a) => a.type !== 'wait');
    // Step 2 is done without the tab: step 1's tab is obsolete.
    expect(other.find((a) => a.type === 'note_deviation')).toMatchObject({ step: 1, kind: 'obsolete-step', expected: 'Port Settings' });
  });
});

// Looking around for a lost path goes back to the start page, which may not have drawn its navigation yet.
describe('local policy: looking around on a page still drawing', () => {
  it('waits for the navigation to be drawn before it gives up on the path', async () => {
    const p = policy('1. In the left-side navigation pane, choose **Alarms** > **Alarm Contacts**.\n2. Click **New Contact**.');
    const blank = page([]);
    const drawn = page([{ ref: 'n1', role: 'navitem', name: 'Notification Contacts', within: ['nav:Monitor'] }]);
    let last: TurnFeedback | null = null;
    const seen: string[] = [];
    for (let i = 0; i < 14; i++) {
      const d = await p.next(observe(i < 9 ? blank : drawn), last);
      if (!d.action) break;
      seen.push(d.action.type === 'click' ? `click ${d.action.ref}` : d.action.type);
      if (d.action.type === 'click' || d.action.type === 'task_unachievable') break;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    expect(seen.at(-1)).toBe('click n1');
  });
});

// Writers of one console name the same tab in the singular and the plural ("Triggers" tab, "Trigger" drawn).
describe('local policy: a tab named with a plural ending the console does not draw', () => {
  it('opens it without a deviation, and still notes a tab renamed by its words', async () => {
    const drawn = (name: string) => page([
      { ref: 't1', role: 'tab', name: 'Code', states: { selected: true } },
      { ref: 't2', role: 'tab', name, states: { selected: false } },
    ]);
    const plural = (await actions(policy('1. On the **Triggers** tab, click **Create Trigger**.'), drawn('Trigger'), 3)).filter((a) => a.type !== 'wait');
    expect(plural[0]).toEqual({ type: 'click', ref: 't2' });
    const renamed = (await actions(policy('1. On the **Triggers** tab, click **Create Trigger**.'), drawn('Trigger Management'), 3)).filter((a) => a.type !== 'wait');
    expect(renamed[0]).toMatchObject({ type: 'note_deviation', step: 1, kind: 'label-changed', actual: 'Trigger Management' });
  });
});

// "Select an image type." where the Images page's tabs are its kinds; "Enter the value in the search bar." where the
// bar is a group holding one text box.
describe('local policy: a type chosen among the tabs, a value in the bar that holds the box', () => {
  const images = (publicOpen: boolean) => page([
    { ref: 't1', role: 'tab', name: 'Custom Images', states: { selected: !publicOpen } },
    { ref: 't2', role: 'tab', name: 'Public Images', states: { selected: publicOpen } },
    { ref: 'e1', role: 'combobox', name: 'Search item', value: 'Image Name', options: ['Image Name', 'Image ID'], within: ['group:Search bar'] },
    { ref: 'e2', role: 'textbox', name: 'Search value', within: ['group:Search bar'] },
    { ref: 'e3', role: 'button', name: 'Search', within: ['group:Search bar'] },
  ]);

  it('keeps the open tab as the type and types the task value in the bar\'s box, with no difference', async () => {
    const done = await actions(policy('1. Select an image type.\n2. Enter `centos` in the search bar.\n3. Click **Search**.'), images(true), 4);
    expect(done.filter((a) => a.type === 'note_deviation')).toEqual([]);
    expect(done).toContainEqual(expect.objectContaining({ type: 'type', ref: 'e2', text: 'centos' }));
    expect(done).toContainEqual({ type: 'click', ref: 'e3' });
  });

  it('reads 镜像类型 as the kinds 自定义镜像 / 公共镜像 and opens the first when none is open', async () => {
    const zh = page([
      { ref: 't1', role: 'tab', name: '自定义镜像' },
      { ref: 't2', role: 'tab', name: '公共镜像' },
    ]);
    const done = await actions(policy('1. 选择镜像类型。'), zh, 2);
    expect(done[0]).toEqual({ type: 'click', ref: 't1' });
  });
});
