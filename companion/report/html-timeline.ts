import type { ActionResult, TrajectoryRecord, TrajectoryStep } from '../../protocol';
import { html, type SafeHtml } from './escape';
import { kindBadge, type RenderContext } from './html-parts';
import { drawShot } from './images';
import { formatSeconds } from './totals';

function renderResult(result: ActionResult | null): SafeHtml {
  if (!result) return html``;
  if (!result.ok) return html`<p class="result err">${result.error?.code ?? 'error'}: ${result.error?.message ?? ''}</p>`;
  const c = result.changes ?? {};
  const changes = [
    c.navigated && `navigated to ${c.navigated}`,
    c.dialogOpened && `dialog opened: ${c.dialogOpened}`,
    c.dialogClosed && `dialog closed: ${c.dialogClosed}`,
    c.newTab && `new tab: ${c.newTab}`,
    ...(c.toasts ?? []).map((t) => `toast: ${t}`),
  ].filter(Boolean);
  return html`<p class="result ok">ok${changes.length > 0 && ` · ${changes.join(' · ')}`}</p>`;
}

function renderObservation(text: string, chars: number, max: number): SafeHtml {
  if (max <= 0) return html``;
  const cut = text.length > max;
  return html`<details class="obs"><summary class="muted">Observation as the policy saw it (${chars} chars)</summary><pre>${
    cut ? text.slice(0, max) : text
  }${cut && `\n… ${text.length - max} more characters in trajectories.jsonl`}</pre></details>`;
}

function renderThumbnail(step: TrajectoryStep, ctx: RenderContext): SafeHtml {
  const { screenshot, screenshotSize } = step.observation;
  const sprite = ctx.shots.get(screenshot);
  if (!sprite) return html``;
  const viewport = screenshotSize && { width: screenshotSize.originalWidth, height: screenshotSize.originalHeight };
  const point = step.target && { x: step.target.x, y: step.target.y };
  return html`<div class="side"><details class="zoom"><summary>${drawShot(sprite, {
    viewport: viewport ?? (screenshot ? ctx.viewports.get(screenshot) : undefined),
    point,
    label: `screenshot of turn ${step.index}`,
  })}</summary></details></div>`;
}

function renderTurn(step: TrajectoryStep, ctx: RenderContext): SafeHtml {
  const target = step.target;
  const head = [
    `#${step.index}`,
    step.docStep !== null && ` · doc step ${step.docStep}`,
    ` · ${Math.round(step.ms)} ms · `,
    step.observation.url,
  ];
  return html`<li class="turn"><div class="body">
<div class="turn-head">${head}${step.verdict && html` ${kindBadge(step.verdict)}`}</div>
<p class="thought">${step.thought}</p>
${step.action && html`<pre class="action">${JSON.stringify(step.action)}</pre>`}
${target && html`<div class="muted">→ ${target.role ?? 'element'} “${target.name ?? ''}” [${target.ref}] at (${Math.round(target.x)}, ${Math.round(target.y)})${target.selector && ` · ${target.selector}`}</div>`}
${step.parseError && html`<p class="result err">could not use the policy output: ${step.parseError}</p><pre>${step.output}</pre>`}
${renderResult(step.result)}
${renderObservation(step.observation.text, step.observation.chars, ctx.observationChars)}
</div>${renderThumbnail(step, ctx)}</li>`;
}

/** One episode of the task: every agent turn with its thought, action, result and screenshot. */
export function renderTimeline(record: TrajectoryRecord, ctx: RenderContext): SafeHtml {
  const facts = [
    `${record.policy.name} ${record.policy.version}`,
    `${record.steps.length} turns`,
    `reward ${record.reward}`,
    `success ${record.success ? 'yes' : 'no'} (${record.rewardSource})`,
    `¥${record.cost.cny.toFixed(4)}`,
    formatSeconds(record.seconds),
  ].join(' · ');
  return html`<details class="episode"><summary>Episode <code>${record.episodeId}</code> <span class="muted">${facts}</span></summary>
<ol class="turns">${record.steps.map((s) => renderTurn(s, ctx))}</ol></details>`;
}
