// The 2.0 console's contact actions (api/notify.ts) through the generic OpenAPI client: no official SDK serves
// them on Cms 2019-01-01 (ListContacts and ListContactGroups are Cms 2024-03-30's reads; the writes are the
// emulator's own), so the calls are signed RPC requests as any SDK makes them.
import CmsModule, * as $Cms from '@alicloud/cms20190101';
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, SDK_WAIT, type Account } from '../../testing.js';

const CmsClient = (CmsModule as unknown as { default?: typeof CmsModule }).default ?? CmsModule;

let em: RunningEmulator;
let account: Account;
let client: ReturnType<typeof openApiClient>;

beforeAll(async () => {
  em = await startEmulator({ seed: 'cms-notify' });
  account = await newAccount(em);
  client = openApiClient(em, account);
});
afterAll(() => em.close());

async function call<T = Record<string, any>>(action: string, query: Record<string, string> = {}): Promise<T> {
  const params = new $OpenApi.Params({
    action, version: '2019-01-01', protocol: 'HTTP', pathname: '/', method: 'POST', authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const res = await client.callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as T;
}

describe('CloudMonitor 2.0 notification objects (API)', () => {
  it('creates contacts whose names may repeat but whose identifiers may not, edits one and deletes them', async () => {
    await call('CreateContact', { contactId: 'ops-a', name: 'Ops', email: 'a@example.com', lang: 'en' });
    await call('CreateContact', { contactId: 'ops-b', name: 'Ops', phone: '13800138000' });
    const again = await sdkError(call('CreateContact', { contactId: 'ops-a', name: 'Other', email: 'c@example.com' }));
    expect(again).toMatchObject({ code: 'ContactIdConflict', status: 400 });
    expect(await sdkError(call('CreateContact', { contactId: 'ops-c', name: 'No channel' }))).toMatchObject({ code: 'InvalidParameterValue' });
    expect(await sdkError(call('CreateContact', { contactId: 'x', name: 'Short id', email: 'x@example.com' }))).toMatchObject({ code: 'InvalidParameterValue' });

    const listed = await call<{ contacts: Array<Record<string, unknown>>; total: number }>('ListContacts', { name: 'ops' });
    expect(listed.total).toBe(2);
    expect(listed.contacts.find((c) => c.contactId === 'ops-b')).toMatchObject({ name: 'Ops', phone: '13800138000', email: '', lang: 'zh_CN', phoneVerify: false, groupList: [] });

    await call('UpdateContact', { contactId: 'ops-b', name: 'Backup', phone: '13900139000', lang: 'en' });
    const one = await call<{ contacts: Array<Record<string, unknown>> }>('ListContacts', { contactIds: '["ops-b"]' });
    expect(one.contacts).toMatchObject([{ contactId: 'ops-b', name: 'Backup', phone: '13900139000', lang: 'en' }]);

    await call('CreateContactGroup', { contactGroupId: 'oncall', name: 'On call', 'contactIds.1': 'ops-a', 'contactIds.2': 'ops-b' });
    expect((await call<{ contacts: Array<{ groupList: string[] }> }>('ListContacts', { groupId: 'oncall' })).contacts.map((c) => c.groupList)).toEqual([['oncall'], ['oncall']]);
    await call('DeleteContacts', { contactIds: '["ops-a","ops-b"]' });
    expect((await call<{ total: number }>('ListContacts')).total).toBe(0);
    const groups = await call<{ contactGroups: Array<Record<string, unknown>> }>('ListContactGroups');
    expect(groups.contactGroups).toMatchObject([{ contactGroupId: 'oncall', name: 'On call', contactIds: [] }]);
    await call('DeleteContactGroups', { contactGroupIds: '["oncall"]' });
    expect(await sdkError(call('DeleteContactGroups', { contactGroupIds: '["oncall"]' }))).toMatchObject({ code: 'ContactGroupNotFound', status: 404 });

    const events = await lookupEvents(client, { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateContact' });
    expect(events.Events.map((e) => e.requestParameters.contactId).sort()).toEqual(['ops-a', 'ops-a', 'ops-b', 'ops-c', 'x']);
  });

  it('shares one store with the 1.0 API: a 1.0 contact is a 2.0 contact whose identifier is its name, and back', async () => {
    const cms = new CmsClient({ accessKeyId: account.accessKeyId, accessKeySecret: account.accessKeySecret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou' } as ConstructorParameters<typeof CmsClient>[0]);
    await cms.putContact(new $Cms.PutContactRequest({ contactName: 'legacy', describe: 'on call', channels: new $Cms.PutContactRequestChannels({ mail: 'legacy@example.com' }) }));
    expect((await call<{ contacts: unknown[] }>('ListContacts', { contactIds: '["legacy"]' })).contacts).toMatchObject([{ contactId: 'legacy', name: 'legacy', email: 'legacy@example.com' }]);

    await call('CreateContact', { contactId: 'modern', name: 'Modern Ops', email: 'modern@example.com' });
    const old = await cms.describeContactList(new $Cms.DescribeContactListRequest({ contactName: 'modern' }));
    expect(old.body!.contacts!.contact![0]).toMatchObject({ name: 'modern', desc: 'Modern Ops', channels: { mail: 'modern@example.com' } });
    // A 1.0 edit keeps the 2.0 name.
    await cms.putContact(new $Cms.PutContactRequest({ contactName: 'modern', describe: 'edited', channels: new $Cms.PutContactRequestChannels({ mail: 'modern2@example.com' }) }));
    expect((await call<{ contacts: unknown[] }>('ListContacts', { contactIds: '["modern"]' })).contacts).toMatchObject([{ name: 'Modern Ops', email: 'modern2@example.com' }]);
  });
});

// The 1.0 console's custom dashboards (api/dashboards.ts): the cloud publishes no API for them, so these are the
// emulator's own actions, called the same way.
describe('CloudMonitor 1.0 custom dashboards (API)', () => {
  it('lists the default ECS dashboard, creates one, charts it, changes and deletes a chart, renames and deletes it', async () => {
    const first = await call<{ Dashboards: { Dashboard: Array<{ DashboardId: string; Name: string; Charts: { Chart: unknown[] } }> } }>('DescribeDashboards');
    expect(first.Dashboards.Dashboard[0]).toMatchObject({ DashboardId: 'db-ecs-global', Name: 'ECS Global Dashboard' });
    const { DashboardId } = await call<{ DashboardId: string; Success: boolean }>('CreateDashboard', { DashboardName: 'doc-board' });
    expect(DashboardId).toMatch(/^db-[a-z0-9]{16}$/);
    const { ChartId } = await call<{ ChartId: string }>('PutDashboardChart', { DashboardId, Type: 'line', Namespace: 'acs_ecs_dashboard', 'MetricNames.1': 'CPUUtilization', 'MetricNames.2': 'memory_usedutilization' });
    expect(await call('PutDashboardChart', { DashboardId, Type: 'pie', 'MetricNames.1': 'CPUUtilization', 'MetricNames.2': 'load_5m' })).toMatchObject({ Success: false, Code: 'ParameterInvalid' });
    await call('PutDashboardChart', { DashboardId, ChartId, Type: 'area', 'MetricNames.1': 'load_5m' });
    const board = async () => (await call<{ Dashboards: { Dashboard: Array<{ Name: string; Charts: { Chart: Array<{ ChartId: string; Type: string; MetricNames: { MetricName: string[] } }> } }> } }>('DescribeDashboards', { DashboardId })).Dashboards.Dashboard[0];
    expect((await board()).Charts.Chart).toEqual([expect.objectContaining({ ChartId, Type: 'area', MetricNames: { MetricName: ['load_5m'] } })]);
    await call('DeleteDashboardChart', { DashboardId, ChartId });
    expect((await board()).Charts.Chart).toEqual([]);
    await call('UpdateDashboard', { DashboardId, DashboardName: 'doc-board-2' });
    expect((await board()).Name).toBe('doc-board-2');
    await call('DeleteDashboard', { DashboardId });
    expect(await call('DeleteDashboard', { DashboardId })).toMatchObject({ Success: false, Code: 'DashboardNotExists' });
    const events = (await lookupEvents(client, { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'PutDashboardChart' })).Events;
    expect(events.find((e) => !e.errorCode)).toMatchObject({ serviceName: 'Cms', requestParameters: expect.objectContaining({ DashboardId }) });
  });
});
