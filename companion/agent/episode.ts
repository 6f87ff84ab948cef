/**
 * One episode: provision, open the console, loop observe -> policy -> act, then reward, verdicts,
 * trajectory and teardown (SPEC section 1). The browser side is any Driver, so the same loop serves
 * headless batches and the extension.
 */
import { randomUUID } from 'node:crypto';
import { isPageAction, StepKindSchema, type Action, type ActionResult, type Observation, type PageAction, type PageSnapshot, type TaskReport, type TrajectoryRecord, type TrajectoryStep } from '../../protocol';
import type { Driver, Screenshot } from '../driver/driver';
import type { DocStep } from '../doc/types';
import type { Decision, EpisodeContext, PolicyFactory, TurnFeedback } from './policy';
import { composeObservation, observationText, type ObservationContext } from './observation';
import { createMissing } from './prerequisites';
import { defectsOf, stepVerdicts, taskVerdict, type EpisodeFacts, type StepNote } from './verdicts';

/** Everything the loop needs from around it; wired by the CLI (or the extension bridge). */
export interface EpisodeEnv {
  driver: Driver;
  policy: PolicyFactory;
  context: EpisodeContext;
  /** Fills `<secret:name>` placeholders at execution time only. */
  revealSecrets(text: string): string;
  /** Saves a (masked) screenshot of the page `page` describes: its path relative to the run folder, and the image. */
  capture(turn: number, page: PageSnapshot): Promise<{ path: string; shot: Screenshot } | undefined>;
  /** Screenshot every turn's observation (training data, record mode); otherwise only evidence turns (a vision policy gets one every turn). */
  screenshotEveryTurn?: boolean;
  /** Creates a resource on demand (`request_resource`); returns the report line for the next observation. */
  provisionOnDemand(action: Extract<Action, { type: 'request_resource' }>): Promise<string>;
  /**
   * The page shows an empty list or a required select without options (`sign`) while `stepText` is the doc step:
   * creates the missing prerequisite when one is known and returns the report line, else null. Absent: never asked.
   */
  provisionForPage?(page: PageSnapshot, stepText: string, sign: string): Promise<string | null>;
  /** Called as the episode moves, for progress display. */
  onTurn?(turn: number, docStep: number | null, decision: Decision): void;
  /** Called with each trajectory step once it is complete (the bridge streams them as `episode.step`). */
  onRecord?(step: TrajectoryStep): void;
  /** Called when a recorded turn is dropped (record mode's undo). */
  onUndo?(step: TrajectoryStep): void;
  maxTurns: number;
  /**
   * Asked before each page action runs: the extension bridge (step mode, takeover, destructive actions), the
   * headless gate (guard/headless-gate.ts: what the guard holds in a real console). Absent: every action runs at once.
   */
  gate?(decision: Decision, observation: Observation): Promise<GateResult>;
  /**
   * `ask_human`: the person's answer (the extension's side panel), or a stop. Absent (headless): nobody to ask, so
   * the step the agent could not settle is reported unclear and the episode ends there.
   */
  ask?(action: Extract<Action, { type: 'ask_human' }>, docStep: number | null): Promise<AskResult>;
  /** Aborting ends the episode before its next turn ("stopped"), with the signal's reason. */
  signal?: AbortSignal;
}

/** What the person (or the bridge) decided about a page action. */
export type GateResult =
  | { kind: 'run'; /** An edited action to run instead of the policy's. */ action?: PageAction }
  | { kind: 'skip' }
  /** The person did the decision's doc step by hand; `actions` are what they did. */
  | { kind: 'takeover'; actions: Action[] }
  /** Held and not approved (a headless run in a real console): the action fails with the reason. */
  | { kind: 'refuse'; reason: string }
  | { kind: 'stop'; reason: string };

/** The person's answer to `ask_human`: their words, and the candidate they chose if they chose one. */
export type AskResult = { kind: 'answer'; answer: string; ref?: string } | { kind: 'stop'; reason: string };

const SKIPPED: ActionResult = { ok: false, error: { code: 'other', message: 'skipped by the person' }, changes: {} };
const stopReason = (signal: AbortSignal) => (typeof signal.reason === 'string' ? signal.reason : 'stopped');

export interface EpisodeOutcome {
  facts: Omit<EpisodeFacts, 'success'>;
  trajectory: TrajectoryStep[];
  turns: number;
}

const nowMs = () => performance.now();

/**
 * Runs the loop to its end. A turn that fails (the browser, the page runtime or the policy throws: a closed
 * env-server session, a dropped extension, a dead emulator) ends the episode as `crash`, or `stopped` when the
 * signal was aborted, with every step taken so far kept in the trajectory, the failed turn included.
 */
