import CmsModule, * as $Cms from '@alicloud/cms20190101';
import * as $Ecs from '@alicloud/ecs20140526';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { ecsClient, lookupEvents, newAccount, openApiClient, sdkError, waitFor, SDK_WAIT, type Account } from '../../testing.js';

const CmsClient = (CmsModule as unknown as { default?: typeof CmsModule }).default ?? CmsModule;

let em: RunningEmulator;
let account: Account;
let cms: InstanceType<typeof CmsClient>;
let instanceId: string;

const clientFor = (as: Account, secret = as.accessKeySecret) =>
  new CmsClient({ accessKeyId: as.accessKeyId, accessKeySecret: secret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou' } as ConstructorParameters<typeof CmsClient>[0]);

beforeAll(async () => {
  em = await startEmulator({ seed: 'cms' });
  account = await newAccount(em, { fixtures: { instances: 1 } });
  cms = clientFor(account);
  const listed = await ecsClient(em, account).describeInstances(new $Ecs.DescribeInstancesRequest({ regionId: 'cn-hangzhou' }));
  instanceId = listed.body!.instances!.instance![0].instanceId!;
});
afterAll(() => em.close());

const putContact = (name: string, mail = `${name}@example.com`) =>
  cms.putContact(new $Cms.PutContactRequest({ contactName: name, describe: 'on call', channels: new $Cms.PutContactRequestChannels({ mail }) }));

const cpuRule = (ruleId: string, extra: Partial<$Cms.PutResourceMetricRuleRequest> = {}) =>
  cms.putResourceMetricRule(new $Cms.PutResourceMetricRuleRequest({
    ruleId, ruleName: `cpu-${ruleId}`, namespace: 'acs_ecs_dashboard', metricName: 'CPUUtilization',
    resources: JSON.stringify([{ instanceId }]), contactGroups: 'ops', period: '60',
    escalations: new $Cms.PutResourceMetricRuleRequestEscalations({
      critical: new $Cms.PutResourceMetricRuleRequestEscalationsCritical({ statistics: 'Average', comparisonOperator: 'GreaterThanOrEqualToThreshold', threshold: '90', times: 3 }),
    }),
    ...extra,
  }));

describe('CloudMonitor contacts and contact groups', () => {
  it('creates a contact, lists it with its channels, groups it, and deletes it', async () => {
    const put = await putContact('alice');
    expect(put.statusCode).toBe(200);
    expect(put.body).toMatchObject({ code: '200', success: true, requestId: expect.any(String) });
    const listed = await cms.describeContactList(new $Cms.DescribeContactListRequest({ contactName: 'alice' }));
    expect(listed.body).toMatchObject({ code: '200', success: true, total: 1 });
    const contact = listed.body!.contacts!.contact![0];
    expect(contact).toMatchObject({ name: 'alice', desc: 'on call', lang: 'zh_CN', channels: { mail: 'alice@example.com' }, channelsState: { mail: 'OK' } });

    await cms.putContactGroup(new $Cms.PutContactGroupRequest({ contactGroupName: 'ops', contactNames: ['alice'], describe: 'operators' }));
    const groups = await cms.describeContactGroupList(new $Cms.DescribeContactGroupListRequest({}));
    expect(groups.body!.contactGroupList!.contactGroup![0]).toMatchObject({ name: 'ops', describe: 'operators', contacts: { contact: ['alice'] } });
    expect(groups.body!.contactGroups!.contactGroup).toEqual(['ops']);
    const withGroup = await cms.describeContactList(new $Cms.DescribeContactListRequest({ contactName: 'alice' }));
    expect(withGroup.body!.contacts!.contact![0].contactGroups!.contactGroup).toEqual(['ops']);

    await cms.deleteContact(new $Cms.DeleteContactRequest({ contactName: 'alice' }));
    const after = await cms.describeContactGroupList(new $Cms.DescribeContactGroupListRequest({}));
    expect(after.body!.contactGroupList!.contactGroup![0].contacts!.contact).toEqual([]);
  });

  it('reports its own failures as HTTP 200 with Success false, and gateway errors as HTTP 4xx', async () => {
    // Not found: a group naming an unknown contact; deleting an unknown contact.
    const unknown = await cms.putContactGroup(new $Cms.PutContactGroupRequest({ contactGroupName: 'ghosts', contactNames: ['nobody'] }));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toMatchObject({ success: false, code: 'ContactNotExists', message: expect.stringContaining('nobody') });
    const gone = await cms.deleteContact(new $Cms.DeleteContactRequest({ contactName: 'nobody' }));
    expect(gone.body).toMatchObject({ success: false, code: 'ContactNotExists' });
    // Invalid parameter: a malformed email address.
    const badMail = await putContact('bob', 'not-an-address');
    expect(badMail.body).toMatchObject({ success: false, code: 'ParameterInvalid', message: expect.stringContaining('not-an-address') });
    // The gateway: a required parameter left out, a bad signature.
    const missing = await sdkError(cms.putContact(new $Cms.PutContactRequest({ contactName: 'bob', channels: new $Cms.PutContactRequestChannels({ mail: 'bob@example.com' }) })));
    expect(missing).toMatchObject({ code: 'MissingParameter', status: 400 });
    expect(missing.data.Message).toContain('Describe');
    const forged = await sdkError(clientFor(account, 'wrong-secret').describeContactList(new $Cms.DescribeContactListRequest({})));
    expect(forged.code).toBe('SignatureDoesNotMatch');
  });
});

describe('CloudMonitor metric alert rules', () => {
  it('creates a CPU rule for an instance, disables, enables and deletes it', async () => {
    await putContact('carol');
    await cms.putContactGroup(new $Cms.PutContactGroupRequest({ contactGroupName: 'ops', contactNames: ['carol'] }));
    expect((await cpuRule('rule-1')).body).toMatchObject({ code: '200', success: true });
    const list = async () => (await cms.describeMetricRuleList(new $Cms.DescribeMetricRuleListRequest({ ruleIds: 'rule-1' }))).body!;
    const first = await list();
    expect(first).toMatchObject({ code: 200, success: true, total: '1' });
    expect(first.alarms!.alarm![0]).toMatchObject({
      ruleId: 'rule-1', ruleName: 'cpu-rule-1', namespace: 'acs_ecs_dashboard', metricName: 'CPUUtilization', contactGroups: 'ops',
      enableState: true, alertState: 'INSUFFICIENT_DATA', period: '60',
      escalations: { critical: { statistics: 'Average', comparisonOperator: 'GreaterThanOrEqualToThreshold', threshold: '90', times: 3 } },
    });
    expect(JSON.parse(first.alarms!.alarm![0].resources!)).toEqual([{ instanceId }]);
    await waitFor(async () => (await list()).alarms!.alarm![0].alertState === 'OK', 6000);

    await cms.disableMetricRules(new $Cms.DisableMetricRulesRequest({ ruleId: ['rule-1'] }));
    expect((await list()).alarms!.alarm![0].enableState).toBe(false);
    await cms.enableMetricRules(new $Cms.EnableMetricRulesRequest({ ruleId: ['rule-1'] }));
    expect((await list()).alarms!.alarm![0].enableState).toBe(true);

    const inUse = await cms.deleteContactGroup(new $Cms.DeleteContactGroupRequest({ contactGroupName: 'ops' }));
    expect(inUse.body).toMatchObject({ success: false, code: 'ResourceInUse' });
    await cms.deleteMetricRules(new $Cms.DeleteMetricRulesRequest({ id: ['rule-1'] }));
    expect((await list()).total).toBe('0');
    const again = await cms.deleteMetricRules(new $Cms.DeleteMetricRulesRequest({ id: ['rule-1'] }));
    expect(again.body).toMatchObject({ success: false, code: 'ResourceNotFound' });
    expect((await cms.deleteContactGroup(new $Cms.DeleteContactGroupRequest({ contactGroupName: 'ops' }))).body!.success).toBe(true);
  });

  it('refuses a rule for an unknown instance, contact group or metric', async () => {
    await putContact('dave');
    await cms.putContactGroup(new $Cms.PutContactGroupRequest({ contactGroupName: 'ops', contactNames: ['dave'] }));
    const noInstance = await cpuRule('rule-2', { resources: '[{"instanceId":"i-bp1doesnotexist0000"}]' });
    expect(noInstance.body).toMatchObject({ success: false, code: 'ResourceNotFound', message: expect.stringContaining('i-bp1doesnotexist0000') });
    expect((await cpuRule('rule-2', { contactGroups: 'nobody' })).body).toMatchObject({ success: false, code: 'ContactGroupNotExists' });
    expect((await cpuRule('rule-2', { metricName: 'NoSuchMetric' })).body).toMatchObject({ success: false, code: 'ParameterInvalid' });
    const listed = await cms.describeMetricRuleList(new $Cms.DescribeMetricRuleListRequest({}));
    expect(listed.body!.total).toBe('0');
  });

  it('keeps every call in ActionTrail, failures with their error code', async () => {
    await cpuRule('rule-3', { contactGroups: 'nobody' });
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'PutResourceMetricRule' });
    const failed = Events.find((e) => e.requestParameters.RuleId === 'rule-3');
    expect(failed).toMatchObject({ serviceName: 'Cms', apiVersion: '2019-01-01', eventRW: 'Write', errorCode: 'ContactGroupNotExists', eventSource: 'metrics.cn-hangzhou.aliyuncs.com' });
    expect(failed!.requestParameters).toMatchObject({ 'Escalations.Critical.Threshold': '90', ContactGroups: 'nobody' });
    const ok = Events.find((e) => e.requestParameters.RuleId === 'rule-1');
    expect(ok).toMatchObject({ responseElements: { Success: true, Code: '200' } });
    expect(ok).not.toHaveProperty('errorCode');
  });
});

