import { describe, expect, it } from 'vitest';
import { renderSummaryTable } from './table';
import { sampleReport } from './testing/fixtures';
import { stringWidth, truncateWidth } from './width';

describe('stringWidth', () => {
  it('counts CJK and emoji as two columns, combining marks and ANSI as none', () => {
    expect(stringWidth('abc')).toBe(3);
    expect(stringWidth('创建交换机')).toBe(10);
    expect(stringWidth('ｅｃｓ')).toBe(6);
    expect(stringWidth('😀')).toBe(2);
    expect(stringWidth('e\u0301')).toBe(1);
    expect(stringWidth('\u001B[31mred\u001B[0m')).toBe(3);
    expect(truncateWidth('创建交换机', 7)).toBe('创建交…');
  });
});

describe('renderSummaryTable', () => {
  it('aligns columns, CJK included, with a totals line', () => {
    const tasks = sampleReport().tasks;
    tasks[2].id = 'vpc/创建交换机';
    const out = renderSummaryTable(tasks, { color: false });
    const lines = out.split('\n');
    expect(lines[0]).toBe('task                       verdict       defects  steps  seconds');
    expect(lines[2]).toBe('ecs/stop-instance          verified            0    3/3     12.3');
    expect(lines[3]).toBe('ecs/create-security-group  defective           1    2/3     20.5');
    expect(lines[4]).toBe('vpc/创建交换机             inconclusive        0    1/2      8.0');
    expect(new Set(lines.slice(0, 5).map(stringWidth)).size).toBe(1);
    expect(out).toContain('3 tasks: 1 verified, 1 defective, 1 inconclusive · 1 doc defect · 40.8s');
    expect(out).not.toContain('\u001B[');
  });

  it('colours verdicts with ANSI when asked', () => {
    const out = renderSummaryTable(sampleReport().tasks, { color: true });
    expect(out).toContain('\u001B[31mdefective');
    expect(out).toContain('\u001B[32mverified');
  });
});
