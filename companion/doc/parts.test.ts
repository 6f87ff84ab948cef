import { describe, expect, it } from 'vitest';
import { partNumber, STEP_HEADING } from './parts';
import { parseProcedures } from './procedures';
import { parseSteps } from './steps';

// Pages written for this test in the layout of the help center's wizard pages: one procedure divided under
// "## Step N: …" headings, each part with its own numbered list that starts at 1.
const en = `# Add a forwarding rule

A rule sends the traffic of one port to a group of servers.

## Prerequisites

A load balancer exists.

## Step 1: Open the wizard

Do the following to open the wizard:

1.  Log on to the [SLB console](https://slb.console.aliyun.com).
2.  On the **Instances** page, find the load balancer and click **Add Rule** in the **Actions** column.

## Step 2: Set the port

1.  In the **Port** step, set the following parameters.

    |Parameter|Description|
    |---------|-----------|
    |**Protocol**|Select **UDP**.|
    |**Port**|Enter a port between 1 and 65535.|

2.  Click **Next**.

## Step 3: Confirm

1.  Click **Submit**.
2.  In the **Done** dialog box, click **OK**.

The rule appears in the **Rules** list.

## Add a second rule

1.  Click **Add Rule** again for another port.
`;

const zh = `# 添加转发规则

## 步骤一 打开向导

1.  登录[负载均衡控制台](https://slb.console.aliyun.com)。
2.  在**实例管理**页面，单击**添加规则**。

## 步骤二：配置端口

1.  选择**协议**为**UDP**。
2.  单击**下一步**。

## 步骤十一：提交

1.  单击**提交**。
`;

describe('a procedure divided under step headings', () => {
  it('is read as one procedure, its parts in order, under the heading that holds them', () => {
    const procs = parseProcedures(en);
    expect(procs.map((p) => [p.title, p.line, p.steps.length, p.console])).toEqual([
      ['Add a forwarding rule', 9, 6, true],
      ['Add a second rule', 34, 1, true],
    ]);
    const [whole] = procs;
    expect(whole.steps.map((s) => s.label)).toEqual(['1-1', '1-2', '2-1', '2-2', '3-1', '3-2']);
    expect(whole.steps.map((s) => s.index)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(whole.prerequisites).toEqual(['A load balancer exists.']);
    // The table of a part belongs to its step, and the last part's closing sentence is the whole's result.
    expect(whole.steps[2].intents).toContainEqual({ kind: 'choose', field: 'Protocol', option: 'UDP' });
    expect(whole.result?.intents).toEqual([{ kind: 'expect', text: 'The rule appears in the Rules list', label: 'Rules' }]);
  });

  it('is read whole by parseSteps for a task body', () => {
    expect(parseSteps(en).map((s) => [s.label, s.text])).toEqual([
      ['1-1', 'Log on to the SLB console.'],
      ['1-2', 'On the Instances page, find the load balancer and click Add Rule in the Actions column.'],
      ['2-1', 'In the Port step, set the following parameters.'],
      ['2-2', 'Click Next.'],
      ['3-1', 'Click Submit.'],
      ['3-2', 'In the Done dialog box, click OK.'],
    ]);
    expect(parseSteps(zh).map((s) => s.label)).toEqual(['1-1', '1-2', '2-1', '2-2', '11-1']);
    expect(parseProcedures(zh).map((p) => [p.title, p.steps.length])).toEqual([['添加转发规则', 5]]);
  });

  it('keeps a page with one step heading as it was, and parts split by another heading apart', () => {
    const one = '# Create a trigger\n\n## Step 1: Create it\n\n1. Log on to the console.\n2. Click **Create Trigger**.\n';
    expect(parseProcedures(one).map((p) => [p.title, p.steps.map((s) => s.label)])).toEqual([['Step 1: Create it', ['1', '2']]]);
    expect(parseSteps(one).map((s) => s.label)).toEqual(['1', '2']);
    const apart = '# Tags\n\n## Step 1: Tag\n\n1. Click **Tags**.\n\n## Notes\n\nTags are free.\n\n## Step 2: Check\n\n1. Click **Refresh**.\n';
    expect(parseProcedures(apart).map((p) => p.steps.length)).toEqual([1, 1]);
  });

  it('acts in a console when one of its parts does, with the commands of the others outside', () => {
    const page = `# Grow a data disk

## Step 1: Resize the disk in the console

1.  Log on to the ECS console.
2.  On the **Disks** page, click **Resize** in the **Actions** column.
3.  Set **Capacity** to \`40\` and click **OK**.

## Step 2: Grow the file system

1.  Connect to the instance.
2.  Run the following command:

    \`\`\`
    growpart /dev/vda 1
    \`\`\`

3.  Run the following command:

    \`\`\`
    resize2fs /dev/vda1
    \`\`\`

4.  Run the \`df -h\` command.
`;
    const [proc] = parseProcedures(page);
    expect(proc.console).toBe(true);
    expect(proc.steps.map((s) => !!s.outside)).toEqual([false, false, false, true, true, true, true]);
  });

  it('knows a step heading and its number', () => {
    for (const t of ['Step 1: Create a bucket', 'Step 2 Configure', 'STEP 3. Verify', '步骤一：创建实例', '步骤二 配置监听', '步骤 3. 检查', '第2步：授权']) {
      expect(STEP_HEADING.test(t), t).toBe(true);
    }
    for (const t of ['Steps', 'Stepwise scaling', '操作步骤', '步骤', 'Procedure']) expect(STEP_HEADING.test(t), t).toBe(false);
    expect(['Step 12: X', '步骤二', '步骤十', '步骤十二：X', '第三步'].map((t) => partNumber(t, 9))).toEqual(['12', '2', '10', '12', '3']);
    expect(partNumber('Step', 4)).toBe('4');
  });
});
