import { describe, expect, it } from 'vitest';
import { isSameEntry } from './match';
import { docMentions } from './submitted';
import { parseSteps } from '../../doc/steps';
import { actions, notesOf, page, play, policy, type El } from './test-pages';

// What older pages leave to the reader: a navigation group written with a plural the console does not have, the
// confirmation a doc's last click opens, and the resource list a doc that has gone nowhere yet finds a row in.
const nav = (ref: string, name: string, group?: string, extra: Partial<El> = {}): El => ({ ref, role: 'navitem', name, within: ['nav:Console', ...(group ? [`group:${group}`] : [])], ...extra });

describe('local policy: a navigation entry written with another plural', () => {
  it('is the same entry: no renamed group, no moved entry', async () => {
    expect(isSameEntry('Networks and Security', 'Network and Security')).toBe(true);
    expect(isSameEntry('SSH Key Pair', 'SSH Key Pairs')).toBe(true);
    expect(isSameEntry('Key Pair', 'SSH Key Pairs')).toBe(false);
    expect(isSameEntry('网络和安全', '网络与安全')).toBe(false);
    const doc = '1. In the left-side navigation pane, click **Networks and Security** > **SSH Key Pair**.';
    const done = await actions(policy(doc), page([nav('e1', 'Instances', 'Instances & Images'), nav('e2', 'SSH Key Pairs', 'Network and Security')]), 3);
    expect(done[0]).toEqual({ type: 'click', ref: 'e2' });
    expect(notesOf(done)).toEqual([]);
  });
});

describe('local policy: the doc ends with the click that opens a confirmation', () => {
  const doc = ['1. Go to the key pair list.', '2. Click **Delete**.'].join('\n');
  const list = [{ ref: 'e5', role: 'button', name: 'Delete' }];
  const confirm = (name: string, extra: El[] = []) => page([...list, { ref: 'e8', role: 'button', name, within: ['dialog:Delete Key Pair'] }, { ref: 'e9', role: 'button', name: 'Cancel', within: ['dialog:Delete Key Pair'] }, ...extra], 'Delete Key Pair');

  it('confirms the dialog named after the click once, with no defect', async () => {
    const done = await play(policy(doc), (last) => (last?.type === 'click' && last.ref === 'e5' ? confirm('OK') : last?.type === 'click' && last.ref === 'e8' ? page(list) : page(list)), 8);
    expect(done.filter((a) => a.type === 'click')).toEqual([{ type: 'click', ref: 'e5' }, { type: 'click', ref: 'e8' }]);
    expect(notesOf(done)).toEqual([]);
  });

  it('leaves a dialog with fields to fill, or named after something else, as it is', async () => {
    const withField = await play(policy(doc), (last) => (last?.type === 'click' && last.ref === 'e5' ? confirm('OK', [{ ref: 'e7', role: 'textbox', name: 'Reason', within: ['dialog:Delete Key Pair'] }]) : page(list)), 8);
    expect(withField.some((a) => a.type === 'click' && a.ref === 'e8')).toBe(false);
    const other = await play(policy(doc), (last) => (last?.type === 'click' && last.ref === 'e5' ? page([...list, { ref: 'e8', role: 'button', name: 'OK', within: ['dialog:Export Key Pair'] }], 'Export Key Pair') : page(list)), 8);
    expect(other.some((a) => a.type === 'click' && a.ref === 'e8')).toBe(false);
  });
});

describe('local policy: a row control on a page with no rows, right after logging on', () => {
  const doc = ['1. Log on to the ECS console.', '2. Find the instance and click **Upgrade/Downgrade** in the **Actions** column.'].join('\n');
  const overview = page([nav('e1', 'Overview', undefined, { states: { current: true } }), nav('e2', 'Instances', 'Instances & Images')]);
  const instances = page([
    nav('e1', 'Overview'),
    nav('e2', 'Instances', 'Instances & Images', { states: { current: true } }),
    { ref: 'e6', role: 'cell', name: 'i-0001', within: ['row:i-0001'] },
    { ref: 'e7', role: 'button', name: 'Upgrade/Downgrade', within: ['row:i-0001'] },
  ]);

  it('opens the list of what the step works on and clicks there, with no defect', async () => {
    const done = await play(policy(doc, {}, { vm: { id: 'i-0001', name: 'i-0001' } }), (_last, seen) => (seen.some((a) => a.type === 'click' && a.ref === 'e2') ? instances : overview), 8);
    expect(done.filter((a) => a.type === 'click')).toEqual([{ type: 'click', ref: 'e2' }, { type: 'click', ref: 'e7' }]);
    expect(notesOf(done)).toEqual([]);
  });
});

describe('local policy: a tag the doc leaves to the reader', () => {
  it('names its key and value boxes: the doc mentions 标签键 and Tag Value, not an unrelated field', () => {
    const zh = parseSteps('## 操作步骤\n\n1. 在**编辑标签**对话框，选择已有标签或新建标签，然后单击**确定**。\n');
    expect(docMentions(zh, '标签键')).toBe(true);
    expect(docMentions(zh, '标签值')).toBe(true);
    expect(docMentions(zh, '快照名称')).toBe(false);
    const en = parseSteps('## Procedure\n\n1. Select an existing tag or create a new tag, and then click **OK**.\n');
    expect(docMentions(en, 'Tag Value')).toBe(true);
    expect(docMentions(en, 'Description')).toBe(false);
  });
});
