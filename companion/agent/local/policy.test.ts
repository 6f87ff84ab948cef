import { describe, expect, it } from 'vitest';
import { PageSnapshotSchema, type Action, type PageSnapshot } from '../../../protocol';
import { parseSteps } from '../../doc/steps';
import type { EpisodeContext, TurnFeedback } from '../policy';
import { LocalPolicy } from './policy';

// The local policy over page snapshots written by hand: what it does with the doc's words on a given page.
const box = { x: 0, y: 0, width: 10, height: 10 };
interface El {
  ref: string;
  role: string;
  name: string;
  value?: string;
  options?: string[];
  within?: string[];
  states?: Record<string, boolean>;
}
const page = (elements: El[], dialog?: string): PageSnapshot =>
  PageSnapshotSchema.parse({
    url: 'http://console.test/rds/instances',
    title: 'Instances',
    viewport: { width: 1280, height: 800 },
    elements: elements.map((el) => ({ box, inViewport: true, ...el })),
    text: '',
    toasts: [],
    ...(dialog ? { dialog } : {}),
  });
const observe = (p: PageSnapshot) => ({ page: p, tabs: [], step: null, steps: [], history: [], provisioning: [] });

function policy(doc: string): LocalPolicy {
  const ctx: EpisodeContext = {
    taskId: 't', steps: parseSteps(doc), locale: 'en-US', region: 'cn-hangzhou', startUrl: 'http://console.test/rds',
    inputs: {}, resources: { db: { id: 'rm-0001', name: 'orders-db' } }, rand: 'r1',
  };
  return new LocalPolicy(ctx);
}

/** The actions the policy takes on one page until it leaves the doc step or acts `limit` times, each reported ok. */
async function actions(p: LocalPolicy, snapshot: PageSnapshot, limit = 4): Promise<Action[]> {
  const out: Action[] = [];
  let last: TurnFeedback | null = null;
  for (let i = 0; i < limit; i++) {
    const d = await p.next(observe(snapshot), last);
    if (!d.action) break;
    out.push(d.action);
    if (d.action.type === 'task_complete' || d.action.type === 'task_unachievable') break;
    last = { action: d.action, result: { ok: true, changes: { dialogClosed: 'x' } } };
  }
  return out;
}

const dialog = (name: string) => [`dialog:${name}`];

describe('local policy: fields the doc leaves to the reader', () => {
  it('keeps the values two selects already have and goes on to the button', async () => {
    const snapshot = page(
      [
        { ref: 'e1', role: 'combobox', name: 'Begin', value: '01:00', within: dialog('Window') },
        { ref: 'e2', role: 'combobox', name: 'Finish', value: '03:00', within: dialog('Window') },
        { ref: 'e3', role: 'button', name: 'Yes', within: dialog('Window') },
      ],
      'Window',
    );
    const done = await actions(policy('1. Choose a **Begin** and a **Finish**, and then click **Yes**.'), snapshot);
    expect(done[0]).toEqual({ type: 'click', ref: 'e3' });
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
  });

  it('takes a valid option of an empty select, keeps a radio group\'s choice, and saves with the dialog\'s button', async () => {
    const snapshot = page(
      [
        { ref: 'e1', role: 'combobox', name: 'Zone', options: ['Zone A', 'Zone B'], within: dialog('Edit') },
        { ref: 'e2', role: 'radio', name: 'Fast', states: { checked: true }, within: [...dialog('Edit'), 'group:Disk'] },
        { ref: 'e3', role: 'radio', name: 'Cheap', within: [...dialog('Edit'), 'group:Disk'] },
        { ref: 'e4', role: 'button', name: 'Apply', within: dialog('Edit') },
        { ref: 'e5', role: 'button', name: 'Cancel', within: dialog('Edit') },
      ],
      'Edit',
    );
    const done = await actions(policy('1. Set **Zone** and **Disk**, then save the changes.'), snapshot);
    expect(done.slice(0, 2)).toEqual([
      { type: 'select', ref: 'e1', option: 'Zone A' },
      { type: 'click', ref: 'e4' },
    ]);
    expect(done.some((a) => a.type === 'note_deviation')).toBe(false);
  });

  it('treats a click on a select\'s label as a choice left to the reader, not a missing control', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'combobox', name: 'Rule Kind', value: 'Latency' },
      { ref: 'e2', role: 'button', name: 'OK' },
    ]);
    const done = await actions(policy('1. Select the **Rule Kind** and then click **OK**.'), snapshot);
    expect(done[0]).toEqual({ type: 'click', ref: 'e2' });
  });
});

