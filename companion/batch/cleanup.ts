/**
 * What a killed run's episodes left behind, cleaned up before they run again: the resources each made (provisioned
 * or created by the agent: found by the episode's tag and its random suffix) are swept from its account, its account
 * lease is released, and the screenshots of the attempt are deleted (the new attempt takes its own).
 *
 * An episode whose account lived in an emulator the killed run had started itself (`embedded`, the default) has
 * nothing left to sweep: that emulator, and every account in it, died with the run. The same holds for an account
 * the emulator no longer knows (it was restarted).
 */
import { AccountError, type EmulatorControl } from '../cloud/account';
import { removeScreenshots } from '../report/index';
import type { AccountPool } from '../cloud/pool';
import { sweepEpisode } from '../cloud/sweep';
import { EMBEDDED } from '../run/environment';
import type { Abandoned } from './ledger';

export interface CleanupDeps {
  control: EmulatorControl;
  region: string;
  /** Where this run's accounts live (`embedded` or the emulator's URL). */
  env: string;
  /** The run folder (its screenshots of the killed attempts are removed). */
  dir: string;
  /** The account pool, when episodes leased accounts from one. */
  pool?: AccountPool;
  /** The run folder whose screenshots of the killed attempts are deleted. */
  runDir?: string;
  log(line: string): void;
}

export class CleanupError extends Error {
  readonly code = 'cleanup-failed';
  constructor(message: string) {
    super(message);
    this.name = 'CleanupError';
  }
}

/** Sweeps each abandoned episode's resources and releases its lease; throws when something could not be removed. */
export async function cleanUpAbandoned(abandoned: Abandoned[], deps: CleanupDeps): Promise<void> {
  const problems: string[] = [];
  for (const a of abandoned) {
    const what = `resume: episode ${a.key} (${a.episodeId ?? 'no id yet'})`;
    if (a.accountId && (a.episodeId || a.rand)) {
      if (a.env === EMBEDDED) {
        deps.log(`${what}: its account lived in the emulator the killed run had started, which died with it: nothing left to clean`);
      } else if (a.env && a.env !== deps.env) {
        problems.push(`${a.key}: its account ${a.accountId} lives in the emulator at ${a.env}, not in this run's (${deps.env}); resume with --emulator ${a.env}, or sweep it there (aca sweep --emulator ${a.env} --run ${deps.dir})`);
      } else {
        const swept = await deps.control
          .withAccountClient(a.accountId, deps.region, (client) => sweepEpisode(client, { episodeId: a.episodeId ?? undefined, rand: a.rand ?? undefined, region: deps.region }))
          .catch((error: Error) => {
            if (error instanceof AccountError && error.status === 404) return null;
            throw error;
          });
        if (!swept) deps.log(`${what}: the emulator no longer has its account ${a.accountId} (restarted): nothing left to clean`);
        else {
          deps.log(`${what} left ${swept.found} resource(s); deleted ${swept.deleted.length}`);
          for (const f of swept.failed) problems.push(`${a.key}: ${f.type} ${f.id} (${f.code}: ${f.error})`);
        }
      }
    }
    if (a.leaseId && deps.pool) deps.pool.release(a.leaseId);
    if (a.episodeId) {
      const removed = await removeScreenshots(deps.dir, a.episodeId);
      if (removed) deps.log(`resume: deleted ${removed} screenshot(s) of the killed attempt of ${a.key}`);
    }
  }
  if (problems.length) throw new CleanupError(`resources of killed episodes could not be deleted (run aca sweep, then resume): ${problems.join('; ')}`);
}
