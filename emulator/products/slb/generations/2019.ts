// slb@2019: the Server Load Balancer console of August and September 2019 (emulator/console-facts/slb.md,
// "slb@2019"), rebuilt from the AlibabaCloudDocs/slb Markdown sources of that time.
import { docsRepo, type Generation } from '../../../console/kinds/generation';

const repo = docsRepo('slb');

export const slb2019: Generation = {
  id: 'slb@2019',
  product: 'slb',
  period: '2019-08 … 2019-09',
  sources: [
    { url: repo('cn.zh-CN/后端服务器/默认服务器组/添加默认服务器.md', '46eb0999274ef15d56f058ec79ac492a0c36ec38'), date: '2019-09-05' },
    { url: repo('cn.zh-CN/后端服务器/虚拟服务器组/创建虚拟服务器组.md', '4721896e6e27943331e3de723f2aaa3fd371031e'), date: '2019-09-05' },
    { url: repo('intl.en-US/Instance/Start or stop an SLB instance.md', 'e241e7e0a9f062fa153e764d995123991f7fc35c'), date: '2019-08-06' },
    { url: repo('cn.zh-CN/访问控制/配置访问控制策略组.md', '1bedbc151d20232724ca0ef033b0f1ca79c1b493'), date: '2019-07-25' },
  ],
  note:
    'Instances > Server Load Balancer (实例 > 实例管理) in the left pane; a row’s More menu starts, stops and opens Release Settings; on My Servers (我的服务器) the button below the list is Next: Configure Weights and Ports (下一步：配置权重和端口号), which opens the Servers to Add (待添加服务器) dialog with icon-only copy buttons and OK; a VServer group is created by that OK, with no Create button. Access Control (访问控制) is a top-level entry: 创建访问控制策略组, submitted with 确认; a list row opens 管理访问控制策略组.',
  labels: {
    'nav.instanceGroup': { en: 'Instances', zh: '实例' },
    'nav.instances': { en: 'Server Load Balancer', zh: '实例管理' },
    'instances.title': { en: 'Server Load Balancer', zh: '实例管理' },
    'myServers.next': { en: 'Next: Configure Weights and Ports', zh: '下一步：配置权重和端口号' },
    'acl.manage': { en: 'Manage', zh: '管理访问控制策略组' },
    'acl.create.submit': { en: 'OK', zh: '确认' },
  },
  nav: [
    { key: 'instances', path: ['nav.instanceGroup', 'nav.instances'], route: '/slb/instances' },
    { key: 'acl', path: ['nav.acl'], route: '/slb/acls' },
  ],
  pages: [{ removePage: 'listenerWizard' }],
  flags: ['classicInstanceActions', 'listenerDialog', 'myServers', 'weightsDialog'],
};
