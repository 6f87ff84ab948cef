import type { Report, TaskReport } from '../../protocol';
import { escapeXml, escapeXmlAttr } from './escape';
import { writeFileAtomic } from './files';
import { validateReport } from './json';
import { createScrubber, scrubDeep, secretsOf, type ScrubOptions } from './scrub';
import { productOf, totalsOf, wallSeconds } from './totals';

const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([k, v]) => ` ${k}="${escapeXmlAttr(typeof v === 'number' ? v.toFixed(Number.isInteger(v) ? 0 : 3) : v)}"`)
    .join('');
const time = (seconds: number) => seconds.toFixed(3);
const indent = (text: string, pad: string) => text.replace(/\n/g, `\n${pad}`);

function failure(task: TaskReport): string {
  const message = `${task.defects.length} doc defect${task.defects.length === 1 ? '' : 's'}: ${task.defects
    .map((d) => `step ${d.step} ${d.kind}`)
    .join(', ')}`;
  const body = task.defects
    .map((d) => `Step ${d.step} · ${d.kind}\n  expected: ${indent(d.expected, '    ')}\n  actual:   ${indent(d.actual, '    ')}\n  fix:\n    ${indent(d.fix.trimEnd(), '    ')}`)
    .join('\n\n');
  return `<failure${attrs({ message, type: task.defects[0]?.kind ?? 'defective' })}>${escapeXml(body)}</failure>`;
}

/** Inconclusive is an error, not a skip: docs CI must notice that a doc went unchecked. */
function error(task: TaskReport): string {
  const message = task.reason ?? 'inconclusive: the environment or the agent failed';
  const blocked = task.steps.filter((s) => s.kind === 'env-blocked' || s.kind === 'agent-error' || s.kind === 'unclear');
  const body = blocked.map((s) => `Step ${s.index} · ${s.kind}${s.actual ? `: ${s.actual}` : ''}`).join('\n');
  return `<error${attrs({ message, type: 'inconclusive' })}>${escapeXml(body || message)}</error>`;
}

function testcase(task: TaskReport): string {
  const steps = task.steps.map((s) => `${s.index}. [${s.kind}] ${s.text}`).join('\n');
  const outcome = task.verdict === 'defective' ? failure(task) : task.verdict === 'inconclusive' ? error(task) : '';
  return (
    `    <testcase${attrs({ name: task.id, classname: productOf(task.id), time: time(task.seconds) })}>\n` +
    (outcome ? `      ${outcome}\n` : '') +
    `      <system-out>${escapeXml(`${task.title}\n${steps}`)}</system-out>\n` +
    `    </testcase>\n`
  );
}

function suiteAttrs(name: string, tasks: TaskReport[], seconds: number, timestamp: string): string {
  const t = totalsOf(tasks);
  return attrs({ name, tests: t.tasks, failures: t.defective, errors: t.inconclusive, skipped: 0, time: time(seconds), timestamp });
}

/** JUnit XML for docs CI: one testsuite per product, one testcase per task named by its id. */
export function renderJunit(input: Report, opts: ScrubOptions = { secrets: [] }): string {
  const secrets = secretsOf(opts.secrets);
  const report = scrubDeep(validateReport(input), secrets);
  const products = new Map<string, TaskReport[]>();
  for (const task of report.tasks) {
    const product = productOf(task.id);
    products.set(product, [...(products.get(product) ?? []), task]);
  }
  const properties =
    `    <properties>\n` +
    [['policy', report.policy], ['emulator', report.emulator ?? 'none'], ['version', report.version]]
      .map(([name, value]) => `      <property${attrs({ name, value })}/>\n`)
      .join('') +
    `    </properties>\n`;
  const suites = [...products].map(
    ([product, tasks]) =>
      `  <testsuite${suiteAttrs(product, tasks, totalsOf(tasks).seconds, report.startedAt)}>\n${properties}${tasks.map(testcase).join('')}  </testsuite>\n`,
  );
  const total = wallSeconds(report) ?? totalsOf(report.tasks).seconds;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites${suiteAttrs(report.tool, report.tasks, total, report.startedAt)}>\n${suites.join('')}</testsuites>\n`;
  return createScrubber(secrets)(xml);
}

/** Writes `<dir>/junit.xml` and returns its path. */
export async function writeJunit(dir: string, report: Report, opts: ScrubOptions): Promise<string> {
  return writeFileAtomic(dir, 'junit.xml', renderJunit(report, opts));
}
