// End-to-end: ECS disks, key pairs and VPC EIPs in headless Chromium against a real emulator. Each flow clicks
// through the pages as a help-center procedure says, then checks what the cloud holds through the console API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

type Disk = { DiskId: string; DiskName: string; Status: string; InstanceId: string; Size: number };
type Instance = { InstanceId: string; InstanceName: string; ZoneId: string; PublicIpAddress: { IpAddress: string[] } };

const disks = async (page: Page) => (await consoleApi<{ Disks: { Disk: Disk[] } }>(page, 'Ecs', 'DescribeDisks', { RegionId: 'cn-hangzhou', DiskType: 'data' })).Disks.Disk;
const instances = async (page: Page) => (await consoleApi<{ Instances: { Instance: Instance[] } }>(page, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou' })).Instances.Instance;

async function until(probe: () => Promise<boolean>, ms = 8000) {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error('condition not met');
    await new Promise((r) => setTimeout(r, 100));
  }
}


describe('ECS storage, key pairs and EIPs', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a disk, attaches it, detaches and releases it (English)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs' });
    const [vm] = await instances(page);
    await page.getByRole('link', { name: 'Disks', exact: true }).click();
    await page.getByRole('button', { name: 'Create Disk' }).click();
    await choose(page, page, 'Zone', /Zone K/);
    await page.getByRole('textbox', { name: 'Disk Name' }).fill('data-ui');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await toast(page)).toBe('The disk is being created.');
    await until(async () => (await disks(page))[0]?.Status === 'Available');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const attach = page.locator('.next-table-row').filter({ hasText: 'data-ui' }).getByRole('button', { name: 'Attach', exact: true });
    await until(async () => attach.isEnabled());
    await attach.click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog, 'Destination Instance', vm.InstanceId);
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The disk is being attached.');
    await until(async () => (await disks(page))[0]?.Status === 'In_use');
    expect((await disks(page))[0]).toMatchObject({ DiskName: 'data-ui', InstanceId: vm.InstanceId, Size: 40 });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('.next-table-row').filter({ hasText: 'data-ui' }).getByText('In Use').waitFor();
    await page.locator('.next-table-row').filter({ hasText: 'data-ui' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Detach' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The disk is being detached.');
    await until(async () => (await disks(page))[0]?.Status === 'Available');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('.next-table-row').filter({ hasText: 'data-ui' }).getByText('Unattached').waitFor();
    await page.locator('.next-table-row').filter({ hasText: 'data-ui' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Release' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The disk is released.');
    expect(await disks(page)).toEqual([]);
  });

  it('creates a key pair, shows the private key once, binds it to an instance and unbinds it from the list, and deletes it (English)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs/key-pairs' });
    const [vm] = await instances(page);
    const keyOf = async () => (await consoleApi<{ Instances: { Instance: { KeyPairName: string }[] } }>(page, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou' })).Instances.Instance[0].KeyPairName;
    await page.getByRole('button', { name: 'Create Key Pair' }).click();
    await page.getByRole('textbox', { name: 'Key Pair Name' }).fill('ui-key');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The key pair is created.');
    expect(await page.getByRole('textbox', { name: 'Private Key' }).inputValue()).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    await page.getByRole('button', { name: 'Back to Key Pairs' }).click();
    const row = page.locator('.next-table-row').filter({ hasText: 'ui-key' });
    await row.waitFor();
    // Bind and Unbind: check the instance in Select Instance, move it to Selected with >, then OK.
    for (const [link, done, key] of [['Bind Key Pair', 'The key pair is bound.', 'ui-key'], ['Unbind Key Pair', 'The key pair is unbound.', '']] as const) {
      await row.getByRole('button', { name: link, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'OK', exact: true }).click();
      await dialog.getByText('Move at least one instance to Selected.').waitFor();
      await dialog.getByRole('group', { name: 'Select Instance' }).getByRole('checkbox', { name: new RegExp(vm.InstanceId) }).check();
      await dialog.getByRole('button', { name: '>', exact: true }).click();
      await dialog.getByRole('group', { name: 'Selected' }).getByText(vm.InstanceName).waitFor();
      await dialog.getByRole('button', { name: 'OK', exact: true }).click();
      expect(await toast(page)).toBe(done);
      expect(await keyOf()).toBe(key);
    }
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The key pair is deleted.');
    const left = await consoleApi<{ TotalCount: number }>(page, 'Ecs', 'DescribeKeyPairs', { RegionId: 'cn-hangzhou' });
    expect(left.TotalCount).toBe(0);
  });

  it('finds public images by part of their name in the Images page\'s search bar (Chinese)', async () => {
    const page = await openConsole(h, {}, { path: '/ecs/images?tab=public', lang: 'zh' });
    const rows = page.locator('.next-table-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(7);
    await choose(page, page, '搜索项', '镜像名称');
    await page.getByRole('textbox', { name: '搜索值' }).fill('ubuntu');
    await page.getByRole('group', { name: '搜索栏' }).getByRole('button', { name: '搜索' }).click();
    await until(async () => (await rows.count()) === 2);
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('ubuntu_22_04'), expect.stringContaining('ubuntu_20_04')]);
  });

  it('raises an ESSD\'s performance level, then changes its category, from the disk list\'s More menu; a snapshot row\'s 创建自定义镜像 (Chinese)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs/disks', lang: 'zh' });
    type Spec = { DiskId: string; Category: string; PerformanceLevel: string };
    const system = async () => (await consoleApi<{ Disks: { Disk: Spec[] } }>(page, 'Ecs', 'DescribeDisks', { RegionId: 'cn-hangzhou', DiskType: 'system' })).Disks.Disk[0];
    const { DiskId } = await system();
    const row = page.locator('.next-table-row').filter({ hasText: DiskId });
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '修改性能级别' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog, '性能级别', /^PL1/);
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('云盘变配已提交。');
    expect(await system()).toMatchObject({ Category: 'cloud_essd', PerformanceLevel: 'PL1' });
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '云盘变配' }).click();
    await dialog.getByText('ESSD云盘', { exact: true }).waitFor();
    await choose(page, dialog, '云盘种类', 'SSD云盘');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('云盘变配已提交。');
    expect(await system()).toMatchObject({ Category: 'cloud_ssd', PerformanceLevel: '' });

    const { SnapshotId } = await consoleApi<{ SnapshotId: string }>(page, 'Ecs', 'CreateSnapshot', { DiskId, SnapshotName: 'base' });
    const snapshotDone = async () => (await consoleApi<{ Snapshots: { Snapshot: { Status: string }[] } }>(page, 'Ecs', 'DescribeSnapshots', { RegionId: 'cn-hangzhou', SnapshotIds: JSON.stringify([SnapshotId]) })).Snapshots.Snapshot[0]?.Status === 'accomplished';
    await until(snapshotDone, 15000);
    await page.getByRole('link', { name: '快照', exact: true }).click();
    await page.locator('.next-table-row').filter({ hasText: SnapshotId }).getByRole('button', { name: '创建自定义镜像' }).click();
    await dialog.getByRole('textbox', { name: '自定义镜像名称' }).fill('from-snapshot');
    await dialog.getByRole('button', { name: '创建', exact: true }).click();
    await toast(page);
    const images = await consoleApi<{ Images: { Image: { ImageName: string }[] } }>(page, 'Ecs', 'DescribeImages', { RegionId: 'cn-hangzhou', ImageOwnerAlias: 'self' });
    expect(images.Images.Image.map((i) => i.ImageName)).toEqual(['from-snapshot']);
  });

  it('buys an EIP, associates it with an instance and releases it (Chinese)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 2 } }, { path: '/vpc/eips', lang: 'zh' });
    const vm = (await instances(page)).find((i) => !i.PublicIpAddress.IpAddress.length)!;
    await page.getByRole('button', { name: '创建弹性公网IP' }).click();
    await page.getByRole('textbox', { name: '名称' }).fill('eip-ui');
    await page.getByRole('button', { name: '立即购买' }).click();
    expect(await toast(page)).toBe('弹性公网IP创建成功。');
    const row = page.locator('.next-table-row').filter({ hasText: 'eip-ui' });
    await row.getByRole('button', { name: '绑定资源' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, dialog, '选择实例', vm.InstanceId);
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('弹性公网IP绑定中。');
    type Eip = { AllocationId: string; Status: string; InstanceId: string };
    const eips = async () => (await consoleApi<{ EipAddresses: { EipAddress: Eip[] } }>(page, 'Vpc', 'DescribeEipAddresses', { RegionId: 'cn-hangzhou' })).EipAddresses.EipAddress;
    await until(async () => (await eips())[0]?.Status === 'InUse');
    expect((await eips())[0].InstanceId).toBe(vm.InstanceId);
    await row.getByText('已分配').waitFor();
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '解绑' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    // Taken here, or a late one is read for the release's toast below.
    expect(await toast(page)).toBe('弹性公网IP解绑中。');
    await until(async () => (await eips())[0]?.Status === 'Available');
    await row.getByText('可用').waitFor();
    await row.getByRole('button', { name: '更多' }).click();
    await page.getByRole('menuitem', { name: '释放' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('弹性公网IP已释放。');
    expect(await eips()).toEqual([]);
  });
  it('adds, quick-adds, edits and deletes security group rules on the rules page (English)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs/security-groups' });
    type Rule = { SecurityGroupRuleId: string; PortRange: string; SourceCidrIp: string; Priority: string; Description: string };
    const groups = await consoleApi<{ SecurityGroups: { SecurityGroup: Array<{ SecurityGroupId: string }> } }>(page, 'Ecs', 'DescribeSecurityGroups', { RegionId: 'cn-hangzhou' });
    const id = groups.SecurityGroups.SecurityGroup[0].SecurityGroupId;
    const rules = async () => (await consoleApi<{ Permissions: { Permission: Rule[] } }>(page, 'Ecs', 'DescribeSecurityGroupAttribute', { RegionId: 'cn-hangzhou', SecurityGroupId: id, Direction: 'ingress' })).Permissions.Permission;
    const before = (await rules()).length;
    await page.locator('.next-table-row').filter({ hasText: id }).getByRole('link', { name: 'Manage Rules' }).click();
    await page.getByRole('button', { name: 'Add Rule', exact: true }).click();
    const dialog = page.getByRole('dialog');
    // Fusion's NumberPicker names its input "number picker" (REFERENCE: accessibility gaps).
    await dialog.getByRole('textbox', { name: 'number picker' }).fill('5');
    await dialog.getByRole('textbox', { name: 'Port Range' }).fill('8080/8080');
    await dialog.getByRole('textbox', { name: 'Authorization Object' }).fill('10.0.0.0/8');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The rule is added.');
    expect((await rules()).find((r) => r.PortRange === '8080/8080')).toMatchObject({ SourceCidrIp: '10.0.0.0/8', Priority: '5' });
    await page.getByRole('button', { name: 'Quick Add', exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'MySQL (3306)' }).check();
    await dialog.getByRole('checkbox', { name: 'Redis (6379)' }).check();
    await dialog.getByRole('textbox', { name: 'Authorization Object' }).fill('0.0.0.0/0');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The rule is added.');
    expect((await rules()).length).toBe(before + 3);
    const row = page.locator('.next-table-row').filter({ hasText: '8080/8080' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByRole('textbox', { name: 'Authorization Object' }).fill('192.168.0.0/16');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The rule is modified.');
    expect((await rules()).find((r) => r.PortRange === '8080/8080')).toMatchObject({ SourceCidrIp: '192.168.0.0/16', Priority: '5' });
    await page.locator('.next-table-row').filter({ hasText: '192.168.0.0/16' }).getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The rule is deleted.');
    expect((await rules()).some((r) => r.PortRange === '8080/8080')).toBe(false);
  });
});
