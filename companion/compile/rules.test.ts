// Rules of the compiler for what a procedure implies beyond its own object, on the real emulator's catalogue, with
// pages written for these tests in the help center's style: a query of another service's events, a CLB's backend
// servers, an EIP bound to a NAT gateway, an SNAT entry's table, a CDN feature and a URL to refresh.
import { describe, expect, it } from 'vitest';
import { productsNamed } from './audited';
import { compiledOne, useCatalogue } from '../../test/compile-catalogue';
import { splitName, wordsOf } from './words';
import { productFromText } from '../task/products';

const catalogue = useCatalogue('compile-rules');
const one = (lines: string[]) => compiledOne(lines, catalogue());
const types = (task: ReturnType<typeof one>) => task.front.requires.map((r) => `${r.id}: ${r.type}`);

describe('words', () => {
  it('keeps a lone capital with its word, in action names and in labels', () => {
    expect(splitName('AddVServerGroupBackendServers')).toEqual(['add', 'vserver', 'group', 'backend', 'server']);
    expect(splitName('CreateVSwitch')).toEqual(['create', 'vswitch']);
    expect(splitName('DescribeDBInstances')).toEqual(['describe', 'db', 'instance']);
    expect(wordsOf('Create a vServer group in the vSwitch')).toEqual(['create', 'vserver', 'group', 'vswitch']);
  });

  it('finds every product a text names, Latin names as whole words', () => {
    expect(productsNamed('Query the KMS and RAM events in the ActionTrail console')).toEqual(['kms', 'ram', 'actiontrail']);
    expect(productsNamed('查看密钥管理服务的操作事件')).toEqual(['kms']);
    expect(productsNamed('Set up a program')).toEqual([]);
  });
});

describe('a query of another service\'s events', () => {
  it('needs a resource of that service: the one its console lists first, or the one the title names', () => {
    const ram = one(['# Query the operations on RAM in ActionTrail', '', '1. Log on to the [ActionTrail console](https://actiontrail.console.aliyun.com).', '2. In the left-side navigation pane, click **Event Detail Query**.', '3. Select **Service Name** from the drop-down list, enter **Ram** and click **Search**.', '4. Click the plus sign next to an event to see its details.']);
    expect(ram.front.success.map((r) => r.event)).toEqual(['LookupEvents']);
    expect(types(ram)).toEqual(['user: ram_user']);
    expect(ram.inferred.find((i) => i.item === 'requires.user')!.evidence.text).toMatch(/RAM/);
    const ecs = one(['# View the operation records of an ECS instance', '', '1. Log on to the [ActionTrail console](https://actiontrail.console.aliyun.com).', '2. In the left-side navigation pane, click **Event Detail Query**.', '3. Enter the ID of the instance and click **Search**.']);
    expect(types(ecs)).toEqual(['vpc: vpc', 'vsw: vswitch', 'sg: security_group', 'vm: instance']);
  });

  it('takes the service from the value the reader filters by, in Chinese pages too', () => {
    const task = one(['# 查询操作事件', '', '## 操作步骤', '1. 登录[操作审计控制台](https://actiontrail.console.aliyun.com)。', '2. 在左侧导航栏，单击**事件查询**。', '3. 从下拉列表中选择**服务名称**，在文本框中输入**Kms**，然后单击**搜索**。']);
    expect(types(task)).toEqual(['key: kms_key']);
  });

  it('filters by the user who performed the operations: the account\'s root identity set up what the trail shows', () => {
    const task = one(['# Review the operations on RAM', '', '1. Log on to the [ActionTrail console](https://actiontrail.console.aliyun.com).', '2. On the **History Search** page, select **Username** from the **Filter** list.', '3. Enter the user name and click **Search**.']);
    expect(types(task)).toEqual(['user: ram_user']);
    expect(task.front.inputs).toEqual({ userName: 'root' });
    expect(task.inferred.find((i) => i.item === 'inputs.userName')!.what).toMatch(/root identity/);
  });

  it('needs nothing more for the events of ActionTrail itself', () => {
    const task = one(['# Search the events of the last hour', '', '1. Log on to the [ActionTrail console](https://actiontrail.console.aliyun.com).', '2. In the left-side navigation pane, click **Event Detail Query**.', '3. Set the time range to the last hour and click **Search**.']);
    expect(task.front.success.map((r) => r.event)).toEqual(['LookupEvents']);
    expect(task.front.requires).toEqual([]);
  });
});

