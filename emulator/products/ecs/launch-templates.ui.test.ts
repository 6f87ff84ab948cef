// End-to-end: launch templates in headless Chromium, today's console (English) and ecs@2019 (Chinese), walked as the
// help-center pages do: Create Template, New Version saved to the template, Set as Default, Delete a version, an
// instance from the template, Delete the template.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, consoleApi, openConsole, rowAction, startHarness, toast, type Harness } from '../../console/uiHarness';

type Template = { LaunchTemplateId: string; LaunchTemplateName: string; DefaultVersionNumber: number; LatestVersionNumber: number };
const templates = async (page: Page) =>
  (await consoleApi<{ LaunchTemplateSets: { LaunchTemplateSet: Template[] } }>(page, 'Ecs', 'DescribeLaunchTemplates', { RegionId: 'cn-hangzhou' })).LaunchTemplateSets.LaunchTemplateSet;
const versions = async (page: Page, id: string) =>
  (await consoleApi<{ LaunchTemplateVersionSets: { LaunchTemplateVersionSet: Array<{ VersionNumber: number; DefaultVersion: boolean }> } }>(page, 'Ecs', 'DescribeLaunchTemplateVersions', { RegionId: 'cn-hangzhou', LaunchTemplateId: id }))
    .LaunchTemplateVersionSets.LaunchTemplateVersionSet.map((v) => [v.VersionNumber, v.DefaultVersion]);

describe('ECS launch templates', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a template and a version, sets the default, runs an instance from a version, deletes the version and the template (English)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { path: '/ecs' });
    await page.getByRole('link', { name: 'Launch Templates' }).click();
    await page.getByRole('button', { name: 'Create Template' }).click();
    await choose(page, page, 'Instance Type', 'ecs.g7.large');
    await choose(page, page, 'Image', 'Alibaba Cloud Linux');
    await choose(page, page, 'VPC', 'vpc-');
    await choose(page, page, 'vSwitch', 'vsw-');
    await choose(page, page, 'Security Group', 'sg-');
    await page.getByRole('textbox', { name: 'Template Name' }).fill('web-template');
    await page.getByRole('button', { name: 'Create Launch Template' }).click();
    await page.getByText('Created').waitFor();
    await page.getByRole('button', { name: 'View Template' }).click();
    const [created] = await templates(page);
    expect(created).toMatchObject({ LaunchTemplateName: 'web-template', DefaultVersionNumber: 1 });

    await (await rowAction(page, 'web-template', 'New Version')).click();
    await page.getByRole('radio', { name: 'Create Version' }).check();
    await choose(page, page, 'Template', 'web-template');
    await page.getByRole('textbox', { name: 'Template Description' }).fill('second');
    await page.getByRole('button', { name: 'Create Launch Template' }).click();
    await page.getByRole('button', { name: 'View New Version' }).click();
    await page.getByRole('tab', { name: 'Version Information' }).waitFor();
    expect(await versions(page, created.LaunchTemplateId)).toEqual([[2, false], [1, true]]);

    await (await rowAction(page, 'second', 'Set as Default')).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The default version is set.');
    expect(await versions(page, created.LaunchTemplateId)).toEqual([[2, true], [1, false]]);

    // Version 1 (no description) has the network and the image: an instance is made from it.
    await page.getByRole('button', { name: 'Refresh' }).click();
    const versionOne = page.locator('.next-table-body .next-table-row').filter({ hasNotText: 'second' }).first();
    await versionOne.getByRole('button', { name: 'Create Instance' }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: 'Instance Name' }).fill('from-template');
    await page.getByRole('dialog').getByRole('button', { name: 'Create Instance' }).click();
    expect(await toast(page)).toBe('The instance is being created.');
    const instances = await consoleApi<{ Instances: { Instance: Array<{ InstanceName: string; InstanceType: string }> } }>(page, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou', InstanceName: 'from-template' });
    expect(instances.Instances.Instance).toMatchObject([{ InstanceName: 'from-template', InstanceType: 'ecs.g7.large' }]);

    // It is no longer the default: its Delete is enabled.
    await versionOne.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The version is deleted.');
    expect(await versions(page, created.LaunchTemplateId)).toEqual([[2, true]]);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Launch Templates' }).click();
    await (await rowAction(page, 'web-template', 'Delete')).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The template is deleted.');
    expect(await templates(page)).toEqual([]);
  });

  it('ecs@2019 (Chinese): 部署与弹性 > 实例启动模板, 创建新版本, 确认', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019' }, { lang: 'zh', path: '/ecs' });
    await page.getByRole('link', { name: '实例启动模板' }).click();
    await page.getByRole('button', { name: '创建模板' }).click();
    await page.getByRole('textbox', { name: '模板名称' }).fill('模板一');
    await page.getByRole('button', { name: '创建启动模板' }).click();
    await page.getByRole('button', { name: '查看模板' }).click();
    const [created] = await templates(page);

    await (await rowAction(page, '模板一', '新建版本')).click();
    await page.getByRole('radio', { name: '创建新版本' }).check();
    await choose(page, page, '选择模板', '模板一');
    await page.getByRole('button', { name: '创建启动模板' }).click();
    await page.getByRole('button', { name: '查看新版本' }).click();
    await page.getByRole('tab', { name: '版本信息' }).waitFor();
    expect(await versions(page, created.LaunchTemplateId)).toEqual([[2, false], [1, true]]);

    await (await rowAction(page, '2', '删除')).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认', exact: true }).click();
    expect(await toast(page)).toBe('版本已删除。');
    expect(await versions(page, created.LaunchTemplateId)).toEqual([[1, true]]);
  });
});