export async function runLoop(env: EpisodeEnv): Promise<EpisodeOutcome> {
  const state: LoopState = { trajectory: [], notes: [], steps: env.context.steps, reached: 0, turns: 0, inFlight: null };
  try {
    return await turns(env, state);
  } catch (error) {
    const { trajectory, notes, steps, reached, inFlight } = state;
    const kept = inFlight !== null && !trajectory.includes(inFlight);
    if (kept) {
      inFlight.result ??= { ok: false, error: { code: 'other', message: (error as Error).message }, changes: {} };
      trajectory.push(inFlight);
      env.onRecord?.(inFlight);
    }
    const stopped = env.signal?.aborted === true;
    const endingReason = stopped ? stopReason(env.signal!) : (error as Error).message;
    return { facts: { steps, notes, reached, ending: stopped ? 'stopped' : 'crash', endingReason }, trajectory, turns: state.turns + (kept ? 1 : 0) };
  }
}

/** What the loop has so far, kept by `runLoop` when a turn throws. */
interface LoopState {
  trajectory: TrajectoryStep[];
  notes: StepNote[];
  steps: DocStep[];
  reached: number;
  turns: number;
  /** The step of the turn in progress, not yet in the trajectory. */
  inFlight: TrajectoryStep | null;
}

async function turns(env: EpisodeEnv, state: LoopState): Promise<EpisodeOutcome> {
  const { driver, context } = env;
  let steps = context.steps;
  const policy = env.policy(context);
  const { notes, trajectory } = state;
  const obsCtx: ObservationContext = { steps, current: steps.length ? 0 : null, deviations: new Set(), history: [], provisioning: [] };
  let last: TurnFeedback | null = null;
  let pendingNote: StepNote | null = null;
  let reached = 0;
  const reach = (n: number) => {
    reached = state.reached = n;
  };
  let ending: EpisodeFacts['ending'] = 'turn-limit';
  let endingReason: string | undefined;
  const looked = new Set<string>();
  // Whatever was created may change the doc's filled-in values (`${vm.id}`): the steps follow the context.
  const provisioned = (line: string) => {
    obsCtx.provisioning.push(line);
    steps = obsCtx.steps = state.steps = context.steps;
  };

  for (let turn = 0; turn < env.maxTurns; turn++) {
    state.turns = turn;
    state.inFlight = null;
    if (env.signal?.aborted) return { facts: { steps, notes, reached, ending: 'stopped', endingReason: stopReason(env.signal) }, trajectory, turns: turn };
    const t0 = nowMs();
    let page = await driver.observe();
    if (env.provisionForPage) {
      const line = await createMissing(page, steps[obsCtx.current ?? -1]?.text ?? '', looked, env.provisionForPage);
      if (line) {
        provisioned(line);
        await driver.goto(page.url);
        page = await driver.observe();
      }
    }
    const tabs = await driver.tabs();
    const observation = composeObservation(page, tabs, obsCtx);
    let text = observationText(observation);
    let captured = env.screenshotEveryTurn || policy.vision ? await env.capture(turn, page) : undefined;
    const capture = async () => (captured ??= await env.capture(turn, page))?.path;
    const shot = captured?.path;
    const decision = await policy.next(observation, last, policy.vision && captured ? { screenshot: captured.shot } : {});
    if (decision.undo) {
      const dropped = trajectory.pop();
      if (dropped) {
        obsCtx.history.pop();
        env.onUndo?.(dropped);
        turn = dropped.index - 1;
      } else {
        turn--;
      }
      continue;
    }
    env.onTurn?.(turn, decision.docStep, decision);
    if (decision.docStep !== null) {
      reach(Math.max(reached, decision.docStep - 1));
      const current = steps.findIndex((s) => s.index === decision.docStep);
      // The local policy and the person choose the step themselves: the recorded header names the step the action
      // serves, so training data never pairs "step 1/7" with an answer for step 4. (A model reads the header, so
      // for it the two already agree.)
      if (current !== obsCtx.current) {
        obsCtx.current = current;
        text = observationText(composeObservation(page, tabs, obsCtx));
      }
    }
    if (decision.seen !== undefined) text = decision.seen;
    const record: TrajectoryStep = {
      index: turn,
      docStep: decision.docStep,
      observation: { text, url: page.url, chars: text.length, ...(shot ? { screenshot: shot } : {}) },
      output: decision.raw,
      thought: decision.thought,
      action: decision.action,
      ...(decision.usage ? { usage: decision.usage } : {}),
      ...(decision.tokens ? { tokens: decision.tokens } : {}),
      result: null,
      ms: 0,
    };
    state.inFlight = record;
    if (decision.parseError !== undefined || decision.action === null) {
      // Invalid output counts as a turn: nothing runs, and the error is what the policy sees next (SPEC section 5).
      const message = decision.parseError ?? 'no action';
      const result: ActionResult = { ok: false, error: { code: 'invalid-action', message }, changes: {} };
      Object.assign(record, { action: null, parseError: message, result, ms: Math.round(nowMs() - t0) });
      obsCtx.history.push({ action: 'invalid output', result: resultLine(result) });
      trajectory.push(record);
      env.onRecord?.(record);
      last = { action: null, result };
      continue;
    }
    const action = decision.action;
    record.target = targetOf(action, page);
    // A deviation is noted just before the action that works around it: that action's element is the evidence.
    if (pendingNote && action.type !== 'note_deviation') {
      const el = 'ref' in action && action.ref ? page.elements.find((e) => e.ref === action.ref) : undefined;
      if (el && pendingNote.step === decision.docStep) pendingNote.element = { ref: el.ref, role: el.role, name: el.name, box: el.box };
      pendingNote = null;
    }
    let result: ActionResult | null = null;
    let takenOver: number | undefined;
    if (decision.performed && isPageAction(action)) {
      result = decision.performed;
      obsCtx.history.push({ action: JSON.stringify(action), result: resultLine(result) });
    } else if (isPageAction(action)) {
      const gated: GateResult = env.gate ? await env.gate(decision, observation) : { kind: 'run' };
      if (gated.kind === 'stop') {
        record.ms = Math.round(nowMs() - t0);
        trajectory.push(record);
        env.onRecord?.(record);
        return { facts: { steps, notes, reached, ending: 'stopped', endingReason: gated.reason }, trajectory, turns: turn + 1 };
      }
      const chosen = gated.kind === 'run' && gated.action ? gated.action : action;
      if (gated.kind === 'skip') {
        result = SKIPPED;
      } else if (gated.kind === 'refuse') {
        result = { ok: false, error: { code: 'needs-approval', message: gated.reason }, changes: {} };
      } else if (gated.kind === 'takeover') {
        takenOver = decision.docStep ?? undefined;
        result = { ok: true, changes: {} };
        record.action = null;
        record.thought = `${decision.thought} (the person did this step by hand)`;
        for (const done of gated.actions) {
          const byHand: TrajectoryStep = { ...record, action: done, thought: 'done by the person', output: `human: ${JSON.stringify(done)}`, target: undefined, result: { ok: true, changes: {} }, ms: 0 };
          trajectory.push(byHand);
          env.onRecord?.(byHand);
        }
      } else {
        const executed = chosen.type === 'type' ? { ...chosen, text: env.revealSecrets(chosen.text) } : chosen;
        record.action = chosen;
        record.target = targetOf(chosen, page);
        result = await driver.act(executed);
      }
      obsCtx.history.push({ action: JSON.stringify(chosen), result: takenOver !== undefined ? 'done by the person' : resultLine(result) });
    } else if (action.type === 'note_deviation') {
      record.observation.screenshot = await capture();
      pendingNote = { step: action.step, kind: action.kind, expected: action.expected, actual: action.actual, screenshot: record.observation.screenshot, url: page.url };
      notes.push(pendingNote);
      obsCtx.deviations.add(action.step);
      result = { ok: true, changes: {} };
    } else if (action.type === 'request_resource') {
      // A request the provisioner cannot meet (an unknown type, a quota, a failed dependency) is the policy's to
      // read, not the end of the episode: the reason comes back in the result and the next observation.
      try {
        provisioned(await env.provisionOnDemand(action));
        result = { ok: true, changes: {} };
      } catch (error) {
        const message = (error as Error).message;
        provisioned(`failed: ${message}`);
        result = { ok: false, error: { code: 'other', message }, changes: {} };
      }
    } else if (action.type === 'task_complete') {
      reach(steps.length ? steps[steps.length - 1].index : 0);
      ending = 'complete';
      record.observation.screenshot = await capture();
    } else if (action.type === 'task_unachievable') {
      ending = 'unachievable';
      endingReason = action.reason;
      if (action.step && !notes.some((n) => n.step === action.step)) {
        notes.push({ step: action.step, kind: kindOf(action.reason), expected: '', actual: action.reason, url: page.url });
      }
      record.observation.screenshot = await capture();
    } else if (action.type === 'ask_human') {
      const step = action.step ?? decision.docStep ?? undefined;
      const asked = env.ask ? await env.ask(action, decision.docStep) : null;
      if (asked?.kind === 'stop') {
        record.ms = Math.round(nowMs() - t0);
        trajectory.push(record);
        env.onRecord?.(record);
        return { facts: { steps, notes, reached, ending: 'stopped', endingReason: asked.reason }, trajectory, turns: turn + 1 };
      }
      if (asked) {
        // The answer joins the trajectory (the turn's result) and the history the policy reads next.
        result = { ok: true, answer: asked.answer, ...(asked.ref ? { answerRef: asked.ref } : {}), changes: {} };
        obsCtx.history.push({ action: JSON.stringify({ type: 'ask_human', question: action.question }), result: `the person answered: ${asked.answer}` });
      } else {
        // Headless: nobody to ask. The step is unclear, not a defect the agent cannot show; the episode ends here.
        ending = 'unachievable';
        const options = action.candidates?.length ? ` (candidates: ${action.candidates.map((c) => `"${c.name}"`).join(', ')})` : '';
        endingReason = `unclear: ${action.question}${options}`;
        if (step && !notes.some((n) => n.step === step)) {
          record.observation.screenshot = await capture();
          notes.push({ step, kind: 'unclear', expected: action.question, actual: `nobody to ask headless${options}`, screenshot: record.observation.screenshot, url: page.url });
        }
      }
    }
    record.result = result;
    record.ms = Math.round(nowMs() - t0);
    trajectory.push(record);
    env.onRecord?.(record);
    if (ending !== 'turn-limit') return { facts: { steps, notes, reached, ending, endingReason }, trajectory, turns: turn + 1 };
    last = { action, result, ...(takenOver !== undefined ? { takenOver } : {}) };
  }
  return { facts: { steps, notes, reached, ending, endingReason: `stopped after ${env.maxTurns} turns` }, trajectory, turns: env.maxTurns };
}

