/**
 * The `local` policy (the embedded default): follows the doc steps literally, grounds each step's words
 * to elements, notes every place where the console differs from the doc, and carries on where it can.
 * No network, deterministic.
 */
import type { Action, Element, Observation, PageSnapshot } from '../../../protocol';
import type { DocStep, Intent } from '../../doc/types';
import type { Decision, EpisodeContext, Policy, TurnFeedback } from '../policy';
import { emptyListSign } from '../prerequisites';
import { question, readAnswer } from './ask';
import { handle } from './goals';
import { ACTING, alternative, describeIntent, flatten, newMemory, offChoice, type Goal } from './goal-list';
import { lookAround, lostPath, reachedWithout, upcomingLabels } from './explore';
import { dialogConfirm, leftOpenAtEnd } from './left-open';
import { inFront } from './in-front';
import { lookBehind } from './look-behind';
import type { Drift, Outcome, PolicyMemory } from './outcome';
import { confirmationOf } from './fields';
import { missingByName, requestFor } from './request';
import { SUCCESS_TOAST } from './glossary';
import { FIELD, isNav, marks, reachable } from './ground';
import { isExact, isSameEntry } from './match';
import { SubmitWatch } from './submit-watch';

const MAX_FAILURES = 3;
/** Intents whose missing control may leave the rest of the procedure doable (goOnWithout). */
const GOES_ON = new Set<Intent['kind']>(['click', 'tab', 'check', 'fill', 'choose']);
const OUTCOME_WAITS = 6;

export class LocalPolicy implements Policy {
  readonly name = 'local';
  readonly version = '1';
  private readonly goals: Goal[];
  private cursor = 0;
  private pendingCompletion = false;
  private failures = 0;
  private queue: Decision[] = [];
  private lastClick: Goal | null = null;
  /** The alerts of the open dialog the turn before (submitted.ts formRefusal). */
  private readonly memory: PolicyMemory = { row: null, filled: new Map(), section: null };
  private finished = false;
  /** URL when the last click was made, to see whether the console reacted to a final submit. */
  private clickedAt: string | null = null;
  /** What the page announced (headings, status and alert texts, the dialog) when the last click was made. */
  private clickedMarks = '';
  /** The last action's result reported a change (a dialog opened or closed, a toast, a navigation). */
  private lastChanged = false;
  private outcomeWaits = 0;
  /** The doc ended with its form open and the policy submitted it (submitLeftOpen), once. */
  private submittedOpen = false;
  /** The doc step of the last value entered or chosen, until the next click. */
  private filledStep: number | null = null;
  /** Doc steps that asked for a missing prerequisite already (`request_resource` goes out once a step). */
  private readonly requested = new Set<number>();
  /** The goal whose missing row or option was requested, and how it would have failed. */
  private awaiting: { goal: Goal; fail: Extract<Outcome, { kind: 'fail' }> } | null = null;
  /** A step whose control was missing, left out to see whether the procedure goes on without it (goOnWithout). */
  private pendingMiss: { step: number; fail: Extract<Outcome, { kind: 'fail' }> } | null = null;
  /** The goal that asked the person which control the doc means, and the candidates it offered. */
  private asked: { goal: Goal; candidates: { ref?: string; name: string }[] } | null = null;
  private stepsSeen: DocStep[];
  /** Confirmation fields (by ref) given a goal that types the value again. */
  private readonly confirmed = new Set<string>();
  private readonly originCount: number;
  /** The console's reaction to a submit: a field marked invalid, the form's own refusal, a passing refusal. */
  private readonly watch: SubmitWatch;

  constructor(private readonly ctx: EpisodeContext) {
    this.goals = flatten(ctx.steps);
    this.stepsSeen = ctx.steps;
    this.originCount = this.goals.length;
    this.watch = new SubmitWatch({
      ctx,
      memory: this.memory,
      lastClick: () => this.lastClick,
      retry: (goals) => {
        this.goals.splice(this.cursor, 0, ...goals);
        this.pendingCompletion = false;
      },
      giveUp: (step, fail) => this.giveUp(step, fail),
      note: (step, drift) => this.note(step, drift),
      decision: (step, thought, action) => this.decision(step, thought, action),
      stepOfSection: (section) => this.stepOfSection(section),
    });
  }

