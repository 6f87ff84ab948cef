import type { TaskReport, TaskVerdict } from '../../protocol';
import { formatSeconds, stepsPassed, totalsOf } from './totals';
import { padEndWidth, padStartWidth, stringWidth, truncateWidth } from './width';

export interface TableOptions {
  /** ANSI colours; default on when stdout is a terminal and NO_COLOR is unset. */
  color?: boolean;
  /** Widest the task column gets, in columns (default 48). */
  maxTaskWidth?: number;
}

const VERDICT_SGR = { verified: '32', defective: '31', inconclusive: '33' } satisfies Record<TaskVerdict, string>;

export const colorByDefault = (): boolean => Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

/** The run's tasks as an aligned plain-text table (task, verdict, defects, steps passed, seconds) and a totals line. */
export function renderSummaryTable(tasks: readonly TaskReport[], opts: TableOptions = {}): string {
  const color = opts.color ?? colorByDefault();
  const paint = (sgr: string, text: string) => (color ? `\u001B[${sgr}m${text}\u001B[0m` : text);
  const header = ['task', 'verdict', 'defects', 'steps', 'seconds'];
  const rows = tasks.map((t) => [
    truncateWidth(t.id, opts.maxTaskWidth ?? 48),
    t.verdict,
    String(t.defects.length),
    stepsPassed(t),
    t.seconds.toFixed(1),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => stringWidth(r[i]))));
  const rightAligned = [false, false, true, true, true];
  const line = (cells: string[], verdict?: TaskVerdict) =>
    cells
      .map((cell, i) => {
        const padded = rightAligned[i] ? padStartWidth(cell, widths[i]) : padEndWidth(cell, widths[i]);
        return i === 1 && verdict ? paint(VERDICT_SGR[verdict], padded) : padded;
      })
      .join('  ')
      .trimEnd();

  const t = totalsOf(tasks);
  const totals =
    `${t.tasks} task${t.tasks === 1 ? '' : 's'}: ${paint(VERDICT_SGR.verified, `${t.verified} verified`)}, ` +
    `${paint(VERDICT_SGR.defective, `${t.defective} defective`)}, ${paint(VERDICT_SGR.inconclusive, `${t.inconclusive} inconclusive`)}` +
    ` · ${t.defects} doc defect${t.defects === 1 ? '' : 's'} · ${formatSeconds(t.seconds)}`;
  return [
    paint('1', line(header)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r, i) => line(r, tasks[i].verdict)),
    '',
    totals,
    '',
  ].join('\n');
}
