/**
 * `aca explore` through the CLI: the tasks it writes from the emulator's catalogue load with the real task loader
 * and name only labels of the product's vocabulary (or an option its forms declare); the explored VPC tasks then
 * run on the real emulator in headless Chromium and end verified, their ActionTrail rules held, with a screenshot
 * on every trajectory step; so does the explored ECS update task (More > Modify Information), through aca verify.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReportSchema, TrajectoryRecordSchema, type Report, type TrajectoryRecord } from '../protocol';
import { loadTasks } from '../companion/task/load';
import { ROOT, runAca } from './helpers';

type Label = { en: string; zh: string };
type Vocabulary = {
  labels: Record<string, Label>;
  forms?: { sections: { fields: { option?: Label }[] }[] }[];
};
const vocabulary = (name: string): Vocabulary =>
  JSON.parse(readFileSync(join(ROOT, name === 'console' ? 'emulator/console' : `emulator/products/${name}`, 'vocabulary.json'), 'utf8')) as Vocabulary;

/** Every text a doc may show in bold for a product: its labels, the console's, and its forms' declared options. */
function knownLabels(product: string, lang: 'en' | 'zh'): Set<string> {
  const own = vocabulary(product);
  const options = (own.forms ?? []).flatMap((f) => f.sections.flatMap((s) => s.fields.flatMap((x) => (x.option ? [x.option] : []))));
  return new Set([...Object.values(own.labels), ...Object.values(vocabulary('console').labels), ...options].map((l) => l[lang]));
}

const boldTexts = (markdown: string) => [...markdown.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => m[1]);

/** One `aca explore --no-run` per product and locale: the tests that read the same output share it. */
const explored = new Map<string, ReturnType<typeof exploreOnce>>();
const explore = (product: string, locale: 'en-US' | 'zh-CN') => {
  const key = `${product} ${locale}`;
  if (!explored.has(key)) explored.set(key, exploreOnce(product, locale));
  return explored.get(key)!;
};

async function exploreOnce(product: string, locale: 'en-US' | 'zh-CN') {
  const out = mkdtempSync(join(tmpdir(), 'aca-explore-'));
  const run = await runAca(['explore', product, '--out', out, '--locale', locale, '--no-run']);
  expect(run.code, run.stderr).toBe(0);
  const dir = join(out, 'tasks', product);
  const files = readdirSync(dir).map((f) => join(dir, f));
  return { run, files, tasks: await loadTasks(files) };
}

describe('aca explore --no-run', () => {
  it.each([
    ['ecs', 'en-US'],
    ['ecs', 'zh-CN'],
    ['vpc', 'en-US'],
    ['vpc', 'zh-CN'],
    // A hand-drawn console: its forms and lists are in its vocabulary file.
    ['ram', 'zh-CN'],
  ] as const)('%s (%s): writes loadable tasks that name only vocabulary labels', async (product, locale) => {
    const { run, files, tasks } = await explore(product, locale);
    expect(files.length).toBeGreaterThanOrEqual(4);
    const known = knownLabels(product, locale === 'zh-CN' ? 'zh' : 'en');
    for (const task of tasks) {
      expect(task.file).toMatch(/explore-(create|read|update|delete)-[a-z-]+\.md$/);
      expect(task.front.product).toBe(product);
      expect(task.front.locale).toBe(locale);
      expect(task.front.success.length, task.file).toBeGreaterThan(0);
      expect(task.steps.length, task.file).toBeGreaterThanOrEqual(4);
      expect(task.steps.every((s) => s.intents.length > 0), `${task.file}: a step the parser reads no action from`).toBe(true);
      const unknown = boldTexts(task.body).filter((text) => !known.has(text));
      expect(unknown, task.file).toEqual([]);
    }
    expect(run.stdout).toContain(`wrote ${files.length} task(s) for ${product}`);
  });

  it('writes requires for the resources a delete needs, in dependency order, and the Delete event as its rule', async () => {
    const { tasks } = await explore('ecs', 'en-US');
    const release = tasks.find((t) => t.front.id === 'ecs/explore-delete-instance')!;
    expect(release.front.requires.map((r) => r.type)).toEqual(['vpc', 'vswitch', 'security_group', 'instance']);
    expect(release.front.success).toEqual([{ service: 'Ecs', event: 'DeleteInstance', params: { InstanceId: '${instance.id}' }, succeeded: true }]);
  });

  it('lists what the catalogue cannot support, with the reason', async () => {
    const { run } = await explore('ecs', 'en-US');
    expect(run.stdout).toMatch(/^skipped create instance: no console form in the ecs vocabulary calls CreateInstance/m);
    expect(run.stdout).toMatch(/^skipped update security-group: no list in the ecs vocabulary has a row action that calls ModifySecurityGroupAttribute/m);
    expect(run.stdout).toMatch(/^skipped update disk: no list in the ecs vocabulary has a row action that calls ModifyDiskAttribute/m);
    expect(run.stdout).toMatch(/^skipped update snapshot: the Ecs API catalogue has no ModifySnapshot\* or UpdateSnapshot\* or SetSnapshot\* action/m);
  });

  it('exits 2 on an unknown product, listing the products that exist', async () => {
    const run = await runAca(['explore', 'warpdrive', '--no-run', '--out', mkdtempSync(join(tmpdir(), 'aca-explore-'))]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/unknown product "warpdrive".*ecs, vpc/);
  });
});