  async next(observation: Observation, last: TurnFeedback | null): Promise<Decision> {
    if (last?.takenOver !== undefined) this.skipStep(last.takenOver);
    if (this.ctx.steps !== this.stepsSeen) this.refresh();
    if (this.awaiting && last?.action?.type === 'request_resource') return this.afterRequest(observation.page, last);
    if (this.asked && last?.action?.type === 'ask_human') {
      // The person's answer settles the goal that asked; it runs again with it.
      this.asked.goal.memory.answer = readAnswer(last.result ?? {}, this.asked.candidates);
      this.asked = null;
      last = null;
    }
    if (this.queue.length) return this.queue.shift()!;
    const page = observation.page;
    if (last?.takenOver === undefined) this.learnFrom(last);
    const empty = this.emptySelect(page, last);
    if (empty) return empty;
    const problem = this.watch.check(page, last);
    if (problem) return problem;

    for (let guard = 0; guard < 100; guard++) {
      const goal = this.goals[this.cursor];
      if (!goal) return this.confirmFilled(page) ?? this.submitLeftOpen(page) ?? this.awaitOutcome(page) ?? this.settleMissing() ?? this.finish('Every step of the doc is done.');
      const outcome = pluralOnly(offChoice(goal, page) ?? handle(goal.intent, page, this.ctx, goal.memory, this.memory, goal.step));
      if (outcome.kind === 'done') {
        const noted = outcome.drift ? this.note(goal.step, outcome.drift) : null;
        this.advance();
        if (noted) return noted;
        continue;
      }
      if (outcome.kind === 'fail') {
        // One of the doc's alternatives cannot be done here: the next one does the step as well.
        if (goal.fallback) {
          const [next, ...rest] = goal.fallback.rest;
          this.goals.splice(this.cursor, goal.fallback.span, ...alternative(next, rest, goal.step));
          continue;
        }
        if (goal.tail) {
          const [next, ...rest] = goal.tail.rest;
          this.goals.splice(this.cursor, goal.tail.span, ...alternative(next, rest, goal.step));
          continue;
        }
        // An optional step the console does not offer here (no service-linked role to create: it exists) is left out.
        if (outcome.verdict === 'element-missing' && goal.optional && !this.begun(goal.optional)) {
          this.skipOptional(goal.optional);
          continue;
        }
        const around = outcome.verdict === 'element-missing'
          ? this.detour(goal, inFront(goal, page, this.lastClick)) ?? this.skipAhead(goal, page) ?? this.detour(goal, lookBehind(goal, page, { ctx: this.ctx, goals: this.goals, cursor: this.cursor })) ?? this.explore(goal, page)
          : null;
        if (around) return around;
        const requested = this.request(goal, outcome, page);
        if (requested) return requested;
        if (this.goOnWithout(goal, outcome, page)) continue;
        return this.giveUp(goal.step, outcome);
      }
      if (outcome.kind === 'ask') {
        const action = question(outcome.label, goal.step, outcome.candidates);
        this.asked = { goal, candidates: action.candidates ?? [] };
        return this.decision(goal.step, `${outcome.thought} Ask which one the doc means.`, action);
      }
      // Rather than wait for this alternative to appear, take another the page offers now.
      if ((goal.fallback || goal.tail) && outcome.action.type === 'wait' && this.readyAlternative(goal, page)) continue;
      this.clickedAt = outcome.action.type === 'click' ? page.url : null;
      this.clickedMarks = marks(page);
      this.outcomeWaits = 0;
      // The target is there behind the navigation entry opened for it: the doc's path to it changed.
      const behind = goal.memory.behind;
      if (behind && !behind.noted && outcome.action.type === 'click' && !outcome.drift && outcome.target) {
        behind.noted = true;
        outcome.drift = { kind: 'path-changed', expected: describeIntent(goal.intent), actual: `${behind.entry} > ${outcome.target.name}` };
      }
      return this.emit(goal, outcome, page);
    }
    return this.finish('Stopped: too many steps resolved without acting.');
  }

