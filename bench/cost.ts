/**
 * `npm run bench:cost`: what the `openai` policy would spend per task of the benchmark. Every task in tasks/ runs on
 * the emulator with the local policy choosing the actions, wrapped so that each turn also builds the exact request
 * the `openai` policy would send (`composeTurn`: system prompt, the last turns, the doc, the page text and the
 * set-of-marks screenshot at the Qwen3-VL size) and counts it with the Qwen3 tokenizer (images by their 32x32
 * patches). The answer is counted as the local policy's turn written in the model's form. Prices: qwen3-vl-plus,
 * qwen3-vl-flash and a self-hosted 32B (models/prices.ts), per request and its tier.
 *
 * Baseline measured in the same run: the naive conversation that keeps every earlier observation (text and
 * screenshot) in the request, as a chat transcript grows. Printed next to the published reference figures: 0.56 CNY
 * per task (self-hosted 32B) and 7.00 CNY per task (a frontier model). Target: at most 0.10 CNY per task at
 * qwen3-vl-plus prices, with nothing the policy needs cut (the page text's own cut list, the screenshot at full
 * resolution with every interactive element in view marked).
 *
 * `BENCH_TASKS=tasks/ecs` limits the tasks (the README is then left alone); `BENCH_README=0` prints only.
 */
import { fileURLToPath } from 'node:url';
import { createLocalPolicy } from '../companion/agent/local/policy';
import { pageLine, type PastTurn } from '../companion/agent/openai/messages';
import { composeTurn } from '../companion/agent/openai/policy';
import type { Policy, PolicyFactory } from '../companion/agent/policy';
import { runBatch } from '../companion/run/batch';
import { loadTasks } from '../companion/task/load';
import { FAMILIES } from '../models/families';
import { costOf, PRICES } from '../models/prices';
import { systemPrompt } from '../models/prompt';
import { countPrompt, countText, type CountedMessage } from '../models/tokens';
import { machineLine, writeBenchSection } from './readme';

const FAMILY = FAMILIES['qwen3-vl'];
const REFERENCE = { selfHosted: 0.56, frontier: 7.0 };
const TARGET_PLUS = 0.1;
/** A model's thought is longer than the local policy's one-liner: the conservative column assumes this many answer tokens. */
const LONG_ANSWER = 150;

interface TurnCount {
  prompt: number;
  image: number;
  completion: number;
  naivePrompt: number;
  /** Lines the serializer dropped over its character budget (a real loss). */
  cut: number;
  /** Table rows outside the viewport, listed as "rows x-y not shown" (what a person sees without scrolling). */
  offscreenRows: number;
  marked: number;
  width: number;
  height: number;
}

