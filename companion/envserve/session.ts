/**
 * One env-server session: one episode of one task, submitted to the server's worker pool and run by the episode
 * engine (account, provisioning, login, loop, ActionTrail rules, report, teardown) with a ChannelPolicy, so each
 * /step answers the loop's pending turn. However it ends (the episode's own end, /close, the idle timeout, an
 * environment error) it is committed to the run ledger with every step it took.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import type { Action, TaskReport, TaskVerdict } from '../../protocol';
import { observationText } from '../agent/observation';
import type { EmulatorControl } from '../cloud/account';
import { runTaskEpisode, type EpisodeResult } from '../run/episode-runner';
import type { EpisodePool } from '../run/pool';
import type { Secrets } from '../run/secrets';
import type { Task } from '../task/load';
import { ChannelPolicy, type Turn } from './channel-policy';
import { decisionOf } from './decision';
import { EnvServeError } from './errors';
import type { CloseResponse, EnvObservation, HistoryEntry, ResetResponse, StateResponse, StepRequest, StepResponse } from './schemas';

/** What every session of a server shares. */
export interface SessionDeps {
  browser: Browser;
  emulatorUrl: string;
  control: EmulatorControl;
  secrets: Secrets;
  runDir: string;
  region: string;
  maxTurns: number;
  /** The server's worker pool: it runs the episode, limits how many run, and commits each to the ledger. */
  pool: EpisodePool;
}

type Settled = { result: EpisodeResult } | { error: Error };

const ENDINGS: Partial<Record<Action['type'], string>> = { task_complete: 'task_complete', task_unachievable: 'task_unachievable', ask_human: 'ask_human' };

export class Session {
  readonly id = randomUUID();
  /** Turns taken so far. */
  turn = 0;
  readonly history: HistoryEntry[] = [];
  /** Last use by a request, for the idle timeout. */
  touched = Date.now();
  /** A /step (or the /reset) is being answered. */
  busy = false;
  private settled: Settled | null = null;
  private current: Turn | null = null;
  private closing: Promise<CloseResponse> | null = null;
  private lastAction: Action | null = null;
  private readonly channel: ChannelPolicy;
  private readonly episode: Promise<Settled>;
  /** Aborted by close(): the loop ends `stopped` with the reason, keeping its steps. */
  private readonly stop = new AbortController();

  /** Starts the episode at once (PoolFullError when the pool is full); `first()` waits for its first turn. */
  constructor(readonly task: Task, readonly screenshot: boolean, private readonly deps: SessionDeps) {
    const channel = (this.channel = new ChannelPolicy(screenshot));
    const policy = { name: channel.name, version: channel.version, create: () => channel };
    const { done } = deps.pool.submit(task, {
      policy,
      execute: ({ signal, hold }) => {
        // The environment died: the turn waiting for the trainer ends now, not at the trainer's next step.
        signal.addEventListener('abort', () => channel.close(String(signal.reason ?? 'stopped')), { once: true });
        return runTaskEpisode(task, {
          browser: deps.browser, emulatorUrl: deps.emulatorUrl, control: deps.control, runDir: deps.runDir, secrets: deps.secrets,
          region: deps.region, maxTurns: deps.maxTurns, policy, signal: AbortSignal.any([signal, this.stop.signal]), onOpen: hold,
        });
      },
    });
    this.episode = done
      .then(
        ({ report, record }): Settled => ({ result: { report, record } }),
        (error: Error): Settled => ({ error }),
      )
      .then((settled) => {
        this.settled = settled;
        channel.end();
        return settled;
      });
  }

  /** Waits for the episode's first observation (after provisioning and login): the /reset answer. */
  async first(): Promise<ResetResponse> {
    const { task, deps } = this;
    this.busy = true;
    try {
      const first = await this.channel.nextTurn();
      if (!first) throw new EnvServeError(500, 'episode-failed', `the episode of ${task.front.id} ended before its first turn: ${this.failure()}`);
      this.current = first;
      return {
        session: this.id,
        observation: envObservation(first),
        info: {
          task: { id: task.front.id, title: task.front.title },
          steps: first.observation.steps.map((s) => ({ index: s.index, text: s.text })),
          maxTurns: deps.maxTurns,
          screenshot: this.screenshot,
        },
      };
    } finally {
      this.busy = false;
      this.touched = Date.now();
    }
  }

