// Expected step outlines of the tasks in tasks/ram/ and what their drift variants break (tasks.test.ts).
import type { Drift } from './types';

export const outlines: Record<string, string[]> = {
  'ram/create-accesskey': [
    '1 open-console(ram)',
    '2 navigate(AccessKey)',
    '3 section(AccessKey|page) · click(Create AccessKey|page)',
    '4 section(Create AccessKey|dialog) · click(Copy|dialog)',
    '5 click(OK)',
  ],
  'ram/create-custom-policy': [
    '1 open-console(ram)',
    '2 navigate(Permissions > Policies)',
    '3 section(Policies|page) · click(Create Policy|page)',
    '4 section(Create Policy|page) · tab(JSON)',
    '5 fill(Policy Document|{"Version":"1","Statement":[{"Effect":"Allow","Action":["ecs:DescribeInstances"],"Resource":"*"}]})',
    '6 section(Basic Information|section) · fill(Name|${inputs.policyName})',
    '7 click(OK)',
  ],
  'ram/create-group-add-user': [
    '1 open-console(ram)',
    '2 navigate(Identities > Groups)',
    '3 section(Groups|page) · click(Create Group|page)',
    '4 section(Create Group|dialog) · fill(Group Name|${inputs.groupName}) · click(OK|dialog)',
    '5 find(${inputs.groupName}|true) · click(Add Members|Actions|${inputs.groupName})',
    '6 section(Add Members|dialog) · choose(Users|${user.name})',
    '7 click(OK)',
  ],
  'ram/create-group-renamed': [
    '1 open-console(ram)',
    '2 navigate(Identities > Groups)',
    '3 section(Groups|page) · click(Create Group|page)',
    '4 fill(Group Name|${inputs.groupName})',
    '5 click(OK)',
  ],
  'ram/create-group-zh': [
    '1 open-console(ram)',
    '2 navigate(身份管理 > 用户组)',
    '3 section(用户组|page) · click(创建用户组|page)',
    '4 section(创建用户组|dialog) · fill(用户组名称|${inputs.groupName}) · fill(备注|${inputs.comments})',
    '5 click(确定)',
  ],
  'ram/create-user-console': [
    '1 open-console(ram)',
    '2 navigate(Identities > Users)',
    '3 section(Users|page) · click(Create User|page)',
    '4 section(User Account Information|section) · fill(Logon Name|${inputs.userName}) · fill(Display Name|${inputs.displayName})',
    '5 section(Access Mode|section) · check(Console Access|true)',
    '6 click(Custom Password) · fill(Password|${inputs.password})',
    '7 click(OK)',
  ],
  'ram/delete-user': [
    '1 open-console(ram)',
    '2 navigate(Identities > Users)',
    '3 find(${user.name}|true) · click(name|name|${user.name})',
    '4 tab(Groups)',
    '5 find(${group.name}|true) · click(Remove|Actions|${group.name})',
    '6 section(Remove from Group|dialog) · click(OK|dialog)',
    '7 click(Users)',
    '8 find(${user.name}|true) · click(Delete|Actions|${user.name})',
    '9 section(Delete User|dialog) · click(OK|dialog)',
  ],
  'ram/grant-user-policy': [
    '1 open-console(ram)',
    '2 navigate(Identities > Users)',
    '3 find(${user.name}|true) · click(name|name|${user.name})',
    '4 tab(Permissions) · click(Grant Permission)',
    '5 section(Grant Permission|dialog) · check(AliyunECSReadOnlyAccess|true)',
    '6 click(OK)',
  ],
};

export const drift: Record<string, Drift> = {
  'ram-create-group-renamed': { kind: 'label-changed', names: 'Create Group' },
};
