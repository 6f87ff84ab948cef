import { describe, expect, it } from 'vitest';
import { shapeOf, unreadShapes } from './corpus-shapes';
import { parseSteps } from '../companion/doc/steps';

// Sentences written for this test; a shape keeps the phrasing words and drops the content.
describe('shapes of unread sentences', () => {
  it('keeps placeholders and phrasing words, never the content words', () => {
    expect(shapeOf('Click {B} to the right of the {B} group.')).toBe('click {B} to the right of the {B}…');
    expect(shapeOf('{B}：选择已创建的专有网络。')).toBe('{B}：选择…创建的…');
    expect(shapeOf('Hover over the Quantum Widget dashboard.')).toBe('hover over the …');
  });

  it('gives the sentences of a step that hold an unread mark', () => {
    // (A sentence after the instruction that only states a fact is read since session 28: "The **X** matters here.")
    const [step] = parseSteps('## Procedure\n\n1. Click **OK**, then ponder the **Legacy Mode**.\n');
    expect(unreadShapes(step)).toEqual(['click {B}, then … the {B}']);
  });
});
