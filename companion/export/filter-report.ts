import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STEP_ISSUES, type EpisodeVerdict, type FilterOptions, type StepIssue } from './filters';

export const FILTER_REPORT_JSON = 'filter-report.json';
export const FILTER_REPORT_MD = 'filter-report.md';

export interface FilterTotals {
  episodes: { kept: number; dropped: number };
  steps: { kept: number; dropped: number; flagged: number };
  /** Steps per issue found (a step may have several), whatever was done with them. */
  issues: Record<StepIssue, number>;
}

export function filterTotals(episodes: readonly EpisodeVerdict[]): FilterTotals {
  const totals: FilterTotals = {
    episodes: { kept: 0, dropped: 0 },
    steps: { kept: 0, dropped: 0, flagged: 0 },
    issues: Object.fromEntries(STEP_ISSUES.map((i) => [i, 0])) as Record<StepIssue, number>,
  };
  for (const e of episodes) {
    totals.episodes[e.kept ? 'kept' : 'dropped']++;
    if (!e.kept) continue;
    for (const s of e.steps) {
      totals.steps[s.outcome]++;
      for (const x of s.issues) totals.issues[x.issue]++;
    }
  }
  return totals;
}

function markdown(episodes: readonly EpisodeVerdict[], opts: FilterOptions, totals: FilterTotals): string {
  const lines = [
    '# Filter report',
    '',
    `Options: only-success ${opts.onlySuccess ? 'on' : 'off'}; drop ${opts.drop.join(', ') || 'none'}; flag ${opts.flag.join(', ') || 'none'}.`,
    '',
    `Episodes: ${totals.episodes.kept} kept, ${totals.episodes.dropped} dropped. ` +
      `Steps of kept episodes: ${totals.steps.kept} kept, ${totals.steps.dropped} dropped, ${totals.steps.flagged} flagged (loss false). ` +
      `Issues found: ${STEP_ISSUES.map((i) => `${i} ${totals.issues[i]}`).join(', ')}.`,
    '',
  ];
  for (const e of episodes) {
    lines.push(`## ${e.taskId} (${e.episodeId}): ${e.kept ? 'kept' : 'dropped'}, ${e.why}`);
    const touched = e.steps.filter((s) => s.outcome !== 'kept' || s.issues.length);
    if (e.kept && !touched.length) lines.push('', 'Every step kept, no issues.');
    if (e.kept && touched.length) {
      lines.push('');
      for (const s of touched) lines.push(`- step ${s.index}: ${s.outcome}: ${s.issues.map((x) => `${x.issue} (${x.why})`).join('; ')}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** Writes filter-report.json and filter-report.md into `out` (scrubbed); returns their names. */
export async function writeFilterReport(
  out: string,
  episodes: readonly EpisodeVerdict[],
  opts: FilterOptions,
  scrub: (text: string) => string,
): Promise<string[]> {
  const totals = filterTotals(episodes);
  const json = { options: opts, totals, episodes };
  await writeFile(join(out, FILTER_REPORT_JSON), scrub(`${JSON.stringify(json, null, 2)}\n`), 'utf8');
  await writeFile(join(out, FILTER_REPORT_MD), scrub(markdown(episodes, opts, totals)), 'utf8');
  return [FILTER_REPORT_JSON, FILTER_REPORT_MD];
}
