import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import type { Report, TrajectoryRecord } from '../../protocol';
import { html, raw } from './escape';
import { writeFileAtomic } from './files';
import { verdictBadge, type RenderContext } from './html-parts';
import { CSS } from './html-style';
import { renderTask } from './html-task';
import { ScreenshotSheet, type ReadScreenshot } from './images';
import { validateReport } from './json';
import { createScrubber, scrubDeep, secretsOf, type ScrubOptions, type SecretSource } from './scrub';
import { formatSeconds, totalsOf, wallSeconds } from './totals';

export interface HtmlOptions {
  /** Reads a screenshot by its ref (relative to the run folder); null when it is missing. PNG or JPEG. */
  readScreenshot: ReadScreenshot;
  /** Episodes to draw as timelines under their task (matched by taskId). */
  trajectories?: TrajectoryRecord[];
  /** Secret values masked everywhere (default none). */
  secrets?: SecretSource;
  /**
   * Characters of each turn's observation text kept in the timeline (default 2000; 0 leaves it out). The full
   * text is in trajectories.jsonl; with screenshots, it is what makes the file large.
   */
  observationChars?: number;
}

/** Expand-all and collapse-all; the report reads fine without it. */
const SCRIPT = `document.querySelectorAll('[data-toggle]').forEach(function(b){b.addEventListener('click',function(){var o=b.dataset.toggle==='open';document.querySelectorAll('details.task,details.episode').forEach(function(d){d.open=o})})})`;

function collectRefs(report: Report, trajectories: TrajectoryRecord[]): string[] {
  const refs: string[] = [];
  for (const task of report.tasks) {
    for (const s of task.steps) if (s.evidence?.screenshot) refs.push(s.evidence.screenshot);
    for (const d of task.defects) if (d.evidence?.screenshot) refs.push(d.evidence.screenshot);
  }
  for (const r of trajectories) for (const s of r.steps) if (s.observation.screenshot) refs.push(s.observation.screenshot);
  return refs;
}

function viewportsOf(trajectories: TrajectoryRecord[]): RenderContext['viewports'] {
  const viewports: RenderContext['viewports'] = new Map();
  for (const r of trajectories) {
    for (const { observation: o } of r.steps) {
      if (o.screenshot && o.screenshotSize) {
        viewports.set(o.screenshot, { width: o.screenshotSize.originalWidth, height: o.screenshotSize.originalHeight });
      }
    }
  }
  return viewports;
}

/**
 * The whole run as one self-contained HTML file: inline CSS, screenshots as data URIs (each once), no
 * external fetches, readable without JavaScript. Every value from the report is escaped.
 */
export async function renderReportHtml(input: Report, opts: HtmlOptions): Promise<string> {
  const secrets = secretsOf(opts.secrets);
  const report = scrubDeep(validateReport(input), secrets);
  const trajectories = scrubDeep(opts.trajectories ?? [], secrets);
  const shots = new ScreenshotSheet(opts.readScreenshot);
  await shots.load(collectRefs(report, trajectories));
  const ctx: RenderContext = { shots, viewports: viewportsOf(trajectories), observationChars: opts.observationChars ?? 2000 };

  const totals = totalsOf(report.tasks);
  const wall = wallSeconds(report);
  const anchors = report.tasks.map((_, i) => `task-${i + 1}`);
  const rows = report.tasks.map(
    (t, i) => html`<tr><td><a href="#${anchors[i]}">${t.id}</a></td><td>${t.title}</td><td>${verdictBadge(t.verdict)}</td>
<td class="n">${t.defects.length}</td><td class="n">${t.actions}</td><td class="n">${t.seconds.toFixed(1)}</td></tr>`,
  );
  const sections = report.tasks.map((t, i) => renderTask(t, anchors[i], trajectories.filter((r) => r.taskId === t.id), ctx));

  const page = html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Doc verification report · ${report.startedAt}</title>
<style>${raw(CSS)}</style></head>
<body>${shots.defs()}
<header>
<div class="toolbar"><button type="button" data-toggle="open">Expand all</button><button type="button" data-toggle="close">Collapse all</button></div>
<h1>Doc verification report</h1>
<p class="meta">${report.tool} ${report.version} · policy ${report.policy} · ${report.emulator === null ? 'real console' : `emulator ${report.emulator}`} · started ${report.startedAt}</p>
<div class="totals">
<span class="num">${totals.tasks}</span> tasks
${verdictBadge('verified')} <span class="num">${totals.verified}</span>
${verdictBadge('defective')} <span class="num">${totals.defective}</span>
${verdictBadge('inconclusive')} <span class="num">${totals.inconclusive}</span>
<span>· ${totals.defects} doc defects · ${totals.actions} actions · ${wall === null ? '' : `${formatSeconds(wall)} wall, `}${formatSeconds(totals.seconds)} task time</span>
</div>
</header>
<main>
<table class="tasks"><thead><tr><th>Task</th><th>Title</th><th>Verdict</th><th class="n">Defects</th><th class="n">Actions</th><th class="n">Seconds</th></tr></thead>
<tbody>${rows}</tbody></table>
${sections}
</main>
<script>${raw(SCRIPT)}</script>
</body></html>
`;
  return createScrubber(secrets)(page.value);
}

/** Reads `ref` inside `dir` only: a ref that climbs out of the run folder is treated as missing. */
export function screenshotReader(dir: string): ReadScreenshot {
  const root = resolve(dir);
  return async (ref) => {
    const path = resolve(root, ref);
    const rel = relative(root, path);
    if (rel.startsWith('..') || isAbsolute(rel)) return null;
    return readFile(path).catch(() => null);
  };
}

/** Writes `<dir>/report.html`, reading screenshots from the run folder; returns its path. */
export async function writeReportHtml(
  dir: string,
  report: Report,
  trajectories: TrajectoryRecord[],
  opts: ScrubOptions,
): Promise<string> {
  const text = await renderReportHtml(report, { readScreenshot: screenshotReader(dir), trajectories, secrets: opts.secrets });
  return writeFileAtomic(dir, 'report.html', text);
}
