/**
 * The observation a policy sees (SPEC section 4): the page snapshot from `injected/` plus the agent's
 * context, and its compact text form: the header lines below followed by the page's own outline.
 */
import type { Observation, PageSnapshot } from '../../protocol';
import type { Tab } from '../driver/driver';
import type { DocStep } from '../doc/types';

export interface ObservationContext {
  steps: DocStep[];
  /** Index into `steps` of the step being worked on, or null when done. */
  current: number | null;
  deviations: Set<number>;
  history: { action: string; result: string }[];
  provisioning: string[];
}

const HISTORY_SHOWN = 6;

export function composeObservation(page: PageSnapshot, tabs: Tab[], ctx: ObservationContext): Observation {
  const current = ctx.current === null ? null : ctx.steps[ctx.current] ?? null;
  return {
    page,
    tabs,
    step: current ? { index: current.index, total: ctx.steps.length, text: current.text } : null,
    steps: ctx.steps.map((s, i) => ({
      index: s.index,
      text: s.text,
      status: ctx.deviations.has(s.index) ? 'deviation' : ctx.current === null || i < ctx.current ? 'done' : i === ctx.current ? 'current' : 'pending',
    })),
    history: ctx.history.slice(-HISTORY_SHOWN),
    provisioning: ctx.provisioning,
  };
}

/** The text a model reads: where it is in the doc, what it did lately, then the page. */
export function observationText(obs: Observation): string {
  const lines: string[] = [];
  if (obs.step) lines.push(`step ${obs.step.index}/${obs.step.total}  ${obs.step.text}`);
  else lines.push('all doc steps done');
  if (obs.tabs.length > 1) lines.push(`tabs: ${obs.tabs.map((t) => `${t.active ? '*' : ''}${t.title}`).join(' | ')}`);
  for (const h of obs.history) lines.push(`did ${h.action} -> ${h.result}`);
  for (const p of obs.provisioning) lines.push(`provisioned: ${p}`);
  lines.push(obs.page.text);
  return lines.join('\n');
}
