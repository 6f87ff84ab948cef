// Expected step outlines of the tasks in tasks/vpc/ and what their drift variants break (tasks.test.ts).
import type { Drift } from './types';

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

export const outlines: Record<string, string[]> = {
  'vpc/allocate-eip-and-associate': [
    '1 open-console(vpc)',
    '2 navigate(Internet Access > Elastic IP Addresses)',
    '3 select-region()',
    '4 section(Elastic IP Addresses|page) · click(Create EIP|page)',
    '5 ',
    '  5.1 choose(Metering Method|Pay-by-data-transfer)',
    '  5.2 fill(Maximum Bandwidth|5)',
    '  5.3 fill(Name|${inputs.eipName})',
    '6 click(Buy Now)',
    '7 section(Elastic IP Addresses|page) · find(${inputs.eipName}|true) · click(Associate with Resource|Actions|page|${inputs.eipName})',
    '8 section(Associate EIP with Resource|dialog) · choose(Instance Type|ECS Instance) · choose(Select Instance|${vm.name}) · click(OK|dialog)',
  ],
  'vpc/release-eip-zh': [
    '1 open-console(vpc)',
    '2 navigate(公网访问 > 弹性公网IP)',
    '3 select-region()',
    '4 find(${eip.name}|true) · click(更多|操作|${eip.name}) · click(释放|menu)',
    '5 section(释放弹性公网IP|dialog) · click(确定|dialog)',
  ],
  'vpc/associate-eip-renamed': [
    '1 open-console(vpc)',
    '2 navigate(Internet Access > Elastic IP Addresses)',
    '3 select-region()',
    '4 find(${eip.name}|true) · click(Associate with Resource|Actions|${eip.name})',
    '5 section(Associate EIP with Resource|dialog) · choose(Instance Type|ECS Instance) · choose(Select Instance|${vm.name}) · click(OK|dialog)',
  ],
  'vpc/create-vpc-with-vswitch': vpcEn('${inputs.vpcName}'),
  'vpc/create-vpc-name-rejected': vpcEn('DocVPC-${rand}'),
  'vpc/create-vpc-with-vswitch-zh': vpcZh,
  'vpc/create-vpc-ipv4-label': vpcZh,
  'vpc/create-vswitch': vswEn,
  'vpc/create-vswitch-nav-renamed': vswEn,
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
};

export const drift: Record<string, Drift> = {
  'vpc-eip-associate-renamed': { kind: 'label-changed', names: 'Associate with Resource' },
  'vpc-vswitch-nav-renamed': { kind: 'label-changed', names: 'vSwitches' },
  'vpc-create-vpc-ipv4-label': { kind: 'label-changed', names: 'IPv4网段' },
  'vpc-name-rule-tightened': { kind: 'value-rejected', names: 'DocVPC-' },
};
