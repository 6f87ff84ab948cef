import { describe, expect, it } from 'vitest';
import { readsAsAction } from './glossary';
import { cjkAlike, similarity, singular } from './match';
import type { Action } from '../../../protocol';
import type { TurnFeedback } from '../policy';
import { actions, dialog, notesOf, observe, page, play, policy } from './test-pages';

// Which kind a difference gets: a tab that became an entry of a page's own pane, a label that names no action.
describe('label matching: plurals and whole words', () => {
  it('reads English plurals as their singular', () => {
    expect(singular('disks')).toBe('disk');
    expect(singular('policies')).toBe('policy');
    expect(singular('switches')).toBe('switch');
    expect(singular('access')).toBe('access');
    expect(singular('status')).toBe('status');
    expect(similarity('Cloud Disk', 'Disks')).toBeGreaterThanOrEqual(0.6);
    expect(similarity('云盘', '本实例磁盘')).toBeGreaterThanOrEqual(0.6);
  });

  it('does not take a word inside a hyphenated resource name for the control', () => {
    expect(similarity('Files', 'doc-files-1a2b3c')).toBeLessThan(0.6);
    expect(similarity('Stop', 'Stop Instance')).toBeGreaterThanOrEqual(0.6);
  });
});

describe('readsAsAction', () => {
  it('tells a button named after its action from a place or a thing', () => {
    for (const label of ['Disable', 'Delete Role', 'Release', '删除角色', '立即释放']) expect(readsAsAction(label)).toBe(true);
    for (const label of ['Inbound', 'Outbound', '入方向', 'Access Rule']) expect(readsAsAction(label)).toBe(false);
  });
});

describe('local policy: kinds of a difference', () => {
  it('follows a tab that became an entry of the page\'s own pane under a like name, as a path change', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'link', name: 'Instance Details', within: ['nav:Instance'], states: { current: true } },
      { ref: 'e2', role: 'link', name: 'Disks', within: ['nav:Instance'] },
      { ref: 'e3', role: 'link', name: 'Instance Snapshots', within: ['nav:Instance'] },
    ]);
    // It waits for the tab to load first, then looks in the pane.
    const done = (await actions(policy('1. On the **Instance Details** page, click the **Cloud Disk** tab.'), snapshot, 9)).filter((a) => a.type !== 'wait');
    expect(done[0]).toMatchObject({ type: 'note_deviation', kind: 'path-changed' });
    expect(done[1]).toEqual({ type: 'click', ref: 'e2' });
  });

  it('does not take a dialog\'s only confirm button for a tab the doc clicks', async () => {
    const snapshot = page(
      [
        { ref: 'e1', role: 'textbox', name: 'Security Group Name', within: dialog('Create Security Group') },
        { ref: 'e2', role: 'button', name: 'OK', within: dialog('Create Security Group') },
        { ref: 'e3', role: 'button', name: 'Cancel', within: dialog('Create Security Group') },
      ],
      'Create Security Group',
    );
    const done = await actions(policy('1. Click **Inbound**.'), snapshot, 8);
    expect(done).not.toContainEqual({ type: 'click', ref: 'e2' });
    expect(done.at(-1)).toMatchObject({ type: 'task_unachievable' });
  });
});

describe('local policy: a field named in prose claims no label', () => {
  const form = page(
    [
      { ref: 'e1', role: 'textbox', name: 'SSH Key Pair Name', within: dialog('Import Key Pair') },
      { ref: 'e2', role: 'button', name: 'OK', within: dialog('Import Key Pair') },
    ],
    'Import Key Pair',
  );

  it('fills the field that reads alike without reporting a rename', async () => {
    const done = await actions(policy('1. Enter the key pair name `web-key` and click **OK**.'), form, 3);
    expect(done[0]).toEqual({ type: 'type', ref: 'e1', text: 'web-key', clear: true, submit: false });
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
  });

  it('still reports a bold label the console words otherwise', async () => {
    const done = await actions(policy('1. Set **Key Pair Name** to `web-key` and click **OK**.'), form, 3);
    expect(done[0]).toMatchObject({ type: 'note_deviation', kind: 'label-changed', expected: 'Key Pair Name', actual: 'SSH Key Pair Name' });
  });

  it('takes a word bold only in another step as plain in this one', async () => {
    const doc = '1. Enter the key pair name `web-key` and click **OK**.\n2. Click **Key Pair Name** in the list to open it.';
    const done = await actions(policy(doc), form, 3);
    expect(done[0]).toEqual({ type: 'type', ref: 'e1', text: 'web-key', clear: true, submit: false });
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
  });
});