describe('local policy: alternatives', () => {
  const row = ['table:Instances', 'row:rm-0001 orders-db'];
  const doc = '1. Find the database, then click its ID or click **Open** in the **Actions** column.\n2. Click **Backups**.';

  it('does the first alternative and not the second', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'link', name: 'rm-0001', within: row },
      { ref: 'e2', role: 'button', name: 'Open', within: row },
      { ref: 'e3', role: 'tab', name: 'Backups' },
    ]);
    const done = await actions(policy(doc), snapshot, 2);
    expect(done).toEqual([
      { type: 'click', ref: 'e1' },
      { type: 'click', ref: 'e3' },
    ]);
  });

  it('takes the second alternative when the page offers only that one, without a defect', async () => {
    const snapshot = page([
      { ref: 'e2', role: 'button', name: 'Open', within: row },
      { ref: 'e3', role: 'tab', name: 'Backups' },
    ]);
    const done = await actions(policy(doc), snapshot, 2);
    expect(done).toEqual([
      { type: 'click', ref: 'e2' },
      { type: 'click', ref: 'e3' },
    ]);
  });

  it('reports the step when no alternative is on the page', async () => {
    const snapshot = page([{ ref: 'e3', role: 'tab', name: 'Backups' }, { ref: 'e4', role: 'cell', name: 'Name', within: row }]);
    const done = await actions(policy(doc), snapshot, 20);
    const last = done.at(-1);
    expect(done.some((a) => a.type === 'click')).toBe(false);
    expect(last?.type === 'task_unachievable' || done.some((a) => a.type === 'note_deviation')).toBe(true);
  });

  it('clicks the one of two labels the page has ("click **A** or **B**")', async () => {
    const snapshot = page([{ ref: 'e7', role: 'button', name: 'Remove' }]);
    const done = await actions(policy('1. Click **Erase** or **Remove**.'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e7' }]);
  });
});

describe('local policy: the reader\'s part', () => {
  const withInputs = (doc: string, inputs: Record<string, string>) =>
    new LocalPolicy({ taskId: 't', steps: parseSteps(doc), locale: 'en-US', region: 'cn-hangzhou', startUrl: 'http://console.test/rds', inputs, resources: {}, rand: 'r1' });

  it('types the task\'s input into a field whose value the doc leaves to the reader', async () => {
    const snapshot = page([{ ref: 'e1', role: 'textbox', name: 'Email', within: dialog('Contact') }], 'Contact');
    const done = await actions(withInputs('1. Set **Email**.', { contactName: 'ops-1', email: 'ops@example.com' }), snapshot, 1);
    expect(done).toEqual([{ type: 'type', ref: 'e1', text: 'ops@example.com', clear: true, submit: false }]);
  });

  it('confirms a dialog the doc\'s last step fills in without naming its button', async () => {
    const snapshot = page(
      [
        { ref: 'e1', role: 'combobox', name: 'Zone', options: ['Zone A'], within: dialog('Move') },
        { ref: 'e2', role: 'button', name: 'Cancel', within: dialog('Move') },
        { ref: 'e3', role: 'button', name: 'OK', within: dialog('Move') },
      ],
      'Move',
    );
    const done = await actions(policy('1. Select `Zone A` for **Zone**.'), snapshot, 2);
    expect(done).toEqual([{ type: 'select', ref: 'e1', option: 'Zone A' }, { type: 'click', ref: 'e3' }]);
  });

  it('opens the page a step works on from the navigation when the console shows another', async () => {
    const snapshot = page([
      { ref: 'e1', role: 'link', name: 'Backups', within: ['nav:Console'] },
      { ref: 'e2', role: 'heading', name: 'Instances' },
    ]);
    const done = await actions(policy('1. On the **Backups** page, click **Create Backup**.'), snapshot, 1);
    expect(done).toEqual([{ type: 'click', ref: 'e1' }]);
  });
});
