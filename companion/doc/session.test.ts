import { describe, expect, it } from 'vitest';
import { parseSteps } from './steps';

// Steps done in an instance after the doc connects to it are not the console's, however console-like their words;
// the console is back when a step names it or opens it.
describe('reader: steps done in an instance the doc connected to', () => {
  it('marks the steps after a connection as done in the instance until a step names the console', () => {
    const steps = parseSteps([
      '1. 远程连接到目标 Windows 实例。',
      '2. 打开注册表编辑器，找到端口那一项。',
      '3. 在弹出的对话框中，选择**十进制**，单击**确定**。',
      '4. 登录ECS管理控制台，找到该实例，单击**重启**。',
      '5. 在**安全组规则**页面，单击**手动添加**。',
    ].join('\n'));
    expect(steps.map((s) => Boolean(s.inInstance))).toEqual([false, true, true, false, false]);
    expect(steps.map((s) => Boolean(s.outside))).toEqual([true, true, true, false, false]);
  });

  it('does the same in English, and leaves alone a doc that never connects to an instance', () => {
    const steps = parseSteps(['1. Connect to the Linux instance.', '2. Press **Esc** and save the file.', '3. Log on to the ECS console and click **Instances**.'].join('\n'));
    expect(steps.map((s) => Boolean(s.inInstance))).toEqual([false, true, false]);
    const plain = parseSteps(['1. In the dialog box, select **Decimal** and click **OK**.', '2. Click **Restart**.'].join('\n'));
    expect(plain.some((s) => s.inInstance || s.outside)).toBe(false);
  });
});
