// Values the compiler gives fields the doc leaves to the reader in a format the console checks, and the inputs it
// must not make: on the real emulator's catalogue, with pages written for these tests in the help center's style.
import { describe, expect, it } from 'vitest';
import { compiledOne, useCatalogue } from '../../test/compile-catalogue';
import { descriptionOf, examplesIn, valueKindOf, valueOf } from './values';

const catalogue = useCatalogue('compile-values');
const one = (lines: string[]) => compiledOne(lines, catalogue());

describe('value kinds', () => {
  it('knows a field by its label, or by what the doc says of a label that tells nothing', () => {
    expect(valueKindOf('Port Range', 'Port Range', '')?.kind).toBe('port range');
    expect(valueKindOf('授权对象', 'Authorization Object', '')?.kind).toBe('IP address or CIDR block');
    expect(valueKindOf('Rules', 'Rules', 'One IP address or CIDR block per line.')?.kind).toBe('IP address or CIDR block');
    expect(valueKindOf('Rules', 'Rules', 'One domain name per line.')).toBeUndefined();
    expect(valueKindOf('Error Document Response Code', 'Error Document Response Code', '')).toBeUndefined();
    expect(valueKindOf('默认 404 页', 'Default 404 Page', '')?.kind).toBe('error page');
    expect(valueKindOf('Select a vSwitch for the gateway', 'Select a vSwitch for the gateway', 'A vSwitch whose CIDR block has free addresses.')).toBeUndefined();
  });

  it('takes the first piece of the doc\'s example that fits, else the kind\'s own value', () => {
    const ports = valueKindOf('Port Range', 'Port Range', '')!;
    expect(valueOf(ports, '8000/8001,9000/9000', false, '')).toEqual({ value: '8000/8001', fromDoc: true });
    expect(valueOf(ports, 'any port', false, '')).toEqual({ value: '80/80', fromDoc: false });
    const ip = valueKindOf('IP Address', 'IP Address', '')!;
    expect(valueOf(ip, '', false, '', 'IP Address').value).toBe('192.0.2.1');
    expect(valueOf(ip, '', false, 'An IP address or a CIDR block.', 'IP Address').value).toBe('192.0.2.0/24');
    expect(valueOf(ip, '', true, '', '授权对象 Authorization Object').value).toBe('192.0.2.0/24');
    expect(valueOf(valueKindOf('记录值', 'Record Value', '服务器的IP地址。')!, '', true, '服务器的IP地址。', '记录值 Record Value').value).toBe('192.0.2.1');
    const ttl = valueKindOf('过期时间', 'Expire In', '')!;
    expect(valueOf(ttl, '', true, '').value).toBe('1个月');
    expect(valueOf(ttl, '', false, 'The TTL in seconds.').value).toBe('3600');
  });

  it('reads a field\'s description from its table row or list item, and the example it gives', () => {
    const md = ['| Parameter | Description |', '| --- | --- |', '| **Rules** | Addresses to block, for example `198.51.100.7`. |', '- **Weight**: from 1 to 99.'].join('\n');
    expect(descriptionOf(md, 'Rules')).toBe('Addresses to block, for example 198.51.100.7.');
    expect(descriptionOf(md, 'Weight')).toBe('from 1 to 99.');
    expect(examplesIn('Addresses to block, for example 198.51.100.7.')).toBe('198.51.100.7');
  });
});

