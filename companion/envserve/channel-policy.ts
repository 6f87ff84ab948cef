/**
 * A policy driven from outside the process: the agent loop (`runLoop`) pulls decisions from `next()`, while the env
 * server's trainer pushes them with HTTP requests. `next()` publishes the turn (observation, last result,
 * screenshot) to whoever waits in `nextTurn()`, and returns a promise that `decide()` resolves.
 *
 * The handshake, per turn: the loop calls next() -> nextTurn() resolves (the /reset or /step answer) -> the
 * trainer's next /step calls decide() -> the loop runs the action and calls next() again. When the episode ends
 * the runner calls end(), and a waiting nextTurn() resolves with null. close() makes the pending and every later
 * next() throw, so runLoop stops and the runner tears the episode down.
 */
import type { Observation } from '../../protocol';
import type { Decision, Policy, TurnExtras, TurnFeedback } from '../agent/policy';
import type { Screenshot } from '../driver/driver';

/** One turn as the loop hands it out: the observation the next decision answers. */
export interface Turn {
  observation: Observation;
  /** The previous decision's action and what it did (null on the first turn). */
  last: TurnFeedback | null;
  screenshot?: Screenshot;
}

export class EpisodeClosedError extends Error {
  readonly code = 'episode-closed';
  constructor(reason: string) {
    super(reason);
    this.name = 'EpisodeClosedError';
  }
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export class ChannelPolicy implements Policy {
  readonly name = 'env-serve';
  readonly version = '1';
  private published: Turn | null = null;
  private turnWaiter: Deferred<Turn | null> | null = null;
  private decision: Deferred<Decision> | null = null;
  private ended = false;
  private closedReason: string | null = null;

  /** `vision`: the loop takes a masked screenshot before each turn and passes it in `extras`. */
  constructor(readonly vision: boolean) {}

  next(observation: Observation, last: TurnFeedback | null, extras?: TurnExtras): Promise<Decision> {
    if (this.closedReason !== null) return Promise.reject(new EpisodeClosedError(this.closedReason));
    const turn: Turn = { observation, last, ...(extras?.screenshot ? { screenshot: extras.screenshot } : {}) };
    this.decision = deferred<Decision>();
    if (this.turnWaiter) {
      this.turnWaiter.resolve(turn);
      this.turnWaiter = null;
    } else {
      this.published = turn;
    }
    return this.decision.promise;
  }

  /** The next turn the loop publishes, or null once the episode is over. */
  nextTurn(): Promise<Turn | null> {
    if (this.published) {
      const turn = this.published;
      this.published = null;
      return Promise.resolve(turn);
    }
    if (this.ended) return Promise.resolve(null);
    this.turnWaiter ??= deferred<Turn | null>();
    return this.turnWaiter.promise;
  }

  /** Answers the loop's pending next(). */
  decide(decision: Decision): void {
    if (!this.decision) throw new Error('no turn is waiting for a decision');
    const pending = this.decision;
    this.decision = null;
    pending.resolve(decision);
  }

  /** The episode is over (the runner returned): a waiting nextTurn() gets null. */
  end(): void {
    this.ended = true;
    this.turnWaiter?.resolve(null);
    this.turnWaiter = null;
  }

  /** Stops the episode: the pending decision and every later next() fail with `reason`. */
  close(reason: string): void {
    this.closedReason = reason;
    this.decision?.reject(new EpisodeClosedError(reason));
    this.decision = null;
  }
}
