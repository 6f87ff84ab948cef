// vpc@2019: the VPC console's EIP and NAT pages of 2019 (emulator/console-facts/vpc.md, "vpc@2019"), rebuilt from
// the AlibabaCloudDocs/eip and /nat Markdown sources of that year.
import { docsRepoUrl as repo, type Generation } from '../../../console/kinds/generation';


export const vpc2019: Generation = {
  id: 'vpc@2019',
  product: 'vpc',
  period: '2019-06 … 2019-09',
  sources: [
    { url: repo('eip', 'intl.en-US/User Guide/Associate an EIP with a cloud instance/Associate an EIP with an ECS instance.md', '20a2b06ee24efe96241193c9a8884d263a8582e9'), date: '2019-06-12' },
    { url: repo('eip', 'cn.zh-CN/用户指南/绑定云资源/绑定ECS实例.md', 'f373d872bea0839331fac761f569e887d4f66478'), date: '2019-09-09' },
    { url: repo('eip', 'cn.zh-CN/用户指南/申请EIP/申请新EIP.md', '135b05d0703f3dabe9b9ac704f48e973f3e430cc'), date: '2019-07-22' },
    { url: repo('eip', 'intl.en-US/User Guide/Manage Pay-As-You-Go-billed EIPs/Release an EIP.md', '50ee04b4e862d1f7c1b964cb5e4175a65e4e13e6'), date: '2019-06-12' },
    { url: repo('nat', 'intl.en-US/Quick Start/Create a NAT Gateway.md', '2d982f7443bae7f2fb4b90ed039a60239aedeb7a'), date: '2019-07-08' },
    { url: repo('nat', 'cn.zh-CN/快速入门/创建NAT网关.md', '63f654f669052bb4d868f20348bf48aa0a3b2632'), date: '2019-09-06' },
  ],
  note:
    'EIPs and NAT gateways inside the VPC console’s left pane (弹性公网IP, NAT网关); the EIP page applies for an address with 申请弹性公网IP (the English label is not on the 2019 pages: today’s kept) and a row binds with Bind (绑定).',
  labels: {
    'nav.natGateways': { en: 'NAT Gateways', zh: 'NAT网关' },
    'eip.create': { en: 'Create EIP', zh: '申请弹性公网IP' },
    'eip.associate': { en: 'Bind', zh: '绑定' },
    'eip.associate.title': { en: 'Bind Elastic IP Address', zh: '绑定弹性公网IP' },
    'nat.create': { en: 'Create NAT Gateway', zh: '创建NAT网关' },
    // The 2019 English buy page names the VPC field by its ID (the Chinese page's word is not known: today's kept).
    'nat.vpc': { en: 'VPC ID', zh: '所属专有网络' },
  },
  nav: [
    { key: 'natGateways', path: ['nav.natGateways'], route: '/vpc/nat-gateways' },
    { key: 'eips', path: ['nav.eips'], route: '/vpc/eips' },
  ],
};
