import { applyPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { suggestFix, type FixDefect } from './fix';
import { parseSteps } from './steps';

const source = `---
id: ecs/x
---
# Create a security group

## Procedure
1. Log on to the ECS console.
2. In the left-side navigation pane, choose **Network & Security** > **Security Groups**.
3. Click **Create Security Group**.
4. In the **Basic Information** section, set **Security Group Name** to \`sg-\${rand}\` and select the VPC
   \`vpc-1\` for **Network**.
5. In the dialog box, click **OK**.

   > **Note** The rule takes effect at once.
6. Click **Create Security Group**.

## Result
The security group appears.
`;
const task = { file: 'tasks/ecs/x.md', source };
const steps = parseSteps(source.slice(source.indexOf('# Create')), 3);

/** Applies the fix and returns the new Markdown (and checks the diff is a valid patch of the source). */
function fixed(step: number, defect: FixDefect): { patch: string; after: string } {
  const patch = suggestFix(task, steps[step - 1], defect);
  const after = applyPatch(source, patch);
  expect(after).not.toBe(false);
  return { patch, after: after as string };
}

describe('suggestFix', () => {
  it('label-changed: the bold label of that step becomes the console label', () => {
    const { patch, after } = fixed(3, { kind: 'label-changed', expected: 'Create Security Group', actual: 'Create SG' });
    expect(patch).toMatch(/^Index: tasks\/ecs\/x\.md\n/);
    expect(patch).toContain('--- tasks/ecs/x.md');
    expect(after).toContain('3. Click **Create SG**.');
    // Step 6 names the same label but is another step.
    expect(after).toContain('6. Click **Create Security Group**.');
  });

  it('label-changed: prefers the evidence label, and matches case and spacing loosely', () => {
    const { after } = fixed(5, { kind: 'label-changed', expected: 'ok', actual: 'button "Confirm"', evidenceLabel: 'Confirm' });
    expect(after).toContain('5. In the dialog box, click **Confirm**.');
  });

  it('label-changed: a label the step does not show becomes a note in the step', () => {
    const { after } = fixed(1, { kind: 'label-changed', expected: 'Sign In', actual: 'Log On' });
    expect(after).toContain('1. Log on to the ECS console.\n\n   > **Note** The console now shows **Log On** instead of **Sign In**.\n2.');
    expect(parseSteps(after)).toHaveLength(6);
  });

  it('path-changed: the menu path becomes the actual path', () => {
    const { after } = fixed(2, {
      kind: 'path-changed',
      expected: 'Network & Security > Security Groups',
      actual: 'Instances & Images > Security Groups',
    });
    expect(after).toContain('choose **Instances & Images** > **Security Groups**.');
  });

  it('path-changed: keeps a path written as one bold run in that style', () => {
    const one = source.replace('**Network & Security** > **Security Groups**', '**Network & Security > Security Groups**');
    const patch = suggestFix({ file: task.file, source: one }, steps[1], {
      kind: 'path-changed',
      expected: 'Network & Security > Security Groups',
      actual: 'Instances & Images > Security Groups',
    });
    expect(applyPatch(one, patch)).toContain('choose **Instances & Images > Security Groups**.');
  });

  it('missing-step: a sentence for the new field ends the step paragraph', () => {
    const { after } = fixed(4, { kind: 'missing-step', expected: '', actual: 'Security Group Type: Basic / Advanced (required)' });
    expect(after).toContain('   `vpc-1` for **Network**.\n   Select a value for **Security Group Type**.\n5.');
    const step = parseSteps(after)[3];
    // The added sentence reads as the field the reader chooses a value for.
    expect(step.intents.at(-1)).toEqual({ kind: 'choose', field: 'Security Group Type', option: '' });
  });

  it('obsolete-step: the step is removed and the rest left as written', () => {
    const { after } = fixed(5, { kind: 'obsolete-step', expected: 'OK', actual: 'no dialog appears' });
    expect(after).not.toContain('In the dialog box');
    expect(after).not.toContain('takes effect');
    expect(after).toContain('   `vpc-1` for **Network**.\n6. Click **Create Security Group**.');
    expect(parseSteps(after)).toHaveLength(5);
  });

  it('element-missing: the step becomes a note', () => {
    const { after } = fixed(5, { kind: 'element-missing', expected: 'OK', actual: 'the dialog has no buttons' });
    expect(after).toContain('5. **Note** The console no longer offers **OK** (the dialog has no buttons). Update this step.\n');
  });

  it('value-rejected: the value becomes the suggested one, templates included', () => {
    const { after } = fixed(4, { kind: 'value-rejected', expected: 'sg-A1b2', actual: 'InvalidName', suggested: 'sg-${rand}-ok' });
    expect(after).toContain('set **Security Group Name** to `sg-${rand}-ok`');
  });

  it('value-rejected: without a suggestion, a note says what the console said', () => {
    const { after } = fixed(4, { kind: 'value-rejected', expected: 'sg-A1b2', actual: 'The name cannot contain uppercase letters.' });
    expect(after).toContain('\n\n   > **Note** The console rejects `sg-A1b2`: The name cannot contain uppercase letters.\n5.');
    expect(parseSteps(after)).toHaveLength(6);
  });

  it('writes Chinese notes for a Chinese step', () => {
    const zh = '## 操作步骤\n1. 单击**创建安全组**。\n2. 单击**确定**。\n';
    const patch = suggestFix({ file: 'tasks/ecs/zh.md', source: zh }, parseSteps(zh)[0], { kind: 'missing-step', expected: '', actual: '安全组类型' });
    expect(applyPatch(zh, patch)).toBe('## 操作步骤\n1. 单击**创建安全组**。\n   为**安全组类型**选择一个值。\n2. 单击**确定**。\n');
  });

  it('names the file relative to the working directory', () => {
    const patch = suggestFix({ file: `${process.cwd()}/tasks/ecs/x.md`, source }, steps[2], { kind: 'label-changed', expected: 'Create Security Group', actual: 'New' });
    expect(patch).toContain('--- tasks/ecs/x.md');
  });
});
