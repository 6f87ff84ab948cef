import { describe, expect, it } from 'vitest';
import { ttlSeconds } from './ttl';

describe('Expire In with a unit (cdn@2021)', () => {
  it.each([
    ['1 month', 2_592_000], ['1个月', 2_592_000], ['3 Months', 7_776_000], ['90', 90], ['10 seconds', 10], ['2h', 7200],
    ['30 天', 2_592_000], ['3 years', 94_608_000], ['1 年', 31_536_000],
  ])('%s is %d seconds', (text, seconds) => {
    expect(ttlSeconds(text)).toBe(seconds);
  });

  it.each(['', 'month', '1 fortnight', '4 years', '0', '1.5 months', '-1 day'])('%s is refused', (text) => {
    expect(ttlSeconds(text)).toBeUndefined();
  });
});
