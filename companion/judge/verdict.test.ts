import { describe, expect, it } from 'vitest';
import { parseVerdict, VerdictError } from './verdict';

describe('parseVerdict', () => {
  it.each([
    ['a bare object', '{"verdict": "success", "reason": "fl-demo is Active"}'],
    ['a ```json fence', 'Here is my judgement:\n```json\n{"verdict": "success", "reason": "fl-demo is Active"}\n```'],
    ['prose before the object', 'The list shows the flow log, so: {"verdict":"success","reason":"fl-demo is Active"} Done.'],
    ['a thinking block with a draft', '<think>maybe {"verdict": "failure", "reason": "x"}?</think>\n{"verdict": "success", "reason": "fl-demo is Active"}'],
    ['braces inside the reason', '{"verdict": "success", "reason": "fl-demo is Active"} (not {this})'],
  ])('reads %s', (_, text) => {
    expect(parseVerdict(text)).toEqual({ verdict: 'success', reason: 'fl-demo is Active' });
  });

  it('keeps braces and quotes inside strings', () => {
    expect(parseVerdict('{"verdict": "failure", "reason": "the toast said \\"{oops}\\""}')).toEqual({ verdict: 'failure', reason: 'the toast said "{oops}"' });
  });

  it.each([
    ['', 'the answer is empty'],
    ['The procedure succeeded.', 'the answer holds no JSON object: "The procedure succeeded."'],
    ['{"verdict": "success", "reason": "ok",}', /^the answer's JSON does not parse \(/],
    ['{"verdict": "success", "reason": "the list sh', /^the answer's JSON object is never closed \(cut off\?\)/],
    ['{"reason": "ok"}', /^the answer's JSON object has no "verdict": /],
    ['{"verdict": "Success", "reason": "ok"}', /has "verdict": "Success" where "success" or "failure" is expected/],
    ['{"verdict": true, "reason": "ok"}', /has "verdict": true where/],
    ['{"verdict": "partial"}', /has "verdict": "partial" where "success" or "failure" is expected and has no "reason"/],
    ['{"verdict": "success", "reason": ""}', /has "reason": "" where a non-empty string is expected/],
    ['{"verdict": "success", "reason": "a"} or {"verdict": "failure", "reason": "b"}', /holds 2 JSON objects with a "verdict"; expected exactly one/],
    ['{"a": 1} {"b": 2}', /none of the answer's 2 JSON objects has a "verdict"/],
    ['["success"]', /holds no JSON object/],
  ])('rejects %j', (text, message) => {
    let error: unknown;
    try {
      parseVerdict(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(VerdictError);
    expect((error as VerdictError).code).toBe('judge-bad-answer');
    if (typeof message === 'string') expect((error as Error).message).toBe(message);
    else expect((error as Error).message).toMatch(message);
  });
});