describe('local policy: a navigation path that is gone', () => {
  const nav = (current?: string) =>
    ['Overview', 'Host Monitoring', 'Alert Center'].map((name, i) => ({ ref: `n${i}`, role: 'link', name, within: ['nav:CloudMonitor'], states: { current: name === current } }));
  const home = page(nav('Overview'));
  const center = page([...nav('Alert Center'), { ref: 'e1', role: 'tab', name: 'Contacts', states: { selected: true } }, { ref: 'e2', role: 'button', name: 'New Contact' }]);
  const doc = '1. In the left-side navigation pane, choose **Alerts** > **Alert Contacts**.\n2. Click **Create Alert Contact**.';

  it('opens the entry whose name is close, finds what the doc does next there, and reports the path changed', async () => {
    const p = policy(doc);
    let last: TurnFeedback | null = null;
    const seen: Action[] = [];
    for (let i = 0; i < 20; i++) {
      const snapshot = seen.some((a) => a.type === 'click' && a.ref === 'n2') ? center : home;
      const d = await p.next(observe(snapshot), last);
      seen.push(d.action!);
      if (d.action!.type === 'task_complete' || d.action!.type === 'task_unachievable') break;
      last = { action: d.action!, result: { ok: true, changes: {} } };
    }
    expect(seen).toContainEqual({ type: 'click', ref: 'n2' });
    expect(seen).toContainEqual(expect.objectContaining({ type: 'note_deviation', step: 1, kind: 'path-changed' }));
    expect(seen).toContainEqual(expect.objectContaining({ type: 'note_deviation', step: 2, kind: 'label-changed', actual: 'New Contact' }));
    expect(seen).toContainEqual({ type: 'click', ref: 'e2' });
  });

  it('reports the entry missing when no close entry has what the doc does next', async () => {
    const p = policy(doc);
    let last: TurnFeedback | null = null;
    const seen: Action[] = [];
    for (let i = 0; i < 16; i++) {
      const d = await p.next(observe(home), last);
      seen.push(d.action!);
      if (d.action!.type === 'task_complete' || d.action!.type === 'task_unachievable') break;
      last = { action: d.action!, result: { ok: true, changes: {} } };
    }
    expect(seen).toContainEqual({ type: 'click', ref: 'n2' });
    expect(seen).toContainEqual(expect.objectContaining({ type: 'note_deviation', step: 1, kind: 'element-missing' }));
  });
});

describe('local policy: looking through the menu of the area a lost path leads to', () => {
  const nav = ['Overview', 'Alert Center'].map((name, i) => ({ ref: `n${i}`, role: 'link', name, within: ['nav:CloudMonitor'] }));
  const inner = ['Alert Rules', 'Notification Objects'].map((name, i) => ({ ref: `m${i}`, role: 'link', name, within: ['nav:Alert Center'] }));
  const home = page(nav);
  const rules = page([...nav, ...inner, { ref: 'r1', role: 'button', name: 'Create Alert Rule' }]);
  const objects = page([...nav, ...inner, { ref: 'e1', role: 'tab', name: 'Contacts', states: { selected: true } }, { ref: 'e2', role: 'button', name: 'New Contact' }]);
  const doc = '1. In the left-side navigation pane, choose **Alerts** > **Alert Contacts**.\n2. Click **Create Alert Contact**.';

  it('does not take a control for another thing ("Create Alert Rule") and finds the contact list in the area\'s menu', async () => {
    const p = policy(doc);
    let last: TurnFeedback | null = null;
    let shown = home;
    const seen: Action[] = [];
    for (let i = 0; i < 30; i++) {
      const d = await p.next(observe(shown), last);
      const action = d.action!;
      seen.push(action);
      if (action.type === 'task_complete' || action.type === 'task_unachievable') break;
      if (action.type === 'click' && action.ref === 'n1') shown = rules;
      if (action.type === 'click' && action.ref === 'm1') shown = objects;
      if (action.type === 'navigate') shown = home;
      last = { action, result: { ok: true, changes: {} } };
    }
    expect(seen).not.toContainEqual({ type: 'click', ref: 'r1' });
    expect(seen).toContainEqual({ type: 'click', ref: 'm1' });
    expect(seen).toContainEqual(expect.objectContaining({ type: 'note_deviation', step: 1, kind: 'path-changed' }));
    expect(seen).toContainEqual({ type: 'click', ref: 'e2' });
  });
});

describe('a required field the doc never names, in a dialog an earlier step filled', () => {
  it('is the missing step of the step that filled the dialog, not of the click that submitted it', async () => {
    const d = dialog('New Member');
    const p = policy('1. Enter the name, email address, and phone number of the member.\n2. Click **OK**.', { memberName: 'n1', email: 'n1@example.com' });
    const form = (invalid: boolean) => page([
      { ref: 'e1', role: 'textbox', name: 'Name', ...(invalid ? { value: 'n1' } : {}), within: d },
      { ref: 'e2', role: 'textbox', name: 'Badge ID', within: d, ...(invalid ? { states: { invalid: true } } : {}) },
      { ref: 'e3', role: 'textbox', name: 'E-mail', ...(invalid ? { value: 'n1@example.com' } : {}), within: d },
      { ref: 'e4', role: 'button', name: 'OK', within: d },
    ], 'New Member');
    let last: TurnFeedback | null = null;
    const done: Action[] = [];
    for (let i = 0; i < 3; i++) {
      const decision = await p.next(observe(form(false)), last);
      done.push(decision.action!);
      last = { action: decision.action, result: { ok: true, changes: {} } };
    }
    expect(done.at(-1)).toEqual({ type: 'click', ref: 'e4' });
    const noted = await p.next(observe(form(true)), last);
    expect(noted.action).toMatchObject({ type: 'note_deviation', kind: 'missing-step', step: 1 });
  });
});

