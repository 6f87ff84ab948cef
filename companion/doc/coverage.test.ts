import { describe, expect, it } from 'vitest';
import { readCompletely, unreadMarks } from './coverage';
import { parseSteps } from './steps';

// The metric of bench/corpus.ts on sentences written for this test in the help center's style.
const step = (markdown: string) => parseSteps(`## Procedure\n\n1. ${markdown}\n`)[0];

describe('readCompletely', () => {
  const read = [
    'Log on to the ECS console.',
    'In the left-side navigation pane, choose **Instances & Images** \\> **Instances**.',
    'Find the instance named `web-01` and click **Stop** in the **Actions** column.',
    'In the **Stop Instance** dialog box, set **Stop Mode** and click **OK**.',
    '**Zone**: select a zone.',
    'Choose **![More](p100.png)** \\> **Release** in the **Actions** column.',
    'Click **Modify** to the right of the **default** group.',
    'Configure the parameters in the **Basic Information** and **Business Information** sections.',
    'Click **OK**. The instance enters the **Stopped** state.',
    'Create a user. For more information, see [Create a user](/intl.en-US/Users/Create a user.md).',
    '在**创建实例**页面，将**实例名称**设置为`web-01`。',
    '**专有网络**：选择已创建的专有网络。',
    '单击**default**安全组右侧的**修改**。',
    // Alternatives and fields left to the reader give their labels a role.
    'Locate the disk, then click its ID or click **Details** in the **Actions** column.',
    'Choose a **Begin Hour** and an **End Hour**, and then click **Save**.',
    '单击云盘ID或操作列的**详情**。',
    // A cascader's option by its path: each level is part of the option chosen.
    '**Product**: Select **Database** > **ApsaraDB RDS**.',
    'Log on to the **Key Management Service console**.',
  ];
  for (const markdown of read) it(`reads: ${markdown}`, () => expect(readCompletely(step(markdown)), JSON.stringify(step(markdown).intents)).toBe(true));

  const unread: Array<[string, string[]]> = [
    // No intent at all.
    ['Wait a moment.', []],
    // A bold label no rule gives a role: a mention is not a role.
    ['The **Advanced Mode** matters here.', ['Advanced Mode']],
    // One label placed, another left over.
    ['Click **Apply**, which also refreshes **Quota Center**.', ['Quota Center']],
    // A code span nobody uses.
    ['Click **OK** after you read `notes.txt` carefully.', ['notes.txt']],
  ];
  for (const [markdown, marks] of unread) {
    it(`does not read: ${markdown}`, () => {
      const s = step(markdown);
      expect(readCompletely(s)).toBe(false);
      expect(unreadMarks(s).map((m) => m.text)).toEqual(marks);
    });
  }

  it('needs every sub-step read, and takes the sub-steps\' intents for a lead-in', () => {
    expect(readCompletely(step('Configure the following settings:\n   1. Set **Name** to `a`.\n   2. Click **OK**.'))).toBe(true);
    expect(readCompletely(step('Configure the following settings:\n   1. Set **Name** to `a`.\n   2. Click **Apply**, which also refreshes **Quota**.'))).toBe(false);
  });

  // An item that only states a fact (what a setting means, a consequence, a limit) is information about its step, not
  // a sub-step to do: it used to count as an unread sub-step ("The **Tag** matters." was left unread), which held the
  // step to a standard no reader can meet, as there is nothing in it to do. It is kept as a condition of the step.
  it('reads an item that only states a fact as a condition of its step, not as a sub-step', () => {
    const s = step('Configure the following settings:\n   1. Set **Name** to `a`.\n   2. The **Tag** matters.');
    expect(readCompletely(s)).toBe(true);
    expect(s.substeps.map((x) => x.text)).toEqual(['Set Name to a.']);
    expect(s.facts).toEqual([{ kind: 'when', text: 'The Tag matters.', then: [] }]);
  });

  it('does not count sub-steps done outside the console', () => {
    expect(readCompletely(step('Click **Connect**.\n   1. Run the following command in the instance: `uptime`'))).toBe(true);
  });
});
