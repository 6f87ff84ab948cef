// slb@2021: the Server Load Balancer console of late 2020 to early 2021 (emulator/console-facts/slb.md, "slb@2021"),
// rebuilt from the AlibabaCloudDocs/slb Markdown sources of that time.
import { docsRepo, generation } from '../../../console/kinds/generation';

const repo = docsRepo('slb');

export const slb2021 = generation('slb@2021', '2020-10 … 2021-03', [
  [repo('cn.zh-CN/传统型负载均衡CLB/CLB用户指南/后端服务器/默认服务器组/添加默认服务器.md', '45182dd184d6c8c752ac67c49625a907683b3beb'), '2021-03-15'],
  [repo('cn.zh-CN/用户指南/后端服务器/虚拟服务器组/创建虚拟服务器组.md', '57444e63f0fb2853a4cbe1ebac65abdb5073d0d6'), '2020-10-20'],
  [repo('cn.zh-CN/传统型负载均衡CLB/CLB用户指南/实例/释放实例.md', '63e4bda5c27445d9819746fbc3a2bb1c5648445c'), '2021-03-03'],
  [repo('intl.en-US/Classic Load Balancer/User Guide/Instance/Start or stop an SLB instance.md', 'e1485cba26180157405ab7ac57d2530205c57b01'), '2021-01-22'],
  [repo('cn.zh-CN/教程专区/CLB/基于域名或URL路径进行转发.md', 'b5694555c2d16bc4109e56b4783e96e8208ed319'), '2021-02-26'],
], {
  note:
    'Instances > Instances (实例 > 实例管理) in the left pane; a row’s More menu starts, stops and opens Release Settings (释放设置), with the same buttons below the list; servers are added on the My Servers (我的服务器) panel: Select Servers, Next, Configure Ports and Weights, Add; a VServer group is submitted with Create (创建). A Layer-7 listener’s Configure Forwarding Rules (配置转发策略) opens the Forwarding Rules page, whose form (Domain Name, URL, VServer Group, Description; Add Domain / Add Rule) is submitted with Add Forwarding Rules (添加转发策略), as today’s.',
  labels: {
    'nav.instanceGroup': { en: 'Instances', zh: '实例' },
    // The instance list's create button (创建传统型负载均衡实例 2020-12; Create an SLB instance 2021-01).
    'instances.create': { en: 'Create Instance', zh: '创建负载均衡' },
  },
  nav: [{ key: 'instances', path: ['nav.instanceGroup', 'nav.instances'], route: '/slb/instances' }],
  pages: [{ removePage: 'listenerWizard' }],
  flags: ['classicInstanceActions', 'listenerDialog', 'myServers'],
});
