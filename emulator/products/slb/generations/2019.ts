// slb@2019: the Server Load Balancer console of August and September 2019 (emulator/console-facts/slb.md,
// "slb@2019"), rebuilt from the AlibabaCloudDocs/slb Markdown sources of that time.
import { docsRepo, generation } from '../../../console/kinds/generation';

const repo = docsRepo('slb');

/** The regions Create Certificate offers to deploy to (the emulator's mainland regions). */
const REGIONS = ['cn-hangzhou', 'cn-shanghai', 'cn-qingdao', 'cn-beijing', 'cn-shenzhen'];

export const slb2019 = generation('slb@2019', '2019-08 … 2019-09', [
  [repo('cn.zh-CN/后端服务器/默认服务器组/添加默认服务器.md', '46eb0999274ef15d56f058ec79ac492a0c36ec38'), '2019-09-05'],
  [repo('cn.zh-CN/后端服务器/虚拟服务器组/创建虚拟服务器组.md', '4721896e6e27943331e3de723f2aaa3fd371031e'), '2019-09-05'],
  [repo('intl.en-US/Instance/Start or stop an SLB instance.md', 'e241e7e0a9f062fa153e764d995123991f7fc35c'), '2019-08-06'],
  [repo('cn.zh-CN/访问控制/配置访问控制策略组.md', '1bedbc151d20232724ca0ef033b0f1ca79c1b493'), '2019-07-25'],
  [repo('intl.en-US/Tutorials/Traffic forwarding based on domain names or URLs.md', '17a83b01d07720c1906f6c00d9b1e76e3f543574'), '2019-08-16'],
  [repo('intl.en-US/Listeners/Domain name extensions/Manage a domain name extension.md', '8d9a33620020c79ba19fd6fd83cae037b6b6d8cb'), '2019-08-16'],
  [repo('cn.zh-CN/监听/管理扩展域名.md', '8b034acf5615c7918a04e4ba2edd0198e7847a4c'), '2019-07-25'],
], {
  note:
    'Instances > Server Load Balancer (实例 > 实例管理) in the left pane; a row’s More menu starts, stops and opens Release Settings; on My Servers (我的服务器) the button below the list is Next: Configure Weights and Ports (下一步：配置权重和端口号), which opens the Servers to Add (待添加服务器) dialog with icon-only copy buttons and OK; a VServer group is created by that OK, with no Create button. Access Control (访问控制) is a top-level entry: 创建访问控制策略组, submitted with 确认; a list row opens 管理访问控制策略组. An instance’s page also has the old console’s own left navigation (Listeners; Servers > Backend Servers, VServer Groups, Active/Standby Server Groups: 监听; 服务器 > 后端服务器, 虚拟服务器组, 主备服务器组) beside its tabs, as pages of both the old and the new console of that time describe it. A Layer-7 listener’s row offers Add Forwarding Rules (添加转发策略), which opens the Forwarding Rules page; its Add Forwarding Rules button opens a dialog of the same name (Add Domain, Add Rule / 添加策略, OK). An HTTPS listener’s More menu opens Additional Domains (扩展域名管理): Add Additional Domain (添加扩展域名), a row’s Edit opens Edit Additional Domain (修改扩展域名).',
  labels: {
    'nav.instanceGroup': { en: 'Instances', zh: '实例' },
    'nav.instances': { en: 'Server Load Balancer', zh: '实例管理' },
    'instances.title': { en: 'Server Load Balancer', zh: '实例管理' },
    'myServers.next': { en: 'Next: Configure Weights and Ports', zh: '下一步：配置权重和端口号' },
    'acl.manage': { en: 'Manage', zh: '管理访问控制策略组' },
    'acl.create.submit': { en: 'OK', zh: '确认' },
    // The instance list's create button (创建负载均衡实例 2019-07/08; the English HTTPS tutorials of 2018-09 … 2019-08).
    'instances.create': { en: 'Create SLB Instance', zh: '创建负载均衡' },
    // Create Certificate (创建证书 / Create a certificate, 2019-08): the source is chosen, then Next opens the upload form.
    'cert.upload.thirdParty': { en: 'Upload Third-Party Certificate', zh: '上传第三方签发证书' },
    'cert.body': { en: 'Certificate Content', zh: '证书内容' },
    // Forwarding rules (添加域名和路径转发 2018-09; Traffic forwarding based on domain names or URLs 2019-08).
    'rules.open': { en: 'Add Forwarding Rules', zh: '添加转发策略' },
    'rules.addRule': { en: 'Add Rule', zh: '添加策略' },
    // The old console's rule deletion is confirmed with 确认 (添加域名和路径转发, 2019-08).
    'rules.delete.ok': { en: 'OK', zh: '确认' },
    // Active/standby server groups (Manage an active/standby server group, 2019-08): the English pages' wording.
    'tab.masterSlave': { en: 'Active/Standby Server Groups', zh: '主备服务器组' },
    'msg.create': { en: 'Create Active/Standby Server Group', zh: '创建主备服务器组' },
    'msg.name': { en: 'Name', zh: '主备服务器组名称' },
    'msg.servers': { en: 'Servers Added', zh: '已添加服务器' },
    'msg.col.type': { en: 'Server', zh: '主机' },
    'msg.primary': { en: 'Active Server', zh: '主机' },
    'msg.secondary': { en: 'Standby Server', zh: '备机' },
    'listener.serverGroup.masterSlave': { en: 'Active/Standby Server Group', zh: '主备服务器组' },
    'listener.masterSlaveGroup': { en: 'Active/Standby Server Group', zh: '主备服务器组' },
    // Domain name extensions (Manage a domain name extension / 管理扩展域名, 2019-07/08): Additional Domains.
    'ext.action': { en: 'Additional Domains', zh: '扩展域名管理' },
    'ext.title': { en: 'Additional Domains', zh: '扩展域名管理' },
    'ext.add': { en: 'Add Additional Domain', zh: '添加扩展域名' },
    'ext.edit.title': { en: 'Edit Additional Domain', zh: '修改扩展域名' },
    'ext.delete.title': { en: 'Delete Additional Domain', zh: '删除扩展域名' },
  },
  nav: [
    { key: 'instances', path: ['nav.instanceGroup', 'nav.instances'], route: '/slb/instances' },
    { key: 'acl', path: ['nav.acl'], route: '/slb/acls' },
  ],
  pages: [
    { removePage: 'listenerWizard' },
    // Create Certificate: a choice of source and Next (today: one button per source); the upload form adds the
    // regions to deploy to and the certificate type. The region shown is informational: the call uses the console's.
    {
      page: 'uploadCertificate',
      key: 'source',
      merge: {
        fields: [{ key: 'sourceKind', label: 'cert.source', kind: 'radio', options: [{ value: 'ssl', label: 'cert.source.ssl' }, { value: 'upload', label: 'cert.upload.thirdParty' }] }],
        submit: { label: 'common.next' },
      },
    },
    { page: 'uploadCertificate', key: 'body', merge: { label: 'cert.body' } },
    { page: 'uploadCertificate', after: 'name', insert: { key: 'regions', label: 'cert.regions', kind: 'select', options: REGIONS.map((r) => ({ value: r, label: `region.${r}` })) } },
    { page: 'uploadCertificate', after: 'regions', insert: { key: 'certType', label: 'cert.type', kind: 'radio', default: 'server', options: [{ value: 'server', label: 'cert.type.server' }, { value: 'ca', label: 'cert.type.ca' }] } },
  ],
  flags: ['classicInstanceActions', 'listenerDialog', 'myServers', 'weightsDialog', 'rulesDialog', 'instanceNav'],
});
