import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFECT_KINDS } from '../../protocol/task';
import type { DocStep, Intent } from '../doc/types';
import { loadTasks, type Task } from './load';
import { PRODUCTS } from './products';

const root = path.resolve(import.meta.dirname, '../..');

/** One line per step: its intents, compactly ("click(Stop|Actions|${vm.name})"); sub-steps indented. */
function outline(steps: DocStep[], indent = ''): string[] {
  const show = (i: Intent) => {
    const { kind, ...rest } = i;
    return `${kind}(${Object.values(rest).map((v) => (Array.isArray(v) ? v.join(' > ') : String(v))).join('|')})`;
  };
  return steps.flatMap((s) => [`${indent}${s.label} ${s.intents.map(show).join(' · ')}`, ...outline(s.substeps, `${indent}  `)]);
}

const stopEn = [
  '1 open-console(ecs)',
  '2 navigate(Instances & Images > Instances)',
  '3 select-region()',
  '4 find(${vm.name}|true) · click(Stop|Actions|${vm.name})',
  '5 section(Stop Instance|dialog) · choose(Stop Mode|Normal Stop) · click(OK|dialog)',
];
const stopZh = [
  '1 open-console(ecs)',
  '2 navigate(实例与镜像 > 实例)',
  '3 select-region()',
  '4 find(${vm.name}|true) · click(停止|操作|${vm.name})',
  '5 section(停止实例|dialog) · choose(停止模式|普通停机) · click(确定|dialog)',
];
const sgEn = [
  '1 open-console(ecs)',
  '2 navigate(Network & Security > Security Groups)',
  '3 select-region()',
  '4 section(Security Groups|page) · click(Create Security Group|page)',
  '5 section(Basic Information|section) · fill(Security Group Name|${inputs.groupName}) · choose(Network|${vpc.name})',
  '6 section(Access Rule|section) · tab(Inbound) · click(Add Rule) · choose(Action|Allow) · choose(Protocol Type|Custom TCP) · fill(Port Range|22/22) · fill(Authorization Object|0.0.0.0/0)',
  '7 click(Create Security Group)',
];
const createEn = [
  '1 open-console(ecs)',
  '2 navigate(Instances & Images > Instances)',
  '3 select-region(China (Hangzhou))',
  '4 section(Instances|page) · click(Create Instance|page)',
  '5 tab(Custom Launch)',
  '  5.1 choose(Billing Method|Pay-as-you-go)',
  '  5.2 choose(Zone|Hangzhou Zone K)',
  '  5.3 choose(Instance Type|ecs.g7.large)',
  '  5.4 choose(Image|Alibaba Cloud Linux)',
  '  5.5 choose(VPC|${vpc.name})',
  '  5.6 choose(vSwitch|${vsw.name})',
  '  5.7 choose(Security Group|${sg.name})',
  '  5.8 choose(Logon Credential|Custom Password)',
  '  5.9 fill(Logon Password|${inputs.password}) · fill(Confirm Password|${inputs.password})',
  '  5.10 fill(Instance Name|${inputs.instanceName})',
  '6 check(I have read and agree to the ECS Terms of Service|true) · click(Confirm Order)',
];
const vpcEn = (name: string) => [
  '1 open-console(vpc)',
  '2 navigate(VPCs)',
  '3 select-region()',
  '4 section(VPCs|page) · click(Create VPC|page)',
  `5 section(VPC|section) · fill(Name|${name}) · fill(IPv4 CIDR Block|192.168.0.0/16)`,
  '6 section(Create vSwitch|section) · fill(Name|${inputs.vswName}) · choose(Zone|Hangzhou Zone K) · fill(IPv4 CIDR Block|192.168.1.0/24)',
  '7 click(OK)',
];
const vpcZh = [
  '1 open-console(vpc)',
  '2 navigate(专有网络)',
  '3 select-region()',
  '4 section(专有网络|page) · click(创建专有网络|page)',
  '5 section(专有网络|section) · fill(名称|${inputs.vpcName}) · fill(IPv4网段|192.168.0.0/16)',
  '6 section(创建交换机|section) · fill(名称|${inputs.vswName}) · choose(可用区|杭州 可用区K) · fill(IPv4网段|192.168.1.0/24)',
  '7 click(确定)',
];
const vswEn = [
  '1 open-console(vpc)',
  '2 navigate(vSwitches)',
  '3 select-region()',
  '4 section(vSwitches|page) · click(Create vSwitch|page)',
  '5 section(VPC|section) · choose(VPC|${vpc.name})',
  '6 section(vSwitch|section)',
  '  6.1 fill(Name|${inputs.vswName})',
  '  6.2 choose(Zone|Hangzhou Zone K)',
  '  6.3 fill(IPv4 CIDR Block|192.168.2.0/24)',
  '7 click(OK)',
];

