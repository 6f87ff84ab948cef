/**
 * `aca merge <shard dir>... --out DIR [--k 1,5]`: combines the shards of one batch run into the outputs a single
 * run writes. Exits 2 when the folders are not the complete shards of one run (the message says which).
 */
import { MergeError, mergeShards } from '../batch/merge';
import { parseCommandArgs } from './args';
import { parseKs } from './batch';
import { CliError } from './errors';

export async function merge(argv: string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, { out: { type: 'string' }, k: { type: 'string' } });
  if (!positionals.length) throw new CliError('bad-arguments', 'give the shard folders, e.g. aca merge runs/job/shard-* --out runs/job/merged');
  if (!values.out) throw new CliError('bad-arguments', '--out DIR is required: where the merged outputs go');
  try {
    const summary = await mergeShards(positionals, values.out, { k: values.k ? parseKs(values.k, Number.MAX_SAFE_INTEGER) : undefined });
    process.stdout.write(`merged ${summary.plan.shards} shard(s): ${summary.episodes} episodes of ${summary.tasks} tasks into ${values.out}\n`);
    return 0;
  } catch (error) {
    if (error instanceof MergeError) throw new CliError('bad-arguments', error.message);
    throw error;
  }
}

export const command = { summary: 'merge batch shards', usage: 'aca merge <shard dir>... --out DIR [--k 1,5]', run: merge };