describe('CloudMonitor application groups and alert templates', () => {
  it('makes a group with an instance, a template, applies it (the group gets its rules), and deletes them; ActionTrail keeps the apply', async () => {
    const group = await cms.createMonitorGroup(new $Cms.CreateMonitorGroupRequest({ groupName: 'doc-app' }));
    const groupId = group.body!.groupId!;
    expect(group.body).toMatchObject({ success: true });
    await cms.createMonitorGroupInstances(new $Cms.CreateMonitorGroupInstancesRequest({
      groupId, instances: [new $Cms.CreateMonitorGroupInstancesRequestInstances({ instanceId, category: 'ECS', regionId: 'cn-hangzhou' })],
    }));
    const members = await cms.describeMonitorGroupInstances(new $Cms.DescribeMonitorGroupInstancesRequest({ groupId }));
    expect(members.body!.resources!.resource!.map((r) => r.instanceId)).toEqual([instanceId]);

    const template = await cms.createMetricRuleTemplate(new $Cms.CreateMetricRuleTemplateRequest({
      name: 'doc-template',
      alertTemplates: [new $Cms.CreateMetricRuleTemplateRequestAlertTemplates({
        category: 'ecs', namespace: 'acs_ecs_dashboard', metricName: 'CPUUtilization', ruleName: 'cpu',
        escalations: new $Cms.CreateMetricRuleTemplateRequestAlertTemplatesEscalations({
          critical: new $Cms.CreateMetricRuleTemplateRequestAlertTemplatesEscalationsCritical({ statistics: 'Average', comparisonOperator: 'GreaterThanThreshold', threshold: '80', times: 3 }),
        }),
      })],
    }));
    const templateId = String(template.body!.id);
    const applied = await cms.applyMetricRuleTemplate(new $Cms.ApplyMetricRuleTemplateRequest({ groupId: String(groupId), templateIds: templateId, silenceTime: 3600 }));
    expect(applied.body!.resource!.alertResults).toHaveLength(1);
    const rules = await cms.describeMetricRuleList(new $Cms.DescribeMetricRuleListRequest({ pageSize: '100' }));
    const made = rules.body!.alarms!.alarm!.filter((a) => a.groupId === String(groupId));
    expect(made).toMatchObject([{ metricName: 'CPUUtilization', silenceTime: 3600 }]);
    const list = await cms.describeMetricRuleTemplateList(new $Cms.DescribeMetricRuleTemplateListRequest({ name: 'doc-template' }));
    expect(list.body!.templates!.template![0].applyHistories!.applyHistory).toMatchObject([{ groupName: 'doc-app' }]);

    await cms.deleteMonitorGroup(new $Cms.DeleteMonitorGroupRequest({ groupId }));
    const after = await cms.describeMetricRuleList(new $Cms.DescribeMetricRuleListRequest({ pageSize: '100' }));
    expect(after.body!.alarms!.alarm!.filter((a) => a.groupId === String(groupId))).toEqual([]);
    await cms.deleteMetricRuleTemplate(new $Cms.DeleteMetricRuleTemplateRequest({ templateId }));
    expect((await cms.describeMetricRuleTemplateList(new $Cms.DescribeMetricRuleTemplateListRequest({}))).body!.total).toBe(0);
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'ApplyMetricRuleTemplate' });
    expect(Events[0]).toMatchObject({ serviceName: 'Cms', eventRW: 'Write', requestParameters: { GroupId: String(groupId), TemplateIds: templateId } });
  });
});

