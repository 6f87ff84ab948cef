/**
 * Record mode (SPEC section 10, the `human` policy): the person carries out the procedure and the same `runLoop`
 * records it. The extension streams what they do (`episode.record`); each input becomes one turn:
 *  - the driver's `observe()` waits for the next input and returns the page as it was just before the action
 *    (the content script's snapshot at pointer down, focus or key down), so the observation and the action match
 *    even when the person is quicker than a round trip;
 *  - the screenshot is the one taken when the page last settled, before that action;
 *  - the policy returns the action as already performed (the loop records it, runs nothing), an undo, or the end.
 */
import type { z } from 'zod';
import type { Action, ActionResult, METHODS, MethodResult, Observation, PageAction, PageSnapshot } from '../../protocol';
import { isPageAction } from '../../protocol';
import type { Decision, EpisodeContext, Policy, PolicyFactory } from '../agent/policy';
import type { Driver, Screenshot, Tab } from '../driver/driver';
import type { ExtensionDriver } from './extension-driver';

/** One `episode.record` input, as validated at the socket. */
type PersonInput = z.infer<(typeof METHODS)['episode.record']['params']>['input'];

/** What the loop takes, in order; the doc step and thought are those in force when the person acted. */
type Input =
  | { kind: 'action'; action: Action; page?: PageSnapshot; docStep: number | null; thought: string }
  | { kind: 'undo' }
  | { kind: 'finish'; outcome: 'success' | 'unachievable'; reason?: string; step?: number; docStep: number | null; thought: string }
  | { kind: 'stop'; reason: string };

const PERFORMED: ActionResult = { ok: true, changes: {} };

/** The policy a demonstration's trajectory names. */
export const HUMAN_POLICY = { name: 'human', version: '1' } as const;

export class Recording {
  private readonly queue: Input[] = [];
  private wake: (() => void) | null = null;
  private current: Input | null = null;
  private thought = '';
  private docStep: number | null;
  /** Actions recorded and not undone (what `undo` may still drop). */
  private count = 0;
  private shot: Screenshot | null = null;
  /** Set when the loop first observes: what happens before (the companion opening the console) is not the demo. */
  private started = false;
  readonly driver: Driver;
  readonly policy: PolicyFactory;

  constructor(private readonly inner: ExtensionDriver, private readonly steps: { index: number; text: string }[], signal: AbortSignal) {
    this.docStep = steps[0]?.index ?? null;
    signal.addEventListener('abort', () => this.push({ kind: 'stop', reason: String(signal.reason ?? 'stopped') }), { once: true });
    this.driver = this.recordingDriver();
    this.policy = (context: EpisodeContext) => this.humanPolicy(context);
  }

  /** `episode.record`: one input from the person. */
  input(input: PersonInput): MethodResult<'episode.record'> {
    const refuse = (reason: string) => ({ accepted: false, reason, recorded: this.count });
    switch (input.kind) {
      case 'thought':
        this.thought = input.text.trim();
        return { accepted: true, recorded: this.count };
      case 'step':
        if (!this.steps.some((s) => s.index === input.docStep)) return refuse(`the doc has no step ${input.docStep}`);
        this.docStep = input.docStep;
        return { accepted: true, recorded: this.count };
      case 'undo':
        if (this.count === 0) return refuse('nothing recorded to undo');
        this.count--;
        this.push(input);
        break;
      case 'action':
        if (!this.started) return refuse('the demonstration starts once the console has opened');
        if (!isPageAction(input.action)) return refuse(`"${input.action.type}" is not something done in the page; finish the recording instead`);
        if (input.action.type === 'switch_tab') this.inner.useTab(input.action.tab);
        this.count++;
        this.push({ ...input, docStep: this.docStep, thought: this.takeThought() });
        break;
      case 'finish':
        if (input.outcome === 'unachievable' && !input.reason?.trim()) return refuse('say why the procedure cannot be done');
        this.push({ ...input, docStep: this.docStep, thought: this.takeThought() });
        break;
    }
    return { accepted: true, recorded: this.count };
  }

  private takeThought(): string {
    const thought = this.thought;
    this.thought = '';
    return thought;
  }

  private push(input: Input): void {
    this.queue.push(input);
    this.wake?.();
  }

  private async take(): Promise<Input> {
    while (!this.queue.length) await new Promise<void>((resolve) => (this.wake = resolve));
    this.wake = null;
    return this.queue.shift()!;
  }

  private recordingDriver(): Driver {
    const inner = this.inner;
    return {
      observe: async () => {
        this.started = true;
        // Nothing queued: the page has settled after the last action (observe waits for that), so this is the
        // picture before the next; inputs already queued keep the last one. A failed screenshot is taken again
        // when the loop saves it.
        const settled = this.queue.length ? null : await inner.observe();
        if (settled) this.shot = await inner.screenshot().catch(() => null);
        const input = (this.current = await this.take());
        if (input.kind === 'stop') throw new Error(input.reason);
        if (input.kind === 'action' && input.page) return input.page;
        return settled ?? inner.observe();
      },
      act: (action: PageAction) => inner.act(action),
      screenshot: async () => this.shot ?? inner.screenshot(),
      tabs: (): Promise<Tab[]> => inner.tabs(),
      url: () => inner.url(),
      goto: (url: string) => inner.goto(url),
      close: () => inner.close(),
    };
  }

  private humanPolicy(context: EpisodeContext): Policy {
    const stepText = (n: number | null) => context.steps.find((s) => s.index === n)?.text ?? '';
    return {
      ...HUMAN_POLICY,
      next: async (_observation: Observation): Promise<Decision> => {
        const input = this.current;
        this.current = null;
        if (!input || input.kind === 'stop') throw new Error('bug: the human policy was asked before the recording driver observed');
        if (input.kind === 'undo') return { undo: true, thought: '', action: { type: 'wait', ms: 0 }, docStep: null, raw: 'human: undo' };
        const docStep = input.docStep;
        if (input.kind === 'finish') {
          const thought = input.thought || (input.outcome === 'success' ? 'Every step of the procedure is done.' : input.reason!);
          if (input.outcome === 'success') return decision({ type: 'task_complete', summary: thought }, thought, context.steps.at(-1)?.index ?? docStep);
          return decision({ type: 'task_unachievable', reason: input.reason!, step: input.step ?? docStep ?? undefined, evidence: '' }, thought, input.step ?? docStep);
        }
        const thought = input.thought || (docStep !== null ? `Step ${docStep}: ${stepText(docStep)}` : 'Carry out the procedure.');
        return { ...decision(input.action, thought, docStep), performed: PERFORMED };
      },
    };
  }
}

function decision(action: Action, thought: string, docStep: number | null): Decision {
  return { thought, action, docStep, raw: `Thought: ${thought}\nAction: ${JSON.stringify(action)}` };
}
