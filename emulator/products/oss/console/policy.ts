// The bucket policy as the Authorize panel writes it and the GUI tab lists it: one statement per authorization.
// The console reads and writes the whole document with GetBucketPolicy / PutBucketPolicy (DeleteBucketPolicy once
// the last statement goes).

export type Statement = {
  Effect: 'Allow' | 'Deny';
  Action: string[];
  Principal: string[];
  Resource: string[];
  Condition?: Record<string, Record<string, string[]>>;
};
export type PolicyDocument = { Version: '1'; Statement: Statement[] };

/** Authorized Operation's basic settings and the actions each grants (a short form of the console's lists). */
export const BASIC_OPERATIONS = {
  readOnly: ['oss:GetObject', 'oss:GetObjectAcl', 'oss:ListObjects', 'oss:RestoreObject', 'oss:GetVodPlaylist', 'oss:ListObjectVersions', 'oss:GetObjectVersion', 'oss:GetObjectVersionAcl', 'oss:RestoreObjectVersion'],
  readWrite: ['oss:GetObject', 'oss:PutObject', 'oss:GetObjectAcl', 'oss:PutObjectAcl', 'oss:ListObjects', 'oss:AbortMultipartUpload', 'oss:ListParts', 'oss:RestoreObject', 'oss:GetVodPlaylist', 'oss:PostVodPlaylist', 'oss:PublishRtmpStream', 'oss:ListObjectVersions', 'oss:GetObjectVersion', 'oss:GetObjectVersionAcl', 'oss:RestoreObjectVersion'],
  anyOperation: ['oss:*'],
  none: ['oss:*'],
} as const;
export type BasicOperation = keyof typeof BASIC_OPERATIONS;

const list = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : v === undefined ? [] : [String(v)]);

/** A stored policy (any JSON the API took) as statements with lists everywhere. */
export function parsePolicy(raw: string | undefined): PolicyDocument {
  if (!raw) return { Version: '1', Statement: [] };
  const doc = JSON.parse(raw) as { Statement?: unknown };
  const statements = (Array.isArray(doc.Statement) ? doc.Statement : doc.Statement ? [doc.Statement] : []) as Array<Record<string, unknown>>;
  return {
    Version: '1',
    Statement: statements.map((s) => ({
      Effect: s.Effect === 'Deny' ? 'Deny' : 'Allow', Action: list(s.Action), Principal: list(s.Principal), Resource: list(s.Resource),
      ...(s.Condition ? { Condition: s.Condition as Statement['Condition'] } : {}),
    })),
  };
}

/** Which basic setting a statement is, if it is one. */
export function basicOf(s: Statement): BasicOperation | undefined {
  const same = (a: readonly string[]) => a.length === s.Action.length && a.every((x) => s.Action.includes(x));
  if (s.Effect === 'Deny') return same(BASIC_OPERATIONS.none) ? 'none' : undefined;
  return (['anyOperation', 'readWrite', 'readOnly'] as const).find((k) => same(BASIC_OPERATIONS[k]));
}

export type AuthorizeForm = {
  bucket: string;
  accountId: string;
  /** Whole Bucket, or the paths of Specified Resource (`abc/*`, `abc/myphoto.png`). */
  paths: string[] | 'bucket';
  principals: string[];
  operation: { basic: BasicOperation } | { effect: 'Allow' | 'Deny'; actions: string[] };
  /** Conditions: the access method and IP = / IP ≠ (comma-separated addresses or CIDR blocks). */
  secure?: 'https' | 'http';
  ipIn: string[];
  ipNotIn: string[];
};

/** The statement one Authorize panel makes. */
export function statementOf(f: AuthorizeForm): Statement {
  const arn = (path?: string) => `acs:oss:*:${f.accountId}:${f.bucket}${path === undefined ? '' : `/${path}`}`;
  const Resource = f.paths === 'bucket' ? [arn(), arn('*')] : f.paths.map((p) => arn(p.replace(/^\/+/, '')));
  const basic = 'basic' in f.operation ? f.operation.basic : undefined;
  const Effect = basic ? (basic === 'none' ? 'Deny' : 'Allow') : (f.operation as { effect: 'Allow' | 'Deny' }).effect;
  const Action = basic ? [...BASIC_OPERATIONS[basic]] : (f.operation as { actions: string[] }).actions;
  const Condition: NonNullable<Statement['Condition']> = {};
  if (f.secure) Condition.Bool = { 'acs:SecureTransport': [f.secure === 'https' ? 'true' : 'false'] };
  if (f.ipIn.length) Condition.IpAddress = { 'acs:SourceIp': f.ipIn };
  if (f.ipNotIn.length) Condition.NotIpAddress = { 'acs:SourceIp': f.ipNotIn };
  return { Effect, Action, Principal: f.principals, Resource, ...(Object.keys(Condition).length ? { Condition } : {}) };
}

/** The Authorized Resource column: the paths after the bucket name, `bucket/*` for the whole bucket. */
export const resourceText = (s: Statement) => s.Resource.map((r) => r.split(':').slice(4).join(':')).join(', ');
