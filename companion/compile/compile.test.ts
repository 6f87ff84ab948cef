// The compiler on the real emulator's catalogue, with pages written for these tests in the help center's style
// (English and Chinese): what each procedure needs, what proves it, where each item came from; several procedures
// on a page; pages it cannot compile, and why.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../emulator/server';
import { fetchCatalogue, type Catalogue } from './catalogue';
import { compilePage } from './compile';
import { htmlToMarkdown } from './html';
import { checkedTask } from './render';
import { expandTask } from '../task/expand';
import { parseTask } from '../task/load';

let emulator: RunningEmulator;
let catalogue: Catalogue;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'compile' });
  catalogue = await fetchCatalogue(emulator);
});
afterAll(() => emulator.close());

const page = (name: string) => readFileSync(new URL(`../../test/fixtures/pages/${name}`, import.meta.url), 'utf8');
const one = (markdown: string) => {
  const result = compilePage('page.md', markdown, catalogue);
  expect(result.failures).toEqual([]);
  expect(result.tasks).toHaveLength(1);
  return result.tasks[0];
};
const shape = (task: ReturnType<typeof one>) => ({
  requires: task.front.requires.map((r) => `${r.id}: ${r.type}${r.attributes.Status ? ` ${r.attributes.Status}` : ''}`),
  success: task.front.success.map((s) => `${s.service} ${s.event} ${JSON.stringify(s.params ?? {})}`),
});

