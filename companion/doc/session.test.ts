import { describe, expect, it } from 'vitest';
import { parseProcedures } from './procedures';
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

// A step set in a window of the system or in a program on the reader's computer is that program's, clicks and dialog
// boxes included; a console named in the step keeps it in the console.
describe('reader: steps set in a window of the system or a local program', () => {
  it('marks a step outside when it names the system window or the program it works in', () => {
    const steps = parseSteps([
      '1. In **Server Manager**, choose **Tools** > **Computer Management**.',
      '2. In the **Disk Management** window, right-click the new disk and click **Online**.',
      '3. 按Win+R，在运行对话框中输入 diskmgmt.msc，单击**确定**。',
      '4. 在新建简单卷向导中，单击**下一步**。',
      '5. Log on to ossbrowser and click the bucket **demo**.',
    ].join('\n'));
    expect(steps.map((s) => Boolean(s.outside))).toEqual([true, true, true, true, true]);
    // Done there, its bold labels the program's: the console has nothing of them to show.
    expect(steps.map((s) => Boolean(s.inInstance))).toEqual([true, true, true, true, true]);
    const inConsole = parseSteps([
      '1. In the Upgrade Wizard dialog box, select **Instance Type** and click **Continue**.',
      '2. Log on to the ECS console and open the **Disk Management** page of the instance.',
    ].join('\n'));
    expect(inConsole.map((s) => Boolean(s.outside))).toEqual([false, false]);
  });

  it('keeps the steps after one set in a system window in that system until a step names a console', () => {
    const steps = parseSteps([
      '1. Log on to ossbrowser.',
      '2. Click the bucket **demo** and click **Upload**.',
      '3. Log on to the OSS console and click **Buckets**.',
      '4. Click **Create Bucket**.',
    ].join('\n'));
    expect(steps.map((s) => Boolean(s.outside))).toEqual([true, true, false, false]);
    expect(steps.map((s) => Boolean(s.inInstance))).toEqual([true, true, false, false]);
  });

  it('keeps steps set in another vendor\'s site there, its console included, until a step names an Alibaba Cloud console', () => {
    const steps = parseSteps([
      '1. Log on to the Okta portal as an administrator and click **Applications**.',
      '2. Click **Create App Integration**, select **SAML 2.0** and click **Next**.',
      '3. Log on to the RAM console and choose **Integrations** > **SSO**.',
      '4. Click **Edit** and upload the metadata file.',
    ].join('\n'));
    expect(steps.map((s) => Boolean(s.outside))).toEqual([true, true, false, false]);
    expect(steps.map((s) => Boolean(s.inInstance))).toEqual([true, true, false, false]);
    const dnspod = parseSteps(['1. 登录DNSPod控制台，单击**添加记录**。', '2. 将**记录类型**设为CNAME，单击**保存**。', '3. 登录阿里云CDN控制台，单击**域名管理**。'].join('\n'));
    expect(dnspod.map((s) => Boolean(s.outside))).toEqual([true, true, false]);
    // Another vendor's console is none of our products, whatever its name recalls ("DNS").
    expect(parseSteps('1. Log on to the DNSPod console and click **Add Record**.')[0].intents[0]).toEqual({ kind: 'open-console' });
  });

  it('does not take a procedure done in another vendor\'s site for a console procedure', () => {
    const [proc] = parseProcedures(['# Set up the identity provider', '', '## Procedure', '', '1. Log on to the Okta portal and click **Applications**.', '2. Click **Create App Integration**.', '3. Select **SAML 2.0** and click **Next**.'].join('\n'));
    expect(proc.console).toBe(false);
    // Or one its heading sets there, with steps that name no site.
    const [okta, ram] = parseProcedures(['# SSO', '', '## Add a person in Okta', '', '1. In the top navigation bar, choose **Directory** > **People**.', '2. Click **Add Person** and click **Save**.', '', '## Create a RAM user in Alibaba Cloud', '', '1. Log on to the RAM console.', '2. Click **Create User**.'].join('\n'));
    expect([okta.console, ram.console]).toEqual([false, true]);
  });
});

