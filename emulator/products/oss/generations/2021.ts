// oss@2021: the OSS console of late 2020 – 2021 (emulator/console-facts/oss.md, "Generation oss@2021"), rebuilt from
// the AlibabaCloudDocs/oss Markdown sources of that time. Buckets in the left pane; a bucket's own navigation has
// Files, Access Control, Basic Settings (Static Pages, Lifecycle, Delete Bucket) and Redundancy for Fault Tolerance;
// its sections open with Configure.
import { docsRepo, type Generation } from '../../../console/kinds/generation';

const repo = docsRepo('oss');

export const oss2021: Generation = {
  id: 'oss@2021',
  product: 'oss',
  period: '2021-04 … 2021-07',
  sources: [
    { url: repo('cn.zh-CN/控制台用户指南/存储空间管理/基础设置/删除存储空间.md', '5cc63e68cbeec8d3e4cb386444aa12adb3400a57'), date: '2021-06-08' },
    { url: repo('intl.en-US/Console User Guide/Manage buckets/Basic settings/Delete buckets.md', '05827a091b899ce73fc14ad2981d364628fa05ac'), date: '2021-06-08' },
    { url: repo('cn.zh-CN/控制台用户指南/文件管理/创建目录.md', 'af1a923c3f81278232d4d1b11c1e2a440479b4ff'), date: '2021-04-09' },
    { url: repo('cn.zh-CN/控制台用户指南/文件管理/分享文件.md', 'f8b49ae27bfa3db78befc03dbb23e174820d5b6c'), date: '2021-01-19' },
    { url: repo('intl.en-US/Quick Start/OSS console/Share objects.md', 'c0372f7ee9621f6a686f57adcc7b509739225ab9'), date: '2021-01-13' },
    { url: repo('intl.en-US/Console User Guide/Upload, download, and manage objects/Create folders.md', '934f456c68a3b2e284fca760b9c9b2ae4f5069ba'), date: '2021-04-09' },
    { url: repo('cn.zh-CN/控制台用户指南/存储空间管理/基础设置/设置静态网站托管.md', '1e7db12693f87cd4541b1071679c28994397b5d0'), date: '2021-06-28' },
    { url: repo('intl.en-US/Console User Guide/Manage buckets/Basic settings/Configure static website hosting.md', '4d36054edbed457746f5e2f5a8c15350a9d09c2c'), date: '2021-07-13' },
    { url: repo('cn.zh-CN/控制台用户指南/存储空间管理/基础设置/设置生命周期规则.md', 'efd0babf43df817ccc0ac5ee45b449cf9e21bae7'), date: '2021-05-20' },
    { url: repo('intl.en-US/Console User Guide/Manage buckets/Basic settings/Configure lifecycle rules.md', '070db2d5788261b55b897fa94cb0d5adbb56fca1'), date: '2021-06-30' },
    { url: repo('intl.en-US/Console User Guide/Manage buckets/Redundancy for fault tolerance/Configure versioning.md', 'f1cecb362eacffd84caaf4119438d97b0d9ff512'), date: '2021-04-20' },
    { url: repo('intl.en-US/Console User Guide/Upload, download, and manage objects/Configure bucket policies to authorize other users to access OSS resources.md', 'bed74c44fab1e2107e48b0aa672b178090359279'), date: '2021-06-23' },
    { url: repo('intl.zh-CN/控制台用户指南/上传、下载和管理文件/通过Bucket Policy授权用户访问指定资源.md', 'f68409178447a330ac39eafa05bb44123ea8811f'), date: '2021-07-14' },
    { url: repo('cn.zh-CN/控制台用户指南/存储空间管理/权限管理/设置跨域访问.md', 'b1782f246758798d438136ee73849df056c30a2b'), date: '2021-05-08' },
    { url: repo('intl.en-US/Console User Guide/Manage buckets/Access control/Configure CORS rules.md', '142d8e166e85bd1fcf8c0c7210028ed38b7e9038'), date: '2021-07-14' },
  ],
  note:
    'Buckets (Bucket列表) in the left pane; a bucket’s navigation: Files (文件管理), Access Control (权限管理) > ACL, Basic Settings (基础设置) > Static Pages / Lifecycle / Delete Bucket, Redundancy for Fault Tolerance (冗余与容错) > Versioning; sections open with Configure (设置); Create Folder (新建目录) on the Files page; the lifecycle Create Rule form in sections 基本设置 (状态 启动/禁用, 策略 按前缀匹配/配置到整个Bucket, 前缀, 标签), 清除策略 (文件过期策略 过期天数/过期日期/不启用, then the days of 转换到低频访问型存储, 转换到归档型存储, 转换到冷归档型存储, 删除文件) and 清理碎片 (碎片过期策略); Access Control > Bucket Policy (Bucket授权策略) opens with Configure (设置), its tabs GUI (图形设置) and Syntax (策略语法), Authorize (新增授权) with Accounts (授权用户: Anonymous Accounts (*) 匿名账号（*）, RAM Users 子账号, Other Accounts 其他账号); the Files page’s Authorize (授权) leads there too; Access Control > Cross-Origin Resource Sharing (CORS) (跨域设置) shows its rules after Configure (设置), then Create Rule (创建规则) opens the 设定跨域规则 panel.',
  labels: {
    'nav.buckets': { en: 'Buckets', zh: 'Bucket列表' },
    'buckets.title': { en: 'Buckets', zh: 'Bucket列表' },
    'objects.title': { en: 'Files', zh: '文件管理' },
    // A file's Actions column and its panel (Share objects, en 2021-01-13; 分享文件, zh 2021-01-19).
    'action.details': { en: 'View Details', zh: '详情' },
    'object.details.title': { en: 'View Details', zh: '详情' },
    'objects.createDir': { en: 'Create Folder', zh: '新建目录' },
    'dir.title': { en: 'Create Folder', zh: '新建目录' },
    'dir.name': { en: 'Folder Name', zh: '目录名' },
    'toast.dirCreated': { en: 'The folder is created.', zh: '目录已创建。' },
    'bnav.acl': { en: 'ACL', zh: '读写权限' },
    'acl.title': { en: 'ACL', zh: '读写权限' },
    'acl.modify': { en: 'Configure', zh: '设置' },
    'bnav.redundancy': { en: 'Redundancy for Fault Tolerance', zh: '冗余与容错' },
    'versioning.settings': { en: 'Configure', zh: '设置' },
    'versioning.status': { en: 'Versioning', zh: '版本控制' },
    'versioning.opt.Enabled': { en: 'Enabled', zh: '开启' },
    'versioning.opt.Suspended': { en: 'Suspended', zh: '暂停' },
    'website.settings': { en: 'Configure', zh: '设置' },
    'website.subDir.on': { en: 'Enable', zh: '开通' },
    'website.subDir.off': { en: 'Disable', zh: '不开通' },
    'website.error': { en: 'Default 404 Page', zh: '默认404页' },
    'lifecycle.settings': { en: 'Configure', zh: '设置' },
    // The Create Rule form of 2021 (RuleForm2021.tsx; zh md @ efd0babf 2021-05-20, en md @ 070db2d5 2021-06-30).
    'rule.title': { en: 'Create Rule', zh: '创建生命周期规则' },
    'rule.enabled': { en: 'Enabled', zh: '启动' },
    'rule.policy': { en: 'Applied To', zh: '策略' },
    'rule.policy.prefix': { en: 'Files with Specified Prefix', zh: '按前缀匹配' },
    'rule.policy.bucket': { en: 'Whole Bucket', zh: '配置到整个Bucket' },
    'rule.deleteFiles': { en: 'Delete', zh: '删除文件' },
    'action.deleteBucket': { en: 'Delete Bucket', zh: '删除Bucket' },
    'deleteBucket.title': { en: 'Delete Bucket', zh: '删除Bucket' },
    // Bucket Policy (en md @ bed74c44 2021-06-23, zh md @ f6840917 2021-07-14).
    'policy.tab.gui': { en: 'GUI', zh: '图形设置' },
    'policy.tab.syntax': { en: 'Syntax', zh: '策略语法' },
    'policy.user': { en: 'Accounts', zh: '授权用户' },
    'policy.user.ram': { en: 'RAM Users', zh: '子账号' },
    'policy.user.all': { en: 'Anonymous Accounts (*)', zh: '匿名账号（*）' },
    'policy.op.readOnly': { en: 'Read Only', zh: '只读' },
    // CORS (zh md @ b1782f24 2021-05-08, en md @ 142d8e16 2021-07-14).
    'bnav.cors': { en: 'Cross-Origin Resource Sharing (CORS)', zh: '跨域设置' },
    'cors.title': { en: 'Cross-Origin Resource Sharing (CORS)', zh: '跨域设置' },
    'cors.settings': { en: 'Configure', zh: '设置' },
    'cors.rule.title': { en: 'Create Rule', zh: '设定跨域规则' },
  },
  flags: ['bucketNav2021', 'homeOverview', 'websiteErrorCode', 'lifecycleGate', 'lifecycle2021', 'policyGate', 'corsGate'],
};
