/** RAM 2015-05-01 response shapes the console reads. */
export type AccessKeyItem = { AccessKeyId: string; Status: string; CreateDate: string };
export type ListAccessKeys = { AccessKeys?: { AccessKey?: AccessKeyItem[] } };
export type CreateAccessKey = { AccessKey: AccessKeyItem & { AccessKeySecret: string } };
export type RamUser = { UserId: string; UserName: string; DisplayName: string; Email?: string; MobilePhone?: string; Comments?: string; CreateDate: string; UpdateDate?: string };
export type ListUsers = { Users?: { User?: RamUser[] } };
export type RamGroup = { GroupId?: string; GroupName: string; Comments?: string; CreateDate?: string; JoinDate?: string };
export type ListGroups = { Groups?: { Group?: RamGroup[] } };
export type GroupMember = { UserName: string; DisplayName: string; JoinDate: string };
export type ListUsersForGroup = { Users?: { User?: GroupMember[] } };
export type RamPolicy = { PolicyName: string; PolicyType: 'System' | 'Custom'; Description: string; DefaultVersion?: string; CreateDate?: string; AttachmentCount?: number; AttachDate?: string };
export type ListPolicies = { Policies?: { Policy?: RamPolicy[] } };
export type RamRole = { RoleId: string; RoleName: string; Arn: string; Description: string; CreateDate: string };
export type ListRoles = { Roles?: { Role?: RamRole[] } };
/** Who a permission is granted to: the API's principal kind and its name. */
export type Principal = { kind: 'User' | 'Group' | 'Role'; name: string };
export type VirtualMfaDeviceItem = { SerialNumber: string; ActivateDate?: string; User?: { UserId: string; UserName: string; DisplayName: string } };
export type ListVirtualMfaDevices = { VirtualMFADevices?: { VirtualMFADevice?: VirtualMfaDeviceItem[] } };
export type CreateVirtualMfaDevice = { VirtualMFADevice: { SerialNumber: string; Base32StringSeed: string; QRCodePNG: string } };
