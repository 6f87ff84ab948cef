// ram@2021: the RAM console of 2019 to 2021 (emulator/console-facts/ram.md, "Generation ram@2021"), rebuilt from the
// AlibabaCloudDocs/ram Markdown sources of that time.
import { docsRepo, generation } from '../../../console/kinds/generation';

const repo = docsRepo('ram');

export const ram2021 = generation('ram@2021', '2019-09 … 2021-07', [
  [repo('intl.en-US/Security Settings/AccessKey pairs/Disable an AccessKey pair.md', 'a2f09bbd8e78ee4b6d0743338cdd5df9324b771c'), '2021-07-14'],
  [repo('intl.en-US/RAM User Group Management/Create a user group.md', 'ebb884a68637000c7a1ba0f2bbf132c6630e58ef'), '2021-07-14'],
  [repo('cn.zh-CN/用户组管理/创建用户组.md', '646fd0e3225e11ad35a0ebaaecb0a4976cc7f0c0'), '2021-05-17'],
  [repo('cn.zh-CN/用户组管理/为用户组添加RAM用户.md', '3f1ca7294a8768576dee9cebc999d66690e0e829'), '2021-05-17'],
  [repo('cn.zh-CN/用户管理/登录管理/为RAM用户创建访问密钥.md', 'fa3d14c9f00eb73cb30b0c96432c27be711f4cdc'), '2021-05-17'],
  [repo('intl.en-US/RAM Role Management/Delete a RAM role.md', 'c25bc9cb27680ba2ef4faac9c6c4419f9f976b45'), '2021-07-14'],
  [repo('cn.zh-CN/角色管理/删除RAM角色.md', 'ca101e742d172399309fcb17d0ef55b7d5557024'), '2021-05-24'],
  [repo('intl.en-US/Security Settings/AccessKey pairs/Create an AccessKey pair for a RAM user.md', 'b51b6f025d2fbeb6154c69485ca1f56445da10d6'), '2021-07-14'],
  [repo('intl.en-US/Security Settings/Passwords/Change the password of a RAM user.md', '85dad96a5252d583475ab51c5574695aee24e717'), '2021-07-14'],
  [repo('cn.zh-CN/用户管理/登录管理/设置RAM用户密码强度.md', '1f9644dd3ae145d1ca6ff6e0d88d9d1248c08913'), '2021-05-12'],
  [repo('intl.en-US/RAM Role Management/Create a RAM role/Create a RAM role for a trusted Alibaba Cloud account.md', 'afc5a41c51e711862d6cec06008de80f0bdbc9fa'), '2021-07-14'],
  [repo('cn.zh-CN/角色管理/创建RAM角色/创建可信实体为阿里云账号的RAM角色.md', 'd86f33df608b1f7303935a856c43ff13099e1e7a'), '2021-07-14'],
  [repo('cn.zh-CN/单点登录管理（SSO）/角色SSO/身份提供商/创建身份提供商.md', 'c1bd39b499174cd948be944cee22bae7002dd257'), '2021-05-24'],
  [repo('intl.en-US/SSO Management/Role-based SSO/Identity providers/Modify the basic information about an identity provider.md', '2c5df2a1f49869e6b47d015c3696c6ea48b10267'), '2021-07-14'],
  [repo('cn.zh-CN/用户管理/登录管理/管理RAM用户登录设置.md', '1f6d81ce5bff5032ddcd1265b256ce3bfea6d657'), '2021-05-12'],
  [repo('intl.en-US/RAM User Management/Logon management/Manage console logon settings for a RAM user.md', '5a4870e41b6e4329932a83499397b29fe73fd50d'), '2021-06-04'],
], {
  note:
    'Identities (人员管理) > Users, Groups, Settings; RAM Roles (RAM角色管理) a top-level item; Create Group (zh 创建用户组) opens a panel; a group row adds members with Add Group Members (添加组成员); Add to Group is submitted with OK, then Close; the User AccessKeys section creates a pair at once and its dialog closes with Close (关闭); disabling a pair and deleting a role are confirmed with OK; Modify Logon Settings ends with Close; Console Logon Management offers Enable Console Logon (启用控制台登录) to a user without it and Clear Logon Settings (清空登录设置) beside Modify Logon Settings, whose panel keeps its fields when Disabled (禁用) is chosen.',
  labels: {
    'nav.identities': { en: 'Identities', zh: '人员管理' },
    'nav.ramRoles': { en: 'RAM Roles', zh: 'RAM角色管理' },
    'roles.title': { en: 'RAM Roles', zh: 'RAM角色管理' },
    'roles.create': { en: 'Create RAM Role', zh: '创建RAM角色' },
    'createRole.title': { en: 'Create RAM Role', zh: '创建RAM角色' },
    'createRole.name': { en: 'RAM Role Name', zh: '角色名称' },
    'action.addMembers': { en: 'Add Group Members', zh: '添加组成员' },
    'members.title': { en: 'Add Group Members', zh: '添加组成员' },
    'ugroups.create': { en: 'Create Group', zh: '创建用户组' },
    'addToGroup.title': { en: 'Add Group Members', zh: '添加组成员' },
    'addToGroup.submit': { en: 'OK', zh: '确定' },
    'userAk.section': { en: 'User AccessKeys', zh: '用户AccessKey' },
    'userAk.create': { en: 'Create AccessKey', zh: '创建AccessKey' },
    'ak.created.close': { en: 'Close', zh: '关闭' },
    'ak.disable.title': { en: 'Disable AccessKey', zh: '禁用AccessKey' },
    'ak.disable.ok': { en: 'OK', zh: '确定' },
    'action.deleteRole': { en: 'Delete', zh: '删除' },
    'role.delete.ok': { en: 'OK', zh: '确定' },
    'pwd.modify': { en: 'Edit Password Rule', zh: '编辑密码规则' },
    // Console Logon Management (管理RAM用户登录设置 2021-05, Manage console logon settings for a RAM user 2021-06):
    // Enable Console Logon for a user without it, Clear Logon Settings beside Modify Logon Settings (flag logonClear).
    'logon.enable': { en: 'Enable Console Logon', zh: '启用控制台登录' },
    'logon.clear': { en: 'Clear Logon Settings', zh: '清空登录设置' },
    'logon.console': { en: 'Console Password Logon', zh: '控制台访问' },
    'logon.disabled': { en: 'Disabled', zh: '禁用' },
    'pwd.elements': { en: 'Required Elements in Password', zh: '密码中必须包含元素' },
    // A user's, group's or role's row action and the panel it opens (为RAM用户授权, 为用户组授权 2021-05; Grant
    // permissions to a RAM user 2021-07); a details page's Permissions tab keeps Grant Permission (新增授权).
    'action.grant': { en: 'Add Permissions', zh: '添加权限' },
    'grant.title': { en: 'Add Permissions', zh: '添加权限' },
    'grant.principal': { en: 'Principal', zh: '被授权主体' },
    'grant.scope': { en: 'Authorization Scope', zh: '授权应用范围' },
    'grant.scope.account': { en: 'Alibaba Cloud Account', zh: '整个阿里云账号' },
    'grant.scope.group': { en: 'Specific Resource Group', zh: '指定资源组' },
    // Permissions > Policies (权限管理 > 权限策略管理, 2019-08 … 2021-07) and the custom policy page it opens
    // (新建自定义权限策略 / Create Custom Policy: Policy Name, Note, Configuration Mode Visualized or Script).
    'nav.policies': { en: 'Policies', zh: '权限策略管理' },
    'policies.title': { en: 'Policies', zh: '权限策略管理' },
    'createPolicy.title': { en: 'Create Custom Policy', zh: '新建自定义权限策略' },
    'createPolicy.name': { en: 'Policy Name', zh: '策略名称' },
    'createPolicy.description': { en: 'Note', zh: '备注' },
    'createPolicy.tab.visual': { en: 'Visualized', zh: '可视化配置' },
    'createPolicy.tab.json': { en: 'Script', zh: '脚本配置' },
    // SSO (SSO管理), a top-level item with the tabs Role-based SSO and User-based SSO (创建身份提供商 2021-05, Create an IdP
    // 2021-07): the Create IdP panel's Note and Upload, OK; an IdP's IdP Information section with Modify.
    'idp.note': { en: 'Note', zh: '备注' },
    'idp.upload': { en: 'Upload', zh: '上传文件' },
    'idp.submit': { en: 'OK', zh: '确定' },
    'idp.info': { en: 'IdP Information', zh: '身份提供商信息' },
    'idp.edit': { en: 'Modify', zh: '编辑' },
    'idp.edit.title': { en: 'Modify IdP Information', zh: '编辑身份提供商信息' },
  },
  nav: [
    { key: 'roles', path: ['nav.ramRoles'], route: '/ram/roles' },
    { key: 'sso', path: ['nav.sso'], route: '/ram/sso' },
    { key: 'settings', path: ['nav.identities', 'nav.settings'], route: '/ram/settings' },
  ],
  flags: ['akCreatedAtOnce', 'roleDeleteByOk', 'logonResultClose', 'grantResult', 'logonClear'],
});
