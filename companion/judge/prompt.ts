/**
 * What a judge reads: a system prompt fixing the question and the answer format, and one user message with the
 * task, the rubric, the doc steps, a bounded transcript of the episode and the last page the agent saw.
 */
import type { ChatMessage } from '../../models/client';
import type { TrajectoryRecord, TrajectoryStep } from '../../protocol/trajectory';
import type { DocStep } from '../doc/types';

export interface JudgeInput {
  title: string;
  /** The task's `judge` rubric: what must be true when the procedure succeeded. */
  rubric: string;
  steps: DocStep[];
  record: Pick<TrajectoryRecord, 'steps'>;
}

/** Turns shown in full; longer episodes keep the first and last turns and elide the middle. */
export const MAX_TURNS = 60;
const HEAD_TURNS = 20;
/** Characters of the final page text shown (the head of the page; the rest is cut with a note). */
export const PAGE_CHARS = 6_000;
const THOUGHT_CHARS = 300;
const ACTION_CHARS = 300;

export const JUDGE_SYSTEM_PROMPT = [
  'You judge whether an agent carried out a cloud-console procedure so that it achieved what the rubric demands.',
  'Decide from evidence only: the action results and the page text in the transcript. The agent\'s thoughts and its',
  'task_complete summary are claims, not evidence; a claim the pages do not back counts for nothing.',
  'If the evidence does not show that every requirement of the rubric holds, the verdict is failure.',
  'Answer with exactly one JSON object and nothing else:',
  '{"verdict": "success" | "failure", "reason": "<one or two sentences naming the evidence>"}',
].join('\n');

/** The two messages a judge is asked with. */
export function judgeMessages(input: JudgeInput): ChatMessage[] {
  const user = [
    `# Task\n${input.title}`,
    `# Rubric\n${input.rubric.trim()}`,
    `# Doc steps\n${docSteps(input.steps)}`,
    `# Transcript (${input.record.steps.length} turns)\n${transcript(input.record.steps)}`,
    `# Final page (as the agent last saw it, before its final action)\n${finalPage(input.record.steps)}`,
    'Judge the episode against the rubric. Answer with the JSON object only.',
  ].join('\n\n');
  return [
    { role: 'system', content: JUDGE_SYSTEM_PROMPT },
    { role: 'user', content: user },
  ];
}

export function docSteps(steps: DocStep[], depth = 0): string {
  if (!steps.length && depth === 0) return '(the doc has no numbered steps)';
  return steps
    .map((s) => [`${'  '.repeat(depth)}${s.label}. ${oneLine(s.text)}`, ...(s.substeps.length ? [docSteps(s.substeps, depth + 1)] : [])].join('\n'))
    .join('\n');
}

/** One line per turn: `#i [step n] thought: … | action: {json} | result: ok/error …`; the middle elided past MAX_TURNS. */
export function transcript(steps: TrajectoryStep[]): string {
  if (!steps.length) return '(the agent took no turns)';
  if (steps.length <= MAX_TURNS) return steps.map(turnLine).join('\n');
  const tail = MAX_TURNS - HEAD_TURNS;
  const omitted = steps.length - MAX_TURNS;
  const first = steps[HEAD_TURNS].index;
  const last = steps[steps.length - tail - 1].index;
  return [
    ...steps.slice(0, HEAD_TURNS).map(turnLine),
    `… ${omitted} turns omitted (#${first}–#${last}) …`,
    ...steps.slice(-tail).map(turnLine),
  ].join('\n');
}

function turnLine(step: TrajectoryStep): string {
  const parts = [`#${step.index}`, step.docStep === null ? '[no step]' : `[step ${step.docStep}]`];
  const line = [`${parts.join(' ')} thought: ${cap(oneLine(step.thought), THOUGHT_CHARS) || '(none)'}`];
  if (step.action) line.push(`action: ${cap(JSON.stringify(step.action), ACTION_CHARS)}`);
  else line.push(`action: none (${step.parseError ? `unparsable output: ${cap(oneLine(step.parseError), ACTION_CHARS)}` : 'no action'})`);
  line.push(`result: ${resultText(step.result)}`);
  return line.join(' | ');
}

function resultText(result: TrajectoryStep['result']): string {
  if (!result) return '—';
  if (!result.ok) return `error ${result.error?.code ?? 'other'}: ${oneLine(result.error?.message ?? '')}`.trim();
  const c = result.changes ?? {};
  const changes = [
    c.navigated && `navigated to ${c.navigated}`,
    c.dialogOpened && `dialog opened "${c.dialogOpened}"`,
    c.dialogClosed && `dialog closed "${c.dialogClosed}"`,
    ...(c.toasts ?? []).map((t) => `toast "${oneLine(t)}"`),
    c.newTab && `new tab ${c.newTab}`,
  ].filter(Boolean);
  return changes.length ? `ok (${changes.join('; ')})` : 'ok';
}

/** The last observation's text, capped at PAGE_CHARS with a note saying how much was cut. */
export function finalPage(steps: TrajectoryStep[]): string {
  const last = steps[steps.length - 1];
  if (!last) return '(no page was observed)';
  const text = last.observation.text;
  const head = `URL: ${last.observation.url}\n`;
  if (text.length <= PAGE_CHARS) return head + text;
  return `${head}${text.slice(0, PAGE_CHARS)}\n[… the remaining ${text.length - PAGE_CHARS} of ${text.length} characters are cut]`;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const cap = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);
