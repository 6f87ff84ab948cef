// `aca compile`'s arguments: the console a page describes, when it is not today's, as a generation per product.
import { describe, expect, it } from 'vitest';
import { parseCompileArgs } from './compile';

describe('parseCompileArgs', () => {
  it('takes earlier consoles as generations, one per product', () => {
    expect(parseCompileArgs(['page.md', '--out', 'o', '--console', 'cms@2020, slb@2019']).consoles).toEqual(['cms@2020', 'slb@2019']);
    expect(parseCompileArgs(['page.md', '--out', 'o']).consoles).toBeUndefined();
  });

  it('refuses what is not a generation, and two of one product', () => {
    expect(() => parseCompileArgs(['page.md', '--out', 'o', '--console', 'today'])).toThrow(/generations such as cms@2020/);
    expect(() => parseCompileArgs(['page.md', '--out', 'o', '--console', 'ecs@2019,ecs@2021'])).toThrow(/one generation per product/);
  });
});
