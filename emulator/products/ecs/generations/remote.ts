// Remote connection and security group cloning in ecs@2019 and ecs@2021, as their dated pages name them.
// ecs@2021: the row's 远程连接 (Connect) opens 远程连接与命令 with Workbench远程连接 and VNC远程连接, each 立即登录
// (zh 2021-01, 2021-02); Workbench's 登录实例 ends with 确定; the VNC page's 修改远程连接密码 (Modify VNC Password, en
// 2021-03). ecs@2019: no Workbench; the row's 远程连接 (Connect) opens the 管理终端 (Management Terminal) at once, with
// 修改远程连接密码 (Modify Management Terminal Password) (zh 2018-10, en 2018-11). The security group row's 克隆
// (Clone) with 目标地域, 安全组名称, 网络类型 and 确定 (zh 2019-06, en 2019-08).
import { docsRepo, type Generation } from '../../../console/kinds/generation';
import type { PagePatch } from '../../../console/kinds/patch';

const repo = docsRepo('ecs');

export const remoteSources2021: Generation['sources'] = [
  { url: repo('cn.zh-CN/实例/连接实例/使用VNC连接实例/通过VNC远程连接登录Linux实例.md', '9a454e09f213265d5d445361cd3c13c26624b9ca'), date: '2021-01-26' },
  { url: repo('cn.zh-CN/实例/连接实例/使用Workbench连接实例/通过密码或密钥认证登录Linux实例.md', '963104d04bf6e01ba71ce69f545a0924c7664e86'), date: '2021-02-02' },
  { url: repo('intl.en-US/Instance/Connect to instances/Connect to an instance by using VNC/Connect to a Linux instance by using password authentication.md', '26fdb30029d9fe41d2ff98bd297291acb71e6ae4'), date: '2021-03-18' },
];

// The Management Terminal pages are of 2018-10 (cn.zh-CN/用户指南/连接实例/使用管理终端连接ECS实例.md@3490fc8c2) and
// 2018-11 (intl.en-US/User Guide/Connect to instances/Connect to an instance by using the Management Terminal.md@834bcb994),
// older than the sources a 2019 generation may list; no page of 2019 changes them.
export const remoteSources2019: Generation['sources'] = [
  { url: repo('cn.zh-CN/安全/安全组/管理安全组.md', 'ab0db7e547a9bfe3b5b46bb150a0c35d67e4d8f4'), date: '2019-06-18' },
  { url: repo('intl.en-US/Security/Security groups/Manage security groups.md', '05f52abcaf1352c29444ac75e9d554601099ede2'), date: '2019-08-16' },
];

export const remoteLabels2021: Generation['labels'] = {
  'remote.vnc': { en: 'VNC Connection', zh: 'VNC远程连接' },
  'workbench.title': { en: 'Log On to Instance', zh: '登录实例' },
  'workbench.login': { en: 'OK', zh: '确定' },
};

export const remoteLabels2019: Generation['labels'] = {
  'vnc.title': { en: 'Management Terminal', zh: '管理终端' },
  'vnc.modify': { en: 'Modify Management Terminal Password', zh: '修改远程连接密码' },
  'remote.connected.vnc': { en: 'Connected to {id} through the Management Terminal. (The emulator runs no operating system: this session ends here.)', zh: '已通过管理终端连接到 {id}。（模拟器不运行操作系统，会话到此为止。）' },
};

/** 2018–2019: Connect opens the Management Terminal itself (Workbench came later). */
export const remotePatches2019: PagePatch[] = [
  { page: 'instances', key: 'remote', merge: { dialog: undefined, to: '/ecs/instances/{InstanceId}/vnc' } },
  { page: 'instanceDetails', key: 'remoteConnection', merge: { dialog: undefined, to: '/ecs/instances/{InstanceId}/vnc' } },
];
