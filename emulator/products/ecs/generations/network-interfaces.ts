// Elastic network interfaces in ecs@2019 and ecs@2021, as their dated pages word them: ENI (2019) or ENIs (2020-2021)
// in the English navigation and Network Interfaces the page's title, Network Interface Name (2018-2019) before ENI Name, VSwitch, the status 可用 (today 待绑定),
// the secondary IP choices Not set / Auto / Manual, Manage Secondary Private IP Address (today's English page says
// Manage ENI IP Addresses), and in 2019 its dialog's Modify button.
import { docsRepo, type Generation } from '../../../console/kinds/generation';

const repo = docsRepo('ecs');

export const eniSources2019: Generation['sources'] = [
  { url: repo('intl.en-US/Network/Elastic Network Interfaces/Attach an ENI.md', 'a081fe65c7c3cba2313abe0ec6ca136d722cbb21'), date: '2019-04-10' },
  { url: repo('cn.zh-CN/网络/弹性网卡/修改弹性网卡.md', '6516fc165f6bc2b998dc44779465caa689836af8'), date: '2019-06-18' },
  { url: repo('cn.zh-CN/网络/弹性网卡/删除弹性网卡.md', '1d1f23cf2ffa5d902b575233ee36a0a93f995a28'), date: '2019-08-14' },
  { url: repo('cn.zh-CN/网络/弹性网卡/绑定弹性网卡.md', 'ed6e16805e84f9b6ceaa9d831d419490585319a2'), date: '2019-09-17' },
];

export const eniSources2021: Generation['sources'] = [
  { url: repo('cn.zh-CN/网络/弹性网卡/分配辅助私网IP地址.md', 'dbab96145e690b85043e6dc120972501d822cebd'), date: '2021-07-16' },
  { url: repo('cn.zh-CN/网络/弹性网卡/回收辅助私网IP地址.md', '6032f4a80afe9f9d84a85f92280cddb4601a8d3f'), date: '2021-07-16' },
];

/** What 2020-2021 pages name differently from today's console. */
export const eniLabels2021: Generation['labels'] = {
  'nav.enis': { en: 'ENIs', zh: '弹性网卡' },
  'eni.title': { en: 'Network Interfaces', zh: '弹性网卡' },
  'eni.vswitch': { en: 'VSwitch', zh: '交换机' },
  'eni.secondaryIp': { en: 'Secondary Private IP Addresses', zh: '辅助私网IP' },
  'eni.status.Available': { en: 'Available', zh: '可用' },
  'eni.manageIps': { en: 'Manage Secondary Private IP Address', zh: '管理辅助私网IP' },
};

/** The 2018-11 … 2019-09 pages: ENI in the navigation, Network Interface Name, Modify in the IP dialog. */
export const eniLabels2019: Generation['labels'] = {
  ...eniLabels2021,
  'nav.enis': { en: 'ENI', zh: '弹性网卡' },
  'eni.name': { en: 'Network Interface Name', zh: '网卡名称' },
  'eni.ips.ok': { en: 'Modify', zh: '确定' },
};
