// End-to-end: the CloudMonitor 1.0 console (the generation cms@2020, drawn by hand) in headless Chromium against a
// real emulator. Alert contacts, a contact group and a CPU alert rule are made, disabled and deleted through the
// pages, then checked through the API. Today's 2.0 Alert Center: notify.ui.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, openConsole, startHarness, toast, type Harness } from '../../console/uiHarness';

async function cms<T = Record<string, any>>(page: Page, action: string, params: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Cms', action, params } });
  if (!res.ok()) throw new Error(`${action}: HTTP ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const rowOf = (page: Page, text: string) => page.locator('.next-table-body .next-table-row').filter({ hasText: text });

describe('CloudMonitor 1.0 console UI (cms@2020)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('creates a contact, a contact group and a CPU alert rule, then disables and deletes them (English)', async () => {
    const page = await openConsole(h, { variant: 'cms@2020', fixtures: { instances: 1 } }, { path: '/' });
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await page.getByRole('menuitem', { name: 'CloudMonitor' }).click();
    await page.getByRole('link', { name: 'Alert Contacts', exact: true }).click();

    // Alert Contacts tab > Create Alert Contact
    await page.getByRole('button', { name: 'Create Alert Contact' }).click();
    const contactDialog = page.getByRole('dialog', { name: 'Set Alert Contact' });
    await contactDialog.getByRole('textbox', { name: 'Name' }).fill('doc-ops');
    await contactDialog.getByRole('textbox', { name: 'Email' }).fill('bad-address');
    await contactDialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => contactDialog.locator('.next-form-item-help').allInnerTexts()).toContain('Enter a valid email address.');
    await contactDialog.getByRole('textbox', { name: 'Email' }).fill('ops@example.com');
    await contactDialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The alert contact is saved.');
    await rowOf(page, 'ops@example.com').waitFor();

    // Alert Contact Group tab > Create Alert Contact Group, with the contact picked; the panel ends with Confirm
    await page.getByRole('tab', { name: 'Alert Contact Group' }).click();
    await page.getByRole('button', { name: 'Create Alert Contact Group' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'Create Alert Contact Group' });
    await groupDialog.getByRole('textbox', { name: 'Group Name' }).fill('doc-oncall');
    await groupDialog.getByRole('checkbox', { name: 'doc-ops' }).check();
    await groupDialog.getByRole('button', { name: 'Confirm' }).click();
    expect(await toast(page)).toBe('The alert contact group is saved.');
    const groups = await cms(page, 'DescribeContactGroupList');
    expect(groups.ContactGroupList.ContactGroup).toMatchObject([{ Name: 'doc-oncall', Contacts: { Contact: ['doc-ops'] } }]);

    // Alerts > Alert Rules > Create Alert Rule
    await page.getByRole('link', { name: 'Alert Rules', exact: true }).click();
    await page.getByRole('button', { name: 'Create Alert Rule' }).click();
    // Product is a cascader: a category opens its products in a second column.
    await choose(page, page, 'Product', /^Elastic Compute$/);
    await page.locator('.next-overlay-wrapper.opened .next-cascader-menu-item').filter({ hasText: /^Elastic Compute Service$/ }).click();
    await expect.poll(() => page.locator('.next-form-item').filter({ has: page.getByRole('combobox', { name: 'Product', exact: true }) }).locator('.next-select-values').innerText()).toContain('Elastic Compute / Elastic Compute Service');
    await page.locator('label').filter({ hasText: /^Instances$/ }).click();
    await choose(page, page, 'Associated Resources', / \/ i-/);
    await page.getByRole('textbox', { name: 'Rule Name' }).fill('doc-cpu-high');
    await page.getByRole('textbox', { name: 'Threshold' }).fill('90');
    await choose(page, page, 'Alert Contact Group', 'doc-oncall');
    await page.locator('.form-footer').getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The alert rule is created.');
    await rowOf(page, 'doc-cpu-high').waitFor();
    const rules = await cms(page, 'DescribeMetricRuleList');
    const rule = rules.Alarms.Alarm[0];
    expect(rule).toMatchObject({ RuleName: 'doc-cpu-high', Namespace: 'acs_ecs_dashboard', MetricName: 'CPUUtilization', ContactGroups: 'doc-oncall', EnableState: true, Escalations: { Critical: { Threshold: '90', ComparisonOperator: 'GreaterThanOrEqualToThreshold', Times: 3 } } });
    expect(JSON.parse(rule.Resources)[0].instanceId).toMatch(/^i-/);

    // Modify: the form opens with the rule's settings; a new threshold keeps the rule's id
    await rowOf(page, 'doc-cpu-high').getByRole('link', { name: 'Modify' }).click();
    const threshold = page.getByRole('textbox', { name: 'Threshold' });
    await expect.poll(() => threshold.inputValue()).toBe('90');
    await threshold.fill('80');
    await page.locator('.form-footer').getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The alert rule is modified.');
    const modified = (await cms(page, 'DescribeMetricRuleList')).Alarms.Alarm;
    expect(modified.map((r: { RuleId: string; Escalations: { Critical: { Threshold: string } } }) => [r.RuleId, r.Escalations.Critical.Threshold])).toEqual([[rule.RuleId, '80']]);

    // Disable, then Delete, in the rule's row
    await rowOf(page, 'doc-cpu-high').getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog', { name: 'Disable Alert Rule' }).getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The alert rule is disabled.');
    expect((await cms(page, 'DescribeMetricRuleList')).Alarms.Alarm[0].EnableState).toBe(false);
    await rowOf(page, 'doc-cpu-high').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Alert Rule' }).getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The alert rule is deleted.');
    expect((await cms(page, 'DescribeMetricRuleList')).Total).toBe('0');

    // Alert Contacts > Delete
    await page.getByRole('link', { name: 'Alert Contacts', exact: true }).click();
    await rowOf(page, 'doc-ops').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Alert Contact' }).getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The alert contact is deleted.');
    expect((await cms(page, 'DescribeContactList')).Total).toBe(0);
    await page.context().close();
  });

  it('creates an alert contact in Chinese; the rule variants, drawn over the 1.0 console, demand an alert level, drop Statistics and reject a name', async () => {
    const page = await openConsole(h, { variant: 'cms@2020' }, { lang: 'zh', path: '/cms/alert-contacts' });
    await page.getByRole('button', { name: '新建联系人' }).click();
    const dialog = page.getByRole('dialog', { name: '设置报警联系人' });
    await dialog.getByRole('textbox', { name: '姓名' }).fill('值班-张三');
    await dialog.getByRole('textbox', { name: '邮箱' }).fill('zhangsan@example.com');
    await dialog.getByRole('button', { name: '确认' }).click();
    expect(await toast(page)).toBe('报警联系人已保存。');
    const contacts = await cms(page, 'DescribeContactList');
    expect(contacts.Contacts.Contact).toMatchObject([{ Name: '值班-张三', Channels: { Mail: 'zhangsan@example.com' } }]);
    await page.context().close();

    const drift = await openConsole(h, { variant: 'cms-rule-alert-level-required' }, { path: '/cms/alert-rules/create' });
    // The variant's console is the 1.0 one: Alerts > Alert Rules in the navigation, no Alert Center.
    await drift.getByRole('listbox', { name: 'CloudMonitor' }).getByRole('link', { name: 'Alert Rules', exact: true }).waitFor();
    expect(await drift.getByRole('link', { name: 'Alert Center', exact: true }).count()).toBe(0);
    await drift.getByRole('textbox', { name: 'Rule Name' }).fill('doc-cpu');
    await drift.getByRole('textbox', { name: 'Threshold' }).fill('80');
    await drift.locator('.form-footer').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => drift.locator('.next-form-item-help').allInnerTexts()).toContain('Select an alert level.');
    await drift.context().close();

    // The variants that drop Statistics and reject a rule name with spaces.
    const removed = await openConsole(h, { variant: 'cms-rule-statistics-removed' }, { path: '/cms/alert-rules/create' });
    await removed.getByRole('textbox', { name: 'Rule Name' }).waitFor();
    expect(await removed.getByRole('combobox', { name: 'Statistics' }).count()).toBe(0);
    await removed.context().close();
    const tightened = await openConsole(h, { variant: 'cms-rule-name-tightened' }, { path: '/cms/alert-rules/create' });
    await tightened.getByRole('textbox', { name: 'Rule Name' }).fill('ECS memory');
    await tightened.getByRole('textbox', { name: 'Threshold' }).fill('85');
    await tightened.locator('.form-footer').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => tightened.locator('.next-form-item-help').allInnerTexts()).toContain('The rule name can contain only letters, digits, underscores (_), and hyphens (-).');
    await tightened.context().close();
  });
  it('Dashboard > Custom Dashboard: creates a dashboard, adds a chart with Add View, deletes the chart and the dashboard (English)', async () => {
    const page = await openConsole(h, { variant: 'cms@2020' }, { path: '/cms' });
    await page.getByRole('link', { name: 'Custom Dashboard', exact: true }).click();
    await expect.poll(() => page.locator('.cms-dashboard-bar .next-select-values').innerText()).toContain('ECS Global Dashboard');
    await page.getByRole('button', { name: 'Create Dashboard' }).click();
    const create = page.getByRole('dialog', { name: 'Create Dashboard' });
    await create.getByRole('textbox', { name: 'Dashboard Name' }).fill('doc-board');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => page.locator('.cms-dashboard-bar .next-select-values').innerText()).toContain('doc-board');
    await page.getByRole('button', { name: 'Add View' }).click();
    const view = page.getByRole('dialog', { name: 'Add View' });
    await view.getByText('Area chart', { exact: true }).click();
    await view.getByRole('button', { name: 'Save' }).click();
    await view.getByText('Select at least one metric.').waitFor();
    await choose(page, view, 'Metric', 'CPU Utilization');
    await view.getByRole('button', { name: 'Save' }).click();
    expect(await toast(page)).toBe('The chart is added.');
    const board = async () => (await cms(page, 'DescribeDashboards', { DashboardName: 'doc-board' })).Dashboards.Dashboard[0];
    expect((await board()).Charts.Chart).toMatchObject([{ Type: 'area', MetricNames: { MetricName: ['CPUUtilization'] } }]);
    const chart = page.getByRole('region', { name: 'CPUUtilization' });
    await chart.getByRole('button', { name: 'Settings' }).click();
    await chart.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
    expect(await toast(page)).toBe('The chart is deleted.');
    await page.getByRole('button', { name: 'Delete Dashboard' }).click();
    await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
    expect(await toast(page)).toBe('The dashboard is deleted.');
    expect(await board()).toBeUndefined();
  });

  it('自定义大盘: 修改名称 renames the current dashboard (Chinese)', async () => {
    const page = await openConsole(h, { variant: 'cms@2020' }, { lang: 'zh', path: '/cms/dashboards' });
    await page.getByRole('button', { name: '修改名称' }).click();
    const dialog = page.getByRole('dialog', { name: '修改名称' });
    await dialog.getByRole('textbox', { name: '监控大盘名称' }).fill('ECS-总览');
    await dialog.getByRole('button', { name: '确定' }).click();
    expect(await toast(page)).toBe('监控大盘名称已修改。');
    expect((await cms(page, 'DescribeDashboards')).Dashboards.Dashboard[0].Name).toBe('ECS-总览');
  });

  it('Application Groups and Alerts > Alert Templates: a template, a group with an ECS instance, the template applied from the group page (English)', async () => {
    const page = await openConsole(h, { variant: 'cms@2020', fixtures: { instances: 1 } }, { path: '/cms' });
    await page.getByRole('link', { name: 'Alert Templates', exact: true }).click();
    await page.getByRole('button', { name: 'Create Alert Template' }).click();
    const pane = page.getByRole('dialog', { name: 'Create/modify alert templates' });
    await pane.getByRole('textbox', { name: 'Template Name' }).fill('doc-template');
    await pane.getByRole('button', { name: 'OK' }).click();
    // Cancel in the completion message leaves the template unapplied.
    await page.getByRole('dialog', { name: 'Create/modify alert template complete' }).getByRole('button', { name: 'Cancel' }).click();
    await rowOf(page, 'doc-template').waitFor();

    await page.getByRole('link', { name: 'Application Groups', exact: true }).click();
    await page.getByRole('button', { name: 'Create Group' }).click();
    const create = page.getByRole('dialog', { name: 'Create Group' });
    await create.getByRole('button', { name: 'Create Group' }).click();
    await create.getByText('Enter the application group name.').waitFor();
    await create.getByRole('textbox', { name: 'Product Group Name' }).fill('doc-app');
    await create.getByRole('button', { name: 'Create Group' }).click();
    expect(await toast(page)).toBe('The application group is created.');
    await rowOf(page, 'doc-app').getByRole('link', { name: 'doc-app' }).click();

    await page.getByRole('button', { name: 'Add Product' }).click();
    const add = page.getByRole('dialog', { name: 'Add Resource' });
    await add.getByRole('checkbox').first().check();
    await add.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The instances are added to the group.');
    await page.getByRole('button', { name: 'Apply Template to Group' }).click();
    const apply = page.getByRole('dialog', { name: 'Apply Template to Group' });
    await apply.getByRole('checkbox', { name: 'doc-template' }).check();
    await apply.getByRole('button', { name: 'OK' }).click();
    await apply.getByText('The alert rules of the group are replaced').waitFor();
    await apply.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The template is applied to the group.');
    const group = (await cms(page, 'DescribeMonitorGroups', { GroupName: 'doc-app' })).Resources.Resource[0];
    expect((await cms(page, 'DescribeMonitorGroupInstances', { GroupId: group.GroupId })).Total).toBe(1);
    const rules = (await cms(page, 'DescribeMetricRuleList')).Alarms.Alarm;
    expect(rules).toMatchObject([{ GroupId: String(group.GroupId), MetricName: 'CPUUtilization' }]);
  });
  it('New Site Monitor > Site Manage: New Monitoring Task makes a task per address; Modify, Disable and Batch Delete (English), and the Create Task menu of today (Chinese)', async () => {
    const page = await openConsole(h, { variant: 'cms@2020' }, { path: '/cms' });
    await page.getByRole('link', { name: 'Site Manage', exact: true }).click();
    await page.getByRole('button', { name: 'New Monitoring Task' }).click();
    await page.getByRole('heading', { name: 'New Task' }).waitFor();
    await page.getByRole('textbox', { name: 'Task Name' }).fill('doc');
    await page.getByRole('textbox', { name: 'Monitor Address' }).fill('https://www.example.com\nhttp://shop.example.com');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect.poll(() => page.locator('.next-form-item-help').allInnerTexts()).toContain('Enter a task name of 4 to 100 letters, digits, underscores (_), Chinese characters, hyphens (-) or periods (.).');
    await page.getByRole('textbox', { name: 'Task Name' }).fill('doc_site');
    await choose(page, page, 'Monitoring frequency', '5 Minutes');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    expect(await toast(page)).toBe('The site monitoring task is created.');
    const created = await cms(page, 'DescribeSiteMonitorList');
    expect(created.SiteMonitors.SiteMonitor.map((s: any) => [s.TaskType, s.Address, s.Interval]).sort()).toEqual([['HTTP', 'http://shop.example.com', '5'], ['HTTPS', 'https://www.example.com', '5']]);

    await rowOf(page, 'https://www.example.com').getByRole('link', { name: 'Modify' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Task Name' }).inputValue()).toBe('doc_site');
    await page.getByRole('textbox', { name: 'Task Name' }).fill('doc_home');
    await page.getByRole('button', { name: 'Modify', exact: true }).click();
    expect(await toast(page)).toBe('The site monitoring task is modified.');
    await rowOf(page, 'doc_home').getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog', { name: 'Disable task' }).getByRole('button', { name: 'Confirm' }).click();
    expect(await toast(page)).toBe('The site monitoring task is disabled.');
    await rowOf(page, 'doc_home').getByText('Disabled').waitFor();

    await page.locator('.next-table-header .next-checkbox-input').check();
    await page.getByRole('button', { name: 'Batch Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Task' }).getByRole('button', { name: 'Confirm' }).click();
    expect(await toast(page)).toBe('The site monitoring task is deleted.');
    expect((await cms(page, 'DescribeSiteMonitorList')).TotalCount).toBe(0);

    // Today's console: Network Analysis and Monitoring > Site Monitoring, Create Task > Single-step Detection.
    const today = await openConsole(h, {}, { lang: 'zh', path: '/cms/alert-center' });
    await today.getByRole('link', { name: '站点监控', exact: true }).click();
    await today.getByRole('button', { name: '新建任务' }).click();
    await today.getByRole('menuitem', { name: '单步探测' }).click();
    await today.getByRole('radio', { name: 'PC端' }).waitFor();
    await today.getByRole('textbox', { name: '任务名称' }).fill('站点首页');
    await today.getByRole('textbox', { name: '监控地址' }).fill('8.8.8.8');
    await today.getByRole('radio', { name: 'PING' }).check();
    await today.getByRole('button', { name: '创建', exact: true }).click();
    expect(await toast(today)).toBe('站点监控任务已创建。');
    expect((await cms(today, 'DescribeSiteMonitorList')).SiteMonitors.SiteMonitor).toMatchObject([{ TaskName: '站点首页', TaskType: 'PING', TaskState: '1' }]);
  });

  it('Alerts > Alert Rules > Event Alert: Create Event Alert with a contact group and a URL callback, test, then Event Monitoring > Alert Rules lists it; Delete (English)', async () => {
    const page = await openConsole(h, { variant: 'cms@2020' }, { path: '/cms/alert-rules' });
    await cms(page, 'PutContact', { ContactName: 'event-ops', Describe: 'on call', 'Channels.Mail': 'event-ops@example.com' });
    await cms(page, 'PutContactGroup', { ContactGroupName: 'event-oncall', 'ContactNames.1': 'event-ops' });
    await page.getByRole('tab', { name: 'Threshold Value Alert' }).waitFor();
    await page.getByRole('tab', { name: 'Event Alert' }).click();
    await page.getByRole('button', { name: 'Create Event Alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create / Modify Event Alert' });
    await dialog.getByRole('radio', { name: 'System Event' }).check();
    await dialog.getByRole('checkbox', { name: 'Critical' }).check();
    await choose(page, dialog, 'Event Name', 'Instance:SystemFailure.Reboot:Executing');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.locator('.next-form-item-help').allInnerTexts()).toEqual(['Enter a name for the rule.', 'Select a contact group.']);
    await dialog.getByRole('textbox', { name: 'Alert Rule Name' }).fill('ecs-reboot');
    await choose(page, dialog, 'Contact Group', 'event-oncall');
    await dialog.getByRole('checkbox', { name: 'URL callback' }).check();
    await dialog.getByRole('textbox', { name: 'URL' }).fill('http://hooks.example.com/ecs');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The event alert rule is created.');
    const listed = await cms(page, 'DescribeEventRuleList');
    expect(listed.EventRules.EventRule).toMatchObject([{ Name: 'ecs-reboot', EventType: 'SYSTEM', State: 'ENABLED', EventPattern: { EventPattern: [{ Product: 'ecs', LevelList: { LevelList: ['CRITICAL'] }, NameList: { NameList: ['Instance:SystemFailure.Reboot:Executing'] } }] } }]);
    const targets = await cms(page, 'DescribeEventRuleTargetList', { RuleName: 'ecs-reboot' });
    expect(targets.ContactParameters.ContactParameter).toMatchObject([{ ContactGroupName: 'event-oncall', Level: '4' }]);
    expect(targets.WebhookParameters.WebhookParameter).toMatchObject([{ Url: 'http://hooks.example.com/ecs', Method: 'POST' }]);

    // test: the Create event test panel sends the rule's event
    await rowOf(page, 'ecs-reboot').getByRole('button', { name: 'Test' }).click();
    const test = page.getByRole('dialog', { name: 'Create event test' });
    await expect.poll(() => test.getByRole('textbox', { name: 'Content(JSON)' }).inputValue()).toContain('Instance:SystemFailure.Reboot:Executing');
    await test.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The test event is sent.');

    // Event Monitoring > Alert Rules > System Event lists the same rule; Delete asks first
    await page.getByRole('link', { name: 'Event Monitoring', exact: true }).click();
    await page.getByRole('tab', { name: 'Alert Rules' }).click();
    await rowOf(page, 'ecs-reboot').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Event Alert' }).getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The event alert rule is deleted.');
    expect((await cms(page, 'DescribeEventRuleList')).Total).toBe(0);
  });
});
