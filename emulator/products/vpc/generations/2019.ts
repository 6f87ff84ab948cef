// vpc@2019: the VPC console's EIP and NAT pages of 2019 (emulator/console-facts/vpc.md, "vpc@2019"), rebuilt from
// the AlibabaCloudDocs/eip and /nat Markdown sources of that year.
import { docsRepoUrl as repo, generation } from '../../../console/kinds/generation';


export const vpc2019 = generation('vpc@2019', '2019-06 … 2019-09', [
  [repo('eip', 'intl.en-US/User Guide/Associate an EIP with a cloud instance/Associate an EIP with an ECS instance.md', '20a2b06ee24efe96241193c9a8884d263a8582e9'), '2019-06-12'],
  [repo('eip', 'cn.zh-CN/用户指南/绑定云资源/绑定ECS实例.md', 'f373d872bea0839331fac761f569e887d4f66478'), '2019-09-09'],
  [repo('eip', 'cn.zh-CN/用户指南/申请EIP/申请新EIP.md', '135b05d0703f3dabe9b9ac704f48e973f3e430cc'), '2019-07-22'],
  [repo('eip', 'intl.en-US/User Guide/Manage Pay-As-You-Go-billed EIPs/Release an EIP.md', '50ee04b4e862d1f7c1b964cb5e4175a65e4e13e6'), '2019-06-12'],
  [repo('eip', 'cn.zh-CN/用户指南/修改带宽峰值.md', '7c62c31dd5ba09f9e2cd749c88f9a35c18fec49b'), '2019-03-06'],
  [repo('eip', 'intl.en-US/User Guide/Modify the peak bandwidth of an EIP.md', '2042bf9ba32090c2c3c978b47c5ca2ae74e2fb46'), '2019-05-25'],
  [repo('nat', 'intl.en-US/Quick Start/Create a NAT Gateway.md', '2d982f7443bae7f2fb4b90ed039a60239aedeb7a'), '2019-07-08'],
  [repo('nat', 'cn.zh-CN/快速入门/创建NAT网关.md', '63f654f669052bb4d868f20348bf48aa0a3b2632'), '2019-09-06'],
  // An EIP row's More > Add to Shared Bandwidth Package (更多操作 > 加入共享带宽 / 移出共享带宽): the same words as today's.
  [repo('eip', 'intl.en-US/User Guide/Add EIPs to Internet Shared Bandwidth.md', 'db21be430d7bc0f5c6fa87f8a83bf546c2108503'), '2019-05-06'],
  [repo('eip', 'cn.zh-CN/用户指南/管理后付费EIP/加入共享带宽.md', 'bd2f56263d6b6d7e69d82b3f91dff70478d63e3c'), '2019-06-11'],
  [repo('eip', 'cn.zh-CN/用户指南/管理后付费EIP/移出共享带宽.md', '730c9af5a88c9b4e4007925f2cc7ddbc81e147fc'), '2019-06-11'],
  // The upgrade's 配置变更 area is submitted with 去开通 (twelve Chinese EIP pages of 2019; the 2021 ones say 立即购买).
  [repo('eip', 'cn.zh-CN/用户指南/管理后付费EIP/升配__降配.md', 'e0a1adf994c5dc18a3537e5384b3e881392f5b30'), '2019-06-11'],
  [repo('eip', 'cn.zh-CN/用户指南/管理后付费EIP/升降配.md', '434d6e7903f953507fc00f59fed643ffc8172d0c'), '2019-09-09'],
  // Bind on a secondary ENI: Instance Type Secondary ENI (辅助弹性网卡), Mode (绑定模式), the Secondary ENI select.
  [repo('eip', 'intl.en-US/User Guide/Associate an EIP with an ENI/Set the cut-through mode.md', '68f6844cdfb4906ebe65923079baa1615d1561dd'), '2019-06-03'],
  [repo('eip', 'cn.zh-CN/用户指南/绑定弹性网卡/设置EIP网卡可见模式.md', 'c95cdc10e00b8cc252dbb92bce36dace65687b26'), '2019-06-03'],
  // Create SNAT Entry by VSwitch Granularity or ECS Granularity, each source's CIDR block shown (管理SNAT表 2019-04 … 2019-05 as well).
  [repo('nat', 'intl.en-US/User Guide/Manage an SNAT table/Create an SNAT entry.md', '949bad3950aeeba03f0fa8d3cf2a2b0146f70d23'), '2019-07-08'],
  // The EIP page's 指定IP地址申请 (Request Specific EIP): a released EIP back by its IP address or its ID, nothing else asked.
  [repo('eip', 'cn.zh-CN/用户指南/申请历史EIP.md', '3b52a79c17305822f7d2510b017a8a5af38c1a04'), '2019-03-27'],
  [repo('eip', 'intl.en-US/User Guide/Reinstate a released EIP.md', 'e38c39de70cc5a837c247656733ec2e4b0461e91'), '2019-05-25'],
], {
  note:
    'EIPs and NAT gateways inside the VPC console’s left pane (弹性公网IP, NAT网关); the EIP page applies for an address with 申请弹性公网IP (the English label is not on the 2019 pages: today’s kept) and a row binds with Bind (绑定).',
  labels: {
    'nav.natGateways': { en: 'NAT Gateways', zh: 'NAT网关' },
    'eip.create': { en: 'Create EIP', zh: '申请弹性公网IP' },
    // Request Specific EIP (指定IP地址申请) asks only how, by IP address or by the EIP's ID (申请历史EIP 2019-03, Reinstate 2019-05).
    'eip.custom': { en: 'Request Specific EIP', zh: '指定IP地址申请' },
    'eip.custom.method.id': { en: 'Request by EIP Instance ID', zh: '通过EIP的实例ID申请' },
    // More > 升配 raises a pay-as-you-go EIP's peak bandwidth (修改带宽峰值, 2019-03; Upgrade on the English page of 2019-05).
    'eip.modifySpec': { en: 'Upgrade', zh: '升配' },
    'eip.bandwidth.submit': { en: 'Buy Now', zh: '去开通' },
    // The row's menu reads 更多操作 on the Chinese EIP pages of 2019-03 … 2019-09 (升配, 升降配, 修改带宽峰值).
    'eip.more': { en: 'More', zh: '更多操作' },
    'eip.associate': { en: 'Bind', zh: '绑定' },
    'eip.associate.title': { en: 'Bind Elastic IP Address', zh: '绑定弹性公网IP' },
    // The EIP 开通页面: 计费方式 is prepaid or postpaid, 流量 the metering (no English page of 2019: the 2021 words).
    'eip.create.title': { en: 'Create EIP', zh: '弹性公网IP开通' },
    'eip.buy.type': { en: 'Billing Method', zh: '计费方式' },
    'eip.buy.prepaid': { en: 'Subscription', zh: '预付费' },
    'eip.buy.postpaid': { en: 'Pay-As-You-Go', zh: '后付费' },
    'eip.metering': { en: 'Network Traffic', zh: '流量' },
    'eip.metering.bandwidth': { en: 'By bandwidth', zh: '按固定带宽计费' },
    'eip.metering.traffic': { en: 'By traffic', zh: '按使用流量计费' },
    'eip.associate.instance': { en: 'ECS Instance', zh: 'ECS实例' },
    // The secondary-ENI pages of 2019-05/06 name the binding choice Mode in English (绑定模式 in Chinese).
    'eip.associate.mode': { en: 'Mode', zh: '绑定模式' },
    'eip.associate.mode.nat': { en: 'NAT Mode', zh: '普通模式' },
    'nat.create': { en: 'Create NAT Gateway', zh: '创建NAT网关' },
    // An SNAT or DNAT entry's row action (管理SNAT表 / 管理DNAT表 and their English pages, 2018-11 … 2019-05).
    'snat.delete': { en: 'Remove', zh: '移除' },
    // The Create SNAT Entry dialog (flag snatEcs2019): a source by vSwitch or by ECS instance, and its CIDR block.
    'snat.by.vswitch': { en: 'VSwitch Granularity', zh: '交换机粒度' },
    'snat.by.ecs': { en: 'ECS Granularity', zh: 'ECS粒度' },
    'snat.vswitch': { en: 'VSwitch', zh: '交换机' },
    'snat.vswitch.cidr': { en: 'VSwitch CIDR Block', zh: '交换机网段' },
    'snat.ecs': { en: 'Available ECS Instances', zh: '可用ECS列表' },
    'snat.ecs.cidr': { en: 'ECS CIDR Block', zh: 'ECS网段' },
    'snat.ip': { en: 'Public IP', zh: '公网IP地址' },
    'dnat.delete': { en: 'Remove', zh: '移除' },
    // A NAT gateway's page has its own left-side pane (flag natDetailNav): SNAT Table and DNAT Table (same pages).
    'nat.tab.snat': { en: 'SNAT Table', zh: 'SNAT列表' },
    'nat.tab.dnat': { en: 'DNAT Table', zh: 'DNAT列表' },
    // The 2019 buy pages (both languages) name the VPC field by its ID.
    'nat.vpc': { en: 'VPC ID', zh: 'VPC ID' },
    'nat.billingCycle': { en: 'Billing cycle', zh: '计费周期' },
    // The payment is not named by the 2019 pages: the 2021 order page's words.
    'nat.order.title': { en: 'Confirm Order', zh: '支付订单' },
    'nat.pay': { en: 'Activate Now', zh: '支付' },
    'nat.order.done': { en: 'Order complete.', zh: '恭喜，支付成功！' },
  },
  // natDetailNav: a NAT gateway's page lists its parts in a left-side pane of its own, not in tabs.
  // eipBuy2019: the EIP 开通页面 (计费方式, 地域, 流量, 带宽峰值, 名称, 购买数量); natStandard: the NAT buy page of a standard gateway (Region, VPC ID, Specification, Billing cycle; no vSwitch).
  // eipSpecific2019: the EIP page's Request Specific EIP dialog has no EIP Type (no contiguous groups) and no line type.
  // snatEcs2019: Create SNAT Entry chooses VSwitch Granularity or ECS Granularity (no custom CIDR block) and shows the CIDR block.
  flags: ['eipBuy2019', 'eipSpecific2019', 'natStandard', 'natDetailNav', 'snatEcs2019'],
  nav: [
    { key: 'natGateways', path: ['nav.natGateways'], route: '/vpc/nat-gateways' },
    { key: 'eips', path: ['nav.eips'], route: '/vpc/eips' },
  ],
});
