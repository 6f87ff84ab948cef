// End-to-end: today's CloudMonitor 2.0 Alert Center in headless Chromium against a real emulator. A contact is made,
// found, edited and deleted on the Contacts tab of Notification Objects, a contact group is made from the contact
// group list, and the drift variant renames New Contact; every change is checked through the API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { consoleApi, openConsole, rowAction, startHarness, toast, type Harness } from '../../console/uiHarness';

type Contacts = { contacts: Array<Record<string, any>>; total: number };
const contacts = (page: Page, params: Record<string, unknown> = {}) => consoleApi<Contacts>(page, 'Cms', 'ListContacts', params);

describe('CloudMonitor 2.0 Alert Center: notification objects', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reaches Notification Objects from the Alert Center and makes, finds, edits and deletes a contact (English)', async () => {
    const page = await openConsole(h, {}, { path: '/cms' });
    // /cms opens the Alert Center; its Notification Management group holds Notification Objects.
    await expect.poll(() => page.url()).toMatch(/\/cms\/alert-center(\?|$)/);
    await page.getByRole('link', { name: 'Alert Center', exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Notification Objects', exact: true }).click();
    await page.getByRole('tab', { name: 'Contacts' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Contacts' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'New Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Contact' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ops on call');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => dialog.locator('.next-form-item-help').allInnerTexts()).toContain('Enter an identifier.');
    await dialog.getByRole('textbox', { name: 'Identifier' }).fill('ops-oncall');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('13800138000');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ops@example.com');
    await dialog.getByRole('radio', { name: 'English' }).check();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The contact is created.');
    await page.locator('.next-table-row').filter({ hasText: 'ops-oncall' }).first().waitFor();
    expect((await contacts(page)).contacts).toMatchObject([{ contactId: 'ops-oncall', name: 'Ops on call', phone: '13800138000', email: 'ops@example.com', lang: 'en', emailVerify: false }]);

    // The identifier is unique; the name may repeat.
    await page.getByRole('button', { name: 'New Contact' }).click();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Ops on call');
    await dialog.getByRole('textbox', { name: 'Identifier' }).fill('ops-oncall');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('ops2@example.com');
    await dialog.getByRole('button', { name: 'OK' }).click();
    // The error is read and taken away, so that the next toast read is the next message's.
    expect(await toast(page)).toContain('identifier "ops-oncall"');
    await dialog.getByRole('textbox', { name: 'Identifier' }).fill('ops-oncall-2');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The contact is created.');
    expect((await contacts(page)).total).toBe(2);

    // Search by name, then Edit in the Actions column.
    await page.getByRole('textbox', { name: 'Enter a contact name' }).fill('on call');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.url()).toMatch(/search=on\+call/);
    await (await rowAction(page, 'ops-oncall-2', 'Edit')).click();
    const edit = page.getByRole('dialog', { name: 'Edit Contact' });
    await expect.poll(() => edit.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('ops2@example.com');
    await edit.getByRole('textbox', { name: 'Name' }).fill('Backup on call');
    await edit.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The contact is saved.');
    expect((await contacts(page, { contactIds: ['ops-oncall-2'] })).contacts[0]).toMatchObject({ name: 'Backup on call', email: 'ops2@example.com' });

    // Delete one contact from its row.
    await (await rowAction(page, 'ops-oncall-2', 'Delete')).click();
    await page.getByRole('dialog', { name: 'Delete Contact' }).getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The contact is deleted.');
    expect((await contacts(page)).contacts.map((c) => c.contactId)).toEqual(['ops-oncall']);

    // Contact Group List > Create Contact Group, with the contact ticked.
    await page.getByRole('button', { name: 'Contact Group List' }).click();
    await page.getByRole('button', { name: 'Create Contact Group' }).click();
    const group = page.getByRole('dialog', { name: 'Create Contact Group' });
    await group.getByRole('textbox', { name: 'Name' }).fill('On-call team');
    await group.getByRole('textbox', { name: 'Identifier' }).fill('oncall-team');
    await group.getByRole('checkbox', { name: 'Ops on call' }).check();
    await group.getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The contact group is created.');
    const groups = await consoleApi<{ contactGroups: unknown[] }>(page, 'Cms', 'ListContactGroups', {});
    expect(groups.contactGroups).toMatchObject([{ contactGroupId: 'oncall-team', name: 'On-call team', contactIds: ['ops-oncall'] }]);

    // Back on the Contacts tab, the batch Delete below the list takes the selected contacts.
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await expect.poll(() => page.url()).toMatch(/notification-objects(\?|$)/);
    await page.locator('.next-table-row').filter({ hasText: 'ops-oncall' }).first().locator('input[type="checkbox"]').check();
    await page.getByRole('group', { name: 'Selected rows' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Contact' }).getByRole('button', { name: 'OK' }).click();
    expect(await toast(page)).toBe('The contact is deleted.');
    expect((await contacts(page)).total).toBe(0);
    await page.context().close();
  });

  it('shows a contact made with the 1.0 API, draws Chinese labels, and renames New Contact in the drift variant', async () => {
    const page = await openConsole(h, {}, { lang: 'zh', path: '/cms/alert-center/notification-objects' });
    await consoleApi(page, 'Cms', 'PutContact', { ContactName: 'legacy-ops', Describe: 'on call', 'Channels.Mail': 'legacy@example.com' });
    await page.reload();
    await page.getByRole('tab', { name: '联系人' }).waitFor();
    await page.locator('.next-table-row').filter({ hasText: 'legacy@example.com' }).first().waitFor();
    await page.getByRole('button', { name: '新建联系人' }).waitFor();
    await page.context().close();

    const renamed = await openConsole(h, { variant: 'cms-create-contact-renamed' }, { path: '/cms/alert-center/notification-objects' });
    await renamed.getByRole('button', { name: 'Create Contact', exact: true }).waitFor();
    expect(await renamed.getByRole('button', { name: 'New Contact' }).count()).toBe(0);
    await renamed.context().close();
  });
});
