/**
 * What a killed run's episodes left behind, cleaned up before they run again: the resources each made (provisioned
 * or created by the agent: found by the episode's tag and its random suffix) are swept from its account, its
 * account lease is released, and its screenshots are deleted from the run folder (the episode runs again under a
 * new id; the killed attempt's images belong to no trajectory and must not reach an export).
 */
import type { EmulatorControl } from '../cloud/account';
import { removeScreenshots } from '../report/index';
import type { AccountPool } from '../cloud/pool';
import { sweepEpisode } from '../cloud/sweep';
import type { Abandoned } from './ledger';

export interface CleanupDeps {
  control: EmulatorControl;
  region: string;
  /** The account pool, when episodes leased accounts from one. */
  pool?: AccountPool;
  /** The run folder whose screenshots of the killed attempts are deleted. */
  runDir?: string;
  log(line: string): void;
}

export class CleanupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CleanupError';
  }
}

/** Sweeps each abandoned episode's resources and releases its lease; throws when something could not be removed. */
export async function cleanUpAbandoned(abandoned: Abandoned[], deps: CleanupDeps): Promise<void> {
  const problems: string[] = [];
  for (const a of abandoned) {
    if (a.accountId && (a.episodeId || a.rand)) {
      const swept = await deps.control.withAccountClient(a.accountId, deps.region, (client) =>
        sweepEpisode(client, { episodeId: a.episodeId ?? undefined, rand: a.rand ?? undefined, region: deps.region }),
      );
      deps.log(`resume: episode ${a.key} (${a.episodeId ?? 'no id yet'}) left ${swept.found} resource(s); deleted ${swept.deleted.length}`);
      for (const f of swept.failed) problems.push(`${a.key}: ${f.type} ${f.id} (${f.code}: ${f.error})`);
    }
    if (a.leaseId && deps.pool) deps.pool.release(a.leaseId);
    if (a.episodeId && deps.runDir) {
      const removed = await removeScreenshots(deps.runDir, a.episodeId);
      if (removed) deps.log(`resume: deleted ${removed} screenshot(s) of the killed attempt of ${a.key}`);
    }
  }
  if (problems.length) throw new CleanupError(`resources of killed episodes could not be deleted (run aca sweep, then resume): ${problems.join('; ')}`);
}
