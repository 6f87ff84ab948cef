/**
 * `npm run bench:batch`: batch mode's throughput and memory with the `local` policy on a sample of the benchmark,
 * at parallel 1, 2 and 4 (`BENCH_PARALLELS`), each a fresh `aca batch` run (its own emulator process, one
 * headless Chromium, a browser context and an account per episode). Prints, against parallel 1 measured in the
 * same run: episodes per hour, parallel efficiency (speed-up / P), peak memory (proportional set size of the
 * whole process tree: node, Chromium, the emulator) and the memory each additional parallel episode costs, and
 * the framework's own time per step (the episode's wall time minus the time inside the policy, per step).
 * Writes the table into bench/README.md between `<!-- batch:start -->` and `<!-- batch:end -->`.
 *
 * The sample (`BENCH_SAMPLE`, default every 8th task in id order) keeps the run to a few minutes;
 * `BENCH_TASKS=tasks/kms` measures other tasks and leaves the README alone.
 */
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createLocalPolicy } from '../companion/agent/local/policy';
import type { PolicyFactory } from '../companion/agent/policy';
import { runBatchEpisodes } from '../companion/batch/runner';
import { orderTasks } from '../companion/batch/shard';
import { loadTasks } from '../companion/task/load';
import { machineLine, writeBenchSection } from './readme';

const PARALLELS = (process.env.BENCH_PARALLELS ?? '1,2,4').split(',').map(Number);
const EVERY = Number(process.env.BENCH_SAMPLE ?? 8);
const TARGETS = { episodesPerHour: 1000, mbPerEpisode: 150, efficiencyAt2: 0.8 };

/** Proportional set size (kB) of a process and all its descendants: shared pages split among their users. */
async function treePssKb(root: number): Promise<number> {
  const children = new Map<number, number[]>();
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let total = 0;
  const walk = async (pid: number) => {
    const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
    total += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    for (const c of children.get(pid) ?? []) await walk(c);
  };
  await walk(root);
  return total;
}

interface Measured {
  parallel: number;
  episodes: number;
  seconds: number;
  success: number;
  steps: number;
  policySeconds: number;
  episodeSeconds: number;
  peakMb: number;
}

async function measure(parallel: number, paths: string[]): Promise<Measured> {
  const tasks = orderTasks(await loadTasks(paths));
  const sample = process.env.BENCH_TASKS ? tasks : tasks.filter((_, i) => i % EVERY === 0);
  let policySeconds = 0;
  const timed: PolicyFactory = (context) => {
    const policy = createLocalPolicy(context);
    return {
      name: policy.name, version: policy.version, vision: policy.vision,
      async next(...args) {
        const t0 = performance.now();
        try {
          return await policy.next(...args);
        } finally {
          policySeconds += (performance.now() - t0) / 1000;
        }
      },
    };
  };
  let peakKb = 0;
  const sampler = setInterval(() => void treePssKb(process.pid).then((kb) => (peakKb = Math.max(peakKb, kb))), 250);
  const started = performance.now();
  try {
    const { dir, summary } = await runBatchEpisodes({
      tasks: sample, out: 'bench/out', runs: 1, group: 1, parallel, maxTurns: 60, shard: { index: 0, count: 1 }, seed: 1, k: [1],
      policy: { name: 'local', version: '1', create: timed }, provision: 'pre', region: 'cn-hangzhou', progress: { write: () => true },
    });
    const seconds = (performance.now() - started) / 1000;
    const rows = (await readFile(`${dir}/episodes.jsonl`, 'utf8')).split('\n').filter(Boolean).map((l) => JSON.parse(l) as { turns: number; seconds: number });
    return {
      parallel, episodes: summary.episodes, seconds, success: summary.successes, steps: rows.reduce((s, r) => s + r.turns, 0),
      policySeconds, episodeSeconds: rows.reduce((s, r) => s + r.seconds, 0), peakMb: peakKb / 1024,
    };
  } finally {
    clearInterval(sampler);
  }
}

