import { describe, expect, it } from 'vitest';
import type { Action, PageSnapshot } from '../../../protocol';
import { notesOf, page, play, policy, type El } from './test-pages';

// Controls the doc places one way that the console offers another: an area's button now an entry of the navigation,
// a menu item now a button, a navigation entry now a tab, a dialog now a page, a list now a key of a filter.
describe('local policy: a control the console moved or made part of something else', () => {
  const nav = (ref: string, name: string, extra: Partial<El> = {}): El => ({ ref, role: 'navitem', name, within: ['nav:Console'], ...extra });
  const titled = (title: string, elements: El[], dialog?: string): PageSnapshot => ({ ...page(elements, dialog), title });
  const run = (doc: string, pageAfter: (last: Action | null, seen: Action[]) => PageSnapshot, limit = 20) => play(policy(doc, {}, { bucket: { id: 'doc-files-1', name: 'doc-files-1' } }), pageAfter, limit);
  const notes = notesOf;
  const clicked = (done: Action[], ref: string) => done.some((a) => a.type === 'click' && a.ref === ref);

  it('opens the navigation entry that took the place of an area\'s button, then clicks the button its page shows', async () => {
    const entry = nav('e2', 'Remove Bucket', { within: ['nav:Console', 'group:Basic Settings'] });
    const overview = titled('Overview', [nav('e1', 'Overview', { states: { current: true } }), entry]);
    const removePage = titled('Remove Bucket', [nav('e1', 'Overview'), { ...entry, states: { current: true } }, { ref: 'e5', role: 'button', name: 'Remove Bucket' }]);
    const confirm = titled('Remove Bucket', [{ ref: 'e7', role: 'button', name: 'OK', within: ['dialog:Remove Bucket'] }], 'Remove Bucket');
    const done = await run('1. In the **Bucket Management** area, click **Remove Bucket**.\n2. In the dialog that opens, click **OK**.\n', (_, seen) =>
      clicked(seen, 'e5') ? confirm : clicked(seen, 'e2') ? removePage : overview);
    expect(notes(done)).toEqual(['1:path-changed']);
    expect(clicked(done, 'e5') && clicked(done, 'e7')).toBe(true);
    expect(done.at(-1)?.type).toBe('task_complete');
  });

  it('reports a menu path whose item is a plain button of the tab it opened, and takes the dialog that button opened as done', async () => {
    const tabs: El[] = [{ ref: 'e1', role: 'tab', name: 'Overview', states: { selected: true } }, { ref: 'e2', role: 'tab', name: 'Basic Settings' }];
    const settings = titled('doc-files-1', [tabs[0], { ...tabs[1], states: { selected: true } }, { ref: 'e5', role: 'button', name: 'Remove Bucket', within: ['form:Bucket Management'] }]);
    const confirm = titled('doc-files-1', [{ ref: 'e7', role: 'button', name: 'OK', within: ['dialog:Remove Bucket'] }], 'Remove Bucket');
    const done = await run('1. Click **Basic Settings** > **Remove Bucket**.\n2. Click **Remove Bucket**, and in the dialog that opens, click **OK**.\n', (_, seen) =>
      clicked(seen, 'e5') ? confirm : clicked(seen, 'e2') ? settings : titled('doc-files-1', tabs));
    expect(notes(done)).toEqual(['1:path-changed']);
    expect(clicked(done, 'e7')).toBe(true);
  });

  it('takes a caption of the navigation for no entry renamed', async () => {
    const left = titled('Overview', [nav('e1', 'Overview', { states: { current: true } }), { ref: 'e2', role: 'text', name: 'Bucket List', within: ['nav:Console'] }, nav('e3', 'doc-files-1')]);
    const done = await run('1. In the left-side navigation pane, click **Buckets**. On the Buckets page, click the name of the bucket `doc-files-1`.\n', () => left);
    expect(notes(done)).toEqual(['1:path-changed']);
    expect(clicked(done, 'e2')).toBe(false);
    expect(clicked(done, 'e3')).toBe(true);
  });

  it('opens the tab of the resource\'s page that reads like the doc\'s entry, not the list of all of them one group deeper', async () => {
    const entries = [nav('e1', 'Instances', { within: ['nav:Console', 'group:Instances & Images'], states: { current: true } }), nav('e2', 'Disks', { within: ['nav:Console', 'group:Storage & Snapshots'] })];
    const details = titled('vm-1', [...entries, { ref: 'e4', role: 'tab', name: 'Instance Details', states: { selected: true } }, { ref: 'e5', role: 'tab', name: 'Cloud Disk' }]);
    const disks = titled('vm-1', [...entries, { ref: 'e4', role: 'tab', name: 'Instance Details' }, { ref: 'e5', role: 'tab', name: 'Cloud Disk', states: { selected: true } }, { ref: 'e6', role: 'button', name: 'Create Snapshot' }]);
    const done = await run('1. In the left-side navigation pane, click **Disks**, and then click **Create Snapshot**.\n', (_, seen) => (clicked(seen, 'e5') ? disks : details));
    expect(notes(done)).toEqual(['1:path-changed']);
    expect(clicked(done, 'e2')).toBe(false);
    expect(clicked(done, 'e6')).toBe(true);
  });

  it('confirms a dialog the console made a page with the button named after the page', async () => {
    const form = titled('Create Security Group', [
      { ref: 'e1', role: 'textbox', name: 'Security Group Name', within: ['form:Basic Information'] },
      { ref: 'e2', role: 'button', name: 'Add Rule', within: ['form:Access Rule'] },
      { ref: 'e3', role: 'button', name: 'Create Security Group' },
      { ref: 'e4', role: 'button', name: 'Cancel' },
    ]);
    const done = await run('1. Click **OK**.\n', () => form);
    expect(notes(done)).toEqual(['1:label-changed']);
    expect(clicked(done, 'e3')).toBe(true);
  });

  it('chooses the key of a filter that offers the field the doc fills, then types in the box after it', async () => {
    const bar = (key: string): PageSnapshot => titled('Event Query', [
      { ref: 'e1', role: 'combobox', name: 'Lookup Attribute', value: key, options: ['Event Name', 'User Name', 'Service Name'] },
      { ref: 'e2', role: 'textbox', name: 'Attribute Value' },
      { ref: 'e3', role: 'button', name: 'Search' },
    ]);
    const done = await run('1. Enter the user name `alice` and click **Search**.\n', (_, seen) => (seen.some((a) => a.type === 'select') ? bar('User Name') : bar('Event Name')));
    expect(done).toContainEqual({ type: 'select', ref: 'e1', option: 'User Name' });
    expect(done.some((a) => a.type === 'type' && a.ref === 'e2')).toBe(true);
    expect(notes(done)).toEqual([]);
  });

  it('takes a list that offers the doc\'s option for the doc\'s list renamed', async () => {
    const bar = titled('Event Query', [
      { ref: 'e1', role: 'combobox', name: 'Lookup Attribute', value: 'Event Name', options: ['Event Name', 'User Name'] },
      { ref: 'e2', role: 'button', name: 'Search' },
    ]);
    const done = await run('1. Select **Username** from the **Filter** drop-down list, and click **Search**.\n', () => bar);
    expect(done).toContainEqual({ type: 'select', ref: 'e1', option: 'User Name' });
    expect(notes(done)).toEqual(['1:label-changed']);
  });

  it('reports a tab whose content is now the page of the navigation entry open', async () => {
    const here = titled('事件查询', [nav('e1', '事件查询', { states: { current: true } }), { ref: 'e2', role: 'button', name: '搜索' }]);
    const done = await run('1. 在**历史事件查询**页签下，单击**搜索**。\n', () => here);
    expect(notes(done)).toEqual(['1:path-changed']);
    expect(clicked(done, 'e2')).toBe(true);
  });

  it('does not report the tab when the page named alike has that very tab', async () => {
    const here = titled('设置', [nav('e1', '设置', { states: { current: true } }), { ref: 'e2', role: 'tab', name: '安全设置', states: { selected: true } }, { ref: 'e3', role: 'button', name: '编辑规则' }]);
    const done = await run('1. 在**安全设置**页签下，单击**编辑规则**。\n', () => here);
    expect(notes(done)).toEqual([]);
    expect(clicked(done, 'e3')).toBe(true);
  });

  it('reports a page the doc works on that the console has nowhere, with another entry open', async () => {
    const here = titled('Event Detail Query', [nav('e1', 'Overview'), nav('e2', 'Event Detail Query', { states: { current: true } }), { ref: 'e3', role: 'button', name: 'Search' }]);
    const done = await run('1. On the **History Search** page, click **Search**.\n', () => here);
    expect(notes(done)).toEqual(['1:path-changed']);
    expect(clicked(done, 'e3')).toBe(true);
  });

  it('does not report a page the console names alike', async () => {
    const here = titled('Bucket List', [nav('e1', 'Bucket List', { states: { current: true } }), { ref: 'e3', role: 'button', name: 'Create Bucket' }]);
    const done = await run('1. On the **Buckets** page, click **Create Bucket**.\n', () => here);
    expect(notes(done)).toEqual([]);
  });
});