describe('inputs of a compiled page', () => {
  it('gives a cache rule the type its example is written for and an expiry the console accepts', () => {
    const task = one([
      '# Add a cache rule', '', '1. Log on to the [CDN console](https://cdn.console.aliyun.com).', '2. In the left-side navigation pane, click **Domain Names**.',
      '3. Find the domain name and click **Manage**.', '4. Click **Cache**, then click **Create Rule**.', '5. In the **Create Expiration Rule** dialog box, set the parameters.', '',
      '   | Parameter | Description |', '   | --- | --- |', '   | **Type** | **Directory** or **File Extension**. |',
      '   | **Object** | For **Directory**: a path that starts with a slash (/). For **File Extension**: extensions separated by commas, for example `GIF,BMP`. |',
      '   | **Expire In** | How long the nodes keep the files. |', '', '6. Click **OK**.',
    ]);
    expect(task.front.inputs).toMatchObject({ type: 'File Extension', expireIn: '1 month' });
  });

  it('fills a security group rule\'s port range from the example and its authorization object with a CIDR block', () => {
    const task = one([
      '# 添加安全组规则', '', '## 操作步骤', '1. 登录[ECS管理控制台](https://ecs.console.aliyun.com)。', '2. 在左侧导航栏，选择**网络与安全** > **安全组**。',
      '3. 找到目标安全组，在操作列中，单击**配置规则**。', '4. 单击**手动添加**，设置以下参数：', '',
      '   | 参数 | 说明 |', '   | --- | --- |', '   | 端口范围 | 协议为**自定义TCP**时填写，多个范围之间用英文逗号分隔，例如`8000/8001,9000/9000`。 |', '   | 授权对象 | 允许访问的来源。 |', '', '5. 单击**保存**。',
    ]);
    expect(task.front.inputs).toMatchObject({ portRange: '8000/8001', authorizationObject: '192.0.2.0/24' });
  });

  it('gives a confirmation the value of the field it confirms, and one password for an option that shows the box', () => {
    const rds = one([
      '# Create an account', '', '1. Log on to the [ApsaraDB RDS console](https://rdsnext.console.aliyun.com).', '2. Find the instance and click its ID.',
      '3. In the left-side navigation pane, click **Accounts**, then click **Create Account**.', '4. Set the following parameters:', '',
      '   - **Database Account**: the name of the account.', '   - **New Password**: the password of the account.', '   - **Confirm Password**: the same password again.', '', '5. Click **OK**.',
    ]);
    const secrets = Object.entries(rds.front.inputs).filter(([, v]) => v.startsWith('${secret:'));
    expect(secrets.map(([k]) => k).sort()).toEqual(['confirmPassword', 'newPassword']);
    expect(rds.front.inputs.confirmPassword).toBe(rds.front.inputs.newPassword);
    const ram = one([
      '# Change the logon password of a RAM user', '', '1. Log on to the [RAM console](https://ram.console.aliyun.com).', '2. In the left-side navigation pane, choose **Identities** > **Users**.',
      '3. Click the name of the RAM user.', '4. On the **Authentication** tab, click **Modify Logon Settings**.', '5. In the panel, reset the logon password.', '',
      '   - **Reset Custom Password**: enter the new password.', '', '6. Click **OK**.',
    ]);
    expect(Object.keys(ram.front.inputs)).toEqual(['password']);
    // UpdateLoginProfile needs a user that can log on to the console.
    expect(ram.front.requires.find((r) => r.type === 'ram_user')?.attributes).toMatchObject({ ConsoleLogon: 'true' });
  });

  it('names a Chinese page\'s site pages as a site\'s documents, a days box shown by an option, and no name for a name prefix', () => {
    const site = one([
      '# 设置静态网站托管', '', '## 操作步骤', '1. 登录[OSS管理控制台](https://oss.console.aliyun.com)。', '2. 单击目标存储空间的名称。', '3. 单击**基础设置**页签，找到**静态页面**区域，单击**设置**。',
      '4. 设置以下参数：', '', '   - **默认首页**：访问根目录时返回的页面。', '   - **默认 404 页**：访问不存在的文件时返回的页面。', '', '5. 单击**保存**。',
    ]);
    expect(site.front.inputs).toEqual({ indexDocument: 'index.html', errorDocument: 'error.html' });
    const rule = one([
      '# 设置生命周期规则', '', '## 操作步骤', '1. 登录[OSS管理控制台](https://oss.console.aliyun.com)。', '2. 单击目标存储空间的名称。', '3. 单击**基础设置**页签，找到**生命周期**区域，单击**设置**。',
      '4. 单击**创建规则**，设置以下参数：', '', '   - **前缀**：填写对象名称前缀。', '   - **删除文件**：选择**过期天数**或**不启用**。', '', '5. 单击**确定**。',
    ]);
    expect(Object.values(rule.front.inputs)).toContain('30');
    expect(Object.keys(rule.front.inputs)).not.toContain('name');
  });

  it('names a contact\'s mobile phone with a number', () => {
    const task = one([
      '# 创建报警联系人', '', '## 操作步骤', '1. 登录[云监控控制台](https://cloudmonitor.console.aliyun.com)。', '2. 在左侧导航栏，选择**报警服务** > **报警联系人**。',
      '3. 单击**新建联系人**。', '4. 填写报警联系人的姓名、手机号码和邮箱。', '5. 单击**确认**。',
    ]);
    expect(Object.values(task.front.inputs)).toContain('13800138000');
  });
});

