import { html, type SafeHtml } from '../report/escape';
import type { SliceSummary } from './stats';
import { groupBy, isValidRun, type EpisodeRow } from './types';

/** Inline SVG plots of the dashboard: plain shapes from numbers, every label escaped. */

const WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 48, right: 36, top: 16, bottom: 56 };
const plotW = WIDTH - PAD.left - PAD.right;
const plotH = HEIGHT - PAD.top - PAD.bottom;

const n = (v: number) => Number(v.toFixed(2));
const yOf = (rate: number) => n(PAD.top + plotH * (1 - rate));
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

function rateAxis(): SafeHtml {
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  return html`<g class="axis">${ticks.map(
    (t) => html`<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${yOf(t)}" y2="${yOf(t)}" class="grid"/><text x="${PAD.left - 6}" y="${yOf(t) + 4}" text-anchor="end">${t * 100}%</text>`,
  )}</g>`;
}

/** One bar per product at its pass@1, with the 95% interval as a whisker. */
export function successByProductPlot(byProduct: Record<string, SliceSummary>): SafeHtml {
  const products = Object.keys(byProduct);
  const slot = plotW / Math.max(products.length, 1);
  const barW = n(Math.min(48, slot * 0.6));
  const bars = products.map((product, i) => {
    const { passAt1 } = byProduct[product];
    const cx = n(PAD.left + slot * (i + 0.5));
    const label = html`<text x="${cx}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle">${product}</text>`;
    if (passAt1.value === null) return html`<g>${label}<text x="${cx}" y="${yOf(0) - 4}" text-anchor="middle" class="muted">n/a</text></g>`;
    const whisker = passAt1.ci95
      ? html`<line class="whisker" x1="${cx}" x2="${cx}" y1="${yOf(passAt1.ci95[0])}" y2="${yOf(passAt1.ci95[1])}"/>
<line class="whisker" x1="${cx - 6}" x2="${cx + 6}" y1="${yOf(passAt1.ci95[0])}" y2="${yOf(passAt1.ci95[0])}"/>
<line class="whisker" x1="${cx - 6}" x2="${cx + 6}" y1="${yOf(passAt1.ci95[1])}" y2="${yOf(passAt1.ci95[1])}"/>`
      : null;
    const tip = `${product}: pass@1 ${pct(passAt1.value)}${passAt1.ci95 ? ` (95% CI ${pct(passAt1.ci95[0])}–${pct(passAt1.ci95[1])})` : ''}`;
    return html`<g><title>${tip}</title><rect class="bar" x="${n(cx - barW / 2)}" y="${yOf(passAt1.value)}" width="${barW}" height="${n(plotH * passAt1.value)}"/>${whisker}${label}</g>`;
  });
  return html`<svg class="plot" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="pass@1 by product">${rateAxis()}${bars}</svg>`;
}

export interface TaskPoint {
  taskId: string;
  cny: number;
  passAt1: number;
}

/** Per task with a valid run: mean CNY over all its episodes (cost is spent either way) and pass@1 over valid runs. */
export function taskPoints(rows: readonly EpisodeRow[]): TaskPoint[] {
  const points: TaskPoint[] = [];
  for (const [taskId, taskRows] of groupBy(rows, (r) => r.taskId)) {
    const valid = taskRows.filter(isValidRun);
    if (valid.length === 0) continue;
    const cny = taskRows.reduce((s, r) => s + r.cny, 0) / taskRows.length;
    points.push({ taskId, cny, passAt1: valid.filter((r) => r.outcome === 'success').length / valid.length });
  }
  return points;
}

/** One dot per task: mean CNY per episode across, pass@1 up. */
export function costSuccessPlot(points: readonly TaskPoint[]): SafeHtml {
  const maxCny = Math.max(0, ...points.map((p) => p.cny)) || 1;
  const xOf = (cny: number) => n(PAD.left + (plotW * cny) / maxCny);
  const xTicks = [0, 0.5, 1].map((f) => f * maxCny);
  const dots = points.map(
    (p) => html`<circle class="dot" cx="${xOf(p.cny)}" cy="${yOf(p.passAt1)}" r="5"><title>${p.taskId}: ¥${p.cny.toFixed(4)} per episode, pass@1 ${pct(p.passAt1)}</title></circle>`,
  );
  return html`<svg class="plot" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="cost against success, one dot per task">${rateAxis()}
<g class="axis">${xTicks.map((t) => html`<text x="${xOf(t)}" y="${HEIGHT - PAD.bottom + 16}" text-anchor="middle">¥${t.toFixed(3)}</text>`)}
<text x="${PAD.left + plotW / 2}" y="${HEIGHT - 12}" text-anchor="middle">mean CNY per episode</text></g>${dots}</svg>`;
}
