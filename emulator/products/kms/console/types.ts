/** KMS resources as the 2016-01-20 API returns them (real field names). */
export type KeyMetadata = {
  KeyId: string;
  Arn: string;
  KeyState: string;
  KeySpec: string;
  KeyUsage: string;
  ProtectionLevel: string;
  Description?: string;
  CreationDate: string;
  DeleteDate?: string;
  AutomaticRotation?: string;
  RotationInterval?: string;
  DeletionProtection?: string;
};

export type Alias = { AliasName: string; AliasArn: string; KeyId: string };

export type ListKeys = { Keys: { Key: { KeyId: string; KeyArn: string }[] }; TotalCount: number };
export type ListAliases = { Aliases: { Alias: Alias[] }; TotalCount: number };

/** A key row of the console: its metadata and its aliases. */
export type KeyRow = KeyMetadata & { aliases: string[] };

export type SecretItem = {
  SecretName: string;
  SecretType?: string;
  CreateTime: string;
  UpdateTime: string;
  PlannedDeleteTime?: string;
};

export type ListSecrets = { SecretList: { Secret: SecretItem[] }; TotalCount: number };

export type SecretDetail = SecretItem & { Arn: string; Description?: string; EncryptionKeyId?: string };

export type SecretValue = { SecretName: string; VersionId: string; SecretData: string; VersionStages: { VersionStage: string[] } };

export type SecretVersions = { VersionIds: { VersionId: { VersionId: string; CreateTime: string; VersionStages: { VersionStage: string[] } }[] } };
