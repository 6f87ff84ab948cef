/**
 * `aca compile <page|folder|list.txt>... --out DIR [--console GEN,...] [--model NAME --models FILE] [--emulator URL --admin-token T]`
 * Writes one task file per procedure of each page (help-center Markdown or a saved HTML article) with the
 * `requires`, `inputs` and `success` it inferred, each item's evidence and confidence as comments, and
 * `summary.json` / `summary.md`. Rule-based by default; with --model a model proposes each task, validated by the
 * task schema and the emulator's catalogue (refused with the reason when it does not hold). The catalogue is read
 * from the emulator (--emulator, else one started for the purpose); `--console cms@2020` compiles for that earlier
 * console of the product (its catalogue, and the tasks name it as their variant). Exit 2 on bad input, nothing written.
 */
import { fetchCatalogue } from '../compile/catalogue';
import { modelProposer } from '../compile/model';
import { compilePaths, writeRun } from '../compile/run';
import { startEmulatorProcess, type EmulatorHandle } from '../run/emulator-process';
import { emulatorArg, parseCommandArgs } from './args';
import { CliError } from './errors';

export interface CompileArgs {
  paths: string[];
  out: string;
  model?: string;
  models?: string;
  /** Earlier consoles to compile for (`cms@2020`), at most one per product; none: today's. */
  consoles?: string[];
  emulator?: { url: string; adminToken: string };
}

export function parseCompileArgs(argv: string[]): CompileArgs {
  const { values, positionals } = parseCommandArgs(argv, {
    out: { type: 'string' },
    model: { type: 'string' },
    models: { type: 'string' },
    console: { type: 'string' },
    emulator: { type: 'string' },
    'admin-token': { type: 'string' },
  });
  if (!positionals.length) throw new CliError('bad-arguments', 'give at least one page, folder or list of pages, e.g. aca compile page.md --out compiled/');
  if (!values.out) throw new CliError('bad-arguments', '--out DIR is required: the folder the task files and summary go to');
  const consoles = (values.console ?? '').split(',').map((g) => g.trim()).filter(Boolean);
  const products = consoles.map((g) => /^([a-z][a-z0-9]*)@\d{4}(?:-\d{2})?$/.exec(g)?.[1]);
  if (products.some((p) => !p)) throw new CliError('bad-arguments', `--console takes console generations such as cms@2020, not ${values.console}`);
  if (new Set(products).size < products.length) throw new CliError('bad-arguments', `--console names one generation per product: ${values.console}`);
  return { paths: positionals, out: values.out, model: values.model, models: values.models ?? (values.model ? process.env.ACA_MODELS : undefined), ...(consoles.length ? { consoles } : {}), emulator: emulatorArg(values) };
}

export async function compile(args: CompileArgs): Promise<number> {
  const propose = args.model || args.models ? await modelProposer({ model: args.model, models: args.models, log: (l) => process.stderr.write(`${l}\n`) }) : undefined;
  const owned: EmulatorHandle | null = args.emulator ? null : await startEmulatorProcess();
  let run;
  let catalogue;
  try {
    catalogue = await fetchCatalogue(args.emulator ?? owned!, args.consoles);
    run = await compilePaths(args.paths, catalogue, { ...(propose ? { propose: propose.propose } : {}) });
  } finally {
    await owned?.stop();
  }
  if (!run.tasks.length) {
    const why = run.failures.slice(0, 5).map((f) => `${f.file}${f.procedure ? ` "${f.procedure}"` : ''}: ${f.reason}`).join('\n  ');
    throw new CliError('compile-nothing', `no task could be compiled from ${run.pages} page(s):\n  ${why}`);
  }
  const summary = await writeRun(run, args.out, {
    compiler: propose ? `rules + model ${propose.name}` : 'rules',
    ...(propose ? { model: propose.name } : {}),
    catalogue: catalogue.products.map((p) => p.key),
    at: new Date().toISOString(),
  });
  const judged = summary.tasks.filter((t) => !t.success.length).length;
  const refused = summary.tasks.filter((t) => t.refused).length;
  process.stdout.write(
    `compiled ${summary.tasks.length} task(s) from ${summary.pages} page(s) into ${args.out} in ${summary.seconds.toFixed(2)} s` +
      ` (${(summary.pages / Math.max(summary.seconds, 0.001)).toFixed(1)} pages/s): ${summary.tasks.length - judged} with ActionTrail rules, ${judged} judged by a rubric` +
      `${refused ? `, ${refused} model proposal(s) refused` : ''}; ${summary.failures.length} not compiled (see ${args.out}/summary.md)\n`,
  );
  return 0;
}

export const command = {
  summary: 'compile help-center pages (Markdown or saved HTML) into task files',
  usage: 'aca compile <page|folder|list.txt>... --out DIR [--console GEN,...] [--model NAME --models FILE] [--emulator URL --admin-token T]',
  run: (argv: string[]) => compile(parseCompileArgs(argv)),
};
