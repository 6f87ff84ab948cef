// The UI variants (documentation drift on purpose): each one changes what a person sees, as the manifest says.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, consoleApi, openConsole, pickMenu, rowAction, startHarness, toast, type Harness } from './uiHarness';

describe('console UI variants', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('ecs-create-button-renamed: Create ECS Instance / 创建ECS实例', async () => {
    const en = await openConsole(h, { variant: 'ecs-create-button-renamed' }, { path: '/ecs/instances' });
    await en.getByRole('button', { name: 'Create ECS Instance' }).waitFor();
    const zh = await openConsole(h, { variant: 'ecs-create-button-renamed' }, { lang: 'zh', path: '/ecs/instances' });
    await zh.getByRole('button', { name: '创建ECS实例' }).waitFor();
  });

  it('ecs-stop-confirm-renamed: the Stop Instance dialog confirms with Confirm Stop / 确认', async () => {
    const page = await openConsole(h, { variant: 'ecs-stop-confirm-renamed', fixtures: { instances: 2 } }, { path: '/ecs/instances' });
    const list = await consoleApi<{ Instances: { Instance: { InstanceName: string; Status: string }[] } }>(page, 'Ecs', 'DescribeInstances', {});
    const name = list.Instances.Instance.find((i) => i.Status === 'Running')!.InstanceName;
    await (await rowAction(page, name, 'More')).click();
    await pickMenu(page, ['Instance Status', 'Stop']);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Confirm Stop', exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Confirm', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Confirm Stop', exact: true }).click();
    expect(await toast(page)).toBe('The instance is being stopped.');
  });

  it('ecs-disk-attach-moved: Attach leaves the disk row for its More menu', async () => {
    const page = await openConsole(h, { variant: 'ecs-disk-attach-moved', fixtures: { instances: 1 } }, { path: '/ecs/disks' });
    const disks = await consoleApi<{ Disks: { Disk: { DiskId: string }[] } }>(page, 'Ecs', 'DescribeDisks', {});
    const id = disks.Disks.Disk[0].DiskId;
    await page.getByText(id).first().waitFor();
    expect(await (await rowAction(page, id, 'Attach')).count()).toBe(0);
    await (await rowAction(page, id, 'More')).click();
    await page.locator('.next-overlay-wrapper.opened').getByText('Attach', { exact: true }).waitFor();
  });

  it('ecs-sg-nav-moved: Security Groups sits under Instances & Images', async () => {
    const page = await openConsole(h, { variant: 'ecs-sg-nav-moved' }, { path: '/ecs' });
    const nav = (await page.locator('.console-sidenav').innerText()).split('\n').map((s) => s.trim()).filter(Boolean);
    const at = (s: string) => nav.indexOf(s);
    expect(at('Security Groups')).toBeGreaterThan(at('Instances & Images'));
    expect(at('Security Groups')).toBeLessThan(at('Elastic Block Storage'));
    await page.getByRole('link', { name: 'Security Groups', exact: true }).click();
    await page.getByRole('heading', { name: 'Security Groups', level: 1 }).waitFor();
  });

  it('ecs-create-sg-type-required: Security Group Type loses its default and must be chosen', async () => {
    const page = await openConsole(h, { variant: 'ecs-create-sg-type-required', fixtures: { vpcs: 1 } }, { path: '/ecs/security-groups/create' });
    await page.getByRole('textbox', { name: 'Security Group Name' }).fill('sg-typed');
    await choose(page, page, 'Network', 'vpc-');
    await page.locator('.form-footer').getByRole('button', { name: 'Create Security Group' }).click();
    await page.getByText('Select a security group type').waitFor();
    await page.locator('label').filter({ hasText: 'Advanced Security Group' }).click();
    await page.locator('.form-footer').getByRole('button', { name: 'Create Security Group' }).click();
    expect(await toast(page)).toBe('The security group is created.');
    const groups = await consoleApi<{ SecurityGroups: { SecurityGroup: { SecurityGroupName: string; SecurityGroupType: string }[] } }>(page, 'Ecs', 'DescribeSecurityGroups', {});
    expect(groups.SecurityGroups.SecurityGroup.find((g) => g.SecurityGroupName === 'sg-typed')?.SecurityGroupType).toBe('enterprise');
  });

  it('vpc-vswitch-nav-renamed: Switches / 虚拟交换机, and the page title follows', async () => {
    const en = await openConsole(h, { variant: 'vpc-vswitch-nav-renamed' }, { path: '/vpc' });
    await en.getByRole('link', { name: 'Switches', exact: true }).click();
    await en.getByRole('heading', { name: 'Switches', level: 1 }).waitFor();
    const zh = await openConsole(h, { variant: 'vpc-vswitch-nav-renamed' }, { lang: 'zh', path: '/vpc/vswitches' });
    await zh.getByRole('heading', { name: '虚拟交换机', level: 1 }).waitFor();
  });

  it('vpc-create-vpc-ipv4-label: IPv4 Network Segment on Create VPC', async () => {
    const page = await openConsole(h, { variant: 'vpc-create-vpc-ipv4-label' }, { path: '/vpc/vpcs/create' });
    const vpcSection = page.getByRole('region', { name: 'VPC', exact: true });
    await vpcSection.getByRole('textbox', { name: 'IPv4 Network Segment' }).waitFor();
    await expect.poll(() => vpcSection.getByRole('textbox', { name: 'IPv4 CIDR Block' }).count()).toBe(0);
  });

  it('vpc-name-rule-tightened: the API error shows under Name', async () => {
    const page = await openConsole(h, { variant: 'vpc-name-rule-tightened' }, { path: '/vpc/vpcs/create' });
    const vpcSection = page.getByRole('region', { name: 'VPC', exact: true });
    await vpcSection.getByRole('textbox', { name: 'Name' }).fill('Doc-VPC');
    await vpcSection.getByRole('button', { name: '10.0.0.0/8' }).click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    const nameItem = vpcSection.locator('.next-form-item').filter({ has: page.getByRole('textbox', { name: 'Name' }) });
    await expect.poll(() => nameItem.locator('.next-form-item-help').first().innerText().catch(() => '')).toContain('InvalidVpcName.Malformed');
    await expect.poll(() => page.locator('.next-notification').first().innerText().catch(() => '')).toContain('InvalidVpcName.Malformed');
    const vpcs = await consoleApi<{ Vpcs: { Vpc: unknown[] } }>(page, 'Vpc', 'DescribeVpcs', {});
    expect(vpcs.Vpcs.Vpc).toHaveLength(0);
  });
});
