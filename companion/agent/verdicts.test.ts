import { describe, expect, it } from 'vitest';
import type { DocStep } from '../doc/types';
import { defectsOf, stepVerdicts, taskVerdict, type EpisodeFacts } from './verdicts';

const step = (index: number): DocStep => ({ index, label: String(index), text: `step ${index}`, markdown: `${index}. step`, line: index, endLine: index, intents: [], substeps: [] });
const steps = [step(1), step(2), step(3)];
const facts = (over: Partial<EpisodeFacts>): EpisodeFacts => ({ steps, notes: [], reached: 3, ending: 'complete', success: true, ...over });

describe('verdicts', () => {
  it('verifies a procedure done as written whose success rules hold', () => {
    const f = facts({});
    const v = stepVerdicts(f);
    expect(v.map((s) => s.kind)).toEqual(['pass', 'pass', 'pass']);
    expect(taskVerdict(v, f)).toEqual({ verdict: 'verified' });
  });

  it('makes a doc defective at the step of a deviation, and keeps going past it', () => {
    const f = facts({ notes: [{ step: 2, kind: 'label-changed', expected: 'OK', actual: 'Confirm' }] });
    const v = stepVerdicts(f);
    expect(v.map((s) => s.kind)).toEqual(['pass', 'label-changed', 'pass']);
    expect(taskVerdict(v, f).verdict).toBe('defective');
    const defects = defectsOf(v, (s) => `fix for ${s.index}`);
    expect(defects).toEqual([{ step: 2, kind: 'label-changed', expected: 'OK', actual: 'Confirm', fix: 'fix for 2', evidence: { screenshot: undefined, element: undefined, url: undefined } }]);
  });

  it('marks steps after a blocking defect as not run, and the doc still defective', () => {
    const f = facts({ notes: [{ step: 2, kind: 'element-missing', expected: 'Stop', actual: 'no Stop' }], reached: 1, ending: 'unachievable', success: false });
    const v = stepVerdicts(f);
    expect(v.map((s) => s.kind)).toEqual(['pass', 'element-missing', 'not-run']);
    expect(taskVerdict(v, f).verdict).toBe('defective');
  });

  it('says nothing about the doc when the environment or the agent failed', () => {
    const env = facts({ notes: [{ step: 1, kind: 'env-blocked', expected: 'x', actual: 'no such row' }], reached: 0, ending: 'unachievable', success: false });
    expect(taskVerdict(stepVerdicts(env), env)).toMatchObject({ verdict: 'inconclusive', reason: expect.stringContaining('env-blocked') });
    const limit = facts({ reached: 1, ending: 'turn-limit', endingReason: 'stopped after 60 turns' });
    expect(taskVerdict(stepVerdicts(limit), limit)).toEqual({ verdict: 'inconclusive', reason: 'stopped after 60 turns' });
  });

  it('does not verify a procedure whose ActionTrail rules did not hold', () => {
    const f = facts({ success: false });
    expect(taskVerdict(stepVerdicts(f), f)).toMatchObject({ verdict: 'inconclusive', reason: expect.stringContaining('success rules') });
  });

  it('prefers a doc defect over an agent error noted on the same step', () => {
    const f = facts({ notes: [{ step: 3, kind: 'agent-error', expected: '', actual: 'failed' }, { step: 3, kind: 'missing-step', expected: '', actual: 'Type' }] });
    expect(stepVerdicts(f)[2].kind).toBe('missing-step');
  });

  it('takes a missing step over the other defects of its step, and keeps the first of other defects', () => {
    const dropped = { step: 3, kind: 'obsolete-step' as const, expected: 'Alias', actual: 'the form has: Name' };
    const asked = { step: 3, kind: 'missing-step' as const, expected: '', actual: 'Badge ID' };
    expect(stepVerdicts(facts({ notes: [dropped, asked] }))[2].kind).toBe('missing-step');
    const renamed = { step: 3, kind: 'label-changed' as const, expected: 'Confirm', actual: 'OK' };
    expect(stepVerdicts(facts({ notes: [renamed, asked] }))[2].kind).toBe('missing-step');
    expect(stepVerdicts(facts({ notes: [renamed, dropped] }))[2].kind).toBe('label-changed');
  });
});