const kmsSecretEn = [
  '1 open-console(kms)',
  '2 navigate(Resource > Secrets)',
  '3 select-region()',
  '4 section(Secrets|page) · click(Create Secret|page)',
  '5 section(Secret Settings|section) · fill(Secret Name|${inputs.secretName}) · fill(Secret Value|${inputs.secretValue}) · fill(Initial Version|v1)',
  '6 click(OK)',
];
const rdsDatabaseEn = [
  '1 open-console(rds)',
  '2 navigate(Instances)',
  '3 select-region(China (Hangzhou))',
  '4 find(${db.name}|true) · click(Manage|Actions|${db.name})',
  '5 navigate(Databases)',
  '6 click(Create Database)',
  '7 section(Create Database|dialog)',
  '  7.1 fill(Database Name|${inputs.dbName})',
  '  7.2 choose(Supported Character Set|utf8mb4)',
  '  7.3 fill(Description|orders of the online shop)',
  '8 click(OK)',
];
const expected: Record<string, string[]> = {
  'ram/create-accesskey': [
    '1 open-console(ram)',
    '2 navigate(AccessKey)',
    '3 section(AccessKey|page) · click(Create AccessKey|page)',
    '4 section(Create AccessKey|dialog) · click(Copy|dialog)',
    '5 click(OK)',
  ],
  'ecs/stop-instance': stopEn,
  'ecs/stop-instance-zh': stopZh,
  'ecs/stop-instance-confirm-renamed': stopZh,
  'ecs/start-instance': [...stopEn.slice(0, 3), '4 find(${vm.name}|true) · click(Start|Actions|${vm.name})', '5 section(Start Instance|dialog) · click(OK|dialog)'],
  'ecs/release-instance': [
    ...stopEn.slice(0, 3),
    '4 find(${vm.name}|true) · click(More|Actions|${vm.name}) · click(Release|menu)',
    '5 section(Release Instance|dialog) · choose(Release Settings|Release Now) · check(Force release|true) · click(OK|dialog)',
  ],
  'ecs/create-security-group': sgEn,
  'ecs/create-security-group-nav-moved': sgEn,
  'ecs/create-security-group-type-required': sgEn,
  'ecs/create-security-group-zh': [
    '1 open-console(ecs)',
    '2 navigate(网络与安全 > 安全组)',
    '3 select-region()',
    '4 section(安全组|page) · click(创建安全组|page)',
    '5 section(基本信息|section) · fill(安全组名称|${inputs.groupName}) · choose(网络|${vpc.name})',
    '6 section(访问规则|section) · tab(入方向) · click(增加规则) · choose(授权策略|允许) · choose(协议类型|自定义 TCP) · fill(端口范围|22/22) · fill(授权对象|0.0.0.0/0)',
    '7 click(创建安全组)',
  ],
  'ecs/create-instance': createEn,
  'ecs/create-instance-button-renamed': createEn,
  'ecs/create-instance-zh': [
    '1 open-console(ecs)',
    '2 navigate(实例与镜像 > 实例)',
    '3 select-region(华东1（杭州）)',
    '4 section(实例|page) · click(创建实例|page)',
    '5 tab(自定义购买)',
    '  5.1 choose(付费类型|按量付费)',
    '  5.2 choose(可用区|杭州 可用区K)',
    '  5.3 choose(实例规格|ecs.g7.large)',
    '  5.4 choose(镜像|Alibaba Cloud Linux)',
    '  5.5 choose(专有网络|${vpc.name})',
    '  5.6 choose(交换机|${vsw.name})',
    '  5.7 choose(安全组|${sg.name})',
    '  5.8 choose(登录凭证|自定义密码)',
    '  5.9 fill(登录密码|${inputs.password}) · fill(确认密码|${inputs.password})',
    '  5.10 fill(实例名称|${inputs.instanceName})',
    '6 check(我已阅读并同意《云服务器ECS服务条款》|true) · click(确认下单)',
  ],
  'vpc/create-vpc-with-vswitch': vpcEn('${inputs.vpcName}'),
  'vpc/create-vpc-name-rejected': vpcEn('DocVPC-${rand}'),
  'vpc/create-vpc-with-vswitch-zh': vpcZh,
  'vpc/create-vpc-ipv4-label': vpcZh,
  'vpc/create-vswitch': vswEn,
  'vpc/create-vswitch-nav-renamed': vswEn,
  'kms/create-key-with-alias': [
    '1 open-console(kms)',
    '2 navigate(Resource > Keys)',
    '3 select-region()',
    '4 section(Keys|page) · click(Create Key|page)',
    '5 section(Create Key|dialog) · choose(Key Spec|Aliyun_AES_256) · fill(Key Alias|${inputs.alias}) · fill(Description|${inputs.description})',
    '6 click(OK)',
  ],
  'kms/create-secret': kmsSecretEn,
  'kms/create-secret-key-required': kmsSecretEn,
  'kms/disable-key': [
    '1 open-console(kms)',
    '2 navigate(Resource > Keys)',
    '3 select-region()',
    '4 find(${key.id}|true) · click(Disable|Actions|${key.id})',
    '5 section(Disable Key|dialog) · click(OK|dialog)',
  ],
  'kms/disable-key-zh': [
    '1 open-console(kms)',
    '2 navigate(资源 > 密钥管理)',
    '3 select-region()',
    '4 find(${key.id}|true) · click(禁用|操作|${key.id})',
    '5 section(禁用密钥|dialog) · click(确定|dialog)',
  ],
  'kms/schedule-key-deletion': [
    '1 open-console(kms)',
    '2 navigate(Resource > Keys)',
    '3 select-region()',
    '4 find(${key.id}|true) · click(More|Actions|${key.id}) · click(Schedule Deletion|menu)',
    '5 section(Schedule Key Deletion|dialog) · fill(Pending Period (Days)|7) · click(OK|dialog)',
  ],
  'kms/update-secret-value': [
    '1 open-console(kms)',
    '2 navigate(Resource > Secrets)',
    '3 select-region()',
    '4 find(${secret.name}|true) · click(Details|Actions|${secret.name})',
    '5 click(Store Secret Value)',
    '6 section(Store Secret Value|dialog) · fill(New Secret Value|${inputs.newValue}) · fill(Version ID|v2) · click(OK|dialog)',
  ],
  'vpc/create-vswitch-zh': [
    '1 open-console(vpc)',
    '2 navigate(交换机)',
    '3 select-region()',
    '4 section(交换机|page) · click(创建交换机|page)',
    '5 section(专有网络|section) · choose(专有网络|${vpc.name})',
    '6 section(交换机|section)',
    '  6.1 fill(名称|${inputs.vswName})',
    '  6.2 choose(可用区|杭州 可用区K)',
    '  6.3 fill(IPv4网段|192.168.2.0/24)',
    '7 click(确定)',
  ],
  'dns/add-a-record': [
    '1 open-console(dns)',
    '2 navigate(Domain Name Resolution)',
    '3 find(${dom.name}|true) · click(DNS Settings|Actions|${dom.name})',
    '4 section(DNS Settings|page) · click(Add Record|page)',
    '5 section(Add Record|dialog)',
    '  5.1 choose(Record Type|A)',
    '  5.2 fill(Hostname|www)',
    '  5.3 fill(Record Value|192.0.2.10)',
    '  5.4 choose(TTL|10 Minutes)',
    '6 click(OK)',
  ],
  'dns/add-a-record-value-rejected': [
    '1 open-console(dns)',
    '2 navigate(Domain Name Resolution)',
    '3 find(${dom.name}|true) · click(DNS Settings|Actions|${dom.name})',
    '4 section(DNS Settings|page) · click(Add Record|page)',
    '5 section(Add Record|dialog)',
    '  5.1 choose(Record Type|A)',
    '  5.2 fill(Hostname|www)',
    '  5.3 fill(Record Value|192.0.2.10)',
    '  5.4 choose(TTL|10 Minutes)',
    '6 click(OK)',
  ],
  'dns/add-cname-record': [
    '1 open-console(dns)',
    '2 navigate(Domain Name Resolution)',
    '3 find(${dom.name}|true) · click(DNS Settings|Actions|${dom.name})',
    '4 section(DNS Settings|page) · click(Add Record|page)',
    '5 section(Add Record|dialog)',
    '  5.1 choose(Record Type|CNAME)',
    '  5.2 fill(Hostname|cdn)',
    '  5.3 fill(Record Value|cdn.example.com)',
    '  5.4 choose(TTL|1 Hour)',
    '6 click(OK)',
  ],
  'dns/add-domain': [
    '1 open-console(dns)',
    '2 navigate(Domain Name Resolution)',
    '3 section(Domain Name Resolution|page) · click(Add Domain Name|page)',
    '4 section(Add Domain Name|dialog) · fill(Domain Name|${inputs.domainName})',
    '5 click(OK)',
  ],
  'dns/add-record-button-renamed': [
    '1 open-console(dns)',
    '2 navigate(Domain Name Resolution)',
    '3 find(${dom.name}|true) · click(DNS Settings|Actions|${dom.name})',
    '4 section(DNS Settings|page) · click(Add Record|page)',
    '5 section(Add Record|dialog)',
    '  5.1 choose(Record Type|A)',
    '  5.2 fill(Hostname|www)',
    '  5.3 fill(Record Value|192.0.2.10)',
    '  5.4 choose(TTL|10 Minutes)',
    '6 click(OK)',
  ],
  'dns/add-record-zh': [
    '1 open-console(dns)',
    '2 navigate(域名解析)',
    '3 find(${dom.name}|true) · click(解析设置|操作|${dom.name})',
    '4 section(解析设置|page) · click(添加记录|page)',
    '5 section(添加记录|dialog)',
    '  5.1 choose(记录类型|A)',
    '  5.2 fill(主机记录|www)',
    '  5.3 fill(记录值|198.51.100.8)',
    '  5.4 choose(TTL|10分钟)',
    '6 click(确定)',
  ],
  'dns/delete-domain': [
    '1 open-console(dns)',
    '2 navigate(Domain Name Resolution)',
    '3 find(${dom.name}|true) · click(More|Actions|${dom.name}) · click(Delete|menu)',
    '4 section(Delete Domain Name|dialog) · click(OK|dialog)',
  ],
  'dns/delete-record': [
    '1 open-console(dns)',
    '2 navigate(Domain Name Resolution)',
    '3 find(${dom.name}|true) · click(DNS Settings|Actions|${dom.name})',
    '4 section(DNS Settings|page) · find(${rec.name}|true) · click(Delete|Actions|page|${rec.name})',
    '5 section(Delete Record|dialog) · click(OK|dialog)',
  ],
  'dns/modify-record': [
    '1 open-console(dns)',
    '2 navigate(Domain Name Resolution)',
    '3 find(${dom.name}|true) · click(DNS Settings|Actions|${dom.name})',
    '4 section(DNS Settings|page) · find(${rec.name}|true) · click(Edit|Actions|page|${rec.name})',
    '5 section(Edit Record|dialog) · fill(Record Value|192.0.2.20)',
    '6 click(OK)',
  ],
  'dns/pause-record': [
    '1 open-console(dns)',
    '2 navigate(Domain Name Resolution)',
    '3 find(${dom.name}|true) · click(DNS Settings|Actions|${dom.name})',
    '4 section(DNS Settings|page) · find(${rec.name}|true) · click(Pause|Actions|page|${rec.name})',
    '5 section(Pause Record|dialog) · click(OK|dialog)',
  ],
  'cms/create-alert-contact': [
    '1 open-console(cms)',
    '2 navigate(Alerts > Alert Contacts)',
    '3 tab(Alert Contacts) · click(Create Alert Contact)',
    '4 section(Set Alert Contact|dialog) · fill(Name|${inputs.contactName}) · fill(Email|${inputs.email})',
    '5 click(OK)',
  ],
  'cms/create-alert-contact-button-renamed': [
    '1 open-console(cms)',
    '2 navigate(Alerts > Alert Contacts)',
    '3 tab(Alert Contacts) · click(Create Alert Contact)',
    '4 section(Set Alert Contact|dialog) · fill(Name|${inputs.contactName}) · fill(Email|${inputs.email})',
    '5 click(OK)',
  ],
  'cms/create-alert-contact-zh': [
    '1 open-console(cms)',
    '2 navigate(报警服务 > 报警联系人)',
    '3 tab(报警联系人) · click(新建联系人)',
    '4 section(设置报警联系人|dialog) · fill(姓名|${inputs.contactName}) · fill(邮箱|${inputs.email})',
    '5 click(确定)',
  ],
  'cms/create-contact-group': [
    '1 open-console(cms)',
    '2 navigate(Alerts > Alert Contacts)',
    '3 tab(Alert Contact Groups) · click(Create Alert Contact Group)',
    '4 section(Create Alert Contact Group|dialog) · fill(Group Name|${inputs.groupName}) · choose(Contacts|${contact.name})',
    '5 click(OK)',
  ],
  'cms/create-cpu-alert-rule': [
    '1 open-console(cms)',
    '2 navigate(Alerts > Alert Rules)',
    '3 section(Alert Rules|page) · click(Create Alert Rule|page)',
    '4 section(Related Resources|section)',
    '  4.1 choose(Product|Elastic Compute Service)',
    '  4.2 choose(Resource Range|Instances)',
    '  4.3 choose(Associated Resources|${vm.name})',
    '5 section(Rule Description|section)',
    '  5.1 fill(Rule Name|${inputs.ruleName})',
    '  5.2 choose(Metric|CPU Utilization)',
    '  5.3 choose(Statistics|Average)',
    '  5.4 fill(Threshold|90)',
    '  5.5 choose(Consecutive Periods|3)',
    '6 section(Notification|section) · choose(Alert Contact Group|${group.name})',
    '7 click(OK)',
  ],
  'cms/create-cpu-alert-rule-level-required': [
    '1 open-console(cms)',
    '2 navigate(Alerts > Alert Rules)',
    '3 section(Alert Rules|page) · click(Create Alert Rule|page)',
    '4 section(Related Resources|section)',
    '  4.1 choose(Product|Elastic Compute Service)',
    '  4.2 choose(Resource Range|Instances)',
    '  4.3 choose(Associated Resources|${vm.name})',
    '5 section(Rule Description|section)',
    '  5.1 fill(Rule Name|${inputs.ruleName})',
    '  5.2 choose(Metric|CPU Utilization)',
    '  5.3 choose(Statistics|Average)',
    '  5.4 fill(Threshold|90)',
    '  5.5 choose(Consecutive Periods|3)',
    '6 section(Notification|section) · choose(Alert Contact Group|${group.name})',
    '7 click(OK)',
  ],
  'cms/delete-alert-contact': [
    '1 open-console(cms)',
    '2 navigate(Alerts > Alert Contacts)',
    '3 tab(Alert Contacts) · find(${contact.name}|true) · click(Delete|Actions|${contact.name})',
    '4 section(Delete Alert Contact|dialog) · click(OK|dialog)',
  ],
  'cms/modify-alert-rule': [
    '1 open-console(cms)',
    '2 navigate(Alerts > Alert Rules)',
    '3 find(${rule.name}|true) · click(Modify|Actions|${rule.name})',
    '4 section(Modify Alert Rule|page) · section(Rule Description|section) · fill(Threshold|80)',
    '5 click(OK)',
  ],
  'cms/disable-alert-rule': [
    '1 open-console(cms)',
    '2 navigate(Alerts > Alert Rules)',
    '3 find(${rule.name}|true) · click(Disable|Actions|${rule.name})',
    '4 section(Disable Alert Rule|dialog) · click(OK|dialog)',
  ],
  'rds/create-database': rdsDatabaseEn,
  'rds/create-database-button-renamed': rdsDatabaseEn,
  'rds/create-privileged-account': [
    '1 open-console(rds)',
    '2 navigate(Instances)',
    '3 select-region(China (Hangzhou))',
    '4 find(${db.name}|true) · click(Manage|Actions|${db.name})',
    '5 navigate(Accounts)',
    '6 click(Create Account)',
    '7 section(Create Account|dialog)',
    '  7.1 fill(Database Account|${inputs.accountName})',
    '  7.2 choose(Account Type|Privileged Account)',
    '  7.3 fill(Password|${inputs.password}) · fill(Confirm Password|${inputs.password})',
    '8 click(OK)',
  ],
  'rds/create-standard-account-zh': [
    '1 open-console(rds)',
    '2 navigate(实例列表)',
    '3 select-region(华东1（杭州）)',
    '4 find(${db.name}|true) · click(管理|操作|${db.name})',
    '5 navigate(账号管理)',
    '6 click(创建账号)',
    '7 section(创建账号|dialog)',
    '  7.1 fill(数据库账号|${inputs.accountName})',
    '  7.2 choose(账号类型|普通账号)',
    '  7.3 choose(授权数据库|${appdb.name})',
    '  7.4 choose(权限|只读)',
    '  7.5 fill(密码|${inputs.password}) · fill(确认密码|${inputs.password})',
    '8 click(确定)',
  ],
  'rds/add-whitelist-ip': [
    '1 open-console(rds)',
    '2 navigate(Instances)',
    '3 select-region(China (Hangzhou))',
    '4 find(${db.name}|true) · click(Manage|Actions|${db.name})',
    '5 navigate(Whitelist and SecGroup)',
    '6 tab(Whitelist Settings) · find(default|true) · click(Modify|Actions|default)',
    '7 section(Edit Whitelist|dialog) · fill(IP Addresses|127.0.0.1,${inputs.clientIp})',
    '8 click(OK)',
  ],
  'rds/delete-database': [
    '1 open-console(rds)',
    '2 navigate(Instances)',
    '3 select-region(China (Hangzhou))',
    '4 find(${db.name}|true) · click(Manage|Actions|${db.name})',
    '5 navigate(Databases)',
    '6 find(${appdb.name}|true) · click(Delete|Actions|${appdb.name})',
    '7 section(Delete Database|dialog) · click(OK|dialog)',
  ],
};

