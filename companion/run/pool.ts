/**
 * The one worker pool: runs episodes through the engine a few at a time and commits each one's results to the run
 * ledger in the transaction that marks it done. Two ways in:
 *  - `drain()` (`aca verify`, `aca batch`): every pending episode of the plan, `size` at a time. When the
 *    environment dies under it, the pool stops: it takes no more episodes, stops the running ones, and hands them
 *    back to the ledger as pending instead of recording them as crashed, so `--resume` runs them again.
 *  - `submit()` (`aca env-serve`, `aca serve`): one episode now, added to the ledger as it is asked for, or refused
 *    with PoolFullError when `size` are running. Nobody can resume such an episode (a trainer or a person drove it),
 *    so it is committed whatever happened, with every step it took.
 */
import type { Finished, Held, Ledger, PlannedEpisode } from '../batch/ledger';
import { crashedEpisode, rowOf } from '../batch/outcome';
import { scrubDeep } from '../report/scrub';
import type { Task } from '../task/load';
import type { EpisodePolicy, EpisodeResult } from './engine';
import { EnvironmentLostError, type Environment } from './environment';

/** What the pool hands the code that runs one episode. */
export interface PoolEpisode {
  planned: PlannedEpisode;
  task: Task;
  /** Aborted when the environment is found gone: the episode stops at its next turn. */
  signal: AbortSignal;
  /** Notes what the episode holds in the ledger (and where its account lives). */
  hold(held: Held): void;
}

export interface EpisodePoolOptions {
  ledger: Ledger;
  /** How many episodes run at once. */
  size: number;
  /** Runs one planned episode (drain): the engine with this front door's browser, policy and callbacks. */
  execute?(episode: PoolEpisode): Promise<EpisodeResult>;
  /** The environment whose loss stops a drain; none for runs in the user's own console. */
  environment?: Environment | null;
  /** The task of a planned episode (drain). */
  taskOf?(planned: PlannedEpisode): Task;
  /** The policy a planned episode runs with, for the report of one that failed before it had any (drain). */
  policyOf?(planned: PlannedEpisode, task: Task): Pick<EpisodePolicy, 'name' | 'version'>;
  /** Values to scrub from what is committed (the run's secrets revealed so far). */
  secrets(): string[];
  onStarted?(planned: PlannedEpisode, task: Task): void;
  /** After an episode's results are committed (trajectories appended, progress shown, reports written). */
  onCommitted?(planned: PlannedEpisode, finished: Finished): void | Promise<void>;
}

/** How one submitted episode runs. */
export interface Submission {
  execute(episode: PoolEpisode): Promise<EpisodeResult>;
  policy: Pick<EpisodePolicy, 'name' | 'version'>;
}

export class PoolFullError extends Error {
  readonly code = 'pool-full';
  constructor(readonly running: number, readonly size: number) {
    super(`${running} of ${size} episodes are running`);
    this.name = 'PoolFullError';
  }
}

export class EpisodePool {
  private readonly active = new Map<string, AbortController>();
  private gone: string | null = null;

  constructor(private readonly opts: EpisodePoolOptions) {
    opts.environment?.onLost((why) => this.lose(why));
  }

  /** Episodes executing now. */
  get running(): number {
    return this.active.size;
  }

  /** Why the environment is gone, once it is. */
  get lost(): string | null {
    return this.gone;
  }

  /**
   * Runs the ledger's pending episodes until none is left, or until the environment is lost: then `lost` says why,
   * and every episode that was running is pending again.
   */
  async drain(): Promise<{ lost: string | null }> {
    const { ledger, taskOf, execute, policyOf } = this.opts;
    if (!taskOf || !execute || !policyOf) throw new Error('EpisodePool.drain needs taskOf, execute and policyOf');
    const worker = async () => {
      for (let planned = this.gone ? null : ledger.claim(); planned; planned = this.gone ? null : ledger.claim()) {
        const task = taskOf(planned);
        await this.run(planned, task, { execute, policy: policyOf(planned, task) }, true);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, this.opts.size) }, worker));
    return { lost: this.gone };
  }

  /** Starts one episode of `task` now; `done` gives its committed results. */
  submit(task: Task, how: Submission): { planned: PlannedEpisode; done: Promise<Finished> } {
    if (this.gone) throw new EnvironmentLostError(this.gone, null, null, null);
    if (this.active.size >= this.opts.size) throw new PoolFullError(this.active.size, this.opts.size);
    const added = this.opts.ledger.add(task.front.id);
    const planned = this.opts.ledger.claim(added.key) ?? added;
    return { planned, done: this.run(planned, task, how, false).then((finished) => finished!) };
  }

  private async run(planned: PlannedEpisode, task: Task, how: Submission, resumable: boolean): Promise<Finished | null> {
    const { ledger, environment } = this.opts;
    const abort = new AbortController();
    this.active.set(planned.key, abort);
    if (this.gone && resumable) abort.abort(this.stopReason(this.gone));
    const started = Date.now();
    let result: EpisodeResult;
    try {
      this.opts.onStarted?.(planned, task);
      result = await how.execute({
        planned, task, signal: abort.signal,
        hold: (held) => ledger.holding(planned.key, { ...held, ...(environment ? { env: environment.label } : {}) }),
      });
    } catch (error) {
      // The engine reports its own failures; what escapes it is ours (a bug, a lease that could not be had).
      result = crashedEpisode(task, how.policy, started, error as Error);
    } finally {
      this.active.delete(planned.key);
    }
    if (resumable && environment) {
      // Whatever an episode reports once its environment is gone says nothing about the task or the agent.
      const lost = await environment.check();
      if (lost) {
        this.lose(lost);
        ledger.release(planned.key);
        return null;
      }
    }
    result.record.groupId = planned.groupId;
    const secrets = this.opts.secrets();
    const finished: Finished = {
      row: rowOf(task, planned, result.report, result.record),
      report: scrubDeep(result.report, secrets),
      record: scrubDeep(result.record, secrets),
    };
    ledger.finish(planned.key, finished);
    await this.opts.onCommitted?.(planned, finished);
    return finished;
  }

  private lose(why: string): void {
    if (this.gone) return;
    this.gone = why;
    for (const abort of this.active.values()) abort.abort(this.stopReason(why));
  }

  private stopReason(why: string): string {
    return `stopped: ${why}`;
  }
}
