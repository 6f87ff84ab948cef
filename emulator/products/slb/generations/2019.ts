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
  ],
  note:
    'Instances > Server Load Balancer (实例 > 实例管理) in the left pane; a row’s More menu starts, stops and opens Release Settings; on My Servers (我的服务器) the button below the list is Next: Configure Weights and Ports (下一步：配置权重和端口号), which opens the Servers to Add (待添加服务器) dialog with icon-only copy buttons and OK; a VServer group is created by that OK, with no Create button.',
  labels: {
    'nav.instanceGroup': { en: 'Instances', zh: '实例' },
    'nav.instances': { en: 'Server Load Balancer', zh: '实例管理' },
    'instances.title': { en: 'Server Load Balancer', zh: '实例管理' },
    'myServers.next': { en: 'Next: Configure Weights and Ports', zh: '下一步：配置权重和端口号' },
  },
  nav: [{ key: 'instances', path: ['nav.instanceGroup', 'nav.instances'], route: '/slb/instances' }],
  pages: [{ removePage: 'listenerWizard' }],
  flags: ['classicInstanceActions', 'listenerDialog', 'myServers', 'weightsDialog'],
};
