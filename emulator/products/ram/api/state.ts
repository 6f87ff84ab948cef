// RAM (2015-05-01) state of one account: users, groups, policies, roles, attachments and the password policy, kept
// in `tenant.ram` and created on first use; and the cloud's system policies, which every account shares.
import type { KeyOwner } from '../../../cloud.js';
import type { Tenant } from '../../../state.js';

declare module '../../../state.js' {
  interface Tenant {
    ram?: RamState;
  }
}

export interface RamUser {
  UserId: string;
  UserName: string;
  DisplayName: string;
  MobilePhone: string;
  Email: string;
  Comments: string;
  CreateDate: string;
  UpdateDate: string;
  loginProfile: { PasswordResetRequired: boolean; MFABindRequired: boolean; CreateDate: string; password: string } | null;
  accessKeys: Array<{ AccessKeyId: string; AccessKeySecret: string; Status: 'Active' | 'Inactive'; CreateDate: string }>;
}

/** `DisplayName`: what the console's Create Group form sends beside the name (the group's name when absent). */
export interface RamGroup { GroupId: string; GroupName: string; DisplayName?: string; Comments: string; CreateDate: string; UpdateDate: string; members: Record<string, string> }

export interface RamPolicy {
  PolicyName: string;
  PolicyType: 'System' | 'Custom';
  Description: string;
  DefaultVersion: string;
  PolicyDocument: string;
  CreateDate: string;
  UpdateDate: string;
}

export interface RamRole {
  RoleId: string;
  RoleName: string;
  Arn: string;
  Description: string;
  AssumeRolePolicyDocument: string;
  MaxSessionDuration: number;
  CreateDate: string;
  UpdateDate: string;
}

/** A role-based SSO identity provider (IMS CreateSAMLProvider). */
export interface SamlProvider { SAMLProviderName: string; Description: string; EncodedSAMLMetadataDocument: string; CreateDate: string; UpdateDate: string }

/** A virtual MFA device, by its serial number; `user` the user it is bound to. */
export interface VirtualMfaDevice { SerialNumber: string; Base32StringSeed: string; CreateDate: string; user?: string; ActivateDate?: string }

export type PrincipalType = 'User' | 'Group' | 'Role';
export interface Attachment { principalType: PrincipalType; principal: string; PolicyType: 'System' | 'Custom'; PolicyName: string; AttachDate: string }

export interface RamState {
  users: Record<string, RamUser>;
  groups: Record<string, RamGroup>;
  policies: Record<string, RamPolicy>;
  roles: Record<string, RamRole>;
  attachments: Attachment[];
  /** Virtual MFA devices (api/mfa.ts), created on first use. */
  mfaDevices?: Record<string, VirtualMfaDevice>;
  /** Identity providers of role-based SSO (api/sso.ts, IMS), by name. */
  samlProviders?: Record<string, SamlProvider>;
  /** User-based SSO (api/sso.ts, IMS); off until SetUserSsoSettings. */
  userSso?: { SsoEnabled: boolean; MetadataDocument: string; AuxiliaryDomain: string };
  /** Set by SetPasswordPolicy; the cloud's defaults until then (ram-settings.ts). */
  passwordPolicy?: PasswordPolicy;
}

export interface PasswordPolicy {
  MinimumPasswordLength: number;
  RequireLowercaseCharacters: boolean;
  RequireUppercaseCharacters: boolean;
  RequireNumbers: boolean;
  RequireSymbols: boolean;
  MinimumPasswordDifferentCharacter: number;
  PasswordNotContainUserName: boolean;
  HardExpire: boolean;
  MaxPasswordAge: number;
  PasswordReusePrevention: number;
  MaxLoginAttemps: number;
}

const SYSTEM_CREATED = '2015-04-28T16:00:00Z';
const allow = (action: string | string[], resource = '*') => JSON.stringify({ Version: '1', Statement: [{ Action: action, Resource: resource, Effect: 'Allow' }] });

