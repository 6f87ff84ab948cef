// End-to-end: tags on ECS resources in headless Chromium, as the help-center pages walk them: the Tags column's edit
// icon, Edit Tags (bind a key and value), the same dialog from the row's menu (unbind a checked tag), the batch Edit
// Tags for selected rows, and the list searched by tag key; in English and in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleApi, consoleCall, openConsole, pickMenu, rowAction, rowOf, startHarness, toast, type Harness } from '../../console/uiHarness';

type Tagged = { TagResources: { TagResource: Array<{ ResourceId: string; TagKey: string; TagValue: string }> } };
const tagsOf = async (page: Page, type: string, id: string) =>
  (await consoleApi<Tagged>(page, 'Ecs', 'ListTagResources', { RegionId: 'cn-hangzhou', ResourceType: type, 'ResourceId.1': id })).TagResources.TagResource.map((r) => `${r.TagKey}:${r.TagValue}`);
const instanceIds = async (page: Page) =>
  (await consoleApi<{ Instances: { Instance: Array<{ InstanceId: string }> } }>(page, 'Ecs', 'DescribeInstances', { RegionId: 'cn-hangzhou' })).Instances.Instance.map((i) => i.InstanceId);

describe('ECS tags', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('binds a tag from the Tags column, unbinds it from Instance Settings > Edit Tags, searches by tag key (English)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 2 } }, { path: '/ecs/instances' });
    const [id, other] = await instanceIds(page);
    await rowOf(page, other).waitFor();
    await rowOf(page, id).getByRole('button', { name: 'Edit Tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tags' });
    await dialog.getByRole('textbox', { name: 'Tag Key' }).fill('env');
    await dialog.getByRole('textbox', { name: 'Tag Value' }).fill('prod');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The tags are saved.');
    expect(await tagsOf(page, 'instance', id)).toEqual(['env:prod']);
    await rowOf(page, id).getByText('env:prod').waitFor();

    await page.getByRole('combobox', { name: 'Search by' }).click();
    await page.getByRole('option', { name: 'Tag Key' }).click();
    await page.getByRole('textbox', { name: 'Enter a tag key to filter' }).fill('env');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await rowOf(page, other).waitFor({ state: 'detached' });
    await rowOf(page, id).waitFor();

    await (await rowAction(page, id, 'More')).click();
    await pickMenu(page, ['Instance Settings', 'Edit Tags']);
    const again = page.getByRole('dialog', { name: 'Edit Tags' });
    await again.getByRole('checkbox', { name: 'env:prod' }).check();
    await again.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The tags are saved.');
    expect(await tagsOf(page, 'instance', id)).toEqual([]);
  });

  it('binds one tag to the selected security groups with the batch 编辑标签 (Chinese)', async () => {
    const page = await openConsole(h, { fixtures: { instances: 1 } }, { lang: 'zh', path: '/ecs/security-groups' });
    const groups = (await consoleApi<{ SecurityGroups: { SecurityGroup: Array<{ SecurityGroupId: string }> } }>(page, 'Ecs', 'DescribeSecurityGroups', { RegionId: 'cn-hangzhou' })).SecurityGroups.SecurityGroup;
    const id = groups[0].SecurityGroupId;
    await rowOf(page, id).getByRole('checkbox').check();
    await page.getByRole('button', { name: '编辑标签' }).last().click();
    const dialog = page.getByRole('dialog', { name: '编辑标签' });
    await dialog.getByRole('textbox', { name: '标签键' }).fill('团队');
    await dialog.getByRole('textbox', { name: '标签值' }).fill('运维');
    await dialog.getByRole('button', { name: '确定', exact: true }).click();
    expect(await toast(page)).toBe('标签已保存。');
    expect(await tagsOf(page, 'securitygroup', id)).toEqual(['团队:运维']);
  });

  it('ecs@2019 (English): More > Instance Settings > Delete Tag unbinds the key entered', async () => {
    const page = await openConsole(h, { variant: 'ecs@2019', fixtures: { instances: 1 } }, { path: '/ecs/instances' });
    const [id] = await instanceIds(page);
    await consoleCall(page, 'Ecs', 'TagResources', { RegionId: 'cn-hangzhou', ResourceType: 'instance', 'ResourceId.1': id, 'Tag.1.Key': 'env', 'Tag.1.Value': 'test' });
    await (await rowAction(page, id, 'More')).click();
    await pickMenu(page, ['Instance Settings', 'Delete Tag']);
    const dialog = page.getByRole('dialog', { name: 'Delete Tag' });
    await dialog.getByRole('textbox', { name: 'Tag Key' }).fill('env');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    expect(await toast(page)).toBe('The tags are saved.');
    expect(await tagsOf(page, 'instance', id)).toEqual([]);
  });
});
