import type { z } from 'zod';
import type { Defect, EvidenceSchema, StepVerdict, TaskReport, TrajectoryRecord } from '../../protocol';
import { html, type SafeHtml } from './escape';
import { docText, kindBadge, renderDiff, verdictBadge, type RenderContext } from './html-parts';
import { renderTimeline } from './html-timeline';
import { drawShot } from './images';
import { formatSeconds, stepsPassed } from './totals';

type Evidence = z.infer<typeof EvidenceSchema>;

/** The evidence screenshot with the element outlined, and what the verdict was about. */
export function renderEvidence(evidence: Evidence | undefined, ctx: RenderContext): SafeHtml {
  if (!evidence) return html``;
  const { screenshot, element, url } = evidence;
  const sprite = ctx.shots.get(screenshot);
  const caption = [
    element && html`${element.role} “${element.name}” <code>[${element.ref}]</code>`,
    url && html` · <span class="muted">${url}</span>`,
    screenshot && !sprite && html` · <span class="muted">screenshot ${screenshot} not available</span>`,
  ];
  const drawing =
    sprite &&
    drawShot(sprite, {
      viewport: screenshot ? ctx.viewports.get(screenshot) : undefined,
      box: element?.box,
      label: element ? `evidence: ${element.role} ${element.name}` : 'evidence screenshot',
    });
  return html`<figure class="evidence">${drawing}<figcaption>${caption}</figcaption></figure>`;
}

function expectedActual(expected: string | undefined, actual: string | undefined): SafeHtml {
  if (expected === undefined && actual === undefined) return html``;
  return html`<dl class="ea">${expected !== undefined && html`<dt>Expected</dt><dd>${expected}</dd>`}${
    actual !== undefined && html`<dt>Actual</dt><dd>${actual}</dd>`
  }</dl>`;
}

function renderDefect(defect: Defect, step: StepVerdict | undefined, ctx: RenderContext): SafeHtml {
  const sameText = step && step.expected === defect.expected && step.actual === defect.actual;
  const sameShot = step?.evidence?.screenshot !== undefined && step.evidence.screenshot === defect.evidence?.screenshot;
  return html`<div class="defect">
${!step && html`<div class="step-head"><span class="step-no">${defect.step}</span>${kindBadge(defect.kind)}</div>`}
${!sameText && expectedActual(defect.expected, defect.actual)}
<div class="muted">Suggested fix</div>${renderDiff(defect.fix)}
${!sameShot && renderEvidence(defect.evidence, ctx)}
</div>`;
}

function renderStep(step: StepVerdict, defects: Defect[], ctx: RenderContext): SafeHtml {
  return html`<li class="step k-border-${step.kind}">
<div class="step-head"><span class="step-no">${step.index}</span>${kindBadge(step.kind)}<span>${docText(step.text)}</span></div>
${expectedActual(step.expected, step.actual)}
${renderEvidence(step.evidence, ctx)}
${defects.map((d) => renderDefect(d, step, ctx))}
</li>`;
}

function renderRules(task: TaskReport): SafeHtml {
  if (task.rules.length === 0) return html`<p class="muted">No ActionTrail rules (success from ${task.successSource}).</p>`;
  return html`<ul class="rules">${task.rules.map(
    (r) =>
      html`<li class="${r.held ? 'held' : 'not-held'}"><code>${r.rule}</code> ${r.held ? 'held' : 'did not hold'}${
        r.eventId && html` <span class="muted">event ${r.eventId}</span>`
      }</li>`,
  )}</ul>`;
}

/** One task: facts, doc steps with verdicts, defects and fixes, rules, and the agent's timeline. */
export function renderTask(task: TaskReport, anchor: string, episodes: TrajectoryRecord[], ctx: RenderContext): SafeHtml {
  const stepIndexes = new Set(task.steps.map((s) => s.index));
  const orphanDefects = task.defects.filter((d) => !stepIndexes.has(d.step));
  const facts = [
    task.file && html`<code>${task.file}</code> · `,
    html`success ${task.success ? 'yes' : 'no'} (${task.successSource}) · ${stepsPassed(task)} steps passed · `,
    html`${task.actions} actions · ${formatSeconds(task.seconds)}`,
    task.variant !== null && html` · variant <code>${task.variant}</code>`,
    task.expectMet !== undefined && html` · benchmark expectation ${task.expectMet ? 'met' : 'NOT met'}`,
  ];
  return html`<details class="task" id="${anchor}"${task.verdict === 'verified' ? '' : html` open`}>
<summary><h2>${task.id}</h2> ${verdictBadge(task.verdict)} <span class="muted">${task.title}</span></summary>
<p class="facts">${facts}</p>
${task.reason && html`<p class="reason"><strong>Inconclusive:</strong> ${task.reason}</p>`}
<h3>Doc steps</h3>
<ol class="steps">${task.steps.map((s) => renderStep(s, task.defects.filter((d) => d.step === s.index), ctx))}</ol>
${orphanDefects.length > 0 && html`<h3>Other defects</h3>${orphanDefects.map((d) => renderDefect(d, undefined, ctx))}`}
<h3>ActionTrail rules</h3>
${renderRules(task)}
${episodes.length > 0 && html`<h3>Timeline</h3>${episodes.map((e) => renderTimeline(e, ctx))}`}
</details>`;
}