describe('a CLB\'s backend servers', () => {
  it('adds ECS instances to the default server group: the CLB it opens, in the vSwitch of the instances', () => {
    const task = one(['# Add servers to the default server group', '', '1. Log on to the [SLB console](https://slb.console.aliyun.com).', '2. On the **Instances** page, click the ID of the target instance.', '3. Click the **Default Server Group** tab.', '4. Click **Add**.', '5. Select the ECS instances that you want to add and click **Next**.', '6. Set the weight of each server and click **Add**.', '7. Click **OK**.']);
    expect(types(task)).toEqual(['vpc: vpc', 'vsw: vswitch', 'sg: security_group', 'vm: instance', 'clb: slb_load_balancer']);
    expect(task.front.requires[4].attributes).toMatchObject({ VpcId: '${vpc.id}', VSwitchId: '${vsw.id}' });
    // The servers go in the BackendServers list: a rule cannot name one by its own parameter.
    expect(task.front.success).toEqual([{ service: 'Slb', event: 'AddBackendServers', params: { LoadBalancerId: '${clb.id}' }, succeeded: true }]);
  });

  it('creates a vServer group on the CLB it opens by its ID, with the servers it picks', () => {
    const task = one(['# 创建虚拟服务器组', '', '## 操作步骤', '1. 登录[负载均衡管理控制台](https://slb.console.aliyun.com)。', '2. 在实例管理页面，单击目标实例的ID。', '3. 单击**虚拟服务器组**页签，然后单击**创建虚拟服务器组**。', '4. 在**虚拟服务器组名称**文本框中，输入名称。', '5. 单击**添加**，选择要加入的服务器。', '6. 单击**确定**。']);
    expect(types(task)).toEqual(['vpc: vpc', 'vsw: vswitch', 'sg: security_group', 'vm: instance', 'clb: slb_load_balancer']);
    expect(task.front.success[0]).toMatchObject({ event: 'CreateVServerGroup', params: { LoadBalancerId: '${clb.id}', VServerGroupName: expect.stringMatching(/^\$\{inputs\./) } });
  });

  it('creates a primary/secondary server group with its servers inside the JSON list; deletes one it provisions, not the CLB', () => {
    const head = ['## 操作步骤', '1. 登录[负载均衡管理控制台](https://slb.console.aliyun.com)。', '2. 单击目标实例的ID。', '3. 单击**主备服务器组**页签。'];
    const add = one(['# 创建主备服务器组', '', ...head, '4. 单击**创建主备服务器组**。', '5. 在**主备服务器组名称**文本框中，输入名称。', '6. 单击**添加**，选择要加入的服务器。', '7. 单击**创建**。']);
    expect(add.front.success[0]).toMatchObject({ event: 'CreateMasterSlaveServerGroup', params: { LoadBalancerId: '${clb.id}' } });
    expect(add.front.success[0].params).not.toHaveProperty('ServerId');
    const del = one(['# 删除主备服务器组', '', ...head, '4. 找到目标主备服务器组，单击**操作**列的**删除**。', '5. 单击**确定**。']);
    const group = del.front.requires.find((r) => r.type === 'slb_master_slave_group')!;
    expect(group.attributes).toMatchObject({ LoadBalancerId: '${clb.id}', ServerId: expect.stringMatching(/^\$\{vm/) });
    expect(del.front.success[0]).toMatchObject({ event: 'DeleteMasterSlaveServerGroup', params: { MasterSlaveServerGroupId: `\${${group.id}.id}` } });
  });

  it('names a listener by its port beside its CLB, not by the provisioner\'s id of it', () => {
    const task = one(['# 停止监听', '', '## 操作步骤', '1. 登录[负载均衡管理控制台](https://slb.console.aliyun.com)。', '2. 单击目标实例的ID。', '3. 单击**监听**页签。', '4. 找到目标监听，单击**停止**。', '5. 单击**确定**。']);
    const listener = task.front.requires.find((r) => r.type === 'slb_listener')!;
    expect(task.front.success[0]).toMatchObject({ event: 'StopLoadBalancerListener', params: { ListenerPort: `\${${listener.id}.ListenerPort}` } });
  });

  it('adds a forwarding rule on an HTTP listener of the CLB, to a vServer group; edits and deletes one by its id', () => {
    const head = ['## 操作步骤', '1. 登录[负载均衡管理控制台](https://slb.console.aliyun.com)。', '2. 单击负载均衡实例的ID。', '3. 单击**监听**页签。'];
    const add = one(['# 添加转发策略', '', ...head, '4. 单击目标七层监听的**配置转发策略**。', '5. 配置转发策略：', '', '    1. **域名**：输入请求域名。', '    2. **虚拟服务器组**：选择虚拟服务器组。', '', '6. 单击**添加转发策略**。']);
    const listener = add.front.requires.find((r) => r.type === 'slb_listener')!;
    // A rule lives on a Layer-7 listener; its group travels inside the RuleList JSON, so the rule does not name it.
    expect(listener.attributes).toMatchObject({ ListenerProtocol: 'http' });
    expect(types(add)).toContain('slb-vserver-group: slb_vserver_group');
    expect(add.front.success[0]).toMatchObject({ event: 'CreateRules', params: { LoadBalancerId: '${clb.id}', ListenerPort: `\${${listener.id}.ListenerPort}` } });
    const del = one(['# 删除转发策略', '', ...head, '4. 单击目标七层监听的**配置转发策略**。', '5. 在**转发策略列表**区域，单击目标转发策略的**删除**。', '6. 单击**确定**。']);
    const rule = del.front.requires.find((r) => r.type === 'slb_rule')!;
    expect(rule.attributes).toMatchObject({ ListenerPort: expect.stringMatching(/ListenerPort\}$/), VServerGroupId: expect.stringMatching(/^\$\{/) });
    expect(del.front.success[0]).toMatchObject({ event: 'DeleteRules', params: { RuleIds: `["\${${rule.id}.id}"]` } });
  });

  it('stops or releases a CLB alone: nothing is behind it', () => {
    const stop = one(['# Stop a CLB instance', '', '1. Log on to the [SLB console](https://slb.console.aliyun.com).', '2. Find the instance and choose **More** > **Stop** in the **Actions** column.']);
    expect(types(stop)).toEqual(['clb: slb_load_balancer']);
    const release = one(['# 释放负载均衡实例', '', '## 操作步骤', '1. 登录[负载均衡管理控制台](https://slb.console.aliyun.com)。', '2. 在目标实例的操作列，选择**更多** > **释放设置**。', '3. 选择**立即释放**，单击**下一步**，再单击**确定**。']);
    expect(types(release)).toEqual(['clb: slb_load_balancer']);
    expect(release.front.success[0]).toMatchObject({ event: 'DeleteLoadBalancer', params: { LoadBalancerId: '${clb.id}' } });
  });
});

describe('EIPs and NAT gateways', () => {
  it('binds an EIP to a NAT gateway by InstanceId and InstanceType', () => {
    const task = one(['# 为NAT网关绑定EIP', '', '## 操作步骤', '1. 登录[NAT网关管理控制台](https://vpc.console.aliyun.com/nat)。', '2. 在**NAT网关**页面，找到目标NAT网关，单击**弹性公网IP**列下的**立即绑定**。', '3. 在对话框中选择一个EIP，单击**确定**。']);
    expect(task.front.success[0]).toMatchObject({ event: 'AssociateEipAddress', params: { InstanceId: '${nat.id}', InstanceType: 'Nat' } });
    expect(task.front.success[0].params).not.toHaveProperty('NatGatewayId');
  });

  it('binds an EIP to the ECS instance the bind dialog offers first when the page leaves the resource to the reader', () => {
    const task = one(['# 绑定云资源', '', '## 操作步骤', '1. 登录[专有网络管理控制台](https://vpc.console.aliyun.com)。', '2. 在左侧导航栏，单击**弹性公网IP**。', '3. 找到目标EIP，单击**操作**列下的**绑定**。', '4. 选择要绑定的实例，然后单击**确定**。']);
    expect(task.front.success.map((r) => [r.event, r.params])).toEqual([['AssociateEipAddress', { AllocationId: '${eip.id}', InstanceId: '${vm.id}' }]]);
    expect(types(task)).toEqual(['eip: eip', 'vpc: vpc', 'vsw: vswitch', 'sg: security_group', 'vm: instance']);
    // A box named by the types it may hold names none of them (not the secondary ENI it lists last).
    const listed = one(['# 绑定云资源', '', '## 操作步骤', '1. 登录[专有网络管理控制台](https://vpc.console.aliyun.com)。', '2. 在左侧导航栏，单击**弹性公网IP**。', '3. 找到目标EIP，单击**操作**列下的**绑定**。', '4. 完成以下配置，然后单击**确定**。', '', '   |配置|说明|', '   |--|--|', '   |**NAT网关/ECS实例/辅助弹性网卡**|选择要绑定的实例。|']);
    expect(listed.front.success.map((r) => r.params)).toEqual([{ AllocationId: '${eip.id}', InstanceId: '${vm.id}' }]);
  });

  it('allocates a contiguous EIP group or a released EIP back with their own actions, needing no EIP first', () => {
    const steps = ['1. Log on to the [Elastic IP Address console](https://vpc.console.aliyun.com/eip).', '2. On the **Elastic IP Addresses** page, click **Request Custom IP**.'];
    const group = one(['# Apply for contiguous EIPs', '', ...steps, '3. Select **Request Continuous EIP Group**, select a mask and click **OK**.']);
    expect(group.front.success.map((r) => r.event)).toEqual(['AllocateEipSegmentAddress']);
    expect(group.front.requires).toEqual([]);
    const back = one(['# Recover a released EIP', '', ...steps, '3. Select **Request Specific EIP**, enter the IP address and click **OK**.']);
    expect(back.front.success.map((r) => r.event)).toEqual(['AllocateEipAddressPro']);
    expect(back.front.requires).toEqual([]);
  });

  it('creates an SNAT entry in the gateway\'s SNAT table with the EIP the prerequisites bind to it', () => {
    const task = one(['# Add an SNAT entry', '', '## Prerequisites', 'An EIP is associated with the NAT gateway.', '', '## Procedure', '1. Log on to the [NAT Gateway console](https://vpc.console.aliyun.com/nat).', '2. Find the NAT gateway and click **Configure SNAT** in the **Actions** column.', '3. Click **Create SNAT Entry**.', '4. Select the vSwitch and the public IP address, enter a name and click **OK**.']);
    expect(types(task)).toEqual(['vpc: vpc', 'vsw: vswitch', 'nat: nat_gateway', 'eip: eip']);
    expect(task.front.requires[3].attributes).toMatchObject({ InstanceId: '${nat.id}', InstanceType: 'Nat' });
    expect(task.inferred.find((i) => i.item === 'requires.eip')!.what).toMatch(/bound to the nat_gateway/);
    expect(task.front.success[0]).toMatchObject({ event: 'CreateSnatEntry', params: { SnatTableId: '${nat.SnatTableId}' } });
  });
});

describe('CDN', () => {
  it('sets a feature of a domain the API names no other way with the domain\'s configuration', () => {
    const task = one(['# Configure a browser cache rule', '', '1. Log on to the [Alibaba Cloud CDN console](https://cdn.console.aliyun.com).', '2. In the left-side navigation pane, click **Domain Names**.', '3. Find `${dom.name}` and click **Manage**.', '4. Click **Cache**, then click **Create Rule**.', '5. Set the directory and the expiration time, and click **OK**.']);
    expect(types(task)).toEqual(['dom: cdn_domain']);
    expect(task.front.success[0]).toMatchObject({ event: 'BatchSetCdnDomainConfig', params: { DomainNames: '${dom.id}' } });
  });

  it('refreshes a file by its URL on the domain, with the path the page gives, and makes the URL an input', () => {
    const task = one(['# Refresh a file', '', '## Prerequisites', 'The accelerated domain name `${dom.name}` is running.', '', '## Procedure', '1. Log on to the [Alibaba Cloud CDN console](https://cdn.console.aliyun.com).', '2. In the left-side navigation pane, click **Purge and Prefetch**.', '3. Select **Refresh**, enter the URL of the file, for example `https://example.com/docs/guide.pdf`, and click **Submit**.']);
    expect(task.front.success).toEqual([{ service: 'Cdn', event: 'RefreshObjectCaches', params: { ObjectPath: 'https://${dom.name}/docs/guide.pdf' }, succeeded: true }]);
    expect(task.front.inputs.url).toBe('https://${dom.name}/docs/guide.pdf');
  });
});

describe('Alibaba Cloud DNS', () => {
  it('turns on weights for a subdomain: the records the prerequisites count, with their host and values; the rule names the subdomain', () => {
    const task = one(['# Turn on weighted round robin', '', '## Prerequisites', 'The domain name `${domain.name}` has two A records for the host `app` (192.0.2.1 and 192.0.2.2).', '', '## Procedure', '1. Log on to the [Alibaba Cloud DNS console](https://dns.console.aliyun.com).', '2. Click the domain name `${domain.name}`.', '3. In the left-side navigation pane, click **Weighted Round Robin**.', '4. Click **EnableWeight** in the Actions column of the subdomain.']);
    expect(types(task)).toEqual(['domain: alidns_domain', 'record: alidns_record', 'record2: alidns_record']);
    expect(task.front.requires.slice(1).map((r) => [r.attributes.RR, r.attributes.Type, r.attributes.Value])).toEqual([['app', 'A', '192.0.2.1'], ['app', 'A', '192.0.2.2']]);
    expect(task.front.success).toEqual([{ service: 'Alidns', event: 'SetDNSSLBStatus', params: { DomainName: '${domain.name}', SubDomain: 'app.${domain.name}' }, succeeded: true }]);
  });

  it('counts records in a Chinese prerequisite by the numeral and its measure word', () => {
    const task = one(['# 开启权重', '', '## 前提条件', '域名 `${domain.name}` 下有两条主机记录为 `api` 的 A 记录（192.0.2.5、192.0.2.6）。', '', '## 操作步骤', '1. 登录[云解析DNS控制台](https://dns.console.aliyun.com)。', '2. 单击域名 `${domain.name}`，进入解析设置页面。', '3. 在左侧导航栏，单击**权重配置**，再单击**开启权重**。']);
    expect(types(task)).toEqual(['domain: alidns_domain', 'record: alidns_record', 'record2: alidns_record']);
    expect(task.front.success[0]).toMatchObject({ event: 'SetDNSSLBStatus', params: { SubDomain: 'api.${domain.name}' } });
  });

  it('adds a record for each item of the list the step gives, with the item\'s address', () => {
    const task = one(['# 按线路添加解析记录', '', '## 前提条件', '域名 `${domain.name}` 已添加到云解析 DNS。', '', '## 操作步骤', '1. 登录[云解析DNS控制台](https://dns.console.aliyun.com)。', '2. 单击域名 `${domain.name}`，进入解析设置页面。', '3. 单击**添加记录**，按下面的线路各添加一条：', '', '   * 默认线路：192.0.2.1', '   * 联通线路：192.0.2.2']);
    expect(task.front.success.map((r) => [r.event, r.params?.DomainName, r.params?.Value])).toEqual([
      ['AddDomainRecord', '${domain.name}', '192.0.2.1'],
      ['AddDomainRecord', '${domain.name}', '192.0.2.2'],
    ]);
    // The host record the form requires and the page never gives is the reader's to choose.
    expect(task.front.inputs).toEqual({ hostRecord: 'www' });
  });

  it('adds a subdomain by the name the doc builds on the domain, then the records a later step says to add', () => {
    const task = one(['# Add a branch domain name', '', '1. Log on to the [Alibaba Cloud DNS console](https://dns.console.aliyun.com).', '2. Click **Add Domain Name**.', '3. Enter the subdomain `shop.${domain.name}` and click **OK**.', '4. Add two NS records under the primary domain that point to the DNS servers of the subdomain.']);
    expect(task.front.success).toEqual([
      { service: 'Alidns', event: 'AddDomain', params: { DomainName: 'shop.${domain.name}' }, succeeded: true },
      { service: 'Alidns', event: 'AddDomainRecord', params: { DomainName: '${domain.name}' }, succeeded: true },
    ]);
  });

  it('takes no later action from a step that sets fields on a page named like a creation', () => {
    const task = one(['# Create a key pair', '', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Network & Security** > **Key Pairs**.', '3. Click **Create Key Pair**.', '4. On the **Create Key Pair** page, set **Key Pair Name**.', '5. Click **OK**.']);
    expect(task.front.success.map((r) => r.event)).toEqual(['CreateKeyPair']);
  });

  it('names an RDS account as its API accepts (letters, digits, underscores), the one it needs and the one the reader makes up', () => {
    const drop = one(['# Delete an account', '', '1. Log on to the [ApsaraDB RDS console](https://rdsnext.console.aliyun.com).', '2. On the **Instances** page, click the ID of the instance.', '3. In the left-side navigation pane, click **Accounts**.', '4. Find the account and click **Delete** in the **Actions** column.', '5. Click **OK**.']);
    expect(drop.front.requires.find((r) => r.type === 'db_account')!.attributes.AccountName).toBe('aca_${rand}_account');
    const make = one(['# Create a privileged account', '', '1. Log on to the [ApsaraDB RDS console](https://rdsnext.console.aliyun.com).', '2. On the **Instances** page, click the ID of the instance.', '3. In the left-side navigation pane, click **Accounts**.', '4. Click **Create Account** and set **Database Account**.', '5. Click **OK**.']);
    const key = /^\$\{inputs\.(\w+)\}$/.exec(String(make.front.success[0].params?.AccountName))![1];
    expect(make.front.inputs[key]).toMatch(/^[a-z][a-z0-9_]*\$\{rand\}$/);
  });

  it('leaves to the reader the name of what exists when a step asks to type it, with nothing to make up', () => {
    const task = one(['# Delete a RAM role', '', '1. Log on to the [RAM console](https://ram.console.aliyun.com).', '2. In the left-side navigation pane, choose **Identities** > **Roles**.', '3. Find the RAM role `${role.name}` and click **Delete Role** in the **Actions** column.', '4. In the **Delete Role** dialog box, enter the name of the RAM role and click **Delete Role**.']);
    expect(task.front.success[0]).toMatchObject({ event: 'DeleteRole', params: { RoleName: '${role.name}' } });
    expect(task.front.inputs).toEqual({});
  });

  it('takes a name field for the created resource\'s name only when it names nothing else (an alias is no key\'s name)', () => {
    const task = one(['# Create a key', '', '1. Log on to the [KMS console](https://kms.console.aliyun.com).', '2. In the left-side navigation pane, click **Keys**.', '3. Click **Create Key**.', '4. In the **Create Key** dialog box, set **Alias Name** and **Description**.', '5. Click **OK**.']);
    expect(task.front.success).toEqual([{ service: 'Kms', event: 'CreateKey', succeeded: true }]);
  });

  it('makes the instance\'s vSwitch in the zone of the disk it is to take', () => {
    const task = one(['# Attach a data disk', '', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Instances & Images** > **Instances**.', '3. Find the instance and click its ID.', '4. Click the **Disks** tab, then click **Attach Disk**.', '5. In the dialog box, select the disk and click **OK**.']);
    const disk = task.front.requires.find((r) => r.type === 'disk');
    const vsw = task.front.requires.find((r) => r.type === 'vswitch');
    expect(disk?.attributes.ZoneId).toBeTruthy();
    expect(vsw?.attributes.ZoneId).toBe(disk?.attributes.ZoneId);
  });

  it('expects an OSS folder the reader names with the / its console appends, and a file it uploads without', () => {
    const folder = one(['# Make a folder', '', '1. Log on to the [OSS console](https://oss.console.aliyun.com).', '2. Click **Buckets**, then the bucket `${bucket.name}`.', '3. On the **Files** tab, click **Create Directory**.', '4. Type a name for the folder in **Directory Name**.', '5. Click **OK**.']);
    const rule = folder.front.success.find((r) => r.event === 'PutObject');
    expect(rule?.params?.ObjectName).toMatch(/^\$\{inputs\.\w*(folder|directory|dir)\w*\}\/$/i);
  });

  it('writes a KMS alias the reader makes up with the alias/ prefix its API requires, and names a key by its ARN where the action takes one', () => {
    const alias = one(['# Create an alias', '', '1. Log on to the [KMS console](https://kms.console.aliyun.com).', '2. In the left-side navigation pane, click **Keys**.', '3. Find the key `${key.id}` and click **Create Alias**.', '4. In the **Create Alias** dialog box, set **Alias Name**.', '5. Click **OK**.']);
    const key = /^\$\{inputs\.(\w+)\}$/.exec(String(alias.front.success[0].params?.AliasName))![1];
    expect(alias.front.inputs[key]).toMatch(/^alias\//);
    const protect = one(['# Enable deletion protection', '', '1. Log on to the [KMS console](https://kms.console.aliyun.com).', '2. In the left-side navigation pane, click **Keys**.', '3. Find the key `${key.id}` and click its ID.', '4. In the **Key Details** section, click **Enable Deletion Protection**.', '5. Click **OK**.']);
    expect(protect.front.success[0]).toMatchObject({ event: 'SetDeletionProtection', params: { ProtectedResourceArn: '${key.Arn}' } });
  });

  it('gives an email field an address, and an alert rule a metric and a condition to watch its instance by', () => {
    const contact = one(['# Create an alert contact', '', '1. Log on to the [Cloud Monitor console](https://cms-intl.console.aliyun.com).', '2. In the left-side navigation pane, choose **Alerts** > **Alert Contacts**.', '3. Click **Create Alert Contact**.', '4. Set **Name** and **Email**.', '5. Click **OK**.']);
    expect(Object.values(contact.front.inputs)).toContain('doc-${rand}@example.com');
    const rule = one(['# Disable an alert rule', '', '1. Log on to the [Cloud Monitor console](https://cms-intl.console.aliyun.com).', '2. In the left-side navigation pane, choose **Alerts** > **Alert Rules**.', '3. Find the alert rule `${rule.name}` and click **Disable** in the **Actions** column.', '4. Click **OK**.']);
    expect(rule.front.requires.find((r) => r.type === 'cms_alarm')!.attributes).toMatchObject({ MetricName: 'CPUUtilization', 'Escalations.Critical.Threshold': '90' });
  });

  it('takes 组名 for a name, once, and makes up a name short enough for the console', () => {
    const task = one(['# 创建报警联系组', '', '1. 登录[云监控控制台](https://cloudmonitor.console.aliyun.com)。', '2. 在左侧导航栏，选择**报警服务** > **报警联系人**。', '3. 单击**报警联系组**页签，然后单击**新建联系组**。', '4. 填写报警联系组的组名，并选择联系人 `${contact.name}`。', '5. 单击**确认**。']);
    const values = Object.values(task.front.inputs);
    expect(values).toHaveLength(1);
    expect(values[0].replace('${rand}', 'abcdef').length).toBeLessThanOrEqual(40);
  });

  it('makes a relation the procedure undoes: a user removed from a group is first a member of it', () => {
    const task = one(['# Remove a RAM user from a user group', '', '1. Log on to the [RAM console](https://ram.console.aliyun.com/).', '2. In the left-side navigation pane, choose **Identities** > **Groups**.', '3. Click the name of the user group.', '4. On the **Group Members** tab, find the RAM user and click **Remove from User Group**.', '5. Click **OK**.']);
    expect(task.front.success.map((r) => r.event)).toEqual(['RemoveUserFromGroup']);
    const group = task.front.requires.find((r) => r.type === 'ram_group')!;
    const user = task.front.requires.find((r) => r.type === 'ram_user')!;
    expect(user.attributes.GroupName).toBe(`\${${group.id}.id}`);
    expect(task.front.requires.indexOf(group)).toBeLessThan(task.front.requires.indexOf(user));
    // Adding one makes nothing first.
    const add = one(['# Add a RAM user to a user group', '', '1. Log on to the [RAM console](https://ram.console.aliyun.com/).', '2. In the left-side navigation pane, choose **Identities** > **Groups**.', '3. Find the user group and click **Add Group Members**.', '4. Select the RAM user and click **OK**.']);
    expect(add.front.requires.find((r) => r.type === 'ram_user')?.attributes.GroupName).toBeUndefined();
  });

  it('names in the rule of an action on no provisioned resource only what its form has a field for', () => {
    const save = one(['# Create a command', '', '## Procedure', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Maintenance & Monitoring** > **ECS Cloud Assistant**.', '3. Click **Create/Run Command**.', '4. In the **Command Information** section, set **Name** to `hello` and enter `echo hello` in **Command content**.', '5. In the **Select Instances** section, select the instance.', '6. Click **Save**.']);
    expect(save.front.success).toEqual([expect.objectContaining({ event: 'CreateCommand' })]);
    // CreateCommand takes no instance: the instances the form shows are for Run.
    expect(Object.keys(save.front.success[0].params ?? {})).not.toContain('InstanceId');
  });
});

describe('tags', () => {
  it('binds a tag to the resource a page about tags names, by ResourceType and ResourceId.1; another page only mentions tags', () => {
    const task = one(['# Edit the tags of a disk', '', '## Procedure', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Storage & Snapshots** > **Disks**.', '3. Find the disk and click **Edit Tags**.', '4. Enter a tag key and a tag value, and click **OK**.']);
    expect(task.front.success).toEqual([expect.objectContaining({ event: 'TagResources', params: { ResourceType: 'disk', 'ResourceId.1': '${disk.id}' } })]);
    const other = one(['# Create a disk', '', '## Procedure', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Storage & Snapshots** > **Disks**.', '3. Click **Create Disk**.', '4. Set the size, add a tag key and a tag value, and click **Create**.']);
    expect(other.front.success.map((r) => r.event)).not.toContain('TagResources');
  });
});

describe('snapshots', () => {
  it('takes a needed snapshot of a disk attached to an instance of its zone (CreateSnapshot refuses a disk never attached)', () => {
    const task = one(['# 编辑快照标签', '', '## 操作步骤', '1. 登录[ECS管理控制台](https://ecs.console.aliyun.com)。', '2. 在左侧导航栏，选择**存储与快照** > **快照**。', '3. 找到目标快照，在**标签**列单击**编辑标签**。', '4. 在**编辑标签**对话框，选择已有标签或新建标签，然后单击**确定**。']);
    const disk = task.front.requires.find((r) => r.type === 'disk')!;
    const vm = task.front.requires.find((r) => r.type === 'instance')!;
    expect(disk.attributes.InstanceId).toBe(`\${${vm.id}.id}`);
    expect(task.front.requires.findIndex((r) => r === vm)).toBeLessThan(task.front.requires.findIndex((r) => r === disk));
    const vsw = task.front.requires.find((r) => `\${${r.id}.id}` === vm.attributes.VSwitchId)!;
    expect(vsw.attributes.ZoneId).toBe(disk.attributes.ZoneId);
  });
});

describe('the console a page is about', () => {
  it('reads "VPC instances" in a title as ECS instances of that network type, not the VPC console', () => {
    expect(productFromText('No fees for stopped VPC instances')).toBeUndefined();
    expect(productFromText('VPC类型实例的停机不收费')).toBeUndefined();
    expect(productFromText('Create a VPC and a vSwitch')).toBe('vpc');
    expect(productFromText('ApsaraDB RDS instances')).toBe('rds');
  });
});

describe('a case the reader chooses', () => {
  it('names no decisive click: "if you chose to set the password later, restart the instance" does not make a create page a restart', () => {
    const task = one(['# 创建实例', '', '## 操作步骤', '1. 登录[ECS管理控制台](https://ecs.console.aliyun.com)。', '2. 在左侧导航栏，单击**实例**，然后单击**创建实例**。', '3. 完成系统配置：',
      '    - **登录凭证**：建议选择**密钥对**或**自定义密码**。如果您选择了**创建后设置**，登录实例前必须先重置密码，然后单击**重启**使修改生效。', '4. 单击**确认订单**，根据页面提示下单并完成支付。']);
    expect(task.front.success.map((r) => r.event)).not.toContain('RebootInstance');
  });
});
