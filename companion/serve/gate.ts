/**
 * The human in the loop, as a `runLoop` gate. Before each page action:
 *  - takeover mode: the first action of each new doc step becomes `episode.takeover`; the person does the step
 *    and calls `episode.handback {actions}`;
 *  - step mode, or in a real console (any mode) an action the guard judges destructive or cannot classify
 *    (agent/safety.ts): `episode.proposed {waiting: true, reason?}` plus a highlight of the element it would hit,
 *    then wait for `episode.decide` (approve, skip, edit, takeover);
 *  - otherwise: `episode.proposed {waiting: false}` for the side panel, and the action runs.
 * When the agent asks (`ask_human`: it cannot settle a step alone), `episode.ask` with the candidates it weighed,
 * then wait for `episode.answer`.
 * Stopping the episode answers every wait with "stop".
 */
import { isPageAction, type Action, type MethodResult, type Observation, type PageAction, type RunMode } from '../../protocol';
import type { AskResult, GateResult } from '../agent/episode';
import type { Decision } from '../agent/policy';
import { holdFor, rememberFirstSeen, type FirstSeen } from '../agent/safety';
import type { Session } from './session';

export interface GateOptions {
  episodeId: string;
  mode: RunMode;
  session: Session;
  /** The emulator's URL: tabs elsewhere are real consoles. Null: every tab is. */
  emulatorUrl: string | null;
  signal: AbortSignal;
  stepText(docStep: number | null): string;
  highlight(ref: string | null): Promise<void>;
}

type Waiting =
  | { kind: 'decision'; turn: number; resolve(result: GateResult | 'takeover'): void }
  | { kind: 'handback'; resolve(result: GateResult): void }
  | { kind: 'answer'; turn: number; resolve(result: AskResult): void };

export class EpisodeGate {
  /** The loop's current turn (set from `onTurn`, which runs just before the gate). */
  turn = 0;
  private waiting: Waiting | null = null;
  private readonly handedOver = new Set<number>();
  /** How each element looked when it appeared: which choices the agent made (agent/safety.ts). */
  private readonly firstSeen: FirstSeen = new Map();

  constructor(private readonly opts: GateOptions) {
    opts.signal.addEventListener('abort', () => this.waiting?.resolve({ kind: 'stop', reason: String(opts.signal.reason ?? 'stopped') }), { once: true });
  }

  /** What the extension's side panel is waiting on, if anything (for a resumed panel). */
  get pending(): 'decision' | 'handback' | 'answer' | null {
    return this.waiting?.kind ?? null;
  }

  readonly gate = async (decision: Decision, observation: Observation): Promise<GateResult> => {
    const { mode, session, episodeId } = this.opts;
    const action = decision.action;
    if (action === null) throw new Error('the gate is asked only about page actions');
    if (mode === 'takeover' && decision.docStep !== null && !this.handedOver.has(decision.docStep)) return this.takeover(decision.docStep);
    rememberFirstSeen(this.firstSeen, observation.page);
    const hold = holdFor(action, observation.page, { emulatorUrl: this.opts.emulatorUrl, tabs: observation.tabs, firstSeen: this.firstSeen });
    const reason = hold?.reason ?? null;
    const waiting = mode === 'step' || reason !== null;
    // The wait is in place before the proposal goes out: an answer may come back before the highlight does.
    const answering = waiting ? this.wait<GateResult | 'takeover'>((resolve) => ({ kind: 'decision', turn: this.turn, resolve })) : null;
    session.emit('episode.proposed', { episodeId, turn: this.turn, docStep: decision.docStep, thought: decision.thought, action, waiting, ...(reason ? { reason } : {}) });
    if (!answering) return { kind: 'run' };
    // A point or a key press is shown on the element the guard found it would hit.
    const ref = 'ref' in action && action.ref ? action.ref : hold?.ref ?? null;
    if (ref) await this.opts.highlight(ref);
    const answer = await answering;
    if (ref) await this.opts.highlight(null);
    return answer === 'takeover' ? this.takeover(decision.docStep) : answer;
  };

  /** `episode.decide`: only for the turn that is waiting. */
  decide(turn: number, decision: 'approve' | 'skip' | 'edit' | 'takeover', edited?: Action): MethodResult<'episode.decide'> {
    const waiting = this.waiting;
    if (waiting?.kind !== 'decision') return { accepted: false, reason: 'no action is waiting for a decision' };
    if (waiting.turn !== turn) return { accepted: false, reason: `the action waiting is at turn ${waiting.turn}, not ${turn}` };
    let result: GateResult | 'takeover';
    if (decision === 'approve') result = { kind: 'run' };
    else if (decision === 'skip') result = { kind: 'skip' };
    else if (decision === 'takeover') result = 'takeover';
    else {
      if (!edited) return { accepted: false, reason: 'decision "edit" needs the edited "action"' };
      if (!isPageAction(edited)) return { accepted: false, reason: `an edited action must act on the page; "${edited.type}" does not` };
      result = { kind: 'run', action: edited as PageAction };
    }
    this.waiting = null;
    waiting.resolve(result);
    return { accepted: true };
  }

  /** The agent's question goes to the side panel; the episode waits for `episode.answer`. */
  readonly ask = async (action: Extract<Action, { type: 'ask_human' }>, docStep: number | null): Promise<AskResult> => {
    const answering = this.wait<AskResult>((resolve) => ({ kind: 'answer', turn: this.turn, resolve }));
    const candidates = action.candidates ?? [];
    this.opts.session.emit('episode.ask', { episodeId: this.opts.episodeId, turn: this.turn, docStep, question: action.question, candidates });
    return answering;
  };

  /** `episode.answer`: only for the turn that asked; a chosen ref must be one of the candidates. */
  answer(turn: number, answer: string, ref?: string): MethodResult<'episode.answer'> {
    const waiting = this.waiting;
    if (waiting?.kind !== 'answer') return { accepted: false, reason: 'the agent is not waiting for an answer' };
    if (waiting.turn !== turn) return { accepted: false, reason: `the question waiting is at turn ${waiting.turn}, not ${turn}` };
    this.waiting = null;
    waiting.resolve({ kind: 'answer', answer, ...(ref ? { ref } : {}) });
    return { accepted: true };
  }

  /** `episode.handback`: the person's recorded actions for the step they took over. */
  handback(actions: Action[]): MethodResult<'episode.handback'> {
    const waiting = this.waiting;
    if (waiting?.kind !== 'handback') return { accepted: false };
    this.waiting = null;
    waiting.resolve({ kind: 'takeover', actions });
    return { accepted: true };
  }

  private async takeover(docStep: number | null): Promise<GateResult> {
    if (docStep !== null) this.handedOver.add(docStep);
    const handedBack = this.wait<GateResult>((resolve) => ({ kind: 'handback', resolve }));
    this.opts.session.emit('episode.takeover', { episodeId: this.opts.episodeId, docStep, text: this.opts.stepText(docStep) });
    return handedBack;
  }

  private wait<T>(make: (resolve: (value: T) => void) => Waiting): Promise<T> {
    if (this.opts.signal.aborted) return Promise.resolve({ kind: 'stop', reason: String(this.opts.signal.reason ?? 'stopped') } as T);
    return new Promise<T>((resolve) => {
      this.waiting = make(resolve);
    });
  }
}
