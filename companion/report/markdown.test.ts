import { describe, expect, it } from 'vitest';
import { renderSummaryMarkdown } from './markdown';
import { sampleReport } from './testing/fixtures';

describe('renderSummaryMarkdown', () => {
  const md = renderSummaryMarkdown(sampleReport());

  it('opens with the totals and has one table row per task', () => {
    expect(md.split('\n')[0]).toBe('# Doc verification: 1 verified · 1 defective · 1 inconclusive');
    expect(md).toContain('3 tasks · 1 doc defects · 1m 43s');
    expect(md.split('\n').filter((l) => l.startsWith('| `'))).toHaveLength(3);
    expect(md).toContain('| `vpc/create-vswitch` 创建交换机 | ⚠️ inconclusive | 0 | 1/2 | 8.0 |');
  });

  it('lists defects with the fix in a diff block, and inconclusive reasons', () => {
    expect(md).toContain('- **ecs/create-security-group** step 2 · `label-changed`: expected “a button labelled "Create Security Group"”');
    expect(md).toContain('  ```diff\n  --- a/tasks/ecs/create-security-group.md');
    expect(md).toContain('  +2. Click **Create**.');
    expect(md).toContain('- **vpc/create-vswitch**: OperationDenied.NoStock');
  });

  it('keeps doc text from breaking the table or opening HTML', () => {
    const report = sampleReport();
    report.tasks[0].title = 'A | B\n<img src=x onerror=alert(1)>';
    const out = renderSummaryMarkdown(report);
    expect(out).toContain('A \\| B &lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('<script>');
  });
});