/** The local policy, also building and counting the request the openai policy would send each turn. */
function countingPolicy(sink: Map<string, TurnCount[]>): PolicyFactory {
  return (context) => {
    const local = createLocalPolicy(context);
    const past: PastTurn[] = [];
    const turns: TurnCount[] = [];
    sink.set(context.taskId, turns);
    const naive: CountedMessage[] = [{ role: 'system', text: systemPrompt(FAMILY), imageTokens: [] }];
    const policy: Policy = {
      name: local.name,
      version: local.version,
      vision: true,
      async next(observation, last, extras = {}) {
        const turn = await composeTurn({ context, family: FAMILY, past, observation, last, screenshot: extras.screenshot, marks: true });
        const decision = await local.next(observation, last, extras);
        const answer = `Thought: ${decision.thought}\nStep: ${decision.docStep ?? ''}\nAction: ${JSON.stringify(decision.action)}`;
        const user = turn.request.counted.at(-1)!;
        naive.push(user);
        turns.push({
          prompt: turn.counted.total,
          image: turn.counted.image,
          completion: countText(answer),
          naivePrompt: countPrompt(naive).total,
          cut: observation.page.cut.filter((c) => /char budget/.test(c)).length,
          offscreenRows: observation.page.cut.filter((c) => c.startsWith('rows ')).length,
          marked: turn.marks,
          width: turn.sent.width,
          height: turn.sent.height,
        });
        naive.push({ role: 'assistant', text: answer, imageTokens: [] });
        past.push({ page: pageLine(observation), answer, ...(turn.imagePart ? { image: turn.imagePart } : {}) });
        return decision;
      },
    };
    return policy;
  };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const cny = (model: string, turns: TurnCount[], completion?: number, prompt: (t: TurnCount) => number = (t) => t.prompt) =>
  sum(turns.map((t) => costOf(PRICES[model], prompt(t), completion ?? t.completion)));
const f = (n: number, d = 3) => n.toFixed(d);

export async function benchCost(): Promise<string> {
  const paths = process.env.BENCH_TASKS ? process.env.BENCH_TASKS.split(',') : ['tasks'];
  const tasks = await loadTasks(paths);
  const counts = new Map<string, TurnCount[]>();
  const started = performance.now();
  const { report } = await runBatch({
    tasks, out: 'bench/out', headed: false, parallel: 2, maxTurns: 60, region: 'cn-hangzhou',
    policy: { name: 'local', version: '1', create: countingPolicy(counts) },
  });
  const seconds = (performance.now() - started) / 1000;

  const rows: string[] = [];
  const totals = { plus: [] as number[], flash: [] as number[], self: [] as number[], long: [] as number[], naive: [] as number[], perStep: [] as number[] };
  let cutSteps = 0;
  let offscreenSteps = 0;
  let marks = 0;
  let steps = 0;
  const sizes = new Set<string>();
  for (const task of report.tasks) {
    const turns = counts.get(task.id) ?? [];
    if (!turns.length) continue;
    const plus = cny('qwen3-vl-plus', turns);
    const flash = cny('qwen3-vl-flash', turns);
    const self = cny('self-hosted-32b', turns);
    const long = cny('qwen3-vl-plus', turns, LONG_ANSWER);
    const naive = cny('qwen3-vl-plus', turns, undefined, (t) => t.naivePrompt);
    const perStep = sum(turns.map((t) => t.prompt)) / turns.length;
    totals.plus.push(plus); totals.flash.push(flash); totals.self.push(self); totals.long.push(long); totals.naive.push(naive); totals.perStep.push(perStep);
    steps += turns.length;
    cutSteps += turns.filter((t) => t.cut > 0).length;
    offscreenSteps += turns.filter((t) => t.offscreenRows > 0).length;
    marks += sum(turns.map((t) => t.marked));
    for (const t of turns) sizes.add(`${t.width}x${t.height}`);
    const image = sum(turns.map((t) => t.image)) / turns.length;
    rows.push(`| ${task.id} | ${task.verdict} | ${turns.length} | ${Math.round(perStep)} | ${Math.round(perStep - image)} / ${Math.round(image)} | ${Math.round(sum(turns.map((t) => t.completion)) / turns.length)} | ${f(plus, 4)} | ${f(flash, 4)} | ${f(self, 4)} | ${f(long, 4)} | ${f(naive, 4)} | ${f(plus / naive, 2)}x |`);
  }
  const mean = (xs: number[]) => sum(xs) / (xs.length || 1);
  const worst = Math.max(...totals.plus);
  const md = [
    `${machineLine()}; ${report.tasks.length} tasks of tasks/ with the local policy choosing the actions (${steps} turns in ${f(seconds, 0)} s), each turn's request built by \`composeTurn\` for the qwen3-vl family and counted with the Qwen3 tokenizer (images: one token per 32x32 patch + 2; sizes sent: ${[...sizes].join(', ')}).`,
    '',
    '| task | verdict | turns | prompt tokens / turn | text / image | answer tokens / turn | CNY qwen3-vl-plus | CNY qwen3-vl-flash | CNY self-hosted 32B | CNY plus, 150-token answers | CNY plus, naive transcript (baseline) | ours / baseline |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    `| **mean per task** | | ${f(steps / report.tasks.length, 1)} | ${Math.round(mean(totals.perStep))} | | | **${f(mean(totals.plus), 4)}** | ${f(mean(totals.flash), 4)} | ${f(mean(totals.self), 4)} | ${f(mean(totals.long), 4)} | ${f(mean(totals.naive), 4)} | ${f(mean(totals.plus) / mean(totals.naive), 2)}x |`,
    '',
    `| figure | ours | reference | ours / reference |`,
    `| --- | ---: | ---: | ---: |`,
    `| CNY per task, self-hosted 32B prices | ${f(mean(totals.self), 4)} | ${f(REFERENCE.selfHosted, 2)} (published, self-hosted Qwen3-VL-32B) | ${f(mean(totals.self) / REFERENCE.selfHosted, 3)}x |`,
    `| CNY per task, qwen3-vl-plus prices | ${f(mean(totals.plus), 4)} | ${f(REFERENCE.frontier, 2)} (published, frontier model) | ${f(mean(totals.plus) / REFERENCE.frontier, 4)}x |`,
    `| CNY per task, qwen3-vl-plus, worst task | ${f(worst, 4)} | target <= ${f(TARGET_PLUS, 2)} | ${worst <= TARGET_PLUS ? 'met' : 'NOT met'} |`,
    '',
    `Nothing the policy needs is cut: turns whose page text went over the serializer's character budget: ${cutSteps} of ${steps} (turns listing table rows outside the viewport as "rows x-y not shown: scroll or search", as a person sees them: ${offscreenSteps}); set-of-marks boxes per screenshot: ${f(marks / (steps || 1), 1)} on average (every interactive element in view); screenshots sent at ${[...sizes].join(', ')} for a 1280x800 viewport.`,
  ].join('\n');
  return md;
}

const INTRO = `\`npm run bench:cost\` (or \`npx tsx bench/cost.ts\`; \`BENCH_TASKS=tasks/ecs\` for some tasks only, then the README
is left alone; \`BENCH_README=0\` prints only). Every task of tasks/ runs on the emulator with the local policy choosing the
actions; each turn also builds the exact request the \`openai\` policy would send (system prompt, the last turns' page lines
and answers, the doc with statuses, the page text, the set-of-marks screenshot) and counts it with the Qwen3 tokenizer.
CNY per task at qwen3-vl-plus, qwen3-vl-flash and self-hosted 32B prices (models/prices.ts), against the baseline of a
naive transcript that keeps every earlier observation and screenshot, measured in the same run, and the published
reference figures (0.56 CNY per task self-hosted, 7.00 frontier). Target: at most 0.10 CNY per task at qwen3-vl-plus prices.`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const md = await benchCost();
  process.stdout.write(`${md}\n`);
  if (process.env.BENCH_README !== '0' && !process.env.BENCH_TASKS) await writeBenchSection('cost', md, { heading: 'cost: what the openai policy would spend per task', intro: INTRO });
}
