import { html, raw, type SafeHtml } from '../report/escape';
import { costSuccessPlot, successByProductPlot, taskPoints } from './dashboard-plots';
import type { BatchSummary, Estimate, RunComparison, SliceSummary } from './stats';
import type { EpisodeRow } from './types';

export interface DashboardOptions {
  title: string;
  /** A comparison with an earlier run (compareRuns(earlier, this)), shown as its own table. */
  comparison?: RunComparison;
}

/** Formatting shared by the tables; undefined values show as a dash. */
export const formatRate = (v: number | null): string => (v === null ? '—' : `${(v * 100).toFixed(1)}%`);
export const formatCi = (ci: [number, number] | null): string => (ci === null ? '—' : `${formatRate(ci[0])} – ${formatRate(ci[1])}`);
export const formatCny = (v: number | null): string => (v === null ? '—' : `¥${v.toFixed(4)}`);
export const formatSeconds = (v: number | null): string => (v === null ? '—' : `${v.toFixed(1)} s`);
const signedRate = (v: number | null): string => (v === null ? '—' : `${v > 0 ? '+' : ''}${(v * 100).toFixed(1)} pt`);
const signedCi = (ci: [number, number] | null): string => (ci === null ? '—' : `${signedRate(ci[0])} – ${signedRate(ci[1])}`);

const CSS = `
:root{--fg:#1f2328;--muted:#59636e;--line:#d1d9e0;--soft:#f6f8fa;--accent:#0969da}
body{margin:0;font:14px/1.5 -apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",Helvetica,Arial,sans-serif;color:var(--fg)}
header{padding:20px 32px;border-bottom:1px solid var(--line);background:var(--soft)}
main{padding:16px 32px 64px;max-width:1100px}
h1{margin:0 0 4px;font-size:22px}
h2{font-size:16px;margin:24px 0 6px}
.meta,.muted{color:var(--muted)}
table{border-collapse:collapse;min-width:60%;margin:6px 0 12px}
th,td{border-bottom:1px solid var(--line);padding:5px 10px;text-align:left}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}
.plots{display:flex;flex-wrap:wrap;gap:24px}
figure{margin:0;flex:1 1 480px}
figcaption{color:var(--muted);font-size:12px}
svg.plot{width:100%;height:auto;border:1px solid var(--line);border-radius:6px;background:#fff}
svg.plot text{font-size:11px;fill:var(--muted)}
.grid{stroke:var(--line);stroke-width:1}
.bar{fill:var(--accent);opacity:.8}
.whisker{stroke:var(--fg);stroke-width:1.5}
.dot{fill:var(--accent);fill-opacity:.6;stroke:#fff}
`;

function estimateRow(label: string, e: Estimate): SafeHtml {
  return html`<tr><td>${label}</td><td class="n">${formatRate(e.value)}</td><td class="n">${formatCi(e.ci95)}</td><td class="n">${e.tasks}</td><td class="n">${e.excludedTasks}</td></tr>`;
}

