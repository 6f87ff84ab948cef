import { describe, expect, it } from 'vitest';
import { formatCi, formatCny, formatRate, formatSeconds, renderDashboard } from './dashboard';
import { compareRuns, summarize } from './stats';
import { runs, taskWith } from './test-rows';

const HOSTILE_TASK = '<script>alert(1)</script>';
const HOSTILE_PRODUCT = '"><img src=x onerror=alert(2)>';

const rows = [
  ...runs('vpc-create', ['success', 'success', 'failure', 'env-blocked'], { product: 'vpc', cny: 0.02, seconds: 12 }),
  ...runs('ecs-start', ['failure', 'success', 'invalid', 'crashed'], { product: 'ecs', difficulty: 'hard', cny: 0.05, seconds: 48 }),
  ...runs(HOSTILE_TASK, ['success', 'failure'], { product: HOSTILE_PRODUCT, cny: 0.03 }),
];
const summary = summarize(rows, { k: [1, 2], seed: 1, resamples: 300 });
const page = renderDashboard(summary, rows, { title: 'Batch <run> & co' });

describe('renderDashboard', () => {
  it('shows the numbers of the tables', () => {
    expect(page).toContain(formatRate(summary.passAt1.value));
    expect(page).toContain(formatCi(summary.passAt1.ci95));
    expect(page).toContain(formatRate(summary.passAtK['2'].value));
    expect(page).toContain(formatRate(summary.byProduct.vpc.passAt1.value)); // 66.7%
    expect(page).toContain(formatCi(summary.byDifficulty.hard.passAt1.ci95));
    expect(page).toContain(formatRate(summary.rates.crashed)); // 10.0%
    expect(page).toContain(formatCny(summary.cost.cnyTotal));
    expect(page).toContain(formatCny(summary.cost.cnyPerSuccess));
    expect(page).toContain(formatSeconds(summary.seconds.p90));
    expect(page).toMatch(/<td>env-blocked[^<]*<\/td><td class="n">1<\/td>/);
    expect(formatRate(summary.byProduct.vpc.passAt1.value)).toBe('66.7%');
  });

  it('draws both plots inline: a bar and whisker per product, a dot per task with a valid run', () => {
    expect(page.match(/<svg class="plot"/g)).toHaveLength(2);
    expect(page.match(/<rect class="bar"/g)).toHaveLength(3);
    expect(page.match(/<line class="whisker"/g)).toHaveLength(9);
    expect(page.match(/<circle class="dot"/g)).toHaveLength(3);
  });

  it('is self-contained and escapes every value', () => {
    expect(page).not.toMatch(/(src|href)\s*=\s*["']?\s*(https?:)?\/\//i);
    expect(page).not.toMatch(/<script|<link|<img|@import/i);
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(page).toContain('<title>Batch &lt;run&gt; &amp; co</title>');
    expect(page).not.toMatch(/NaN|undefined/);
  });

  it('adds the comparison with an earlier run when given', () => {
    const earlier = [...taskWith('vpc-create', 4, 1, { product: 'vpc' }), ...taskWith('gone', 2, 1)];
    const comparison = compareRuns(earlier, rows, { seed: 2, resamples: 200 });
    const withComparison = renderDashboard(summary, rows, { title: 't', comparison });
    expect(comparison.difference.value).toBeCloseTo(2 / 3 - 1 / 4, 12);
    expect(withComparison).toContain('Against the earlier run');
    expect(withComparison).toContain('+41.7 pt');
    expect(withComparison).toMatch(/only in this run<\/td><td class="n">1 \/ 2</);
    expect(page).not.toContain('Against the earlier run');
  });

  it('renders an empty run without numbers that do not exist', () => {
    const empty = renderDashboard(summarize([], { k: [2], seed: 1 }), [], { title: 'empty' });
    expect(empty).toContain('<td>pass@1</td><td class="n">—</td>');
    expect(empty).not.toMatch(/NaN|Infinity|undefined/);
  });
});