describe('aca explore vpc (run)', () => {
  let report: Report;
  let runDir: string;
  let records: TrajectoryRecord[];
  beforeAll(async () => {
    const out = mkdtempSync(join(tmpdir(), 'aca-explore-run-'));
    const run = await runAca(['explore', 'vpc', '--out', out, '--parallel', '2'], { timeoutMs: 300_000 });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/trajectories: .*trajectories\.jsonl/);
    runDir = join(out, 'runs', readdirSync(join(out, 'runs'))[0]);
    report = ReportSchema.parse(JSON.parse(readFileSync(join(runDir, 'report.json'), 'utf8')));
    const lines = readFileSync(join(runDir, 'trajectories.jsonl'), 'utf8').trim().split('\n');
    records = lines.map((l) => TrajectoryRecordSchema.parse(JSON.parse(l)));
  }, 300_000);

  it('ends every create and delete task verified, its ActionTrail rules held', () => {
    const writes = report.tasks.filter((t) => /explore-(create|update|delete)-/.test(t.id));
    expect(writes.map((t) => t.id).sort()).toEqual(['vpc/explore-create-vpc', 'vpc/explore-create-vswitch', 'vpc/explore-delete-vpc', 'vpc/explore-delete-vswitch']);
    for (const t of report.tasks) {
      expect({ id: t.id, verdict: t.verdict, success: t.success, reason: t.reason }).toEqual({ id: t.id, verdict: 'verified', success: true, reason: t.reason });
      expect(t.rules.length).toBeGreaterThan(0);
      expect(t.rules.every((r) => r.held), JSON.stringify(t.rules)).toBe(true);
    }
  });

  it('keeps a screenshot for every trajectory step', () => {
    expect(records).toHaveLength(report.tasks.length);
    for (const record of records) {
      expect(record.steps.length).toBeGreaterThan(0);
      for (const step of record.steps) {
        expect(step.observation.screenshot, `${record.taskId} step ${step.index}`).toBeTruthy();
        expect(existsSync(join(runDir, step.observation.screenshot!))).toBe(true);
      }
    }
  });

  it('is ready for aca export: one SFT sample with its image per step', async () => {
    const out = mkdtempSync(join(tmpdir(), 'aca-explore-sft-'));
    const run = await runAca(['export', runDir, '--format', 'swift', '--out', out]);
    expect(run.code, run.stderr).toBe(0);
    const steps = records.reduce((n, r) => n + r.steps.length, 0);
    expect(run.stderr + run.stdout).toMatch(new RegExp(`exported ${steps} sample\\(s\\) from ${report.tasks.length} episode\\(s\\), ${steps} image\\(s\\)`));
  });
});

describe('aca explore ecs: the update task (run through aca verify)', () => {
  let update: Awaited<ReturnType<typeof loadTasks>>[number];
  beforeAll(async () => {
    const { tasks } = await explore('ecs', 'en-US');
    update = tasks.find((t) => t.front.id === 'ecs/explore-update-instance')!;
  });

  it('writes an update from a row action\'s dialog: a new name as an input, the Modify event with the id and that name', () => {
    expect(update.front.requires.map((r) => r.type)).toEqual(['vpc', 'vswitch', 'security_group', 'instance']);
    expect(update.front.inputs).toEqual({ newInstanceName: 'explore-instance-renamed-${rand}' });
    expect(update.front.success).toEqual([
      { service: 'Ecs', event: 'ModifyInstanceAttribute', params: { InstanceId: '${instance.id}', InstanceName: '${inputs.newInstanceName}' }, succeeded: true },
    ]);
    expect(update.body).toContain('Find the instance named `${instance.name}` and choose **More** > **Instance Settings** > **Modify Information** in the **Actions** column.');
    expect(update.body).toContain('In the **Modify Instance Information** dialog box, set **Instance Name** to `${inputs.newInstanceName}`. Click **OK**.');
  });

  it('renames the instance in the Modify Instance Information dialog, verified, with a screenshot every step', async () => {
    const run = await runAca(['verify', update.file, '--out', mkdtempSync(join(tmpdir(), 'aca-explore-update-')), '--screenshots'], { timeoutMs: 120_000 });
    expect(run.code, run.stderr).toBe(0);
    const runDir = /^report: (.+)\/report\.html/m.exec(run.stdout)![1];
    const report = ReportSchema.parse(JSON.parse(readFileSync(join(runDir, 'report.json'), 'utf8')));
    expect(report.tasks.map((t) => ({ id: t.id, verdict: t.verdict, success: t.success }))).toEqual([
      { id: 'ecs/explore-update-instance', verdict: 'verified', success: true },
    ]);
    expect(report.tasks[0].rules).toEqual([expect.objectContaining({ held: true, rule: expect.stringMatching(/^Ecs ModifyInstanceAttribute .*InstanceName: "explore-instance-renamed-/) })]);
    const [record] = readFileSync(join(runDir, 'trajectories.jsonl'), 'utf8').trim().split('\n').map((l) => TrajectoryRecordSchema.parse(JSON.parse(l)));
    const typed = record.steps.flatMap((s) => (s.action?.type === 'type' ? [s.action.text] : []));
    expect(typed).toEqual([expect.stringMatching(/^explore-instance-renamed-[0-9a-f]+$/)]);
    for (const step of record.steps) expect(existsSync(join(runDir, step.observation.screenshot!)), `step ${step.index}`).toBe(true);
  }, 120_000);
});
