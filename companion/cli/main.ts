/**
 * The `aca` command line. Each command is one small module; this file only routes and reports usage
 * errors. Human-readable text goes to stderr; machine-readable output (JSON lines) to stdout.
 */
import { CliError } from './errors';

interface Command {
  summary: string;
  usage: string;
  run(args: string[]): Promise<number>;
}

const COMMANDS: Record<string, () => Promise<Command>> = {
  run: async () => (await import('./run')).command,
  verify: async () => (await import('./verify')).command,
  serve: async () => (await import('./serve')).command,
  pairing: async () => (await import('./pairing')).command,
  'env-serve': async () => (await import('./env-serve')).command,
  export: async () => (await import('./export')).command,
  replay: async () => (await import('./replay')).command,
  explore: async () => (await import('./explore')).command,
  sweep: async () => (await import('./sweep')).command,
  batch: async () => (await import('./batch')).command,
  merge: async () => (await import('./merge')).command,
  compare: async () => (await import('./compare')).command,
  accounts: async () => (await import('./accounts')).command,
  compile: async () => (await import('./compile')).command,
};

function usage(): string {
  return [
    'usage: aca <command> [options]',
    '',
    '  run                       verify every task in tasks/ on the embedded emulator (the main job)',
    '  verify <task.md|dir>...   verify doc tasks; --out DIR --emulator URL --headed --fail-on-defect --parallel N --screenshots',
    '  serve                     the socket for the browser extension; --port N --emulator URL | --no-emulator --tasks DIR --open --rotate-token',
    '  pairing rotate|show-file  a new pairing token for the extension (the old one stops working), or where it is kept',
    '  env-serve                 HTTP environment server for RL trainers (reset/step/close, bearer token); --port N --max-sessions N --max-turns N --tasks DIR... --unstepped-timeout S',
    '  export <run|jsonl>        SFT data or replays: --format swift|sharegpt|recorder --form step|trajectory --model qwen3-vl|qwen2.5-vl --drop|--flag no-change,repeat,failed --out DIR',
    '  replay <run|jsonl>        re-run recorded trajectories headless (replay policy); --tasks DIR --episode ID --out DIR',
    '  explore <product>         write and run CRUD tasks from the emulator catalogue; --out DIR --locale en-US|zh-CN --parallel N --no-run',
    '  batch <task.md|dir>...    parallel rollouts: --runs R --group G --parallel P --out DIR | --resume DIR --shard i/N --provision pre|on-demand|none; batch k8s … --shards N --image IMG',
    '  merge <shard dir>...      combine the shards of one batch run: --out DIR',
    '  compare <earlier> <later> paired comparison of two batch runs (difference of pass@1 with its 95% interval)',
    '  accounts <sub>            the account pool: list | add --config FILE|--env|--emulator URL --count N | remove | lease --ttl 30m | release | reclaim | rotate; --pool FILE',
    '  sweep                     delete what episodes left (tags, task names, a run\'s ledger): --emulator URL --admin-token T --account ID|--all-accounts|--run DIR, or env credentials; --region R --prefix aca- --episode ID --rand X --tasks DIR --dry-run',
    '  compile <page|dir>...     help-center pages (Markdown, saved HTML) to task files with inferred requires, inputs, success: --out DIR --console GEN --model NAME --models FILE',
    '  emulator                  start the console emulator; --port N --seed S (its own program: emulator/main.ts)',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stderr.write(`${usage()}\n`);
    return name ? 0 : 2;
  }
  const load = COMMANDS[name];
  if (!load) {
    process.stderr.write(`aca: unknown command "${name}"\n\n${usage()}\n`);
    return 2;
  }
  try {
    return await (await load()).run(rest);
  } catch (error) {
    if (error instanceof CliError || (error instanceof Error && 'code' in error && typeof (error as { code: unknown }).code === 'string')) {
      process.stderr.write(`aca ${name}: ${(error as Error).message}\n`);
      return 2;
    }
    throw error;
  }
}