/** What each drift variant breaks: the defect kind, and a label the broken step must name. */
const drift: Record<string, { kind: string; names: string }> = {
  'ecs-create-button-renamed': { kind: 'label-changed', names: 'Create Instance' },
  'ecs-stop-confirm-renamed': { kind: 'label-changed', names: '确定' },
  'ecs-sg-nav-moved': { kind: 'path-changed', names: 'Security Groups' },
  'ecs-create-sg-type-required': { kind: 'missing-step', names: 'Basic Information' },
  'vpc-vswitch-nav-renamed': { kind: 'label-changed', names: 'vSwitches' },
  'vpc-create-vpc-ipv4-label': { kind: 'label-changed', names: 'IPv4网段' },
  'vpc-name-rule-tightened': { kind: 'value-rejected', names: 'DocVPC-' },
  'rds-create-db-button-renamed': { kind: 'label-changed', names: 'Create Database' },
  'kms-create-secret-key-required': { kind: 'missing-step', names: 'Secret Settings' },
  'dns-add-record-renamed': { kind: 'label-changed', names: 'Add Record' },
  'dns-reserved-ip-rejected': { kind: 'value-rejected', names: '192.0.2.10' },
  'cms-rule-alert-level-required': { kind: 'missing-step', names: 'Rule Description' },
  'cms-create-contact-renamed': { kind: 'label-changed', names: 'Create Alert Contact' },
};

