import { handDrawnConsole } from '../../../console/src/lib/product';
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
import { RoleDetailPage } from './RoleDetailPage';
import { RolesPage } from './RolesPage';
import { SettingsPage } from './SettingsPage';
import { SsoPage } from './SsoPage';
import { UserDetailPage } from './UserDetailPage';
import { UsersPage } from './UsersPage';
import { ramVocabulary } from './useRam';
import { ramGenerations } from '../generations';

/** The RAM console: users, groups, roles, policies, SSO and the account's AccessKeys. Routes are tried in order: `create` before `:id`. */
export const consoleModule = handDrawnConsole(ramVocabulary, {
  '/ram': RamHome,
  '/ram/users': UsersPage,
  '/ram/users/create': CreateUserPage,
  '/ram/users/:id': UserDetailPage,
  '/ram/groups': GroupsPage,
  '/ram/groups/:id': GroupDetailPage,
  '/ram/roles': RolesPage,
  '/ram/roles/create': CreateRolePage,
  '/ram/roles/:id': RoleDetailPage,
  '/ram/grants': GrantsPage,
  '/ram/policies': PoliciesPage,
  '/ram/policies/create': CreatePolicyPage,
  '/ram/manage/ak': AccessKeysPage,
  '/ram/settings': SettingsPage,
  '/ram/sso': SsoPage,
  '/ram/sso/idp/:id': IdpDetailPage,
}, { generations: ramGenerations });
