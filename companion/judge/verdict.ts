/**
 * Strict reading of a judge's answer: one JSON object `{"verdict": "success" | "failure", "reason": "..."}`, bare,
 * in a ``` fence, or after some prose. Anything else is an error that says what is wrong; nothing is guessed
 * (no case folding, no "looks positive" heuristics, no choosing between two objects that both carry a verdict).
 */
import { closingBrace } from '../../models/parse';

export interface Verdict {
  verdict: 'success' | 'failure';
  reason: string;
}

/** The judge's answer cannot be read as a verdict. */
export class VerdictError extends Error {
  override name = 'VerdictError';
  readonly code = 'judge-bad-answer';
}

export function parseVerdict(answer: string): Verdict {
  // Thinking models (Qwen3, DeepSeek-R1) may emit their reasoning in <think> blocks, drafts of the verdict included.
  const text = answer.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
  if (!text) throw new VerdictError('the answer is empty');
  const { objects, broken, unclosed } = jsonObjects(text);
  if (!objects.length) {
    if (broken) throw new VerdictError(`the answer's JSON does not parse (${broken}): ${snippet(text)}`);
    if (unclosed) throw new VerdictError(`the answer's JSON object is never closed (cut off?): ${snippet(text)}`);
    throw new VerdictError(`the answer holds no JSON object: ${snippet(text)}`);
  }
  const withVerdict = objects.filter((o) => 'verdict' in o);
  if (withVerdict.length > 1) throw new VerdictError(`the answer holds ${withVerdict.length} JSON objects with a "verdict"; expected exactly one: ${snippet(text)}`);
  if (!withVerdict.length && objects.length > 1) throw new VerdictError(`none of the answer's ${objects.length} JSON objects has a "verdict": ${snippet(text)}`);
  return checked(withVerdict[0] ?? objects[0], text);
}

function checked(o: Record<string, unknown>, text: string): Verdict {
  const problems: string[] = [];
  if (!('verdict' in o)) problems.push('has no "verdict"');
  else if (o.verdict !== 'success' && o.verdict !== 'failure') problems.push(`has "verdict": ${JSON.stringify(o.verdict)} where "success" or "failure" is expected`);
  if (!('reason' in o)) problems.push('has no "reason"');
  else if (typeof o.reason !== 'string' || !o.reason.trim()) problems.push(`has "reason": ${JSON.stringify(o.reason)} where a non-empty string is expected`);
  if (problems.length) throw new VerdictError(`the answer's JSON object ${problems.join(' and ')}: ${snippet(text)}`);
  return { verdict: o.verdict as Verdict['verdict'], reason: (o.reason as string).trim() };
}

/**
 * Every top-level `{…}` span of the text that parses as a JSON object, scanning strings so braces inside them do
 * not count; `broken` is the parse error of the first balanced span that was not JSON, `unclosed` whether a span
 * never closed.
 */
function jsonObjects(text: string): { objects: Record<string, unknown>[]; broken?: string; unclosed: boolean } {
  const objects: Record<string, unknown>[] = [];
  let broken: string | undefined;
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '{') continue;
    const end = closingBrace(text, i);
    if (end < 0) return { objects, broken, unclosed: true };
    const span = text.slice(i, end + 1);
    try {
      const value = JSON.parse(span);
      if (value && typeof value === 'object' && !Array.isArray(value)) objects.push(value);
    } catch (error) {
      broken ??= (error as Error).message;
    }
    i = end;
  }
  return { objects, broken, unclosed: false };
}

const snippet = (text: string) => JSON.stringify(text.length > 200 ? `${text.slice(0, 199)}…` : text);