describe('CloudMonitor site monitoring', () => {
  it('creates a task with detection points, lists, modifies, disables and deletes it with its alert rule; ActionTrail keeps the delete', async () => {
    const points = JSON.stringify([{ city: '546', isp: '465' }, { city: '572', isp: '465' }]);
    const made = await cms.createSiteMonitor(new $Cms.CreateSiteMonitorRequest({ taskName: 'doc_site', taskType: 'HTTPS', address: 'https://www.example.com', interval: '5', ispCities: points, optionsJson: '{"http_method":"HEAD"}' }));
    const taskId = made.body!.createResultList!.createResultList![0].taskId!;
    expect(made.body).toMatchObject({ code: '200', success: 'true' });
    const listed = await cms.describeSiteMonitorList(new $Cms.DescribeSiteMonitorListRequest({ keyword: 'example' }));
    expect(listed.body!.siteMonitors!.siteMonitor).toMatchObject([{ taskId, taskName: 'doc_site', taskType: 'HTTPS', interval: '5', taskState: '1', optionsJson: { httpMethod: 'HEAD' } }]);
    const attr = await cms.describeSiteMonitorAttribute(new $Cms.DescribeSiteMonitorAttributeRequest({ taskId }));
    expect(attr.body!.siteMonitors!.ispCities!.ispCity!.map((c) => c.cityName)).toEqual(['Beijing', 'Hangzhou']);

    // A wrong address for the type and an unknown detection point are refused as CloudMonitor refuses (HTTP 200).
    const wrong = await cms.createSiteMonitor(new $Cms.CreateSiteMonitorRequest({ taskName: 'doc_bad', taskType: 'HTTPS', address: 'http://www.example.com' }));
    expect(wrong.body).toMatchObject({ code: 'ParameterInvalid' });
    expect(String(wrong.body!.success)).toBe('false');

    await cms.modifySiteMonitor(new $Cms.ModifySiteMonitorRequest({ taskId, taskName: 'doc_home', interval: '15' }));
    await cms.disableSiteMonitors(new $Cms.DisableSiteMonitorsRequest({ taskIds: taskId }));
    const modified = await cms.describeSiteMonitorList(new $Cms.DescribeSiteMonitorListRequest({ taskId }));
    expect(modified.body!.siteMonitors!.siteMonitor).toMatchObject([{ taskName: 'doc_home', interval: '15', taskState: '2' }]);

    await putContact('site-ops');
    await cms.putContactGroup(new $Cms.PutContactGroupRequest({ contactGroupName: 'ops', contactNames: ['site-ops'] }));
    await cpuRule('site-rule');
    await cms.modifySiteMonitor(new $Cms.ModifySiteMonitorRequest({ taskId, alertIds: 'site-rule' }));
    const deleted = await cms.deleteSiteMonitors(new $Cms.DeleteSiteMonitorsRequest({ taskIds: taskId }));
    expect(deleted.body!.data!.count).toBe(1);
    expect((await cms.describeSiteMonitorList(new $Cms.DescribeSiteMonitorListRequest({}))).body!.totalCount).toBe(0);
    const rules = await cms.describeMetricRuleList(new $Cms.DescribeMetricRuleListRequest({ ruleIds: 'site-rule' }));
    expect(rules.body!.alarms?.alarm ?? []).toEqual([]);
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'DeleteSiteMonitors' });
    expect(Events[0]).toMatchObject({ serviceName: 'Cms', eventRW: 'Write', requestParameters: { TaskIds: taskId } });
  });
});

