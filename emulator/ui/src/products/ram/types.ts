/** RAM 2015-05-01 response shapes the console reads. */
export type AccessKeyItem = { AccessKeyId: string; Status: string; CreateDate: string };
export type ListAccessKeys = { AccessKeys?: { AccessKey?: AccessKeyItem[] } };
export type CreateAccessKey = { AccessKey: AccessKeyItem & { AccessKeySecret: string } };
