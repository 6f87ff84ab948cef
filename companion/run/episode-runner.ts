/**
 * One task on the emulator in a fresh headless browser context: the episode engine (`engine.ts`) with the
 * Playwright driver. Failures of the environment become an inconclusive report with the reason; they never
 * abort the run.
 */
import type { Browser } from 'playwright-core';
import { headlessGateFromEnv } from '../agent/guard/headless-gate';
import type { ChatClient } from '../../models/client';
import type { Account, EmulatorControl } from '../cloud/account';
import { emulatorAllowList, PlaywrightDriver } from '../driver/playwright';
import type { Task } from '../task/load';
import type { ProvisionMode } from './deferred';
import { runEpisode, type EpisodeHeld, type EpisodePolicy, type EpisodeResult } from './engine';
import type { Secrets } from './secrets';

export type { EpisodeResult } from './engine';

export interface EpisodeDeps {
  browser: Browser;
  emulatorUrl: string;
  control: EmulatorControl;
  policy: EpisodePolicy;
  runDir: string;
  secrets: Secrets;
  region: string;
  maxTurns: number;
  /** Save a screenshot every turn, not only where a verdict needs one (trajectories for `aca export`). Default false. */
  screenshotEveryTurn?: boolean;
  /** The two judges for tasks with a `judge` rubric and no success rules; without them such tasks have no reward source. */
  judges?: ChatClient[];
  /** When the task's `requires` are created: before the episode (`pre`, the default), when the episode needs them, or never. */
  provision?: ProvisionMode;
  /** An account leased for the episode; without one a fresh emulator account is created. */
  account?: Account;
  /** Aborting stops the episode before its next turn (it is still torn down and reported). */
  signal?: AbortSignal;
  /** Called once the episode has its id, random suffix and account: what a crash would leave to clean up. */
  onOpen?(held: EpisodeHeld): void;
  onStep?(text: string): void;
}

export function runTaskEpisode(task: Task, deps: EpisodeDeps): Promise<EpisodeResult> {
  return runEpisode(task, {
    policy: deps.policy, region: deps.region, runDir: deps.runDir, secrets: deps.secrets, maxTurns: deps.maxTurns,
    screenshotEveryTurn: deps.screenshotEveryTurn, judges: deps.judges, signal: deps.signal, onOpen: deps.onOpen,
    cloud: { control: deps.control, emulatorUrl: deps.emulatorUrl, provision: deps.provision, account: deps.account },
    openDriver: () => PlaywrightDriver.open(deps.browser, { viewport: { width: 1280, height: 800 }, locale: task.front.locale, allow: emulatorAllowList(deps.emulatorUrl) }),
    // In a console that is not the emulator, what the guard holds does not run without a person.
    gate: headlessGateFromEnv(deps.emulatorUrl, process.env, deps.onStep),
    onTurn: (_turn, docStep, decision, steps) => deps.onStep?.(`${docStep ? `step ${docStep}/${steps}` : 'finishing'}: ${decision.thought}`),
  });
}
