import { describe, expect, it } from 'vitest';
import { domHasSecret, fuzzyContains, ocrHasSecret } from './match';

const SECRET = 'MIomRjEXxfUW4i7fSwlYdbZZxxUn8E';

describe('domHasSecret', () => {
  it('finds a known value or a pattern, and ignores too-short known values', () => {
    expect(domHasSecret(`value ${SECRET}`, [SECRET])).toBe(true);
    expect(domHasSecret('LTAI5tF5Ji1pfj8e22e5gAfX', [])).toBe(true);
    expect(domHasSecret('a cat sat', ['at'])).toBe(false);
  });
});

describe('ocrHasSecret', () => {
  it('reads through what OCR gets wrong: a confused letter, a dropped last character, inserted spaces', () => {
    const misread = SECRET.replace('O', '0').replace('l', '1').slice(0, -1);
    expect(ocrHasSecret(`Password ${misread.slice(0, 10)} ${misread.slice(10)}`, [SECRET])).toBe(true);
  });

  it('flags long letter-and-digit tokens and secret patterns even when no value is known', () => {
    expect(ocrHasSecret(`Token ${SECRET}`, [])).toBe(true);
    expect(ocrHasSecret('Key ID LTAI5tF5Ji1pfj8e22e5gAfX', [])).toBe(true);
  });

  it('leaves console text alone', () => {
    for (const line of ['Create AccessKey', 'i-bp1fiolybq0blrxu3uku web-prod-01 Running', 'PendingStartingRunningStopped']) {
      expect(ocrHasSecret(line, [SECRET])).toBe(false);
    }
  });
});

describe('fuzzyContains', () => {
  it('counts edits against the best-matching substring', () => {
    expect(fuzzyContains('xxabcdefyy', 'abcdef', 0)).toBe(true);
    expect(fuzzyContains('xxabXdefyy', 'abcdef', 1)).toBe(true);
    expect(fuzzyContains('xxaXcXefyy', 'abcdef', 1)).toBe(false);
  });
});