/**
 * A selection of the cloud's system policies: name, description, the action patterns they allow (the gateway
 * enforces them for RAM users' calls, gateway/authorize.ts).
 */
const SYSTEM_POLICIES: Array<[string, string, string | string[]]> = [
  ['AdministratorAccess', 'Provides full access to Alibaba Cloud services and resources.', '*'],
  ['ReadOnlyAccess', 'Provides read-only access to all Alibaba Cloud resources.', ['*:Describe*', '*:List*', '*:Get*', '*:Query*', '*:Check*', '*:Lookup*']],
  ['AliyunECSFullAccess', 'Provides full access to Elastic Compute Service(ECS) via Management Console.', 'ecs:*'],
  ['AliyunECSReadOnlyAccess', 'Provides read-only access to Elastic Compute Service(ECS) via Management Console.', ['ecs:Describe*', 'ecs:List*']],
  ['AliyunVPCFullAccess', 'Provides full access to Virtual Private Cloud(VPC) via Management Console.', 'vpc:*'],
  ['AliyunVPCReadOnlyAccess', 'Provides read-only access to Virtual Private Cloud(VPC) via Management Console.', ['vpc:Describe*', 'vpc:List*', 'vpc:Get*']],
  ['AliyunOSSFullAccess', 'Provides full access to Object Storage Service(OSS) via Management Console.', 'oss:*'],
  ['AliyunOSSReadOnlyAccess', 'Provides read-only access to Object Storage Service(OSS) via Management Console.', ['oss:Get*', 'oss:List*', 'oss:HeadObject']],
  ['AliyunRDSFullAccess', 'Provides full access to ApsaraDB for RDS via Management Console.', 'rds:*'],
  ['AliyunRDSReadOnlyAccess', 'Provides read-only access to ApsaraDB for RDS via Management Console.', 'rds:Describe*'],
  ['AliyunRAMFullAccess', 'Provides full access to Resource Access Management(RAM) via Management Console.', 'ram:*'],
  ['AliyunRAMReadOnlyAccess', 'Provides read-only access to Resource Access Management(RAM) via Management Console.', ['ram:Get*', 'ram:List*']],
  ['AliyunKMSFullAccess', 'Provides full access to Key Management Service(KMS) via Management Console.', 'kms:*'],
  ['AliyunDNSFullAccess', 'Provides full access to Alibaba Cloud DNS via Management Console.', 'alidns:*'],
  ['AliyunCloudMonitorFullAccess', 'Provides full access to CloudMonitor via Management Console.', 'cms:*'],
  ['AliyunActionTrailFullAccess', 'Provides full access to ActionTrail via Management Console.', 'actiontrail:*'],
];

export const systemPolicies: Record<string, RamPolicy> = Object.fromEntries(
  SYSTEM_POLICIES.map(([name, description, action]) => [
    name,
    { PolicyName: name, PolicyType: 'System', Description: description, DefaultVersion: 'v1', PolicyDocument: allow(action), CreateDate: SYSTEM_CREATED, UpdateDate: SYSTEM_CREATED },
  ]),
);

export function ramOf(tenant: Tenant): RamState {
  tenant.ram ??= { users: {}, groups: {}, policies: {}, roles: {}, attachments: [] };
  return tenant.ram;
}

/**
 * The product's `keyOwner` hook: a RAM user's AccessKey (Active or not: the gateway refuses an Inactive one with
 * the cloud's error), whose calls are checked against the user's policies. Reads `tenant.ram` without making it,
 * so a lookup leaves the account as it was.
 */
export function userKeyOwner(tenant: Tenant, accessKeyId: string): Omit<KeyOwner, 'tenant'> | undefined {
  for (const user of Object.values(tenant.ram?.users ?? {})) {
    const key = user.accessKeys.find((k) => k.AccessKeyId === accessKeyId);
    if (key) return { accessKeyId, accessKeySecret: key.AccessKeySecret, status: key.Status, user: { UserId: user.UserId, UserName: user.UserName } };
  }
  return undefined;
}
