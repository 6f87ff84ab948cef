/**
 * Turns a /step request into the loop's Decision. Input that does not parse or validate is not an HTTP error
 * (SPEC 5): it becomes an invalid turn (no action, `parseError` set) that the loop counts without running
 * anything, and the error is in the next observation (its history line and the step's `info.error`).
 */
import { checkAction, parseText } from '../../models/parse';
import type { Decision } from '../agent/policy';
import type { StepRequest } from './schemas';

/** The loop's decision for a /step request; an invalid one has `action: null` and `parseError`. */
export function decisionOf(request: StepRequest): Decision {
  if (request.text !== undefined) {
    const parsed = parseText(request.text);
    if (!parsed.ok) return { thought: '', action: null, docStep: null, raw: request.text, parseError: parsed.error };
    return { thought: parsed.turn.thought, action: parsed.turn.action, docStep: parsed.turn.step, raw: request.text };
  }
  const raw = JSON.stringify(request.action) ?? 'undefined';
  const checked = checkAction(request.action);
  if (typeof checked === 'string') return { thought: request.thought ?? '', action: null, docStep: request.step ?? null, raw, parseError: checked };
  return { thought: request.thought ?? '', action: checked, docStep: request.step ?? null, raw };
}
