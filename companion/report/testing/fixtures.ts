/** Hand-built report and trajectories for the writers' tests: one verified, one defective, one inconclusive task. */
import { deflateSync, crc32 } from 'node:zlib';
import type { Report, TrajectoryRecord, TrajectoryStep } from '../../../protocol';

/** Secrets the tests plant in step text, thoughts and actions; one has every character that gets escaped. */
export const SECRETS = ['S3cr3t pa ss"<&>/?', 'LTAI5tQzXsecretAK42'];

/** A real PNG of one colour. */
export function png(width: number, height: number, rgb: [number, number, number] = [51, 102, 204]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const idat = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG header (SOI, JFIF APP0, SOF0, EOI): enough for sniffing its size, not a picture. */
export function jpegHeader(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

export const FIX_DIFF = `--- a/tasks/ecs/create-security-group.md
+++ b/tasks/ecs/create-security-group.md
@@ -12,3 +12,3 @@
 1. In the left-side navigation pane, choose **Network & Security** > **Security Groups**.
-2. Click **Create Security Group**.
+2. Click **Create**.
 3. Enter a name in the **Security Group Name** field.
`;

export function sampleReport(): Report {
  return {
    tool: 'aliyun-console-agent',
    version: '0.1.0',
    startedAt: '2026-11-30T01:02:03.000Z',
    finishedAt: '2026-11-30T01:03:45.500Z',
    policy: 'local',
    emulator: 'http://127.0.0.1:7300',
    tasks: [
      {
        id: 'ecs/stop-instance',
        title: 'Stop an ECS instance',
        file: 'tasks/ecs/stop-instance.md',
        verdict: 'verified',
        success: true,
        successSource: 'actiontrail',
        rules: [{ rule: 'Ecs StopInstance {InstanceId: i-bp1abc}', held: true, eventId: 'evt-1' }],
        steps: [
          { index: 1, text: 'In the left-side navigation pane, choose **Instances & Images** > **Instances**.', kind: 'pass' },
          { index: 2, text: 'Find the instance and click **Stop** in the **Actions** column.', kind: 'pass' },
          { index: 3, text: 'In the dialog box, click **OK**.', kind: 'pass' },
        ],
        defects: [],
        actions: 4,
        seconds: 12.34,
        variant: null,
      },
      {
        id: 'ecs/create-security-group',
        title: 'Create a security group <script>alert("doc")</script>',
        file: 'tasks/ecs/create-security-group.md',
        verdict: 'defective',
        success: true,
        successSource: 'actiontrail',
        rules: [{ rule: 'Ecs CreateSecurityGroup {SecurityGroupName: sg-doc-x1}', held: true, eventId: 'evt-7' }],
        steps: [
          { index: 1, text: 'Choose **Network & Security** > **Security Groups**.', kind: 'pass' },
          {
            index: 2,
            text: 'Click **Create Security Group**. <script>alert(1)</script>',
            kind: 'label-changed',
            expected: 'a button labelled "Create Security Group"',
            actual: `button "Create" (the password field already held ${SECRETS[0]})`,
            evidence: {
              screenshot: 'screenshots/ep-sg-1-001.png',
              element: { ref: 'e20', role: 'button', name: 'Create', box: { x: 40, y: 30, width: 60, height: 20 } },
              url: 'http://127.0.0.1:7300/ecs/security-groups',
            },
          },
          { index: 3, text: 'Enter a name in the **Security Group Name** field.', kind: 'pass' },
        ],
        defects: [
          {
            step: 2,
            kind: 'label-changed',
            expected: 'a button labelled "Create Security Group"',
            actual: 'button "Create" & nothing else',
            fix: FIX_DIFF,
            evidence: { screenshot: 'screenshots/ep-sg-1-001.png' },
          },
        ],
        actions: 6,
        seconds: 20.5,
        variant: 'ecs-create-button-renamed',
        expectMet: true,
      },
      {
        id: 'vpc/create-vswitch',
        title: '创建交换机',
        verdict: 'inconclusive',
        success: false,
        successSource: 'unknown',
        rules: [{ rule: 'Vpc CreateVSwitch', held: false }],
        steps: [
          { index: 1, text: '在左侧导航栏，单击**交换机**。', kind: 'pass' },
          { index: 2, text: '单击**创建交换机**。', kind: 'env-blocked', actual: 'OperationDenied.NoStock: zone out of stock' },
        ],
        defects: [],
        actions: 3,
        seconds: 8,
        variant: null,
        reason: 'OperationDenied.NoStock in cn-hangzhou-k: the environment, not the doc',
      },
    ],
  };
}

function step(index: number, over: Partial<TrajectoryStep>): TrajectoryStep {
  return {
    index,
    docStep: 1,
    observation: { text: `ECS · Security Groups  step ${index}\n[e20] button Create`, url: 'http://127.0.0.1:7300/ecs/security-groups', chars: 60 },
    output: '',
    thought: '',
    action: null,
    result: { ok: true, changes: {} },
    ms: 120,
    ...over,
  };
}

export function sampleTrajectories(): TrajectoryRecord[] {
  const base = {
    groupId: 'g1',
    policy: { name: 'local', version: '0.1.0' },
    account: 'acct-1',
    variant: null,
    locale: 'en-US',
    rewardSource: 'actiontrail' as const,
    cost: { cny: 0, promptTokens: 0, completionTokens: 0 },
    startedAt: '2026-11-30T01:02:03.000Z',
  };
  return [
    {
      ...base,
      taskId: 'ecs/create-security-group',
      episodeId: 'ep-sg-1',
      variant: 'ecs-create-button-renamed',
      reward: 1,
      success: true,
      seconds: 20.5,
      steps: [
        step(0, {
          thought: 'The doc says **Create Security Group**; the page has a button "Create" <b>instead</b>.',
          action: { type: 'note_deviation', step: 2, kind: 'label-changed', expected: 'Create Security Group', actual: 'Create' },
          verdict: 'label-changed',
          docStep: 2,
          observation: {
            text: 'ECS · Security Groups\n[e20] button Create',
            url: 'http://127.0.0.1:7300/ecs/security-groups',
            screenshot: 'screenshots/ep-sg-1-001.png',
            screenshotSize: { width: 160, height: 100, originalWidth: 320, originalHeight: 200 },
            chars: 40,
          },
          target: { ref: 'e20', x: 70, y: 40, nx: 218, ny: 200, role: 'button', name: 'Create' },
        }),
        step(1, {
          thought: `Type the password ${SECRETS[0]} into the field.`,
          action: { type: 'type', ref: 'e31', text: SECRETS[0], clear: true, submit: false },
          docStep: 3,
          observation: {
            text: 'dialog Create\n[e31] textbox Password',
            url: `http://127.0.0.1:7300/ecs/security-groups?token=${encodeURIComponent(SECRETS[1])}`,
            screenshot: 'screenshots/ep-sg-1-002.jpg',
            chars: 30,
          },
          result: { ok: false, error: { code: 'not-editable', message: `field refused ${SECRETS[1]}` }, changes: {} },
        }),
        step(2, {
          thought: 'Done.',
          action: { type: 'task_complete', summary: 'created sg-doc-x1' },
          docStep: 3,
          output: 'Thought: Done.\nAction: {"type":"task_complete"',
          parseError: 'Unexpected end of JSON input',
        }),
      ],
    },
    {
      ...base,
      taskId: 'ecs/stop-instance',
      episodeId: 'ep-stop-1',
      reward: 1,
      success: true,
      seconds: 12.34,
      steps: [step(0, { thought: 'Open Instances.', action: { type: 'click', ref: 'e12' } })],
    },
  ];
}

/** A run folder under the OS temp dir holding the screenshots the sample report and trajectories refer to. */
export async function sampleRunDir(): Promise<string> {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { createRunDir } = await import('../run-dir');
  const { saveScreenshot } = await import('../trajectory');
  const dir = await createRunDir(await mkdtemp(join(tmpdir(), 'aca-report-')));
  await saveScreenshot(dir, 'ep-sg-1', 1, png(160, 100), 'image/png');
  await saveScreenshot(dir, 'ep-sg-1', 2, jpegHeader(160, 100), 'image/jpeg');
  return dir;
}
