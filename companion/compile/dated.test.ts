import { describe, expect, it } from 'vitest';
import { consoleOfDate, periodMonths } from './dated';

const GENERATIONS = [
  { id: 'ecs@2019', product: 'ecs', period: '2018-11 … 2019-08' },
  { id: 'ecs@2021', product: 'ecs', period: '2020-12 … 2021-07' },
  { id: 'cms@2020', product: 'cms', period: '2020-09 … 2021-01' },
];

describe('consoleOfDate', () => {
  it('takes the generation whose period holds the date', () => {
    expect(consoleOfDate('ecs', '2019-03-14', GENERATIONS)).toBe('ecs@2019');
    expect(consoleOfDate('ecs', '2021-07', GENERATIONS)).toBe('ecs@2021');
  });

  it('takes the nearest period in months, the earlier one on a tie', () => {
    expect(consoleOfDate('ecs', '2020-10-01', GENERATIONS)).toBe('ecs@2021');
    expect(consoleOfDate('ecs', '2019-10-01', GENERATIONS)).toBe('ecs@2019');
    // 2019-08 … 2020-12: 2020-04 is 8 months from each.
    expect(consoleOfDate('ecs', '2020-04-01', GENERATIONS)).toBe('ecs@2019');
    expect(consoleOfDate('ecs', '2017-05-01', GENERATIONS)).toBe('ecs@2019');
  });

  it('gives today’s console to pages newer than every generation, and to undated pages and products without generations', () => {
    expect(consoleOfDate('ecs', '2025-11-02', GENERATIONS)).toBeNull();
    expect(consoleOfDate('ecs', '2022-11-02', GENERATIONS)).toBeNull();
    expect(consoleOfDate('ecs', '2021-09-02', GENERATIONS)).toBe('ecs@2021');
    expect(consoleOfDate('ecs', undefined, GENERATIONS)).toBeNull();
    expect(consoleOfDate('ecs', 'last spring', GENERATIONS)).toBeNull();
    expect(consoleOfDate('rds', '2019-03-14', GENERATIONS)).toBeNull();
    expect(consoleOfDate('cms', '2020-10-01', GENERATIONS)).toBe('cms@2020');
  });

  it('reads a period only as YYYY-MM … YYYY-MM', () => {
    expect(periodMonths('2018-11 … 2019-08')).toEqual({ from: 2018 * 12 + 10, to: 2019 * 12 + 7 });
    expect(periodMonths('late 2019')).toBeUndefined();
  });
});
