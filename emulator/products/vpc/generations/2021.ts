// vpc@2021: the VPC console's EIP and NAT pages of late 2020 to 2021 (emulator/console-facts/vpc.md, "vpc@2021"),
// rebuilt from the AlibabaCloudDocs/eip and /nat Markdown sources of that time.
import { docsRepoUrl as repo, generation } from '../../../console/kinds/generation';


export const vpc2021 = generation('vpc@2021', '2020-09 … 2021-07', [
  [repo('eip', 'intl.en-US/User Guide/Associate an EIP with a cloud instance/Associate an EIP with an ECS instance.md', 'a274e0c60b486bd2f8e0384e1e8c6fb6d107e017'), '2021-03-18'],
  [repo('eip', 'intl.zh-CN/用户指南/绑定云资源/绑定ECS实例.md', '89c641f8e1ad90b65b4f8584e98dfd8b5dd26c2f'), '2021-02-24'],
  [repo('eip', 'cn.zh-CN/用户指南/申请EIP/申请EIP.md', '1476e4944bd39518879c8da27d6d97ca8d1f03e7'), '2021-07-13'],
  [repo('eip', 'cn.zh-CN/用户指南/管理按量计费实例/释放EIP.md', '81776c104cefe1dc24014f3a40d552a0b67cf04a'), '2021-04-28'],
  [repo('eip', 'intl.en-US/User Guide/Manage Pay-As-You-Go-billed EIPs/Release an EIP.md', 'a4b2bceebc372787fc8be2e158ace85ebcd40317'), '2021-06-02'],
  [repo('nat', 'intl.en-US/User Guide/Create NAT gateways.md', '34d3aa03bffaf57b1298990e5434010dc59ae4f0'), '2021-05-24'],
  [repo('nat', 'intl.zh-CN/基本功能操作/创建NAT网关实例.md', '67e312f7a9997a0314b04dd2e562fa90f42462bd'), '2021-07-21'],
  [repo('nat', 'cn.zh-CN/基本功能操作/创建SNAT实现访问公网服务.md', '0b1f58bfce987d1cff901c4a2a1d7a3d18428d4f'), '2021-04-26'],
  // An EIP row's More icon > Add to Shared Bandwidth Package / Remove from Internet Shared Bandwidth (加入共享带宽 / 移出共享带宽).
  [repo('eip', 'intl.en-US/User Guide/Manage Pay-As-You-Go-billed EIPs/Associate an EIP with an EIP bandwidth plan.md', 'fa872747883ca24c44ee7e6961323116244fd9ca'), '2021-05-26'],
  [repo('eip', 'intl.en-US/User Guide/Manage Pay-As-You-Go-billed EIPs/Disassociate an EIP from an EIP bandwidth plan.md', 'f0fd10666de0587b3e88cc6371e91418f62d2ba5'), '2021-06-02'],
  [repo('eip', 'cn.zh-CN/用户指南/管理按量计费实例/加入共享带宽.md', '4b3f65f10737622ff3f8e8f937b997a0370c2c02'), '2021-04-29'],
  // Bind Resource on a secondary ENI: Instance Type 辅助弹性网卡 / Secondary ENI, 绑定模式 / Mode, the ENI picked in 选择要绑定的.
  [repo('eip', 'cn.zh-CN/用户指南/绑定云资源/绑定辅助弹性网卡/设置EIP网卡可见模式.md', '7310ad63f4e2e05fb6fc8cba6f08d89b95d3c543'), '2021-04-30'],
  [repo('eip', 'intl.en-US/User Guide/Associate an EIP with a cloud instance/Bind an EIP to a secondary ENI/Associate an EIP with a secondary ENI in cut-through mode.md', '41cf3c083b7c65b3d62fe6d82c5d0c70660b31eb'), '2021-05-25'],
  // The EIP page's Request Custom IP (申请自定义IP): a specific EIP by IP address or ID, or a contiguous EIP group; a group's
  // EIP is released with its group once the confirmation box is ticked (释放EIP 2021-04, Release an EIP 2021-06 above).
  [repo('eip', 'intl.en-US/User Guide/Create an EIP/Recover a released EIP.md', 'b9bc4f9305e8fb53dae68e3995e47471410e8875'), '2021-06-08'],
  [repo('eip', 'intl.en-US/User Guide/Create an EIP/Apply for continuous EIPs.md', 'dc233e9cb65abd567800a92c78ae876f51f7975d'), '2021-06-02'],
], {
  note:
    'Elastic IP Addresses (弹性公网IP) and NAT Gateways (NAT网关) in the left pane; an EIP row binds with Bind Resource (绑定资源) in the Bind Elastic IP Address to Resources dialog; Create NAT Gateway (创建NAT网关).',
  labels: {
    'snat.edit.ok': { en: 'Confirm', zh: '确定修改' },
    // An SNAT entry's row action (创建SNAT实现访问公网服务 2021-04, Configure SNAT to access the Internet 2021-06); DNAT's stays 删除.
    'snat.delete': { en: 'Remove', zh: '移除' },
    'nav.natGateways': { en: 'NAT Gateways', zh: 'NAT网关' },
    'eip.associate': { en: 'Bind Resource', zh: '绑定资源' },
    'eip.associate.title': { en: 'Bind Elastic IP Address to Resources', zh: '绑定弹性公网IP至资源' },
    'eip.associate.instance': { en: 'Select an instance to bind', zh: '选择要绑定的' },
    // A secondary ENI is picked in the same box (设置EIP网卡可见模式 2021-04, the secondary-ENI pages of 2021-05/06).
    'eip.associate.eni': { en: 'Select an instance to bind', zh: '选择要绑定的' },
    'eip.type.ecs': { en: 'ECS Instance', zh: '云服务器ECS实例' },
    // The EIP buy page: 流量 (Network Traffic) is the metering choice, 带宽峰值 (Max Bandwidth) its bandwidth.
    'eip.metering': { en: 'Network Traffic', zh: '流量' },
    'eip.metering.bandwidth': { en: 'By bandwidth', zh: '按固定带宽计费' },
    'eip.metering.traffic': { en: 'By traffic', zh: '按使用流量计费' },
    'eip.bandwidth': { en: 'Max Bandwidth', zh: '带宽峰值' },
    'nat.create': { en: 'Create NAT Gateway', zh: '创建NAT网关' },
    'nat.create.title': { en: 'NAT Gateway (Pay-As-You-Go)', zh: '创建NAT网关' },
    // The 2021 buy page (both languages) names the VPC and the vSwitch by their IDs.
    'nat.vpc': { en: 'VPC ID', zh: 'VPC ID' },
    'nat.vswitch': { en: 'VSwitch ID', zh: '交换机ID' },
    // The list's Elastic IP Address column binds with 立即绑定 (Associate Now), in a dialog of its own words.
    'nat.bind.title': { en: 'Associate EIP', zh: '绑定弹性公网IP' },
    'nat.bind.mode': { en: 'EIPs', zh: '选择弹性公网IP' },
    'nat.bind.existing': { en: 'Select Existing EIPs', zh: '从已有弹性公网IP中选择' },
    // The Create SNAT Entry page (English page only: the Chinese words are today's).
    'snat.by.vswitch': { en: 'Specify VSwitch', zh: '指定交换机' },
    'snat.vswitch': { en: 'Select VSwitch', zh: '选择交换机' },
    'nat.billing': { en: 'Billing Method', zh: '计费类型' },
    'nat.billing.postpaid': { en: 'Pay By Actual Usage', zh: '按使用量计费' },
    // The order page after Buy Now (立即购买): the zh page calls it 支付订单 and its button 支付.
    'nat.order.title': { en: 'Confirm Order', zh: '支付订单' },
    'nat.pay': { en: 'Activate Now', zh: '支付' },
    'nat.order.done': { en: 'Order complete.', zh: '恭喜，支付成功！' },
  },
  // eipBuy2021: the EIP buy page with 商品类型 and its per-type fields; eipMoreIcon: the EIP row's More is an icon;
  // natBindNow: 立即绑定 in the NAT list; snatPage: the Create SNAT Entry page; natBuy2021: the NAT buy page with Zone, VSwitch ID, Gateway Type, Billing Cycle and the service-linked-role notice.
  flags: ['eipBindingMode', 'eipBuy2021', 'eipMoreIcon', 'natBindNow', 'natBuy2021', 'snatPage'],
  nav: [
    { key: 'natGateways', path: ['nav.natGateways'], route: '/vpc/nat-gateways' },
    { key: 'eips', path: ['nav.eips'], route: '/vpc/eips' },
  ],
});
