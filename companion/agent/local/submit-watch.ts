/**
 * What the policy looks at after each click that may have submitted a form (submitted.ts has the page-reading
 * helpers): a field the console now marks invalid (the doc's value rejected, or a field the doc never names now
 * required), the form's own refusal with no field marked, and a refusal for a passing reason (try again later).
 */
import type { Action, Element, PageSnapshot } from '../../../protocol';
import type { Decision, EpisodeContext, TurnFeedback } from '../policy';
import { newMemory, repairGoals, type Goal } from './goal-list';
import { TRANSIENT } from './glossary';
import { containers, FIELD, reachable } from './ground';
import { similarity } from './match';
import type { Drift, Outcome, PolicyMemory } from './outcome';
import { dialogAlerts, docMentions, fieldsToRepair, formLeftToReader, formRefusal, invalidKey, labelOf, stepOfForm, type DialogAlerts } from './submitted';

/** A submit the console refused for a passing reason is tried again this many times. */
const REFUSAL_RETRIES = 3;

type Fail = Extract<Outcome, { kind: 'fail' }>;

/** What the policy's loop lends the watch. */
export interface SubmitHost {
  readonly ctx: EpisodeContext;
  readonly memory: PolicyMemory;
  /** The doc's last click, the submit when there was one. */
  lastClick(): Goal | null;
  /** Puts goals in front of the current one (the submit clicked again after them). */
  retry(goals: Goal[]): void;
  giveUp(step: number, fail: Fail): Decision;
  note(step: number, drift: Drift): Decision;
  decision(step: number | null, thought: string, action: Action): Decision;
  /** The doc step that names a form section (`section` intent), if one does. */
  stepOfSection(section: string | null): number | null;
}

/** The labels of the page's fields (a radio group by its group's label). */
const formLabels = (page: PageSnapshot): string[] => reachable(page).filter((el) => FIELD.has(el.role)).map(labelOf);

export class SubmitWatch {
  private invalidBefore = new Set<string>();
  private alertsBefore: DialogAlerts = { alerts: new Set() };
  private refusals = 0;

  constructor(private readonly host: SubmitHost) {}

  /** A decision the console's reaction to the last submit calls for, or null. */
  check(page: PageSnapshot, last: TurnFeedback | null): Decision | null {
    return this.submissionProblem(page, last) ?? this.formRefused(page, last) ?? this.refusal(page, last);
  }

  /**
   * After a submit, the console may refuse: a field the doc never mentions is required (missing-step), or
   * a value the doc gave is rejected (value-rejected). The first is noted and repaired so the procedure
   * can go on; the second ends the episode, since only the doc's author knows the right value.
   */
  private submissionProblem(page: PageSnapshot, last: TurnFeedback | null): Decision | null {
    const { host } = this;
    const invalid = reachable(page).filter((el) => el.states.invalid);
    const fresh = invalid.filter((el) => !this.invalidBefore.has(invalidKey(el)));
    this.invalidBefore = new Set(invalid.map(invalidKey));
    const lastClick = host.lastClick();
    if (!fresh.length || !last || !lastClick) return null;
    for (const field of fresh) {
      // An empty box of the same label is another one (a dialog opened again for one more record), not a refused value.
      const filled = host.memory.filled.get(field.ref) ?? [...host.memory.filled.values()].find((f) => similarity(f.label, field.name) >= 0.9 && !(f.value && !field.value));
      if (!filled) continue;
      const { step, value } = filled;
      return host.giveUp(step, { kind: 'fail', verdict: 'value-rejected', expected: value, actual: field.error ?? `${field.name} is invalid`, thought: `The console rejects the doc's value for ${field.name}.` });
    }
    // Every field the console now asks for is filled in before the submit is clicked again (a radio group once, its
    // label standing for it); the first the doc never mentions is the step's defect.
    const fields = fieldsToRepair(fresh);
    const stepOf = (field: Element) => host.stepOfSection(containers(field, 'form').at(-1) ?? null) ?? stepOfForm(field, page, host.memory.filled) ?? lastClick.step;
    const repair = fields.flatMap((field) => repairGoals(field, stepOf(field), host.ctx));
    host.retry([...repair, { step: lastClick.step, intent: lastClick.intent, memory: newMemory() }]);
    // The doc names the field in plain words ("… or keep them N days: 文件保留指定天数后删除"): it asked for it, the
    // policy only missed it. Fill it and submit again without a defect.
    // A step that asks for the form in prose and names none of its fields leaves them all to the reader.
    const unmentioned = fields.find((field) => !docMentions(host.ctx.steps, labelOf(field)) && !formLeftToReader(host.ctx.steps, stepOf(field), lastClick.step, formLabels(page)));
    if (!unmentioned) return null;
    const label = labelOf(unmentioned);
    const drift: Drift = { kind: 'missing-step', expected: `the doc does not mention ${label}`, actual: unmentioned.error ? `${label}: ${unmentioned.error}` : label };
    return host.note(stepOf(unmentioned), drift);
  }

  /** The doc's submit refused by the form's own message, no field marked (submitted.ts `formRefusal`): the episode ends there. */
  private formRefused(page: PageSnapshot, last: TurnFeedback | null): Decision | null {
    const before = this.alertsBefore;
    this.alertsBefore = dialogAlerts(page);
    const lastClick = this.host.lastClick();
    if (!lastClick || last?.action?.type !== 'click' || !last.action.ref || !last.result?.ok) return null;
    const fail = formRefusal(page, before, last.action.ref, this.host.ctx.steps, last.result.changes.toasts ?? []);
    return fail && this.host.giveUp(lastClick.step, fail);
  }

  /**
   * The console refused the click for a passing reason (its toast says the resource is still being created,
   * or to try again) and the dialog is still open: wait, then click again, as a person would.
   */
  private refusal(page: PageSnapshot, last: TurnFeedback | null): Decision | null {
    const toast = last?.action?.type === 'click' && last.result?.ok ? last.result.changes.toasts?.find((t) => TRANSIENT.test(t)) : undefined;
    const lastClick = this.host.lastClick();
    if (!toast || !lastClick || !page.dialog || this.refusals >= REFUSAL_RETRIES) return null;
    this.refusals++;
    this.host.retry([{ step: lastClick.step, intent: lastClick.intent, memory: newMemory() }]);
    return this.host.decision(lastClick.step, `The console refused for now ("${toast}"); wait and try again.`, { type: 'wait', ms: 1000 });
  }
}
