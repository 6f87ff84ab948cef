// Number boxes and the lists of a details page's tabs in the catalogue, as the compiler reads them: pages written
// for these tests, compiled against a real emulator's catalogue (today's, and ECS's console of 2021).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { fetchCatalogue, type Catalogue } from './catalogue';
import { compiledOne } from '../../test/compile-catalogue';

let emulator: RunningEmulator;
let today: Catalogue;
let ecs2021: Catalogue;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'compile-numbers' });
  [today, ecs2021] = await Promise.all([fetchCatalogue(emulator), fetchCatalogue(emulator, ['ecs@2021'])]);
});
afterAll(() => emulator.close());

const bandwidthPage = (step6: string) => [
  '# Raise the bandwidth of the EIP of an instance',
  '',
  '1. Log on to the [ECS console](https://ecs.console.aliyun.com).',
  '2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.',
  '3. Select a region at the top of the page.',
  '4. Find the instance and click **Upgrade/Downgrade** in the **Actions** column.',
  '5. Select **Bandwidth Adjustment** and click **Continue**.',
  step6,
  '7. Select the *EIP Terms of Service* and click **Activate**.',
];

describe('a number box of the decisive dialog', () => {
  it('is in the catalogue with the bounds the console gives it', () => {
    const ecs = ecs2021.product('ecs')!;
    const control = ecs.controls.find((c) => c.action === 'ModifyInstanceNetworkSpec' && c.fields.some((f) => f.kind === 'number'))!;
    expect(control.fields.find((f) => f.kind === 'number')).toMatchObject({ param: 'InternetMaxBandwidthOut', en: 'Peak Bandwidth', min: 0, max: 100 });
  });

  it('gets a value within its bounds when the doc leaves it to the reader, and the rule expects it', () => {
    const task = compiledOne(bandwidthPage('6. Choose a new peak bandwidth.'), ecs2021);
    expect(task.front.success[0]).toMatchObject({ event: 'ModifyInstanceNetworkSpec', params: { InstanceId: '${vm.id}', InternetMaxBandwidthOut: '${inputs.peakBandwidth}' } });
    expect(task.front.inputs).toEqual({ peakBandwidth: '1' });
    expect(task.inferred.find((i) => i.item === 'inputs.peakBandwidth')!.what).toMatch(/from 0 to 100/);
  });

  it('takes the number the doc writes for it', () => {
    const task = compiledOne(bandwidthPage('6. Set **Peak Bandwidth** to `20`.'), ecs2021);
    expect(task.front.inputs).toEqual({ peakBandwidth: '20' });
  });

  it('that starts with the resource\'s own value takes the largest value it accepts (an EIP\'s bandwidth)', () => {
    const task = compiledOne([
      '# Change the bandwidth of an EIP',
      '',
      '1. Log on to the [VPC console](https://vpc.console.aliyun.com).',
      '2. In the left-side navigation pane, click **Elastic IP Addresses**.',
      '3. Find the EIP and choose **More** > **Modify Configuration**.',
      '4. Change the bandwidth and click **Buy Now**.',
    ], today);
    expect(task.front.success[0]).toMatchObject({ event: 'ModifyEipAddressAttribute', params: { AllocationId: '${eip.id}', Bandwidth: '${inputs.maximumBandwidth}' } });
    expect(task.front.inputs).toEqual({ maximumBandwidth: '200' });
  });
});

describe('a list inside a details page\'s tab', () => {
  it('lends its row actions to the catalogue, apart from the console\'s own lists', () => {
    const ecs = today.product('ecs')!;
    expect(ecs.controls.find((c) => c.action === 'DeleteLaunchTemplateVersion')).toMatchObject({ path: ['Delete'], rowParams: ['DeleteVersion.1'], listId: 'VersionNumber' });
    expect(ecs.lists).not.toContain('VersionNumber');
  });

  it('makes deleting a version of a launch template DeleteLaunchTemplateVersion, and deleting the template DeleteLaunchTemplate', () => {
    const steps = (title: string, more: string[]) => [`# ${title}`, '', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Instances & Images** > **Launch Templates**.', ...more];
    const version = compiledOne(steps('Delete a version of a launch template', ['3. Click the ID of the template.', '4. On the **Versions** tab, find the version and click **Delete** in the **Actions** column.', '5. Click **OK**.']), today);
    expect(version.front.success.map((r) => r.event)).toEqual(['DeleteLaunchTemplateVersion']);
    expect(version.front.requires.map((r) => r.type)).toContain('ecs_launch_template');
    const template = compiledOne(steps('Delete a launch template', ['3. Find the template and click **Delete** in the **Actions** column.', '4. Click **OK**.']), today);
    expect(template.front.success.map((r) => r.event)).toEqual(['DeleteLaunchTemplate']);
  });

  it('in Chinese too: 版本 is a version', () => {
    const task = compiledOne(['# 删除启动模板的版本', '', '1. 登录[ECS管理控制台](https://ecs.console.aliyun.com)。', '2. 在左侧导航栏，选择**实例与镜像** > **启动模板**。', '3. 单击模板ID。', '4. 在**版本**页签，找到版本，在**操作**列中单击**删除**。', '5. 单击**确定**。'], today);
    expect(task.front.success.map((r) => r.event)).toEqual(['DeleteLaunchTemplateVersion']);
  });
});
