import type { Report, TaskVerdict } from '../../protocol';
import { writeFileAtomic } from './files';
import { validateReport } from './json';
import { createScrubber, scrubDeep, secretsOf, type ScrubOptions } from './scrub';
import { formatSeconds, stepsPassed, totalsOf, wallSeconds } from './totals';

const ICONS = { verified: '✅', defective: '❌', inconclusive: '⚠️' } satisfies Record<TaskVerdict, string>;

/** Text safe inside a Markdown table cell or a list item: one line, no pipes, no HTML. */
const inline = (text: string) =>
  text.replace(/\s*\r?\n\s*/g, ' ').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|');

/** A code fence longer than any backtick run inside the code. */
function fenced(code: string, lang: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${lang}\n${code.trimEnd()}\n${fence}`;
}

/** A short summary for a PR comment or a CI job page (`summary.md`): totals, the task table, defects with fixes. */
export function renderSummaryMarkdown(input: Report, opts: ScrubOptions = { secrets: [] }): string {
  const secrets = secretsOf(opts.secrets);
  const report = scrubDeep(validateReport(input), secrets);
  const t = totalsOf(report.tasks);
  const wall = wallSeconds(report);
  const out: string[] = [
    `# Doc verification: ${t.verified} verified · ${t.defective} defective · ${t.inconclusive} inconclusive`,
    '',
    `${t.tasks} tasks · ${t.defects} doc defects · ${formatSeconds(wall ?? t.seconds)} · policy \`${inline(report.policy)}\`` +
      ` · ${report.emulator === null ? 'real console' : `emulator ${inline(report.emulator)}`} · started ${inline(report.startedAt)}`,
    '',
    '| Task | Verdict | Defects | Steps passed | Seconds |',
    '| --- | --- | ---: | ---: | ---: |',
    ...report.tasks.map(
      (task) =>
        `| \`${inline(task.id)}\` ${inline(task.title)} | ${ICONS[task.verdict]} ${task.verdict} | ${task.defects.length} | ${stepsPassed(task)} | ${task.seconds.toFixed(1)} |`,
    ),
  ];
  const defective = report.tasks.filter((task) => task.defects.length > 0);
  if (defective.length > 0) {
    out.push('', '## Doc defects');
    for (const task of defective) {
      for (const d of task.defects) {
        out.push(
          '',
          `- **${inline(task.id)}** step ${d.step} · \`${d.kind}\`: expected “${inline(d.expected)}”, found “${inline(d.actual)}”`,
          '',
          '  <details><summary>Suggested fix</summary>',
          '',
          fenced(d.fix, 'diff').replace(/^/gm, '  '),
          '',
          '  </details>',
        );
      }
    }
  }
  const inconclusive = report.tasks.filter((task) => task.verdict === 'inconclusive');
  if (inconclusive.length > 0) {
    out.push('', '## Inconclusive', '');
    for (const task of inconclusive) out.push(`- **${inline(task.id)}**: ${inline(task.reason ?? 'the environment or the agent failed')}`);
  }
  out.push('', 'Details: `report.html` (screenshots, timelines), `report.json`, `junit.xml`.', '');
  return createScrubber(secrets)(out.join('\n'));
}

/** Writes `<dir>/summary.md` and returns its path. */
export async function writeSummaryMarkdown(dir: string, report: Report, opts: ScrubOptions): Promise<string> {
  return writeFileAtomic(dir, 'summary.md', renderSummaryMarkdown(report, opts));
}