describe('the benchmark tasks', () => {
  let tasks: Task[] = [];
  beforeAll(async () => {
    tasks = await loadTasks([path.join(root, 'tasks')]);
  });

  it('all load and validate, at least 14 of them, in both languages', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(14);
    expect(new Set(tasks.map((t) => t.front.locale))).toEqual(new Set(['en-US', 'zh-CN']));
    expect(tasks.map((t) => t.front.id).sort()).toEqual(Object.keys(expected).sort());
  });

  it('live at tasks/<product>/<name>.md with id <product>/<name>, starting on their product console', () => {
    for (const t of tasks) {
      expect(t.file.replace(/^.*tasks\//, '').replace(/\.md$/, '')).toBe(t.front.id);
      expect(t.front.id.split('/')[0]).toBe(t.front.product);
      expect(t.front.start).toBe(PRODUCTS[t.front.product as keyof typeof PRODUCTS].emulatorPath);
      expect(t.front.success.length).toBeGreaterThan(0);
      expect(t.front.expect).toBeDefined();
    }
  });

  it('are written in the language of their locale', () => {
    for (const t of tasks) {
      const chinese = /[\u4e00-\u9fff]/.test(t.steps.map((s) => s.text).join(''));
      expect(chinese, t.front.id).toBe(t.front.locale === 'zh-CN');
    }
  });

  it('parse into the steps and intents a reader would take', () => {
    for (const t of tasks) expect(outline(t.steps), t.front.id).toEqual(expected[t.front.id]);
  });

  it('name the secret only through a reference', () => {
    for (const t of tasks) expect(t.source).not.toMatch(/password:\s*"?[^"$\s]/i);
  });

  it('drift tasks expect a defect at an existing step that names what the variant breaks', () => {
    const variants = tasks.filter((t) => t.front.variant);
    expect(new Set(variants.map((t) => t.front.variant))).toEqual(new Set(Object.keys(drift)));
    for (const t of variants) {
      const want = drift[t.front.variant ?? ''];
      expect(t.front.expect?.verdict, t.front.id).toBe('defective');
      const [defect, ...more] = t.front.expect?.defects ?? [];
      expect(more).toEqual([]);
      expect(defect.kind).toBe(want.kind);
      expect(DEFECT_KINDS).toContain(defect.kind);
      const step = t.steps[defect.step - 1];
      expect(step, `${t.front.id} step ${defect.step}`).toBeDefined();
      expect(step.markdown).toContain(want.names);
    }
    for (const t of tasks.filter((x) => !x.front.variant)) expect(t.front.expect).toEqual({ verdict: 'verified', defects: [] });
  });

  it('agree with the emulator variant manifest, when it is there', () => {
    const manifest = path.join(root, 'emulator', 'variants.json');
    if (!existsSync(manifest)) return;
    const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Array<{ id: string; product: string; kind: string }>;
    for (const t of tasks.filter((x) => x.front.variant)) {
      const entry = entries.find((e) => e.id === t.front.variant);
      expect(entry, t.front.variant ?? '').toBeDefined();
      expect(entry?.product).toBe(t.front.product);
      expect(t.front.expect?.defects[0].kind).toBe(entry?.kind);
    }
  });
});