  /**
   * The doc's navigation target is gone, but what the doc does next (in this step or the next) is on the page
   * already: the console reaches it another way (the 2019 OSS console lists buckets down the left, with no Buckets
   * page). Note the path change and go on from there. Only a click the page holds under its exact label counts,
   * never a bare confirm button that any dialog has.
   */
  private skipAhead(goal: Goal, page: PageSnapshot): Decision | null {
    const ahead = reachedWithout(goal, this.goals, this.cursor, page, this.ctx, this.memory);
    if (!ahead) return null;
    // The goals in between were done on this page; their effects (a section, an area) are taken over.
    Object.assign(this.memory, ahead.memory);
    this.cursor = ahead.index;
    return this.note(goal.step, { kind: 'path-changed', expected: describeIntent(goal.intent), actual: `${ahead.target} is reached without it` });
  }

  /** A turn another module decided for a goal whose control is missing (in-front.ts, look-behind.ts): it waits afresh. */
  private detour(goal: Goal, turn: { thought: string; action: Action } | null): Decision | null {
    if (!turn) return null;
    goal.memory.waits = 0;
    this.pendingCompletion = false;
    return this.decision(goal.step, turn.thought, turn.action);
  }

  /**
   * The doc's navigation path is gone from the console: open the entries that sound like it, one at a time (back to
   * where it started between them), and look on each for what the doc does next. The first that offers it is the
   * path now (path-changed); none of them, and the entry is missing.
   */
  private explore(goal: Goal, page: PageSnapshot): Decision | null {
    const { path, span } = lostPath(this.goals, this.cursor) ?? { path: null, span: 0 };
    if (!path) return null;
    const state = (goal.memory.explore ??= { from: page.url, seen: reachable(page).filter(isNav).map((el) => el.name), tried: [] });
    const next = this.goals.filter((g) => g.step === goal.step + 1).map((g) => g.intent);
    const upcoming = upcomingLabels(next);
    if (!upcoming.length) return null;
    const turn = lookAround(state, path, upcoming, page);
    if (!turn) return null;
    if ('action' in turn) return this.decision(goal.step, turn.thought, turn.action);
    for (let i = 0; i < span; i++) this.advance();
    return this.note(goal.step, { kind: 'path-changed', expected: path.join(' > '), actual: `${turn.entry} (it has ${turn.found})` });
  }

  /** Puts the first of the goal's other alternatives that can act on this page in its place; whether there was one. */
  private readyAlternative(goal: Goal, page: PageSnapshot): boolean {
    const { rest, span } = (goal.fallback ?? goal.tail)!;
    const ready = rest.findIndex((alt) => {
      const outcome = handle(alt[0], page, this.ctx, newMemory(), { ...this.memory }, goal.step);
      return outcome.kind === 'act' && outcome.action.type !== 'wait';
    });
    if (ready < 0) return false;
    const current = this.goals.slice(this.cursor, this.cursor + span).map((g) => g.intent);
    this.goals.splice(this.cursor, span, ...alternative(rest[ready], [current, ...rest.filter((_, i) => i !== ready)], goal.step));
    return true;
  }

  private learnFrom(last: TurnFeedback | null) {
    if (!last || !last.result || last.action?.type === 'note_deviation') return;
    this.lastChanged = Object.keys(last.result.changes ?? {}).length > 0;
    if (last.action?.type === 'click') {
      (this.memory.clicked ??= new Set()).add(last.action.ref ?? '');
      const { dialogClosed, toasts } = last.result.changes ?? {};
      this.memory.submitted = last.result.ok && dialogClosed && toasts?.some((t) => SUCCESS_TOAST.test(t)) ? dialogClosed : null;
    }
    if (last.result.ok) {
      this.failures = 0;
      if (this.pendingCompletion) this.advance();
      return;
    }
    this.pendingCompletion = false;
    this.failures++;
  }

  /**
   * The row or option the step needs is missing and the list is empty: the environment lacks a prerequisite.
   * Ask for it once per step before giving up.
   */
  private request(goal: Goal, fail: Extract<Outcome, { kind: 'fail' }>, page: PageSnapshot): Decision | null {
    if (this.requested.has(goal.step) || (fail.verdict !== 'env-blocked' && fail.verdict !== 'element-missing')) return null;
    const step = this.ctx.steps.find((s) => s.index === goal.step);
    if (!step || !missingByName(goal.intent, page)) return null;
    const sign = emptyListSign(page);
    if (!sign) return null;
    this.requested.add(goal.step);
    this.awaiting = { goal, fail };
    const action = requestFor(goal.intent, step.text, this.ctx.resources);
    return this.decision(goal.step, `${fail.thought} The page shows an empty list (${sign}): ask for ${action.description}.`, action);
  }