describe('compilePage', () => {
  it('stops a running instance: the instance and what it needs, StopInstance on it, each item with evidence', () => {
    const task = one(page('stop-instance.md'));
    expect(shape(task)).toEqual({
      requires: ['vpc: vpc', 'vsw: vswitch', 'sg: security_group', 'vm: instance'],
      success: ['Ecs StopInstance {"InstanceId":"${vm.id}"}'],
    });
    expect(task.front.requires[3].attributes).toMatchObject({ VSwitchId: '${vsw.id}', SecurityGroupId: '${sg.id}', InstanceName: 'aca-${rand}-vm' });
    const rule = task.inferred.find((i) => i.item === 'success.0')!;
    expect(rule.evidence.text).toMatch(/Stop/);
    expect(rule.confidence).toBeGreaterThan(0.6);
    expect(task.inferred.find((i) => i.item === 'requires.vsw')!.evidence.text).toMatch(/instance needs a vswitch/);
    expect(task.front).toMatchObject({ product: 'ecs', locale: 'en-US', start: '/ecs', judge: null });
  });

  it('starts an instance only from a stopped one, and reads a Chinese page through the console labels', () => {
    const task = one(['# 启动实例', '', '## 操作步骤', '1. 登录[ECS管理控制台](https://ecs.console.aliyun.com)。', '2. 在左侧导航栏，选择**实例与镜像** > **实例**。', '3. 找到目标实例，在**操作**列中，单击**启动**。', '4. 在弹出的对话框中，单击**确定**。', ''].join('\n'));
    expect(shape(task)).toEqual({
      requires: ['vpc: vpc', 'vsw: vswitch', 'sg: security_group', 'vm: instance Stopped'],
      success: ['Ecs StartInstance {"InstanceId":"${vm.id}"}'],
    });
    expect(task.front.locale).toBe('zh-CN');
    expect(task.inferred.find((i) => i.item === 'requires.vm.Status')!.evidence.text).toMatch(/StartInstance/);
  });

  it('gives one task per procedure of a page, named by its heading, and a name the reader chooses as an input', () => {
    const result = compilePage('keys.md', page('keys.md'), catalogue);
    expect(result.tasks.map((t) => [t.procedure, t.front.id])).toEqual([
      ['Create a key pair', 'compiled/ecs/create-key-pair'],
      ['Delete a security group', 'compiled/ecs/delete-security-group'],
    ]);
    const [create, remove] = result.tasks;
    expect(create.front.requires).toEqual([]);
    expect(create.front.inputs).toEqual({ name: 'doc-name-${rand}' });
    expect(create.front.success).toEqual([{ service: 'Ecs', event: 'CreateKeyPair', params: { KeyPairName: '${inputs.name}' }, succeeded: true }]);
    expect(shape(remove).requires).toEqual(['vpc: vpc', 'sg: security_group']);
    // Each procedure's body is its own section: the task's steps are that procedure's.
    expect(remove.body).toContain('## Delete a security group');
    expect(remove.body).not.toContain('Create Key Pair');
    expect(() => checkedTask(remove, 'remove.md')).not.toThrow();
  });

  it("keeps a page's own ${...} (a shell variable, a template literal in its code) as text: the task loads and its episode reads the page's words", () => {
    const task = one(['# Create a key pair', '', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Network & Security** > **Key Pairs**.', '3. Click **Create Key Pair**, enter a name, and click **OK**.', '4. Save the key on your computer, for example:', '', '   ```', '   mv key.pem ${HOME}/.ssh/${keyName}.pem', '   ```', ''].join('\n'));
    expect(task.body).toContain('$${HOME}/.ssh/$${keyName}.pem');
    const loaded = parseTask(checkedTask(task, 'key.md'), 'key.md');
    expect(expandTask(loaded, { rand: 'r1', inputs: {}, resources: {} }).body).toContain('mv key.pem ${HOME}/.ssh/${keyName}.pem');
  });

  it('needs what the console needs to create something: a security group is made in a VPC', () => {
    const task = one(['# Create a security group', '', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Network & Security** > **Security Groups**.', '3. Click **Create Security Group**.', '4. Set **Security Group Name** and select the **VPC**, then click **OK**.', ''].join('\n'));
    expect(shape(task).requires).toEqual(['vpc: vpc']);
    expect(task.front.success[0]).toMatchObject({ event: 'CreateSecurityGroup', params: { VpcId: '${vpc.id}' } });
    expect(Object.values(task.front.success[0].params ?? {})).toContain('${inputs.securityGroupName}');
  });

  it('reads prerequisites clause by clause: what exists is needed (a vSwitch as the labels write it), what is absent is not', () => {
    const task = one(['# Create a security group', '', '## Prerequisites', 'A VPC-type security group needs an existing VPC and vSwitch.', '', '## Procedure', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Network & Security** > **Security Groups**.', '3. Click **Create Security Group**.', '4. Set **Security Group Name** and select the **VPC**, then click **OK**.', ''].join('\n'));
    expect(shape(task).requires).toEqual(['vpc: vpc', 'vsw: vswitch']);
    const zh = one(['# 删除报警联系组', '', '## 前提条件', '报警联系组 `${group.name}` 已存在，且没有报警规则在使用它。', '', '## 操作步骤', '1. 登录[云监控控制台](https://cloudmonitor.console.aliyun.com)。', '2. 在左侧导航栏，选择**报警服务** > **报警联系人**。', '3. 单击**报警联系组**页签。', '4. 单击报警联系组 `${group.name}` 对应的**删除**。', '5. 在确认信息对话框中，单击**确定**。', ''].join('\n'));
    // The title's object is the contact group: the contact list's own Delete is about something else. Today's
    // console deletes a group with DeleteContactGroups, its ids as a JSON list.
    expect(shape(zh)).toEqual({ requires: ['contact: cms_alarm_contact', 'group: cms_alarm_contact_group'], success: ['Cms DeleteContactGroups {"contactGroupIds":"[\\"${group.id}\\"]"}'] });
  });

  it('needs the instance, not a disk of its own, for a snapshot of a disk the procedure reaches through an instance', () => {
    const task = one(['# Create a snapshot for a disk', '', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.', '3. Find the instance whose disk you want to snapshot and click the instance ID.', '4. Click the **Cloud Disk** tab, find the disk and click **Create Snapshot**.', '5. In the dialog box, enter a name for the snapshot and click **Create**.', ''].join('\n'));
    expect(shape(task).requires).toEqual(['vpc: vpc', 'vsw: vswitch', 'sg: security_group', 'vm: instance']);
    // "Create" confirms the dialog Create Snapshot opened: no second action.
    expect(task.front.success.map((r) => r.event)).toEqual(['CreateSnapshot']);
  });

  it('gives an alert rule an instance to watch, as the provisioner creates it', () => {
    const task = one(['# Delete an alert rule', '', '## Prerequisites', 'The alert rule `${rule.name}` exists.', '', '## Procedure', '1. Log on to the [Cloud Monitor console](https://cms-intl.console.aliyun.com).', '2. In the left-side navigation pane, choose **Alerts** > **Alert Rules**.', '3. Find the alert rule `${rule.name}` and click **Delete** in the **Actions** column.', '4. In the message, click **OK**.', ''].join('\n'));
    expect(task.front.requires.map((r) => r.type)).toEqual(expect.arrayContaining(['instance', 'cms_alarm_contact_group', 'cms_alarm']));
    expect(task.front.requires.find((r) => r.type === 'cms_alarm')!.attributes.Resources).toBe('[{"instanceId":"${vm.id}"}]');
  });

  it('turns the fields a sentence lists into inputs and the create form\'s parameters', () => {
    const task = one(['# Create an alert contact', '', '1. Log on to the [Cloud Monitor console](https://cms-intl.console.aliyun.com).', '2. In the left-side navigation pane, choose **Alerts** > **Alert Contacts**.', '3. Click **Create Alert Contact**.', '4. In the Set Alert Contact panel, enter the name, email address, and DingTalk chatbot of the alert contact.', '5. Click **OK**.', ''].join('\n'));
    const params = task.front.success[0].params ?? {};
    // Today's console (CloudMonitor 2.0) creates a contact with CreateContact: a name and an email.
    expect(task.front.success[0].event).toBe('CreateContact');
    expect(params.email).toMatch(/^\$\{inputs\./);
    expect(params.name).toMatch(/^\$\{inputs\./);
    expect(params.email).not.toBe(params.name);
  });

  it('compiles for an earlier console when the catalogue describes it: the 1.0 contact panel calls PutContact, and the task names that console', async () => {
    const markdown = ['# Create an alert contact', '', '1. Log on to the [Cloud Monitor console](https://cms-intl.console.aliyun.com).', '2. In the left-side navigation pane, choose **Alerts** > **Alert Contacts**.', '3. Click **Create Alert Contact**.', '4. In the Set Alert Contact panel, enter the name, email address, and phone number of the contact.', '5. Click **OK**.', ''].join('\n');
    const earlier = compilePage('page.md', markdown, await fetchCatalogue(emulator, ['cms@2020'])).tasks[0];
    expect(earlier.front.variant).toBe('cms@2020');
    expect(earlier.front.success[0]).toMatchObject({ event: 'PutContact', params: { ContactName: expect.stringMatching(/^\$\{inputs\./) } });
    expect(one(markdown).front).toMatchObject({ variant: null, success: [{ event: 'CreateContact' }] });
  });

  it('takes a noun two generations share for the kind of the console compiled for: a function is 3.0\'s today, in a service on fc@2023', async () => {
    const markdown = ['# Add a trigger to a function', '', '1. Log on to the [Function Compute console](https://fcnext.console.aliyun.com).', '2. Click the name of the function.', '3. On the **Triggers** tab, click **Create Trigger**.', '4. Set **Trigger Type** to **HTTP Trigger**, enter a **Name**, and click **OK**.', ''].join('\n');
    expect(shape(one(markdown))).toEqual({ requires: ['fc3-function: fc3_function'], success: ['FC CreateTrigger {"functionName":"${fc3-function.name}","triggerName":"${inputs.name}"}'] });
    const earlier = compilePage('page.md', markdown, await fetchCatalogue(emulator, ['fc@2023'])).tasks[0];
    expect(shape(earlier).requires).toEqual(['fc-service: fc_service', 'fc-function: fc_function']);
    expect(earlier.front.requires[1].attributes.serviceName).toBe('${fc-service.id}');
  });

  it('a contact group takes its contact by the provisioner\'s parameter, and its name from "give … its name"', () => {
    const task = one(['# Create an alert contact group', '', '1. Log on to the [Cloud Monitor console](https://cms-intl.console.aliyun.com).', '2. In the left-side navigation pane, choose **Alerts** > **Alert Contacts**.', '3. Click the **Alert Contact Group** tab, then click **Create Alert Contact Group**.', '4. Give the alert group its name and add the alert contact `${contact.name}` to it.', '5. Click **Confirm**.', ''].join('\n'));
    // The group list of today's console is reached by a button under Notification Objects; its form names the group
    // by `name`. Which contacts it holds is still written with the provisioner's parameter (README, "Left").
    expect(task.front.success[0]).toMatchObject({ event: 'CreateContactGroup', params: { 'ContactNames.1': '${contact.id}', name: expect.stringMatching(/^\$\{inputs\./) } });
  });

  it('an action on a RAM user\'s AccessKey pair needs the user with a pair and names the pair', () => {
    const task = one(['# Disable an AccessKey pair of a RAM user', '', '1. Log on to the [RAM console](https://ram.console.aliyun.com).', '2. In the left-side navigation pane, choose **Identities** > **Users**.', '3. Click the username of the RAM user.', '4. On the **Authentication** tab, find the AccessKey pair and click **Disable**.', '5. Click **OK**.', ''].join('\n'));
    expect(task.front.requires).toEqual([expect.objectContaining({ id: 'user', type: 'ram_user', attributes: expect.objectContaining({ AccessKey: 'true' }) })]);
    expect(task.front.success[0]).toMatchObject({ event: 'UpdateAccessKey', params: { UserName: '${user.name}', UserAccessKeyId: '${user.AccessKeyId}' } });
  });

  it('does not take for the decisive action the creation of what the prerequisites say exists', () => {
    const task = one(['# Add a RAM user to a RAM user group', '', '## Prerequisites', 'The RAM user `${user.name}` and the user group `${group.name}` exist.', '', '## Procedure', '1. Log on to the [RAM console](https://ram.console.aliyun.com).', '2. In the left-side navigation pane, choose **Identities** > **Users**.', '3. Find `${user.name}` and click **Add to Group** in the **Actions** column.', '4. In the **Add User to Group** dialog box, select `${group.name}`.', '5. Click **Add User to Group**.', ''].join('\n'));
    expect(task.front.success[0]).toMatchObject({ event: 'AddUserToGroup', params: { UserName: '${user.name}', GroupName: '${group.name}' } });
  });

  it('names what it creates from a field named as it, names the parent in a call on a child, and finds RDS by the API\'s nouns', () => {
    const create = one(['# Create a privileged account', '', '1. Log on to the [ApsaraDB RDS console](https://rdsnext.console.aliyun.com).', '2. Find the instance and click its ID.', '3. In the left-side navigation pane, click **Accounts**.', '4. Click **Create Account**.', '5. Configure the following parameters.', '', '   | Parameter | Description |', '   | --- | --- |', '   | Database Account | The name of the account. |', '   | Account Type | Select **Privileged Account**. |', '', '6. Click **OK**.', ''].join('\n'));
    expect(create.front.success[0]).toMatchObject({ event: 'CreateAccount', params: { DBInstanceId: '${db.id}', AccountName: expect.stringMatching(/^\$\{inputs\./) } });
    const window = one(['# Set the maintenance window', '', '1. Go to the **Instances** page and click the ID of the instance.', '2. In the **Configuration Information** section, click **Settings** to the right of **Maintenance Window**.', '3. Set **Start Time** and **End Time**, then click **Save**.', ''].join('\n'));
    expect(window.front.product).toBe('rds');
    expect(window.front.success[0]).toMatchObject({ service: 'Rds', event: 'ModifyDBInstanceMaintainTime', params: { DBInstanceId: '${db.id}' } });
  });

  it('takes a qualifier of the title\'s object and an account setting for no resource: a RAM user password policy needs nothing', () => {
    const task = one(['# 设置RAM用户密码强度', '', '## 操作步骤', '1. 登录[RAM控制台](https://ram.console.aliyun.com)。', '2. 在左侧导航栏，选择**人员管理** > **设置**。', '3. 在**安全设置**页签，单击**编辑密码规则**。', '4. 设置密码强度后，单击**确定**。', ''].join('\n'));
    expect(task.front.requires).toEqual([]);
    expect(task.front.success.map((r) => r.event)).toEqual(['SetPasswordPolicy']);
  });

  it('edits a RAM role\'s trust policy on the role\'s details page: UpdateRole on the role, no RAM policy needed', () => {
    const task = one(['# 修改RAM角色的信任策略', '', '## 操作步骤', '1. 登录[RAM控制台](https://ram.console.aliyun.com)。', '2. 在左侧导航栏，单击**RAM角色管理**。', '3. 在RAM角色管理页面，单击目标RAM角色名称。', '4. 单击**信任策略管理**页签，然后单击**修改信任策略**。', '5. 修改信任策略内容，然后单击**确定**。', ''].join('\n'));
    expect(task.front.requires.map((r) => `${r.id}: ${r.type}`)).toEqual(['role: ram_role']);
    expect(task.front.success).toEqual([{ service: 'Ram', event: 'UpdateRole', params: { RoleName: '${role.name}' }, succeeded: true }]);
  });

  it('takes no Delete of the product for a Chinese title whose object it cannot read; a section the steps click names it', () => {
    // 报警黑名单 is no console resource the catalogue translates, and the console's name (云监控: cloud monitor) names
    // nothing the procedure does: "删除…" alone is no DeleteSiteMonitors or DeleteMonitorGroup.
    const blacklist = one(['# 删除报警黑名单策略', '', '## 操作步骤', '1. 登录[云监控控制台](https://cloudmonitor.console.aliyun.com)。', '2. 在左侧导航栏，单击**报警服务** > **报警黑名单**。', '3. 找到目标策略，在**操作**列单击**删除**。', ''].join('\n'));
    expect(blacklist.front.success).toEqual([]);
    expect(blacklist.front.judge).toMatch(/CMS console/);
    // Site monitoring is in the catalogue: its delete is the title's.
    const site = one(['# 删除站点监控任务', '', '## 操作步骤', '1. 登录[云监控控制台](https://cloudmonitor.console.aliyun.com)。', '2. 在左侧导航栏，单击**站点监控**。', '3. 找到目标任务，在**操作**列单击**删除**。', ''].join('\n'));
    expect(site.front.success.map((r) => r.event)).toEqual(['DeleteSiteMonitors']);
    // The title's words are untranslated, but the steps click the section whose label is CORS.
    const cors = one(['# 设置跨域访问', '', '## 操作步骤', '1. 登录[OSS管理控制台](https://oss.console.aliyun.com)。', '2. 单击**Bucket列表**，然后单击目标Bucket名称。', '3. 选择**权限管理** > **跨域设置**，单击**设置**。', '4. 单击**创建规则**，填写规则后单击**确定**。', ''].join('\n'));
    expect(cors.front.success.map((r) => r.event)).toEqual(['PutBucketCors']);
  });

  it('reads a title without its remark in brackets (停止接受使用申请: closed to new applicants, no apply)', () => {
    const task = one(['# 设置多EIP网卡可见模式（停止接受使用申请）', '', '## 操作步骤', '1. 登录[弹性公网IP管理控制台](https://vpc.console.aliyun.com/eip)。', '2. 在**弹性公网IP**页面，找到目标EIP，单击**操作**列下的**绑定资源**。', '3. 在对话框中选择**辅助弹性网卡**，然后单击**确定**。', ''].join('\n'));
    expect(task.front.success.map((r) => r.event)).not.toContain('AllocateEipAddress');
  });

  it('knows a kind by its console name: an application group is a MonitorGroup, an alert template a MetricRuleTemplate; 至 is "to"', () => {
    const group = one(['# Create an application group', '', '## Procedure', '1. Log on to the [CloudMonitor console](https://cloudmonitor.console.aliyun.com).', '2. In the left-side navigation pane, click **Application Groups**.', '3. Click **Create Group**, enter a name and click **OK**.', ''].join('\n'));
    expect(group.front.success.map((r) => r.event)).toEqual(['CreateMonitorGroup']);
    // 应用 alone is the verb, after 应用分组 is read; the object ends at 至.
    const apply = one(['# 应用报警模板至应用分组', '', '## 操作步骤', '1. 登录[云监控控制台](https://cloudmonitor.console.aliyun.com)。', '2. 在左侧导航栏，选择**报警服务** > **报警模板**。', '3. 找到目标模板，单击**应用到分组**，选择分组后单击**确认**。', ''].join('\n'));
    expect(apply.front.success.map((r) => r.event)).toEqual(['ApplyMetricRuleTemplate']);
  });

  it('reads "add X to Y" as Y\'s Join when X is a resource of its own (an instance), not as X\'s Create; a rule added to a group is no member', () => {
    const steps = (title: string, click: string) => one([`# ${title}`, '', '## Procedure', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Network & Security** > **Security Groups**.', `3. Find the security group and click **${click}**.`, '4. Click **OK**.', ''].join('\n'));
    expect(steps('Add an instance to a security group', 'Manage Instances').front.success.map((r) => r.event)).toEqual(['JoinSecurityGroup']);
    expect(steps('Remove an instance from a security group', 'Manage Instances').front.success.map((r) => r.event)).toEqual(['LeaveSecurityGroup']);
    expect(steps('Add a rule to a security group', 'Add Rule').front.success.map((r) => r.event)).not.toContain('JoinSecurityGroup');
  });

  it('reads a noun from the product\'s own labels (创建证书: a certificate), and no control from a label it reads in part', () => {
    const task = one(['# 上传证书', '', '## 操作步骤', '1. 登录[负载均衡管理控制台](https://slb.console.aliyun.com)。', '2. 在左侧导航栏，单击**证书管理**。', '3. 单击**创建证书**，填写证书内容后单击**确认**。如需清理，可单击**删除全部过期证书**。', ''].join('\n'));
    expect(task.front.success.map((r) => r.event)).toEqual(['UploadServerCertificate']);
  });

  it('provisions as many servers as a step\'s note says the console takes (两台ECS实例)', () => {
    const task = one(['# 创建主备服务器组', '', '## 操作步骤', '1. 登录[负载均衡管理控制台](https://slb.console.aliyun.com)。', '2. 在**实例管理**页面，单击目标实例的ID。', '3. 单击**主备服务器组**页签，然后单击**创建主备服务器组**。', '4. 在创建主备服务器组页面，完成以下配置。', '    1. 输入**主备服务器组名称**。', '    2. 单击**添加**，选择要添加的ECS实例。', '', '        主备服务器组只能添加两台ECS实例。', '', '    3. 单击**创建**。', ''].join('\n'));
    expect(task.front.requires.filter((r) => r.type === 'instance')).toHaveLength(2);
    expect(task.front.success.map((r) => r.event)).toContain('CreateMasterSlaveServerGroup');
  });

  it('reads a search on ActionTrail\'s history as a query of events, and an alias the reader enters as the alias\'s name', () => {
    const trail = one(['# Use ActionTrail to record RAM operations', '', '1. Log on to the [ActionTrail console](https://actiontrail.console.aliyun.com).', '2. In the left-side navigation pane, click **History Search**.', '3. Set the filters and click **Search**.', '4. Click **View event** next to an event.', ''].join('\n'));
    expect(trail.front.success.map((r) => r.event)).toEqual(['LookupEvents']);
    const alias = one(['# 创建别名', '', '## 操作步骤', '1. 登录[密钥管理服务控制台](https://kms.console.aliyun.com)。', '2. 在左侧导航栏，单击**用户主密钥**。', '3. 单击密钥 `${key.KeyId}` 在密钥列的**创建别名**。', '4. 在创建别名对话框，输入别名。', '5. 单击**确定**。', ''].join('\n'));
    expect(alias.front.success[0]).toMatchObject({ event: 'CreateAlias', params: { AliasName: expect.stringMatching(/^\$\{inputs\./) } });
  });

  it('judges by a rubric what no event proves (a page that only shows something)', () => {
    const task = one(['# View the monitoring data of an instance', '', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.', '3. Click the instance ID and then the **Monitoring** tab.', ''].join('\n'));
    expect(task.front.success).toEqual([]);
    expect(task.front.judge).toMatch(/View the monitoring data/);
    expect(task.inferred.find((i) => i.item === 'judge')!.confidence).toBeLessThan(0.5);
  });

  it('keeps a resource the body already refers to under the id the body uses', () => {
    const task = one(['# Delete a bucket', '', '1. Log on to the [OSS console](https://oss.console.aliyun.com).', '2. Click **Buckets**, then click `${bkt.name}`.', '3. Click **Delete Bucket** and then **OK**.', ''].join('\n'));
    expect(task.front.requires.map((r) => `${r.id}: ${r.type}`)).toEqual(['bkt: oss_bucket']);
    expect(task.front.success[0]).toMatchObject({ service: 'Oss', event: 'DeleteBucket', params: { BucketName: '${bkt.name}' } });
  });

  it('says why it cannot compile a page: no procedure, commands or a program\'s wizard instead of the console, no known console', () => {
    expect(compilePage('p.md', page('no-procedure.md'), catalogue).failures.map((f) => f.code)).toEqual(['no-procedure']);
    const commands = compilePage('c.md', ['# Mount a disk', '', '1. Connect to the instance over SSH.', '2. Run the `mount /dev/vdb1 /mnt` command.', '3. Run the `df -h` command to check.', ''].join('\n'), catalogue);
    expect(commands.failures.map((f) => f.code)).toEqual(['not-console']);
    // An installer's wizard: clicks, but none on a control any console has, and no console opened.
    const wizard = compilePage('w.md', ['# Install the database on an ECS instance', '', '1. In the installation wizard, click **Select All** and then click **Next**.', '2. Click **Default instance** and then click **Next**.', '3. Click **Add Current User**, and then click **Install**.', ''].join('\n'), catalogue);
    expect(wizard.failures.map((f) => [f.code, f.reason])).toEqual([['not-console', expect.stringMatching(/program or the instance's system/)]]);
    const unknown = compilePage('u.md', ['# Order a coffee', '', '1. Open the menu.', '2. Click **Espresso**.', '3. Click **Pay**.', ''].join('\n'), catalogue);
    expect(unknown.failures.map((f) => f.code)).toEqual(['no-product']);
  });

  it('compiles an article saved from the browser as it compiles its Markdown', () => {
    const html = htmlToMarkdown(page('stop-instance.html'), 'stop-instance.html');
    expect(html.url).toBe('https://www.alibabacloud.com/help/en/ecs/user-guide/stop-an-instance-test-page');
    expect(html.updated).toBe('2026-11-20');
    expect(html.markdown).not.toMatch(/Was this helpful|Home|side-nav/);
    expect(shape(one(html.markdown))).toEqual(shape(one(page('stop-instance.md'))));
  });
});