/** How an action's result reads in the observation's history. */
const resultLine = (result: ActionResult) => (result.ok ? 'ok' : `error ${result.error?.code}: ${result.error?.message}`);

/** Verdict kind named at the start of a `task_unachievable` reason (`element-missing: ...`), else agent-error. */
function kindOf(reason: string): StepNote['kind'] {
  const head = StepKindSchema.safeParse(reason.split(':')[0].trim());
  return head.success && head.data !== 'pass' && head.data !== 'not-run' ? head.data : 'agent-error';
}

function targetOf(action: Action, page: { elements: { ref: string; role: string; name: string; box: { x: number; y: number; width: number; height: number } }[]; viewport: { width: number; height: number } }): TrajectoryStep['target'] {
  const ref = 'ref' in action ? action.ref : undefined;
  if (!ref) return undefined;
  const el = page.elements.find((e) => e.ref === ref);
  if (!el) return undefined;
  const x = el.box.x + el.box.width / 2;
  const y = el.box.y + el.box.height / 2;
  const same = page.elements.filter((e) => e.role === el.role && e.name === el.name);
  return {
    ref, x: Math.round(x), y: Math.round(y),
    nx: Math.round((x / page.viewport.width) * 1000), ny: Math.round((y / page.viewport.height) * 1000),
    role: el.role, name: el.name, nth: same.indexOf(el),
  };
}