  /** A select the step needs offers nothing at all ("options: (none)"): its prerequisite is missing. Ask once a step. */
  private emptySelect(page: PageSnapshot, last: TurnFeedback | null): Decision | null {
    const goal = this.goals[this.cursor];
    const error = last?.action?.type === 'select' && !last.result?.ok ? last.result?.error : undefined;
    if (!goal || error?.code !== 'option-missing' || !/options: \(none\)/.test(error.message) || this.requested.has(goal.step)) return null;
    const step = this.ctx.steps.find((s) => s.index === goal.step);
    if (!step) return null;
    const select = page.elements.find((el) => el.ref === (last!.action as { ref?: string }).ref);
    this.requested.add(goal.step);
    const fail = { kind: 'fail' as const, verdict: 'env-blocked' as const, expected: describeIntent(goal.intent), actual: error.message, thought: 'The select has nothing to choose.' };
    this.awaiting = { goal, fail };
    const action = requestFor(goal.intent, step.text, this.ctx.resources, select ? `${select.name} ${select.placeholder ?? ''}` : undefined);
    return this.decision(goal.step, `${select?.name ?? 'The select'} offers no options: ask for ${action.description}.`, action);
  }

  /** After `request_resource`: reload the page and redo the step when it was created, else give up as before. */
  private afterRequest(page: PageSnapshot, last: TurnFeedback): Decision {
    const { goal, fail } = this.awaiting!;
    this.awaiting = null;
    if (!last.result?.ok) return this.giveUp(goal.step, { ...fail, actual: `${fail.actual}; asking for it failed: ${last.result?.error?.message ?? 'no result'}` });
    let first = this.goals.findIndex((g) => g.step === goal.step);
    if (first < 0 || first > this.cursor) first = this.cursor;
    for (const g of this.goals.slice(first)) g.memory = newMemory();
    this.cursor = first;
    this.failures = 0;
    this.pendingCompletion = false;
    this.memory.row = null;
    return this.decision(goal.step, 'It was created; reload the page to see it and go on with the step.', { type: 'navigate', url: page.url });
  }

  /** The doc's filled-in values changed (resources created during the episode): the goals read the new ones. */
  private refresh() {
    const fresh = flatten(this.ctx.steps);
    this.stepsSeen = this.ctx.steps;
    if (fresh.length !== this.originCount) return;
    for (const g of this.goals) if (g.origin !== undefined && fresh[g.origin]) g.intent = fresh[g.origin].intent;
  }

  /** Whether an action of this optional step was emitted already (its goals before the cursor that act). */
  private begun(unit: DocStep): boolean {
    return this.goals.slice(0, this.cursor).some((g) => g.optional === unit && ACTING.has(g.intent.kind));
  }

  /** Drops the goals from the cursor on that `leave` picks. */
  private dropGoals(leave: (g: Goal) => boolean) {
    const rest = this.goals.slice(this.cursor).filter((g) => !leave(g));
    this.goals.splice(this.cursor, this.goals.length - this.cursor, ...rest);
  }

  /** Leaves out the goals of an optional step, from the cursor on. */
  private skipOptional(unit: DocStep) {
    this.dropGoals((g) => g.optional === unit);
    this.failures = 0;
  }

  /** The person did this doc step by hand: drop what is left of it. */
  private skipStep(step: number) {
    this.queue = this.queue.filter((d) => d.docStep !== step);
    this.dropGoals((g) => g.step === step);
    this.memory.section = null;
    this.pendingCompletion = false;
    this.failures = 0;
    this.clickedAt = null;
  }

  private advance() {
    const step = this.goals[this.cursor]?.step;
    this.cursor++;
    if (this.goals[this.cursor]?.step !== step) {
      // An area the finished step found is where the next one works; no further.
      this.memory.section = this.memory.area ?? null;
      this.memory.area = null;
    }
    this.pendingCompletion = false;
    this.failures = 0;
  }

