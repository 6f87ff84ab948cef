// ram@2021: the RAM console of 2019 to 2021 (emulator/console-facts/ram.md, "Generation ram@2021"), rebuilt from the
// AlibabaCloudDocs/ram Markdown sources of that time.
import type { Generation } from '../../../console/kinds/generation';

const repo = (path: string, commit: string) => `https://github.com/AlibabaCloudDocs/ram/blob/${commit}/${path}`;

export const ram2021: Generation = {
  id: 'ram@2021',
  product: 'ram',
  period: '2019-09 … 2021-07',
  sources: [
    { url: repo('intl.en-US/Security Settings/AccessKey pairs/Disable an AccessKey pair.md', 'a2f09bbd8e78ee4b6d0743338cdd5df9324b771c'), date: '2021-07-14' },
    { url: repo('intl.en-US/RAM User Group Management/Create a user group.md', 'ebb884a68637000c7a1ba0f2bbf132c6630e58ef'), date: '2021-07-14' },
    { url: repo('cn.zh-CN/用户组管理/创建用户组.md', '646fd0e3225e11ad35a0ebaaecb0a4976cc7f0c0'), date: '2021-05-17' },
    { url: repo('cn.zh-CN/用户组管理/为用户组添加RAM用户.md', '3f1ca7294a8768576dee9cebc999d66690e0e829'), date: '2021-05-17' },
    { url: repo('cn.zh-CN/用户管理/登录管理/为RAM用户创建访问密钥.md', 'fa3d14c9f00eb73cb30b0c96432c27be711f4cdc'), date: '2021-05-17' },
    { url: repo('intl.en-US/RAM Role Management/Delete a RAM role.md', 'c25bc9cb27680ba2ef4faac9c6c4419f9f976b45'), date: '2021-07-14' },
    { url: repo('cn.zh-CN/角色管理/删除RAM角色.md', 'ca101e742d172399309fcb17d0ef55b7d5557024'), date: '2021-05-24' },
    { url: repo('intl.en-US/Security Settings/AccessKey pairs/Create an AccessKey pair for a RAM user.md', 'b51b6f025d2fbeb6154c69485ca1f56445da10d6'), date: '2021-07-14' },
  ],
  note:
    'Identities (人员管理) > Users, Groups, Settings; RAM Roles (RAM角色管理) a top-level item; a group row adds members with Add Group Members (添加组成员); a new AccessKey is shown at once and closed with Close (关闭).',
  labels: {
    'nav.identities': { en: 'Identities', zh: '人员管理' },
    'nav.ramRoles': { en: 'RAM Roles', zh: 'RAM角色管理' },
    'roles.title': { en: 'RAM Roles', zh: 'RAM角色管理' },
    'action.addMembers': { en: 'Add Group Members', zh: '添加组成员' },
    'members.title': { en: 'Add Group Members', zh: '添加组成员' },
    'ak.created.close': { en: 'Close', zh: '关闭' },
  },
  nav: [{ key: 'roles', path: ['nav.ramRoles'], route: '/ram/roles' }],
};
