/** Trajectory steps as Recorder steps, on hand-built episodes; every flow is checked by `@puppeteer/replay`'s parser. */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, type Step } from '@puppeteer/replay';
import { describe, expect, it } from 'vitest';
import type { Action, TrajectoryRecord, TrajectoryStep } from '../../protocol';
import { sampleTrajectories } from '../report/testing/fixtures';
import { exportDataset } from '.';
import { CLICK_OFFSET, toRecorderFlow } from './recorder';
import { nameOrdinal } from './recorder-selectors';
import { fillSecrets } from './replay-secrets';

const PAGE = `Create VPC  http://127.0.0.1:7300/vpc/create
form VPC
  [e29] textbox Name* = "a"
  [e32] textbox IPv4 CIDR Block
form Create vSwitch
  [e39] textbox Name*
  [e41] select Zone* (Select) ▾
[e44] button OK   [e45] button Cancel   [e46] link Name`;

type Target = TrajectoryStep['target'];
function step(index: number, action: Action | null, target?: Target, over: Partial<TrajectoryStep> = {}): TrajectoryStep {
  return {
    index, docStep: 1, output: '', thought: '', action, target,
    observation: { text: `step 1/2  Do it.\n${PAGE}`, url: 'http://127.0.0.1:7300/vpc/create?regionId=cn-hangzhou', chars: 0 },
    result: action ? { ok: true, changes: {} } : null, ms: 1, ...over,
  };
}
const at = (ref: string, role: string, name: string, x = 600, y = 300): Target => ({ ref, role, name, x, y, nx: 0, ny: 0 });

function flowOf(steps: TrajectoryStep[], origin?: string) {
  const record: TrajectoryRecord = { ...sampleTrajectories()[1], steps };
  const { flow, skipped } = toRecorderFlow(record, { origin });
  const parsed = parse(flow);
  return { steps: parsed.steps.slice(2), all: parsed.steps, skipped };
}
const selectorsOf = (s: Step) => ('selectors' in s ? s.selectors.map((x) => (Array.isArray(x) ? x.join(' ') : x)) : []);

describe('Recorder selectors', () => {
  it('count earlier elements with the same role and name', () => {
    expect(nameOrdinal(at('e29', 'textbox', 'Name')!, PAGE)).toBe(0);
    expect(nameOrdinal(at('e39', 'textbox', 'Name')!, PAGE)).toBe(1);
    expect(nameOrdinal(at('e46', 'link', 'Name')!, PAGE)).toBe(0);
    expect(nameOrdinal(at('e99', 'textbox', 'Name')!, PAGE)).toBe(0); // not on the page text: assume the first
  });

  it('use ARIA (and text for a unique button), an n-th XPath for a repeated name, CSS first when recorded', () => {
    const { steps } = flowOf([
      step(0, { type: 'click', ref: 'e44' }, at('e44', 'button', 'OK')),
      step(1, { type: 'type', ref: 'e39', text: 'vsw', clear: true, submit: true }, at('e39', 'textbox', 'Name')),
      step(2, { type: 'type', ref: 'e29', text: 'b', clear: false, submit: false }, at('e29', 'textbox', 'Name')),
      step(3, { type: 'click', ref: 'e32' }, { ...at('e32', 'textbox', 'IPv4 CIDR Block')!, selector: '#cidr' }),
    ]);
    expect(steps[0]).toMatchObject({ type: 'click', offsetX: CLICK_OFFSET, offsetY: CLICK_OFFSET });
    expect(selectorsOf(steps[0])).toEqual(['aria/OK[role="button"]', 'text/OK']);
    expect(steps[1]).toMatchObject({ type: 'change', value: 'vsw' });
    expect(selectorsOf(steps[1])).toEqual([
      'xpath/(//*[(self::input or self::textarea or @role="textbox") and (@aria-label="Name" or @placeholder="Name" or normalize-space(.)="Name")])[2]',
    ]);
    expect(steps.slice(2, 4)).toEqual([{ type: 'keyDown', key: 'Enter' }, { type: 'keyUp', key: 'Enter' }]);
    expect(steps[4]).toMatchObject({ type: 'change', value: 'ab' }); // appended to the "a" the page showed
    expect(selectorsOf(steps[5])).toEqual(['#cidr', 'aria/IPv4 CIDR Block[role="textbox"]']);
  });

  it('fall back to the point on the root element when there is no name', () => {
    const { steps } = flowOf([
      step(0, { type: 'click', ref: 'e7' }, { ref: 'e7', x: 40, y: 50, nx: 0, ny: 0 }),
      step(1, { type: 'click', point: { x: 500, y: 250, space: 'norm1000' } }),
    ]);
    expect(steps).toMatchObject([
      { type: 'click', selectors: [[':root']], offsetX: 40, offsetY: 50 },
      { type: 'click', selectors: [[':root']], offsetX: 640, offsetY: 200 },
    ]);
  });
});