  get done(): boolean {
    return this.settled !== null;
  }

  /** close() was called (teardown may still be running). */
  get closed(): boolean {
    return this.closing !== null;
  }

  /** Episode still running: these sessions count against the server's limit. */
  get running(): boolean {
    return this.settled === null;
  }

  async step(request: StepRequest): Promise<StepResponse> {
    if (this.closing) throw new EnvServeError(409, 'closed', `session ${this.id} is being closed`);
    if (this.busy) throw new EnvServeError(409, 'busy', `session ${this.id} is still answering a step; send one step at a time`);
    if (this.settled || !this.current) {
      throw new EnvServeError(409, 'episode-done', `the episode of session ${this.id} is over (done); POST /reset starts another, POST /close drops this one`);
    }
    const asked = this.current;
    const decision = decisionOf(request);
    const error = decision.parseError;
    const index = this.turn++;
    const entry: HistoryEntry = {
      turn: index, action: decision.action, result: null,
      ...(request.text !== undefined ? { text: request.text } : {}), ...(error !== undefined ? { error } : {}),
    };
    this.history.push(entry);
    this.lastAction = decision.action;
    this.busy = true;
    try {
      this.channel.decide(decision);
      const next = await this.channel.nextTurn();
      const base = { turn: index, ...(decision.action ? { action: decision.action } : {}), ...(error !== undefined ? { error } : {}) };
      if (next) {
        this.current = next;
        entry.result = next.last?.result ?? null;
        return { observation: envObservation(next), reward: 0, done: false, info: { ...base, result: entry.result } };
      }
      this.current = null;
      const end = await this.end();
      return { observation: envObservation(asked), reward: end.reward, done: true, info: { ...base, result: null, ...end } };
    } finally {
      this.busy = false;
      this.touched = Date.now();
    }
  }

  state(): StateResponse {
    const result = this.settled && 'result' in this.settled ? this.settled.result : null;
    return {
      session: this.id, task: this.task.front.id, turn: this.turn, done: this.done,
      reward: result?.record.reward ?? 0,
      success: this.settled ? result?.report.success ?? false : null,
      verdict: this.settled ? result?.report.verdict ?? 'inconclusive' : null,
      history: this.history,
    };
  }

  /** Stops the episode if it still runs, waits for its teardown, and returns the final state and report. */
  close(reason: string): Promise<CloseResponse> {
    this.closing ??= (async () => {
      this.stop.abort(reason);
      this.channel.close(reason);
      const settled = await this.episode;
      return { ...this.state(), report: 'result' in settled ? settled.result.report : null };
    })();
    return this.closing;
  }

  /** The finished episode's reward, verdict and report; an environment failure is a 500. */
  private async end(): Promise<{ reward: number; success: boolean; verdict: TaskVerdict; ending: string; report: TaskReport }> {
    const settled = await this.episode;
    if ('error' in settled) throw new EnvServeError(500, 'episode-failed', `the episode failed: ${settled.error.message}`);
    const { report, record } = settled.result;
    const ending = (this.lastAction && ENDINGS[this.lastAction.type]) ?? (this.closing ? 'closed' : this.turn >= this.deps.maxTurns ? 'turn_limit' : 'failed');
    return { reward: record.reward, success: report.success, verdict: report.verdict, ending, report };
  }

  private failure(): string {
    if (!this.settled) return 'it is still running';
    return 'error' in this.settled ? this.settled.error.message : this.settled.result.report.reason ?? 'no reason given';
  }
}

/** The observation as the trainer gets it: the policy's text, the page's elements, and the screenshot if asked. */
export function envObservation(turn: Turn): EnvObservation {
  const { observation, screenshot } = turn;
  return {
    text: observationText(observation),
    url: observation.page.url,
    step: observation.step,
    elements: observation.page.elements,
    ...(screenshot ? { screenshot: `data:${screenshot.mime};base64,${screenshot.data.toString('base64')}` } : {}),
  };
}
