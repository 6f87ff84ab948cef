/**
 * The judge ensemble (SPEC section 10): two model judges read the finished episode concurrently; the reward counts
 * only when they agree. A disagreement, or a judge that fails (its model errors after retries, or its answer does
 * not parse), makes the episode invalid: excluded from training and scores, with the reason.
 */
import type { ChatClient, ChatMessage, Completion } from '../../models/client';
import { costOf } from '../../models/prices';
import { countPrompt, countText } from '../../models/tokens';
import { judgeMessages, type JudgeInput } from './prompt';
import { parseVerdict } from './verdict';

export type { JudgeInput } from './prompt';

/** One judge's say, with what it cost. */
export interface JudgeVerdict {
  /** The judge's model config name. */
  judge: string;
  /** Null when the judge failed (see `error`). */
  verdict: 'success' | 'failure' | null;
  reason: string;
  /** Why the judge failed: the model error after retries, or what is wrong with its answer. */
  error?: string;
  promptTokens: number;
  completionTokens: number;
  cny: number;
}

export interface JudgeOutcome {
  success: boolean;
  reward: 0 | 1;
  /** Why the episode is excluded from training and scores, or null when the judges agree. */
  invalid: string | null;
  verdicts: JudgeVerdict[];
  /** Both judges' cost in CNY. */
  cny: number;
}

const REASON_CHARS = 200;

export async function judgeEpisode(input: JudgeInput, judges: ChatClient[], opts: { signal?: AbortSignal } = {}): Promise<JudgeOutcome> {
  if (judges.length !== 2) {
    throw new Error(`the judge ensemble needs exactly two judges, got ${judges.length}${judges.length ? ` (${judges.map((j) => j.config.name).join(', ')})` : ''}; name two models under "judges" in the model config`);
  }
  const messages = judgeMessages(input);
  const names = judges.map((j) => j.config.name);
  if (names[0] === names[1]) names.splice(0, 2, `${names[0]}#1`, `${names[1]}#2`);
  const verdicts = await Promise.all(judges.map((j, i) => ask(j, names[i], messages, opts.signal)));
  // Cancelling is the caller's decision, not a judge failure: no outcome for an aborted episode.
  if (opts.signal?.aborted) throw opts.signal.reason;
  const cny = verdicts.reduce((sum, v) => sum + v.cny, 0);
  const failed = verdicts.filter((v) => v.verdict === null);
  if (failed.length) return { success: false, reward: 0, invalid: failed.map((v) => `judge ${v.judge} failed: ${v.error}`).join('; '), verdicts, cny };
  const [a, b] = verdicts;
  if (a.verdict !== b.verdict) {
    const says = (v: JudgeVerdict) => `${v.judge} says ${v.verdict} (${cap(v.reason)})`;
    return { success: false, reward: 0, invalid: `the judges disagree: ${says(a)}, ${says(b)}`, verdicts, cny };
  }
  const success = a.verdict === 'success';
  return { success, reward: success ? 1 : 0, invalid: null, verdicts, cny };
}

async function ask(judge: ChatClient, name: string, messages: ChatMessage[], signal: AbortSignal | undefined): Promise<JudgeVerdict> {
  let completion: Completion;
  try {
    completion = await judge.complete(messages, { signal });
  } catch (error) {
    return { judge: name, verdict: null, reason: '', error: (error as Error).message, promptTokens: 0, completionTokens: 0, cny: 0 };
  }
  const promptTokens = completion.usage?.promptTokens ?? countPrompt(messages.map(counted)).total;
  const completionTokens = completion.usage?.completionTokens ?? countText(completion.content);
  const billed = { promptTokens, completionTokens, cny: costOf(judge.config.price, promptTokens, completionTokens) };
  try {
    const { verdict, reason } = parseVerdict(completion.content);
    return { judge: name, verdict, reason, ...billed };
  } catch (error) {
    const cut = completion.finishReason === 'length' ? ` (the answer was cut at maxTokens ${judge.config.maxTokens})` : '';
    return { judge: name, verdict: null, reason: '', error: `${(error as Error).message}${cut}`, ...billed };
  }
}

const counted = (m: ChatMessage) => ({ role: m.role, text: typeof m.content === 'string' ? m.content : '', imageTokens: [] });
const cap = (s: string) => (s.length <= REASON_CHARS ? s : `${s.slice(0, REASON_CHARS - 1)}…`);