describe('a field the console lists', () => {
  it('gets no made-up value when the doc says it is picked from a drop-down list, whatever its label', () => {
    const task = one([
      '# Add a trigger to a function', '', '1. Log on to the [Function Compute console](https://fcnext.console.aliyun.com).', '2. Click the name of the function.',
      '3. On the **Triggers** tab, click **Create Trigger**.', '4. Set the parameters and click **OK**.', '',
      '   | Parameter | Description | Example |', '   | --- | --- | --- |', '   | **Name** | A name of your own. | `my-trigger` |',
      '   | **Version or Alias** | **LATEST** unless another one is taken from the **Version or Alias** drop-down list. | LATEST |',
    ]);
    expect(Object.keys(task.front.inputs)).toEqual(['name']);
  });
});

describe('a private address', () => {
  it('is left to the console, which gives one of the vSwitch\'s own when the box is empty', () => {
    const task = one([
      '# Create an ENI', '', '1. Log on to the [ECS console](https://ecs.console.aliyun.com).', '2. In the left-side navigation pane, choose **Network & Security** > **ENIs**.',
      '3. Click **Create ENI**.', '4. Set the parameters and click **OK**.', '', '   | Parameter | Description |', '   | --- | --- |',
      '   | **ENI Name** | A name of your own. |', '   | **Primary Private IP** | An IPv4 address inside the CIDR block of the vSwitch. |',
    ]);
    expect(Object.values(task.front.inputs)).not.toContain('192.0.2.0/24');
    expect(Object.values(task.front.inputs)).not.toContain('192.0.2.1');
  });
});

describe('a field a table repeats under each option', () => {
  it('is one input, and the rule names it', () => {
    const task = one([
      '# 申请EIP', '', '## 操作步骤', '1. 登录[弹性公网IP管理控制台](https://vpc.console.aliyun.com/eip)。', '2. 在**弹性公网IP**页面，单击**创建弹性公网IP**。',
      '3. 在创建页面，按下表配置，然后单击**立即购买**。', '', '   | 配置 | 说明 |', '   | --- | --- |', '   | **商品类型** | **包年包月**或**按量付费**。 |',
      '   | **包年包月**时： | |', '   | **带宽** | 按需选择。 |', '   | **名称** | EIP的名称。 |', '   | **按量付费**时： | |', '   | **带宽峰值** | 按需选择。 |', '   | **名称** | EIP的名称。 |',
    ]);
    expect(Object.keys(task.front.inputs)).toEqual(['name']);
    expect(task.front.success[0]).toMatchObject({ event: 'AllocateEipAddress', params: { Name: '${inputs.name}' } });
  });
});

describe('a NAT gateway\'s vSwitch', () => {
  const page = (extra: string[]) => [
    '# Create a NAT gateway', '', '1. Log on to the [VPC console](https://vpc.console.aliyun.com).', '2. In the left-side navigation pane, click **NAT Gateways**.',
    '3. Click **Create NAT Gateway**.', '4. Set the following parameters:', '', '   - **VPC ID**: the VPC of the NAT gateway.', ...extra, '', '5. Click **Buy Now**.',
  ];

  it('is named in the rule only when the page names it', () => {
    const without = one(page([]));
    expect(without.front.success[0].params).toEqual({ VpcId: '${vpc.id}' });
    const withIt = one(page(['   - **VSwitch ID**: the vSwitch the NAT gateway is in.']));
    expect(withIt.front.success[0].params).toMatchObject({ VpcId: '${vpc.id}', VSwitchId: '${vsw.id}' });
    // Either way the provisioner makes the vSwitch the gateway takes.
    expect(without.front.requires.map((r) => r.type)).toContain('vswitch');
  });
});