describe('Recorder steps', () => {
  it('start at the first page that is not a login, with the origin replaced, and never write a ticket', () => {
    const login = step(0, { type: 'wait', ms: 100 }, undefined, {
      observation: { text: PAGE, url: 'http://127.0.0.1:7300/__login?ticket=T0PS3CRET', chars: 0 },
    });
    const nav = step(2, { type: 'navigate', url: '/__login?ticket=AGAIN' }, undefined, { result: { ok: true, changes: { navigated: 'http://127.0.0.1:7300/__login?ticket=AGAIN' } } });
    const { all, skipped } = flowOf([login, step(1, { type: 'navigate', url: '/ecs' }), nav], 'http://127.0.0.1:9999');
    expect(all[0]).toMatchObject({ type: 'setViewport', width: 1280, height: 800 });
    expect(all[1]).toEqual({ type: 'navigate', url: 'http://127.0.0.1:9999/vpc/create?regionId=cn-hangzhou' });
    expect(JSON.stringify(all)).not.toContain('ticket');
    expect(all.filter((s) => s.type === 'navigate').map((s) => (s as { url: string }).url)).toEqual([
      'http://127.0.0.1:9999/vpc/create?regionId=cn-hangzhou',
      'http://127.0.0.1:9999/ecs',
    ]);
    expect(skipped).toEqual([{ index: 2, reason: 'a login URL (one-time ticket) is never written' }]);
  });

  it('turn select, press, scroll, back, hover, double click and waits into Recorder steps; skip tabs and failures', () => {
    const zone = at('e41', 'combobox', 'Zone');
    const back = step(5, { type: 'back' }, undefined, { result: { ok: true, changes: { navigated: 'http://127.0.0.1:7300/vpc/vpcs' } } });
    const failed = step(9, { type: 'click', ref: 'e44' }, at('e44', 'button', 'OK'), { result: { ok: false, error: { code: 'disabled', message: 'x' }, changes: {} } });
    const { steps, skipped } = flowOf([
      step(0, { type: 'select', ref: 'e41', option: 'Hangzhou Zone K' }, zone),
      step(1, { type: 'press', key: 'Control+A' }),
      step(2, { type: 'scroll', direction: 'down', amount: 300 }),
      step(3, { type: 'scroll', direction: 'down' }),
      step(4, { type: 'scroll', direction: 'up', amount: 100 }),
      back,
      step(6, { type: 'hover', ref: 'e44' }, at('e44', 'button', 'OK')),
      step(7, { type: 'double_click', ref: 'e44' }, at('e44', 'button', 'OK')),
      step(8, { type: 'wait', text: 'Created' }),
      failed,
      step(10, { type: 'wait', ms: 500 }),
      step(11, { type: 'switch_tab', tab: 'tab2' }),
      step(12, { type: 'task_complete', summary: 'done' }),
      step(13, null, undefined, { parseError: 'no Action: line' }),
    ]);
    expect(steps.map((s) => s.type)).toEqual([
      'click', 'click', 'keyDown', 'keyDown', 'keyUp', 'keyUp', 'scroll', 'scroll', 'scroll', 'navigate', 'hover', 'doubleClick', 'waitForElement', 'waitForExpression',
    ]);
    expect(selectorsOf(steps[0])).toEqual(['aria/Zone[role="combobox"]']);
    expect(selectorsOf(steps[1])).toEqual(['aria/Hangzhou Zone K[role="option"]', 'aria/Hangzhou Zone K[role="menuitem"]', 'aria/Hangzhou Zone K[role="radio"]']);
    expect(steps.slice(2, 6).map((s) => (s as { key: string }).key)).toEqual(['Control', 'A', 'A', 'Control']);
    expect(steps.slice(6, 9).map((s) => (s as { y: number }).y)).toEqual([300, 1100, 1000]);
    expect(steps[9]).toEqual({ type: 'navigate', url: 'http://127.0.0.1:7300/vpc/vpcs' });
    expect(selectorsOf(steps[12])).toEqual(['text/Created']);
    expect(steps[13]).toMatchObject({ expression: 'new Promise((resolve) => setTimeout(() => resolve(true), 500))' });
    expect(skipped).toEqual([{ index: 11, reason: 'switching tabs has no Recorder step' }]);
  });

  it('keep <secret:name> placeholders, scrub secret values, and let a replayer fill them in', async () => {
    const secret = 'Pa55-word-never-written';
    const typed = [
      step(0, { type: 'type', ref: 'e29', text: 'pw=<secret:ecs_password>', clear: true, submit: false }, at('e29', 'textbox', 'Name')),
      step(1, { type: 'type', ref: 'e32', text: secret, clear: true, submit: false }, at('e32', 'textbox', 'IPv4 CIDR Block')),
    ];
    const dir = await mkdtemp(join(tmpdir(), 'aca-recorder-secrets-'));
    await writeFile(join(dir, 't.jsonl'), `${JSON.stringify({ ...sampleTrajectories()[1], steps: typed })}\n`);
    const result = await exportDataset({ input: join(dir, 't.jsonl'), format: 'recorder', form: 'step', model: 'qwen3-vl', out: join(dir, 'out'), onlySuccess: false, secrets: [secret] });
    const text = await readFile(join(dir, 'out', result.files[0]), 'utf8');
    expect(text).toContain('pw=<secret:ecs_password>');
    expect(text).not.toContain(secret);
    const change = parse(JSON.parse(text)).steps[2];
    expect(fillSecrets(change, (name) => (name === 'ecs_password' ? 'real' : 'unknown'))).toMatchObject({ value: 'pw=real' });
    expect(fillSecrets(parse(JSON.parse(text)).steps[0], () => 'unused')).toEqual(parse(JSON.parse(text)).steps[0]);
  });

  it('throw, naming the episode, when no step has a page URL', () => {
    const record: TrajectoryRecord = { ...sampleTrajectories()[1], episodeId: 'ep-blank', steps: [step(0, null, undefined, { observation: { text: '', url: 'about:blank', chars: 0 } })] };
    expect(() => toRecorderFlow(record)).toThrow('episode ep-blank has no page URL to start from');
  });
});