  private emit(goal: Goal, outcome: Extract<Outcome, { kind: 'act' }>, page: PageSnapshot): Decision {
    if (this.failures >= MAX_FAILURES) {
      return this.giveUp(goal.step, { kind: 'fail', verdict: 'agent-error', expected: describeIntent(goal.intent), actual: `the action failed ${this.failures} times`, thought: 'The same action keeps failing.' });
    }
    this.pendingCompletion = outcome.completes;
    if (outcome.action.type === 'click') this.lastClick = goal;
    this.filledStep = outcome.action.type === 'type' || outcome.action.type === 'select' ? goal.step : outcome.action.type === 'click' ? null : this.filledStep;
    if ((outcome.action.type === 'type' || outcome.action.type === 'select') && outcome.target) {
      const value = outcome.action.type === 'type' ? outcome.action.text : outcome.action.option;
      this.memory.filled.set(outcome.target.ref, { step: goal.step, value, label: outcome.target.name });
      if (outcome.action.type === 'type') this.confirmTwice(goal, outcome.target, value, page);
    }
    const decision = this.decision(goal.step, outcome.thought, outcome.action);
    if (!outcome.drift) return decision;
    this.queue.push(decision);
    return this.note(goal.step, outcome.drift);
  }

  /**
   * A value typed into a field the form asks for twice ("New Password", then "Confirm New Password"): a reader types it
   * again in the confirmation, whether or not the doc says so. Unless a later goal of the step fills it already.
   */
  private confirmTwice(goal: Goal, target: Element, value: string, page: PageSnapshot) {
    const twin = confirmationOf(target, reachable(page));
    if (!twin || this.confirmed.has(twin.ref)) return;
    const later = this.goals.slice(this.cursor + 1).some((g) => g.step === goal.step && (g.intent.kind === 'fill' || g.intent.kind === 'choose') && isExact(g.intent.field, twin.name));
    if (later) return;
    this.confirmed.add(twin.ref);
    this.goals.splice(this.cursor + 1, 0, { step: goal.step, intent: { kind: 'fill', field: twin.name, value }, memory: newMemory() });
  }

  private stepOfSection(section: string | null): number | null {
    return (section === null ? undefined : this.goals.find((g) => g.intent.kind === 'section' && isExact(g.intent.label, section))?.step) ?? null;
  }

  /**
   * A final "OK" often starts work the console finishes later (create, then wait, then create again).
   * Before declaring the procedure done, give the console a few seconds to show that it acted: a new page,
   * a toast, or an error.
   */
  private awaitOutcome(page: PageSnapshot): Decision | null {
    if (this.clickedAt === null || this.outcomeWaits >= OUTCOME_WAITS) return null;
    // Reacted: another page, a toast, a dialog opened or closed, or a new heading or status on this one
    // (a purchase page that turns into "The order is complete").
    if (page.url !== this.clickedAt || page.toasts.length > 0 || this.lastChanged || marks(page) !== this.clickedMarks) return null;
    this.outcomeWaits++;
    const last = this.goals[this.cursor - 1];
    return this.decision(last?.step ?? null, 'The console has not reacted to the last click yet; wait for it.', { type: 'wait', ms: 1000 });
  }

  private note(step: number, drift: Drift): Decision {
    return this.decision(step, `Step ${step} differs from the console (${drift.kind}): the doc says "${drift.expected}", the console shows "${drift.actual}".`, { type: 'note_deviation', step, ...drift });
  }

  /**
   * A control of a step inside a form is gone: whether the step is obsolete (the procedure succeeds without it) or the
   * control is missing (the procedure cannot go on as written) shows only in what follows. Leave the rest of the step
   * out and go on with the next one; the first step that fails after it makes this one missing (settled in giveUp),
   * reaching the end makes it obsolete (settleMissing). Only once an episode, only where a later step remains, only in a
   * form (a dialog, or a page with fields), and not for a navigation, the opening of the console or a resource's link:
   * without those the rest of the doc has no page to work on.
   */
  private goOnWithout(goal: Goal, fail: Extract<Outcome, { kind: 'fail' }>, page: PageSnapshot): boolean {
    if (fail.verdict !== 'element-missing' || this.pendingMiss || !GOES_ON.has(goal.intent.kind)) return false;
    // A link to a resource leads to the page the rest works on; only a form (a dialog, or fields) goes on without one.
    if (goal.intent.kind === 'click' && goal.intent.rowLink) return false;
    if (!page.dialog && !reachable(page).some((el) => FIELD.has(el.role) && !el.states.disabled)) return false;
    if (!this.goals.slice(this.cursor).some((g) => g.step > goal.step)) return false;
    this.pendingMiss = { step: goal.step, fail };
    this.dropGoals((g) => g.step === goal.step);
    this.failures = 0;
    this.pendingCompletion = false;
    return true;
  }

