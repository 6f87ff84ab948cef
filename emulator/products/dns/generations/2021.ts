// dns@2021: the Alibaba Cloud DNS console of 2020 to 2021 (emulator/console-facts/dns.md, "Generation dns@2021"),
// rebuilt from the AlibabaCloudDocs/dns Markdown sources of that time.
import { docsRepo, generation } from '../../../console/kinds/generation';

const repo = docsRepo('dns');

export const dns2021 = generation('dns@2021', '2020-11 … 2021-03', [
  [repo('cn.zh-CN/操作指南/智能DNS解析/智能解析.md', '38be3a28c78655711d892d56dfe9e35cbac9005c'), '2020-12-03'],
  [repo('cn.zh-CN/操作指南/权重配置.md', '0c04b8386619bfa7443b462d79b3aebfdea56717'), '2021-01-11'],
  [repo('intl.en-US/User Guide/Set weights.md', '1a4c2743ada75dba3cbbf1030575cd3e2ce2e6dd'), '2021-03-15'],
  [repo('cn.zh-CN/操作指南/域名管理/子域管理.md', '8dd11bd11ed7e2b46a017445e7b9266934a6214e'), '2021-01-26'],
], {
  note:
    'The domain list (English page Manage DNS) sits under an All Domains tab (全部域名; English Authority Domains); a domain’s DNS Settings (解析设置) has a left navigation of its own with Weighted Round Robin (权重配置): EnableWeight (开启权重) and Set Weight (设置权重) per subdomain. Add Domain Name (添加域名) has the text buttons TXT授权校验 and 域名找回; TXT授权校验 opens 域名持有者身份验证 with the TXT record (主机记录 alidnscheck, 记录值) to add in the primary domain, 验证, then 验证成功, which adds the subdomain.',
  labels: {
    'nav.domains': { en: 'Manage DNS', zh: '域名解析' },
    // The record form's line field and its column: 解析线路 then (M1), 解析请求来源 today; the 2021 English page writes
    // "line" (M3).
    'record.line': { en: 'Line', zh: '解析线路' },
    'record.col.line': { en: 'Line', zh: '解析线路' },
  },
  flags: ['domainsTab', 'domainNav', 'subdomainTxt'],
});