export async function benchBatch(): Promise<string> {
  const paths = process.env.BENCH_TASKS ? process.env.BENCH_TASKS.split(',') : ['tasks'];
  const results: Measured[] = [];
  for (const p of PARALLELS) {
    results.push(await measure(p, paths));
    process.stderr.write(`parallel ${p}: ${results.at(-1)!.episodes} episodes in ${results.at(-1)!.seconds.toFixed(0)} s\n`);
  }
  const base = results[0];
  const perHour = (m: Measured) => (m.episodes / m.seconds) * 3600;
  const lines = results.map((m) => {
    const speedUp = perHour(m) / perHour(base);
    const marginal = m === base ? null : (m.peakMb - base.peakMb) / (m.parallel - base.parallel);
    const frameworkMs = ((m.episodeSeconds - m.policySeconds) / m.steps) * 1000;
    return `| ${m.parallel} | ${m.episodes} (${m.success} succeeded) | ${m.seconds.toFixed(0)} | ${perHour(m).toFixed(0)} | ${speedUp.toFixed(2)}× | ${(speedUp / (m.parallel / base.parallel)).toFixed(2)} | ${m.peakMb.toFixed(0)} | ${(m.peakMb / m.parallel).toFixed(0)} | ${marginal === null ? '—' : marginal.toFixed(0)} | ${frameworkMs.toFixed(0)} | ${((m.policySeconds / m.steps) * 1000).toFixed(1)} |`;
  });
  const at2 = results.find((m) => m.parallel === 2);
  const best = Math.max(...results.map(perHour));
  const marginals = results.filter((m) => m !== base).map((m) => (m.peakMb - base.peakMb) / (m.parallel - base.parallel));
  const worstMarginal = marginals.length ? Math.max(...marginals) : NaN;
  const eff2 = at2 ? perHour(at2) / perHour(base) / (2 / base.parallel) : NaN;
  return [
    `${machineLine()}; every ${process.env.BENCH_TASKS ? '' : `${EVERY}th `}task of ${paths.join(', ')}, one run each, the local policy, pre-provisioned.`,
    '',
    '| parallel | episodes | seconds | episodes / hour | speed-up vs parallel 1 | efficiency | peak PSS MB (tree) | MB / parallel episode | MB per added episode | framework ms / step (policy excluded) | policy ms / step |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...lines,
    '',
    `Targets: at least ${TARGETS.episodesPerHour} episodes an hour (best here ${best.toFixed(0)}: ${best >= TARGETS.episodesPerHour ? 'met' : 'NOT met'}); ` +
      `at most ${TARGETS.mbPerEpisode} MB per added parallel episode (worst ${Number.isFinite(worstMarginal) ? worstMarginal.toFixed(0) : 'n/a'}: ${worstMarginal <= TARGETS.mbPerEpisode ? 'met' : 'NOT met'}); ` +
      `parallel efficiency at least ${TARGETS.efficiencyAt2} at 2 (${Number.isFinite(eff2) ? eff2.toFixed(2) : 'n/a'}: ${eff2 >= TARGETS.efficiencyAt2 ? 'met' : 'NOT met'}).`,
  ].join('\n');
}

const INTRO = `\`npm run bench:batch\` runs a sample of the benchmark through \`aca batch\` at parallel 1, 2 and 4 and compares
each with parallel 1 measured in the same run: throughput, parallel efficiency, memory of the whole process tree
(proportional set size, so Chromium's shared pages are not counted twice) and the framework's own time per step:
the episode's wall time minus the time inside the policy, divided by its policy turns, so account creation,
provisioning, login, the ActionTrail check and teardown are spread over the steps (the step alone, observe + act +
settle, is \`bench:bridge\`'s 92 ms). "MB per added episode" is what one more parallel episode adds to the peak;
"MB / parallel episode" divides the whole tree (Node, the emulator, Chromium's browser process) by P.`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const md = await benchBatch();
  process.stdout.write(`${md}\n`);
  if (!process.env.BENCH_TASKS) await writeBenchSection('batch', md, { heading: 'batch: episodes per hour, memory per episode, parallel efficiency', intro: INTRO });
}
