// oss@2019: the OSS console of 2018–2019 (emulator/console-facts/oss.md, "Generation oss@2019"), rebuilt from the
// AlibabaCloudDocs/oss Markdown sources of that time. No Buckets page: a bucket list runs down the left of every page,
// and a bucket has tabs (Overview, Files, Basic Settings) whose settings areas open with Setting(s) and save with Save.
import { docsRepo, type Generation } from '../../../console/kinds/generation';

const repo = docsRepo('oss');

export const oss2019: Generation = {
  id: 'oss@2019',
  product: 'oss',
  period: '2018-08 … 2019-09',
  sources: [
    { url: repo('cn.zh-CN/控制台用户指南/管理存储空间/删除存储空间.md', '4a655999cc039b8d9765adc965f7bfd34cae4663'), date: '2019-09-06' },
    { url: repo('intl.en-US/Console User Guide/Manage objects/Create a folder.md', '8226ab08d41fc2ab3138319a6673c251371c2c38'), date: '2018-08-23' },
    { url: repo('cn.zh-CN/控制台用户指南/管理文件/新建文件夹.md', '8226ab08d41fc2ab3138319a6673c251371c2c38'), date: '2018-08-23' },
    { url: repo('cn.zh-CN/控制台用户指南/管理存储空间/设置静态网站托管.md', '8c6f8e433465362cbc10042e13c05a8836611b20'), date: '2019-08-21' },
    { url: repo('intl.en-US/Console User Guide/Manage buckets/Host a static website.md', '8cbaca5f6c42ea0297031a697213ebae33e62683'), date: '2019-08-15' },
    { url: repo('cn.zh-CN/控制台用户指南/管理存储空间/设置生命周期.md', '5d54a8070e6926162277fd441c286bc7ff4610ce'), date: '2019-01-23' },
    { url: repo('intl.en-US/Console User Guide/Manage buckets/Change bucket ACL.md', 'e57fc708aa8e7a659c9d411b243308c853459484'), date: '2019-01-25' },
    { url: repo('cn.zh-CN/控制台用户指南/管理存储空间/修改存储空间读写权限.md', '6d3a11a65cbf7a0dd4b2bb2d72957a9003a30ea8'), date: '2019-09-04' },
    { url: repo('cn.zh-CN/控制台用户指南/管理存储空间/设置防盗链.md', '7980e6a949e91da772fef64863fd6a8ea1eb8d85'), date: '2019-09-04' },
    { url: repo('cn.zh-CN/控制台用户指南/管理文件/使用Bucket Policy授权其他用户访问OSS资源.md', '6f32e3eeaf6b11ed6471abbadaee0913b7a0e781'), date: '2019-01-25' },
    { url: repo('intl.en-US/Console User Guide/Manage objects/Use bucket policies to authorize other users to access OSS resources.md', 'b591e2de3fabe27736966d99a3965e95531a754f'), date: '2019-01-15' },
    { url: repo('cn.zh-CN/控制台用户指南/管理存储空间/设置合规保留策略.md', '3133337f3fd2c31a417bd2e51d9a9e4c90598839'), date: '2019-08-29' },
    { url: repo('intl.en-US/Console User Guide/Manage buckets/Configure a compliant retention policy.md', '02a068c690e815aa925bf7e1af1f3d0a6cac4aa4'), date: '2019-09-12' },
    { url: repo('intl.zh-CN/控制台用户指南/日志管理/实时日志查询.md', '1fa3b684442e9baf12573bb5ea8de067e12e9c7e'), date: '2019-07-09' },
  ],
  note:
    'A bucket list (存储空间) on the left of every page instead of a Buckets page; a bucket has the tabs Overview, Files (文件管理) and Basic Settings (基础设置), whose areas (ACL, Static Page, 防盗链, Lifecycle, Bucket管理) open with Setting(s) (设置) and save with Save; Create Directory on the Files tab; the 生命周期创建规则 dialog with 按前缀配置 and 删除文件; the Files tab’s Authorize (授权) opens the Authorize page, whose Authorize (新增授权) takes Applied To, Accounts (授权用户: Sub Account 当前账号, Other Account 其他账号, Anonymous Account (*) 匿名账号（*）), the operation (Read-Only … None (Deny)) and Conditions (IP is / IP is not; IP = / IP ≠), no Basic / Advanced choice and no syntax tab; the Basic Settings tab’s Retention Policy area (合规保留策略) opens with Configure (设置), then Create Policy (创建策略) with Retention Period (保留周期), Lock (锁定) and Edit (编辑); the bucket list’s button reads 新建 Bucket.',
  labels: {
    'objects.title': { en: 'Files', zh: '文件管理' },
    'acl.title': { en: 'ACL', zh: '读写权限' },
    'acl.modify': { en: 'Setting', zh: '设置' },
    'website.title': { en: 'Static Page', zh: '静态页面' },
    'action.deleteBucket': { en: 'Delete Bucket', zh: '删除Bucket' },
    'deleteBucket.title': { en: 'Delete Bucket', zh: '删除Bucket' },
    'rule.title': { en: 'Create Lifecycle Rule', zh: '生命周期创建规则' },
    'rule.policy.prefix': { en: 'Configure by Prefix', zh: '按前缀配置' },
    'rule.policy.bucket': { en: 'Apply to Bucket', zh: '配置到整个Bucket' },
    // Bucket Policy (zh md @ 6f32e3ee 2019-01-25, en md @ b591e2de 2019-01-15).
    'policy.title': { en: 'Authorize', zh: '授权' },
    'policy.user': { en: 'Accounts', zh: '授权用户' },
    'policy.user.ram': { en: 'Sub Account', zh: '当前账号' },
    'policy.user.other': { en: 'Other Account', zh: '其他账号' },
    'policy.user.all': { en: 'Anonymous Account (*)', zh: '匿名账号（*）' },
    'policy.op.none': { en: 'None (Deny)', zh: '拒绝访问' },
    'policy.condition.ipIn': { en: 'IP is', zh: 'IP =' },
    'policy.condition.ipNotIn': { en: 'IP is not', zh: 'IP ≠' },
    // 实时日志查询 (zh md 2019-07-09) and 设置服务端加密 (2019-06) click 新建 Bucket; 2019-09's pages already read 创建 Bucket.
    'buckets.create': { en: 'Create Bucket', zh: '新建 Bucket' },
    'createBucket.title': { en: 'Create Bucket', zh: '新建 Bucket' },
  },
  navRemove: ['buckets', 'dataImport', 'monitoring'],
  flags: ['bucketTabs', 'homeOverview', 'noSubfolderHomepage', 'lifecycle2019', 'policy2019'],
};