function sliceTable(title: string, first: string, slices: Record<string, SliceSummary>): SafeHtml {
  const rows = Object.entries(slices).map(
    ([name, s]) =>
      html`<tr><td>${name}</td><td class="n">${s.episodes}</td><td class="n">${s.tasks}</td><td class="n">${formatRate(s.passAt1.value)}</td><td class="n">${formatCi(s.passAt1.ci95)}</td></tr>`,
  );
  return html`<h2>${title}</h2><table><thead><tr><th>${first}</th><th class="n">Episodes</th><th class="n">Tasks</th><th class="n">pass@1</th><th class="n">95% CI</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function comparisonTable(c: RunComparison): SafeHtml {
  return html`<h2>Against the earlier run</h2>
<table><tbody>
<tr><td>pass@1, earlier run (compared tasks)</td><td class="n">${formatRate(c.a)}</td></tr>
<tr><td>pass@1, this run (compared tasks)</td><td class="n">${formatRate(c.b)}</td></tr>
<tr><td>Difference (this − earlier)</td><td class="n">${signedRate(c.difference.value)}</td></tr>
<tr><td>95% CI of the difference</td><td class="n">${signedCi(c.difference.ci95)}</td></tr>
<tr><td>Tasks compared</td><td class="n">${c.tasks}</td></tr>
<tr><td>Tasks only in the earlier run / only in this run</td><td class="n">${c.onlyInA} / ${c.onlyInB}</td></tr>
<tr><td>Tasks in both without a valid run in one</td><td class="n">${c.withoutValidRun}</td></tr>
</tbody></table>`;
}

/**
 * The batch run as one self-contained HTML page: inline CSS and SVG, no script, no network. Every value from
 * the summary and the rows is escaped.
 */
export function renderDashboard(summary: BatchSummary, rows: readonly EpisodeRow[], opts: DashboardOptions): string {
  const s = summary;
  const overall = [estimateRow('pass@1', s.passAt1), ...Object.entries(s.passAtK).filter(([k]) => k !== '1').map(([k, e]) => estimateRow(`pass@${k}`, e))];
  const notAgent = (label: string, count: number, rate: number | null) =>
    html`<tr><td>${label}</td><td class="n">${count}</td><td class="n">${formatRate(rate)}</td></tr>`;
  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${opts.title}</title>
<style>${raw(CSS)}</style></head>
<body>
<header>
<h1>${opts.title}</h1>
<p class="meta">${s.episodes} episodes · ${s.tasks} tasks · ${s.successes} successes · ${s.failures} failures ·
bootstrap over tasks, ${s.bootstrap.resamples} resamples, seed ${s.bootstrap.seed}</p>
</header>
<main>
<h2>Overall</h2>
<table><thead><tr><th>Measure</th><th class="n">Value</th><th class="n">95% CI</th><th class="n">Tasks counted</th><th class="n">Tasks left out</th></tr></thead>
<tbody>${overall}</tbody></table>
<p class="muted">Tasks left out have no valid run (pass@1) or fewer valid runs than k (pass@k). Env-blocked, invalid and crashed episodes are not agent failures and are not in any denominator.</p>
${sliceTable('By product', 'Product', s.byProduct)}
${sliceTable('By difficulty', 'Difficulty', s.byDifficulty)}
<h2>Not agent failures</h2>
<table><thead><tr><th>Outcome</th><th class="n">Episodes</th><th class="n">Share of episodes</th></tr></thead><tbody>
${notAgent('env-blocked (the environment prevented the task)', s.envBlocked, s.rates.envBlocked)}
${notAgent('invalid (the judges disagreed)', s.invalid, s.rates.invalid)}
${notAgent('crashed (the framework failed)', s.crashed, s.rates.crashed)}
</tbody></table>
<h2>Cost and time</h2>
<table><tbody>
<tr><td>CNY total</td><td class="n">${formatCny(s.cost.cnyTotal)}</td></tr>
<tr><td>CNY per task</td><td class="n">${formatCny(s.cost.cnyPerTask)}</td></tr>
<tr><td>CNY per success</td><td class="n">${formatCny(s.cost.cnyPerSuccess)}</td></tr>
<tr><td>Seconds per episode (mean)</td><td class="n">${formatSeconds(s.seconds.perEpisode)}</td></tr>
<tr><td>Seconds per episode, p50 / p90</td><td class="n">${formatSeconds(s.seconds.p50)} / ${formatSeconds(s.seconds.p90)}</td></tr>
</tbody></table>
${opts.comparison ? comparisonTable(opts.comparison) : null}
<h2>Plots</h2>
<div class="plots">
<figure>${successByProductPlot(s.byProduct)}<figcaption>pass@1 by product; whiskers are the 95% interval (bootstrap over tasks).</figcaption></figure>
<figure>${costSuccessPlot(taskPoints(rows))}<figcaption>Cost against success: one dot per task with a valid run.</figcaption></figure>
</div>
</main>
</body></html>
`;
  return page.value;
}