  /** The doc's remaining steps were done without the control a step missed: that step is obsolete. */
  private settleMissing(): Decision | null {
    const miss = this.pendingMiss;
    if (!miss) return null;
    this.pendingMiss = null;
    return this.note(miss.step, { kind: 'obsolete-step', expected: miss.fail.expected, actual: `${miss.fail.actual}; the later steps were done without it` });
  }

  private giveUp(step: number, fail: Extract<Outcome, { kind: 'fail' }>): Decision {
    // A later step failing after one that was missing: the procedure could not go on without it.
    const miss = this.pendingMiss;
    if (miss && miss.step !== step && fail.verdict !== 'agent-error') {
      this.pendingMiss = null;
      return this.giveUp(miss.step, miss.fail);
    }
    this.queue = [this.decision(step, fail.thought, { type: 'task_unachievable', reason: `${fail.verdict}: ${fail.actual}`, step, evidence: fail.actual })];
    this.goals.length = this.cursor;
    if (fail.verdict === 'agent-error' || fail.verdict === 'env-blocked') return this.queue.shift()!;
    return this.note(step, { kind: fail.verdict, expected: fail.expected, actual: fail.actual });
  }

  /**
   * The doc's last step fills in a dialog and stops there ("select **ECS Instance**, and then select the instance"):
   * a reader confirms the dialog, so click its OK once.
   */
  private confirmFilled(page: PageSnapshot): Decision | null {
    const step = this.filledStep;
    if (step === null || !page.dialog) return null;
    const ok = dialogConfirm(page);
    if (!ok) return null;
    this.filledStep = null;
    this.clickedAt = page.url;
    this.clickedMarks = marks(page);
    this.outcomeWaits = 0;
    return this.decision(step, `The doc stops with the ${page.dialog} dialog filled in; confirm it with ${ok.name}.`, { type: 'click', ref: ok.ref });
  }

  /** The doc ends with a confirmation or a filled dialog open: confirm or submit it once, as a reader would (left-open.ts). */
  private submitLeftOpen(page: PageSnapshot): Decision | null {
    const open = leftOpenAtEnd(page, { goals: this.goals, lastClick: this.lastClick, memory: this.memory, done: this.finished || this.submittedOpen });
    if (!open) return null;
    this.submittedOpen = true;
    const click = this.decision(open.step, open.thought, { type: 'click', ref: open.button.ref });
    if (open.kind === 'confirm') {
      [this.clickedAt, this.clickedMarks, this.outcomeWaits] = [page.url, marks(page), 0];
      return click;
    }
    this.queue.push(click);
    return this.note(open.step, { kind: 'missing-step', expected: 'the doc ends here', actual: open.actual });
  }

  private finish(summary: string): Decision {
    const first = !this.finished;
    this.finished = true;
    return this.decision(null, first ? summary : 'Already finished.', { type: 'task_complete', summary });
  }

  private decision(step: number | null, thought: string, action: Action): Decision {
    return { thought, action, docStep: step, raw: `Thought: ${thought}\nAction: ${JSON.stringify(action)}` };
  }
}

export const createLocalPolicy = (ctx: EpisodeContext): Policy => new LocalPolicy(ctx);

/**
 * A label the console writes in the singular where the doc has the plural, or the other way ("Specifications" for the
 * field Specification): writers of one console wrote both, so it is the same label and no rename.
 */
function pluralOnly(outcome: Outcome): Outcome {
  if ((outcome.kind !== 'act' && outcome.kind !== 'done') || outcome.drift?.kind !== 'label-changed') return outcome;
  return isSameEntry(outcome.drift.expected, outcome.drift.actual) ? { ...outcome, drift: undefined } : outcome;
}
