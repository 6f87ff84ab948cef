// End-to-end: deployment sets in headless Chromium, walked as the help-center pages do: Create Deployment Set,
// Modify Information, an instance's ⋮ > Instance Settings > Change Deployment Set (Force Change), Delete (refused
// while the set holds the instance); ecs@2019 in Chinese: 创建部署集 with 名称 and the one strategy 高可用.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, pickMenu, rowAction, startHarness, toast, type Harness } from '../../console/uiHarness';

type Sets = { DeploymentSets: { DeploymentSet: Array<{ DeploymentSetId: string; DeploymentSetName: string; DeploymentSetDescription: string; DeploymentStrategy: string; InstanceAmount: number }> } };
const sets = async (page: Page) => (await consoleApi<Sets>(page, 'Ecs', 'DescribeDeploymentSets', { RegionId: 'cn-hangzhou' })).DeploymentSets.DeploymentSet;

describe('ECS deployment sets', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates, modifies, moves an instance into a set and deletes the set once empty (English)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs' });
    await page.getByRole('link', { name: 'Deployment Sets' }).click();
    await page.getByRole('button', { name: 'Create Deployment Set' }).click();
    const create = page.getByRole('dialog', { name: 'Create Deployment Set' });
    await create.getByRole('textbox', { name: 'Deployment Set Name' }).fill('web-ha');
    await create.getByRole('radio', { name: 'High Availability Group Strategy' }).check();
    await create.getByRole('textbox', { name: 'Description' }).fill('web tier');
    await create.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The deployment set is created.');
    const [created] = await sets(page);
    expect(created).toMatchObject({ DeploymentSetName: 'web-ha', DeploymentStrategy: 'AvailabilityGroup', DeploymentSetDescription: 'web tier' });

    await (await rowAction(page, 'web-ha', 'Modify Information')).click();
    const modify = page.getByRole('dialog', { name: 'Modify Information' });
    await modify.getByRole('textbox', { name: 'Deployment Set Name' }).fill('web-ha-2');
    await modify.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The deployment set is modified.');
    expect((await sets(page))[0].DeploymentSetName).toBe('web-ha-2');

    const instances = await consoleApi<{ Instances: { Instance: Array<{ InstanceId: string }> } }>(page, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou' });
    const instanceId = instances.Instances.Instance[0].InstanceId;
    await page.getByRole('link', { name: 'Instances', exact: true }).click();
    await (await rowAction(page, instanceId, 'More')).click();
    await pickMenu(page, ['Instance Settings', 'Change Deployment Set']);
    const change = page.getByRole('dialog', { name: 'Change Deployment Set' });
    await choose(page, change, 'Deployment Set', 'web-ha-2');
    await change.getByRole('radio', { name: 'Yes' }).check();
    await change.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The deployment set of the instance is changed.');
    expect((await sets(page))[0].InstanceAmount).toBe(1);

    await page.getByRole('link', { name: 'Deployment Sets' }).click();
    await (await rowAction(page, 'web-ha-2', 'Delete')).click();
    await page.getByRole('dialog', { name: 'Delete Deployment Set' }).getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toMatch(/DependencyViolation\.NotEmpty/);
    expect(await sets(page)).toHaveLength(1);
  });

  it('ecs@2019 (Chinese): 部署与弹性 > 部署集, 创建部署集 with 名称 and 高可用, then 删除部署集', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019' }, { lang: 'zh', path: '/ecs' });
    await page.getByRole('link', { name: '部署集' }).click();
    await page.getByRole('button', { name: '创建部署集' }).click();
    const create = page.getByRole('dialog', { name: '创建部署集' });
    await create.getByRole('textbox', { name: '名称' }).fill('部署集一');
    expect(await create.getByRole('radio').count()).toBe(1);
    await create.getByRole('radio', { name: '高可用' }).check();
    await create.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('部署集已创建。');
    expect((await sets(page))[0]).toMatchObject({ DeploymentSetName: '部署集一', DeploymentStrategy: 'Availability' });

    await (await rowAction(page, '部署集一', '删除部署集')).click();
    await page.getByRole('dialog', { name: '删除部署集' }).getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('部署集已删除。');
    expect(await sets(page)).toEqual([]);
  });
});