describe('CloudMonitor event-triggered alert rules', () => {
  it('makes a system event rule with a contact group and a callback, tests it, disables and deletes it; ActionTrail keeps the put', async () => {
    await putContact('event-ops');
    await cms.putContactGroup(new $Cms.PutContactGroupRequest({ contactGroupName: 'event-oncall', contactNames: ['event-ops'] }));
    const put = await cms.putEventRule(new $Cms.PutEventRuleRequest({
      ruleName: 'ecs-reboot', eventType: 'SYSTEM',
      eventPattern: [new $Cms.PutEventRuleRequestEventPattern({ product: 'ecs', levelList: ['CRITICAL'], nameList: ['Instance:SystemFailure.Reboot:Executing'], eventTypeList: ['Exception'] })],
    }));
    expect(put.body).toMatchObject({ success: true, code: '200', data: '1' });
    const bad = await cms.putEventRule(new $Cms.PutEventRuleRequest({ ruleName: 'x', eventPattern: [new $Cms.PutEventRuleRequestEventPattern({ product: 'ecs', levelList: ['LOUD'] })] }));
    expect(bad.body).toMatchObject({ success: false, code: 'ParameterInvalid' });

    const targets = await cms.putEventRuleTargets(new $Cms.PutEventRuleTargetsRequest({
      ruleName: 'ecs-reboot',
      contactParameters: [new $Cms.PutEventRuleTargetsRequestContactParameters({ id: '1', contactGroupName: 'event-oncall', level: '3' })],
      webhookParameters: [new $Cms.PutEventRuleTargetsRequestWebhookParameters({ id: '2', url: 'http://hooks.example.com/ecs', method: 'post' })],
    }));
    expect(targets.body).toMatchObject({ success: true });
    const noGroup = await cms.putEventRuleTargets(new $Cms.PutEventRuleTargetsRequest({ ruleName: 'ecs-reboot', contactParameters: [new $Cms.PutEventRuleTargetsRequestContactParameters({ id: '3', contactGroupName: 'nobody', level: '3' })] }));
    expect(noGroup.body).toMatchObject({ success: false, code: 'ContactGroupNotExists' });

    const listed = await cms.describeEventRuleList(new $Cms.DescribeEventRuleListRequest({ namePrefix: 'ecs' }));
    expect(listed.body!.total).toBe(1);
    expect(listed.body!.eventRules!.eventRule![0]).toMatchObject({ name: 'ecs-reboot', eventType: 'SYSTEM', state: 'ENABLED', eventPattern: { eventPattern: [{ product: 'ecs', levelList: { levelList: ['CRITICAL'] }, nameList: { nameList: ['Instance:SystemFailure.Reboot:Executing'] } }] } });
    const attribute = await cms.describeEventRuleAttribute(new $Cms.DescribeEventRuleAttributeRequest({ ruleName: 'ecs-reboot' }));
    expect(attribute.body!.result).toMatchObject({ name: 'ecs-reboot', eventPattern: { product: 'ecs' } });
    const listedTargets = await cms.describeEventRuleTargetList(new $Cms.DescribeEventRuleTargetListRequest({ ruleName: 'ecs-reboot' }));
    expect(listedTargets.body!.contactParameters!.contactParameter).toMatchObject([{ id: '1', contactGroupName: 'event-oncall', level: '3' }]);
    expect(listedTargets.body!.webhookParameters!.webhookParameter).toMatchObject([{ id: '2', method: 'POST', protocol: 'http' }]);

    const dryRun = await cms.sendDryRunSystemEvent(new $Cms.SendDryRunSystemEventRequest({ product: 'ecs', eventName: 'Instance:SystemFailure.Reboot:Executing', eventContent: '{"resourceId":"i-bp1"}' }));
    expect(dryRun.body).toMatchObject({ success: 'true', code: '200' });
    await cms.disableEventRules(new $Cms.DisableEventRulesRequest({ ruleNames: ['ecs-reboot'] }));
    expect((await cms.describeEventRuleList(new $Cms.DescribeEventRuleListRequest({}))).body!.eventRules!.eventRule![0].state).toBe('DISABLED');
    const noRule = await cms.sendDryRunSystemEvent(new $Cms.SendDryRunSystemEventRequest({ product: 'ecs', eventName: 'Instance:SystemFailure.Reboot:Executing' }));
    expect(noRule.body).toMatchObject({ code: 'ResourceNotFound' });
    await cms.deleteEventRuleTargets(new $Cms.DeleteEventRuleTargetsRequest({ ruleName: 'ecs-reboot', ids: ['2'] }));
    expect((await cms.describeEventRuleTargetList(new $Cms.DescribeEventRuleTargetListRequest({ ruleName: 'ecs-reboot' }))).body!.webhookParameters!.webhookParameter ?? []).toEqual([]);
    await cms.deleteEventRules(new $Cms.DeleteEventRulesRequest({ ruleNames: ['ecs-reboot'] }));
    expect((await cms.describeEventRuleList(new $Cms.DescribeEventRuleListRequest({}))).body!.total).toBe(0);
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'PutEventRule' });
    expect(Events.find((e) => e.requestParameters.RuleName === 'ecs-reboot')?.requestParameters).toMatchObject({ 'EventPattern.1.Product': 'ecs', 'EventPattern.1.LevelList.1': 'CRITICAL' });
  });
});
