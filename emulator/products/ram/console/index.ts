import type { ConsoleModule } from '../../../console/src/lib/product';
import { AccessKeysPage } from './AccessKeysPage';
import { CreatePolicyPage } from './CreatePolicyPage';
import { CreateRolePage } from './CreateRolePage';
import { CreateUserPage } from './CreateUserPage';
import { GroupDetailPage } from './GroupDetailPage';
import { GrantsPage } from './GrantsPage';
import { IdpDetailPage } from './IdpDetailPage';
import { GroupsPage } from './GroupsPage';
import { PoliciesPage } from './PoliciesPage';
import { RamHome } from './RamHome';
import { RolesPage } from './RolesPage';
import { SettingsPage } from './SettingsPage';
import { SsoPage } from './SsoPage';
import { UserDetailPage } from './UserDetailPage';
import { UsersPage } from './UsersPage';
import { ramVocabulary } from './useRam';
import { ramGenerations } from '../generations';

/** The RAM console: users, groups, roles, policies, SSO and the account's AccessKeys. Routes are tried in order: `create` before `:id`. */
export const consoleModule: ConsoleModule = {
  vocabulary: ramVocabulary,
  titleKey: 'ram.title',
  generations: ramGenerations,
  routes: [
    { pattern: '/ram', page: RamHome },
    { pattern: '/ram/users', page: UsersPage },
    { pattern: '/ram/users/create', page: CreateUserPage },
    { pattern: '/ram/users/:id', page: UserDetailPage },
    { pattern: '/ram/groups', page: GroupsPage },
    { pattern: '/ram/groups/:id', page: GroupDetailPage },
    { pattern: '/ram/roles', page: RolesPage },
    { pattern: '/ram/roles/create', page: CreateRolePage },
    { pattern: '/ram/grants', page: GrantsPage },
    { pattern: '/ram/policies', page: PoliciesPage },
    { pattern: '/ram/policies/create', page: CreatePolicyPage },
    { pattern: '/ram/manage/ak', page: AccessKeysPage },
    { pattern: '/ram/settings', page: SettingsPage },
    { pattern: '/ram/sso', page: SsoPage },
    { pattern: '/ram/sso/idp/:id', page: IdpDetailPage },
  ],
};