describe('a required port box the doc never names', () => {
  it('is given a port, not a name: the missing step still goes on', async () => {
    const d = dialog('Configure Listener');
    const p = policy('1. Select **UDP** and click **Submit**.');
    const form = (invalid: boolean) => page([
      { ref: 'e1', role: 'radio', name: 'UDP', within: d, states: { checked: invalid } },
      { ref: 'e2', role: 'textbox', name: 'Listener Port', within: d, ...(invalid ? { states: { invalid: true }, error: 'Enter a port from 1 to 65535.' } : {}) },
      { ref: 'e3', role: 'button', name: 'Submit', within: d },
    ], 'Configure Listener');
    let last: TurnFeedback | null = null;
    for (let i = 0; i < 2; i++) {
      const decision = await p.next(observe(form(false)), last);
      last = { action: decision.action, result: { ok: true, changes: {} } };
    }
    const noted = await p.next(observe(form(true)), last);
    expect(noted.action).toMatchObject({ type: 'note_deviation', kind: 'missing-step' });
    const typed = await p.next(observe(form(true)), { action: noted.action, result: { ok: true, changes: {} } });
    expect(typed.action).toMatchObject({ type: 'type', ref: 'e2', text: '80' });
  });
});

describe('a required field left empty in a dialog the doc opens again', () => {
  it('is asked for anew, not the earlier dialog\'s value rejected', async () => {
    const doc = ['1. Click **Add Record**, enter `10.0.0.1` in **Value**, and click **OK**.', '2. Click **Add Record**, enter `10.0.0.2` in **Value**, and click **OK**.'].join('\n');
    // Each Add Record opens a new dialog (new refs); OK with the Host box empty marks it.
    let [opened, open] = [0, false];
    let values: Record<string, string> = {};
    let invalid = false;
    const done = await play(policy(doc), (last) => {
      if (last?.type === 'click' && last.ref === 'add') [opened, open, values, invalid] = [opened + 1, true, {}, false];
      if (last?.type === 'type') values[last.ref!] = last.text;
      if (last?.type === 'click' && last.ref === `ok${opened}`) {
        if (values[`host${opened}`]) open = false;
        else invalid = true;
      }
      if (!open) return page([{ ref: 'add', role: 'button', name: 'Add Record' }]);
      const d = dialog('Add Record');
      const host = `host${opened}`;
      return page([
        { ref: host, role: 'textbox', name: 'Host', within: d, ...(values[host] ? { value: values[host] } : {}), ...(invalid && !values[host] ? { states: { invalid: true } } : {}) },
        { ref: `value${opened}`, role: 'textbox', name: 'Value', within: d, ...(values[`value${opened}`] ? { value: values[`value${opened}`] } : {}) },
        { ref: `ok${opened}`, role: 'button', name: 'OK', within: d },
      ], 'Add Record');
    }, 20);
    expect(notesOf(done)).not.toContain('1:value-rejected');
    expect(done.filter((a) => a.type === 'type' && a.ref === 'host2')).toHaveLength(1);
  });
});

describe('Chinese labels a word apart, when the doc\'s tab is gone', () => {
  it('reads them as one thing only with the same last character and most characters shared', () => {
    expect(cjkAlike('报警联系组', '联系人组列表')).toBe(true);
    expect(cjkAlike('报警联系组', '新建联系人')).toBe(false);
    expect(cjkAlike('报警联系组', '报警联系组列表')).toBe(true);
    expect(cjkAlike('Alert Contact Group', 'Contact Group List')).toBe(false);
  });

  it('opens the button that reads alike as the tab\'s new path, and takes a page of that name as the tab', async () => {
    const onList = page([
      { ref: 'e1', role: 'tab', name: '联系人', states: { selected: true } },
      { ref: 'e2', role: 'button', name: '新建联系人' },
      { ref: 'e3', role: 'button', name: '成员组列表' },
    ]);
    const p = policy('1. 单击**成员组**页签。');
    const out: Action[] = [];
    let last: TurnFeedback | null = null;
    for (let i = 0; i < 10; i++) {
      const d = await p.next(observe(onList), last);
      out.push(d.action!);
      if (d.action!.type === 'click') break;
      last = { action: d.action, result: { ok: true, changes: {} } };
    }
    expect(out.find((a) => a.type === 'note_deviation')).toMatchObject({ kind: 'path-changed' });
    expect(out.at(-1)).toEqual({ type: 'click', ref: 'e3' });
    const titled = { ...page([{ ref: 'e4', role: 'button', name: '新建成员组' }]), title: '成员组列表' };
    const [first] = await actions(policy('1. 在**成员组**页签，单击**新建成员组**。'), titled, 1);
    expect(first).toEqual({ type: 'click', ref: 'e4' });
  });
});
