// Replacing the operating system in ecs@2019 and ecs@2021, as their dated pages word it. ecs@2019: the Chinese page of
// 2019-02 (More > 磁盘和镜像 > 更换系统盘, the notice's 确定，更换系统盘, the page's 确定更换) and the English one of
// 2020-10 (Replace System Disk, the Change Operating System page, ECS Service Terms, Create Order). ecs@2021: the
// Chinese page of 2021-05 words it as today (更换操作系统, 确定，更换操作系统, 确认订单): nothing to patch. ecs@2019
// also names Re-initialize Disk 重新初始化磁盘 (2019-06).
import { docsRepo, type Generation } from '../../../console/kinds/generation';

const repo = docsRepo('ecs');

export const replaceOsSources2019: Generation['sources'] = [
  { url: repo('cn.zh-CN/块存储/云盘/重新初始化云盘.md', '1d5c6cca98c00fdd0cb9c962c4049c9b484e5c5c'), date: '2019-06-06' },
  { url: repo('cn.zh-CN/用户指南/云盘/更换系统盘（公共镜像）.md', '812184bb846f177e3d584a9ea6490f414e163107'), date: '2019-02-01' },
  { url: repo('intl.en-US/Block Storage/Cloud disks/Change the operating system/Replace the system disk (public images).md', '74ed7d60cbede94ff82fc98b4d06f004877296a2'), date: '2020-10-09' },
];

export const replaceOsSources2021: Generation['sources'] = [
  { url: repo('cn.zh-CN/块存储/云盘基础操作/更换系统盘/更换系统盘（公共镜像）.md', 'bc18315241647100a7e50004bc8270ac78355d6e'), date: '2021-05-06' },
];

export const replaceOsLabels2019: Generation['labels'] = {
  'action.replaceOs': { en: 'Replace System Disk', zh: '更换系统盘' },
  'replaceOs.notice.title': { en: 'Replace System Disk', zh: '更换系统盘' },
  'replaceOs.notice.ok': { en: 'OK', zh: '确定，更换系统盘' },
  'replaceOs.title': { en: 'Change Operating System', zh: '更换系统盘' },
  'replaceOs.terms': { en: 'ECS Service Terms', zh: '云服务器ECS服务条款' },
  'replaceOs.submit': { en: 'Create Order', zh: '确定更换' },
  // Re-initializing a disk: the 2019-06 page's 重新初始化磁盘 (本实例磁盘's row).
  'disk.reinit': { en: 'Re-initialize Disk', zh: '重新初始化磁盘' },
  'disk.reinit.title': { en: 'Re-initialize Disk', zh: '重新初始化磁盘' },
};
