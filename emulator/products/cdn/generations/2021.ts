// cdn@2021: the CDN console of mid-2019 to 2021 (emulator/console-facts/cdn.md, "Generation cdn@2021"), rebuilt from
// the AlibabaCloudDocs/cdn Markdown sources of that time.
import { docsRepo, type Generation } from '../../../console/kinds/generation';

const repo = docsRepo('cdn');

export const cdn2021: Generation = {
  id: 'cdn@2021',
  product: 'cdn',
  period: '2019-08 … 2021-07',
  sources: [
    { url: repo('intl.en-US/Domain Management/Access control/Configure hotlink protection.md', '65226e84ed14536098a3d8d82b56d1ff4832377d'), date: '2020-12-01' },
    { url: repo('intl.en-US/Domain Management/Access control/Configure an IP blacklist or whitelist.md', 'cfbd893e7e4d7023f83da8dfb5cb70bc34a33c8d'), date: '2021-07-06' },
    { url: repo('intl.en-US/Domain Management/Cache settings/Create a cache expiration rule.md', '551166fa34528e154c1599a8b408a98945125c30'), date: '2021-04-07' },
    { url: repo('intl.en-US/Domain Management/Delete an accelerated domain name.md', '8bed3a373dd035661a24531742213761ad49e0c4'), date: '2021-03-10' },
    { url: repo('cn.zh-CN/服务管理/刷新和预热资源.md', '54872511fd7a181152774cebb2634054d49235ce'), date: '2021-06-15' },
    { url: repo('cn.zh-CN/域名管理/访问控制/配置IP黑白名单.md', '10e8d1635bf7d2beeb4a18e8decdafaffffd29d6'), date: '2021-05-20' },
    { url: repo('cn.zh-CN/域名管理/访问控制/配置Refer防盗链.md', '56dc9a330712cf0aa8a7a952458e9e1b5ad4edb2'), date: '2019-08-23' },
    { url: repo('cn.zh-CN/域名管理/缓存配置/配置缓存过期时间.md', '48941688e7eec8bdc7e566821caa73335844d64e'), date: '2021-03-10' },
    { url: repo('cn.zh-CN/域名管理/HTTPS配置/配置HSTS.md', 'f809352dd70f01a06f5577435f9d63dbf02c7514'), date: '2019-08-23' },
    { url: repo('cn.zh-CN/域名管理/HTTPS配置/配置强制跳转.md', 'fbcf92df4542766a0a1620624c6d3f9019db1d13'), date: '2020-12-01' },
    { url: repo('cn.zh-CN/域名管理/回源配置/配置回源协议.md', 'a4cdb46a07b5c9578dad6962dc7c06c79cd5afad'), date: '2021-05-20' },
    { url: repo('intl.en-US/Domain Management/Access control/URL signing/URL signing.md', '3ab79b362a970714af6f67812d0f65edb83cc263'), date: '2021-05-26' },
    { url: repo('cn.zh-CN/域名管理/访问控制/URL鉴权配置/URL鉴权.md', 'aa73f312067c269ead128cf1d770cbd954cc7bbd'), date: '2021-05-13' },
    { url: repo('intl.en-US/Domain Management/Cache settings/Create a URI rewrite rule.md', 'fc8263cda8fa9cef29bdbf8906a7e86d8293ac60'), date: '2021-04-07' },
    { url: repo('cn.zh-CN/域名管理/缓存配置/配置URI重写规则.md', '18e29de049d4bee9b617944b16d16334d85a98fd'), date: '2021-03-09' },
    { url: repo('intl.en-US/Domain Management/Back-to-origin settings/Rewrite HTTP headers in back-to-origin requests.md', 'f7b708e7ac1a2088598d6f068e4924a3c1c5320e'), date: '2021-07-06' },
    { url: repo('cn.zh-CN/域名管理/回源配置/配置回源HTTP请求头（新）.md', 'f492ffa99cacb07572451ca96913e69f25193e9d'), date: '2021-05-07' },
    { url: repo('cn.zh-CN/域名管理/性能优化/页面优化.md', '916210b594e27ec4d379142e3b8240745ad95dd9'), date: '2021-04-27' },
    { url: repo('intl.en-US/Domain Management/Performance optimization/Configure HTML optimization.md', '179b21b916870fc3393ab71d607bc6f3dad3475a'), date: '2021-04-27' },
    { url: repo('cn.zh-CN/域名管理/性能优化/开启过滤参数及配置保留参数.md', '5993c2e237fdd7bffed1b2585c38bee1522e9c86'), date: '2021-06-15' },
    { url: repo('cn.zh-CN/域名管理/性能优化/开启过滤参数及配置删除参数.md', 'a649f620670efeb49fce37a409330bb99f3e7261'), date: '2021-06-15' },
    { url: repo('intl.en-US/Domain Management/Performance optimization/Retain URL parameters.md', '4b1cf4c0616b85d19f14c43856eb6dffafc1fb2b'), date: '2021-05-13' },
    { url: repo('intl.en-US/Domain Management/Performance optimization/Delete URL parameters.md', 'bc22517b38b02aab91be1864b6b89615e14f2f26'), date: '2021-05-13' },
    { url: repo('cn.zh-CN/域名管理/视频相关/配置拖拽播放.md', 'e51ddd383f13803ea9b9859db0c8f4104ece9b4f'), date: '2021-05-27' },
    { url: repo('cn.zh-CN/域名管理/视频相关/配置Range回源.md', '6b50ba97feafb7bf554828be14164f0c4856956b'), date: '2021-05-27' },
    { url: repo('intl.en-US/Domain Management/Video-related settings/Video seeking.md', 'a768f50db3bfcdb98eacc27a2276ada2b7ad1f66'), date: '2021-06-15' },
    { url: repo('intl.en-US/Domain Management/Video-related settings/Object chunking.md', 'ad53dffd4ee42bb95b8e55d42dfdcb253d49dc7d'), date: '2021-06-15' },
  ],
  note:
    'Refresh & Prefetch (刷新预热) with a Refresh Cache tab whose fields read Operation and Object (刷新类型); the Cache Expiration tab adds rules with Create Rule, whose Object (地址) and Expire In take a unit; access-control sections open with Modify (修改配置); deleting a domain asks for an SMS verification code; the URL Signing tab (URL鉴权) has the section 鉴权URL设置 and the dialog Set URL Signing with types A, B and C and no validity period; the Cache page’s Rewrite tab (重写) with Create (添加): Original URI (待重写URI), Rewritten URI (目标URI), Flag (执行规则); the Back-to-origin page’s Custom Request Headers (New) tab (回源HTTP请求头（新）) with Customize (添加); the domain’s Optimization entry (性能优化) with HTML Optimization and the Parameter Filtering sections opened with Modify (修改配置), and its Video entry (视频相关) with Object Chunking (Range回源) and Video Seeking (拖拽播放).',
  labels: {
    'nav.refresh': { en: 'Refresh & Prefetch', zh: '刷新预热' },
    'refresh.tab.refresh': { en: 'Refresh Cache', zh: '刷新缓存' },
    'refresh.operation': { en: 'Operation', zh: '操作类型' },
    'refresh.type': { en: 'Object', zh: '刷新类型' },
    'cache.tab.expiration': { en: 'Cache Expiration', zh: '缓存过期时间' },
    'cache.add': { en: 'Create Rule', zh: '添加' },
    // The Custom HTTP Response Header tab's button (Create a custom HTTP response header, 2021-04).
    'header.add': { en: 'Customize', zh: '添加' },
    'cache.dialog.add': { en: 'Create Expiration Rule', zh: '添加缓存过期时间' },
    'cache.content': { en: 'Object', zh: '地址' },
    'cache.col.content': { en: 'Object', zh: '地址' },
    'referer.section': { en: 'Hotlink Protection', zh: 'Refer防盗链' },
    'referer.type': { en: 'Type', zh: 'Refer类型' },
    'access.modify': { en: 'Modify', zh: '修改配置' },
    // The HTTPS page's sections open with Modify (修改配置): 配置HTTPS证书 2021-05, 配置HSTS 2019-08, 配置强制跳转 2020-12.
    'config.modify': { en: 'Modify', zh: '修改配置' },
    'ip.type': { en: 'Type', zh: '名单类型' },
    // URL signing (en md @ 3ab79b36 2021-05-26, zh md @ aa73f312 2021-05-13).
    'auth.section': { en: 'URL Signing', zh: '鉴权URL设置' },
    'auth.dialog.title': { en: 'Set URL Signing', zh: 'URL鉴权' },
    // Rewrite (en md @ fc8263cd 2021-04-07, zh md @ 18e29de0 2021-03-09).
    'cache.tab.rewrite': { en: 'Rewrite', zh: '重写' },
    'rewrite.dialog.add': { en: 'Create Rewrite Rule', zh: '添加重写' },
    'rewrite.regex': { en: 'Original URI', zh: '待重写URI' },
    'rewrite.replacement': { en: 'Rewritten URI', zh: '目标URI' },
    // Back-to-origin request headers (en md @ f7b708e7 2021-07-06, zh md @ f492ffa9 2021-05-07).
    'reqheader.tab': { en: 'Custom Request Headers (New)', zh: '回源HTTP请求头（新）' },
    'reqheader.add': { en: 'Customize', zh: '添加' },
    'reqheader.dialog.add': { en: 'Back-to-origin Request Headers', zh: '回源HTTP请求头' },
    // The domain's Performance Optimization entry (Configure HTML optimization 2021-04-27, Retain URL parameters 2021-05-13).
    'dnav.performance': { en: 'Optimization', zh: '性能优化' },
  },
  flags: ['cacheTtlUnits', 'deleteSmsVerification', 'urlSigning2021'],
};