export interface AssembleInput {
  taskId: string;
  title: string;
  file?: string;
  variant: string | null;
  outcome: EpisodeOutcome;
  success: boolean | null;
  rules: TaskReport['rules'];
  seconds: number;
  fix(step: DocStep, defect: { kind: string; expected: string; actual: string }): string;
  expect?: { verdict: string; defects: { step: number; kind: string }[] };
}

export function assembleReport(input: AssembleInput): TaskReport {
  const facts: EpisodeFacts = { ...input.outcome.facts, success: input.success };
  const steps = stepVerdicts(facts);
  const { verdict, reason } = taskVerdict(steps, facts);
  const defects = defectsOf(steps, (s) => {
    const step = facts.steps.find((d) => d.index === s.index)!;
    return input.fix(step, { kind: s.kind, expected: s.expected ?? '', actual: s.actual ?? '' });
  });
  const report: TaskReport = {
    id: input.taskId,
    title: input.title,
    file: input.file,
    verdict,
    success: input.success === true,
    successSource: input.success === null ? 'unknown' : 'actiontrail',
    rules: input.rules,
    steps,
    defects,
    actions: input.outcome.turns,
    seconds: Math.round(input.seconds * 10) / 10,
    variant: input.variant,
    reason,
  };
  if (input.expect) report.expectMet = meetsExpectation(report, input.expect);
  return report;
}

/** Benchmark ground truth: same verdict, and every expected defect found at its step with its kind. */
export function meetsExpectation(report: TaskReport, expect: NonNullable<AssembleInput['expect']>): boolean {
  if (report.verdict !== expect.verdict) return false;
  if (expect.verdict === 'verified' && !report.success) return false;
  return expect.defects.every((e) => report.defects.some((d) => d.step === e.step && d.kind === e.kind));
}

export function newEpisodeId(): string {
  return randomUUID();
}

export type { TrajectoryRecord };
