import KmsModule, * as $Kms from '@alicloud/kms20160120';
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError as genericError, SDK_WAIT, type Account } from '../../testing.js';

/** In vitest the SDK client class is the default export; in plain Node ESM one `.default` deeper. */
const KmsClient = (KmsModule as unknown as { default?: typeof KmsModule }).default ?? KmsModule;

let em: RunningEmulator;
let account: Account;
let kms: InstanceType<typeof KmsClient>;

/** The official KMS SDK (RPC, HMAC-SHA1 signed) pointed at the emulator. */
const client = (as: Account, secret = as.accessKeySecret) =>
  new KmsClient({ accessKeyId: as.accessKeyId, accessKeySecret: secret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou' } as ConstructorParameters<typeof KmsClient>[0]);

/**
 * The error an SDK call failed with. This SDK generation (rpc-client) names the code `<Code>Error` and keeps
 * the HTTP status only in its message (`code: 404, …`); the body is in `data`.
 */
async function sdkError(call: Promise<unknown>): Promise<{ code: string; status: number; data: Record<string, any> }> {
  try {
    await call;
  } catch (err) {
    const e = err as { code: string; message: string; data?: Record<string, any> };
    return { code: e.code, status: Number(/code: (\d{3})/.exec(e.message)?.[1]), data: e.data ?? {} };
  }
  throw new Error('expected the call to fail');
}

/** A KMS call through the official generic client (this SDK generation has no SetDeletionProtection). */
async function kmsCall(action: string, query: Record<string, string>) {
  const params = new $OpenApi.Params({
    action, version: '2016-01-20', protocol: 'HTTP', pathname: '/', method: 'POST',
    authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const res = await openApiClient(em, account).callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

const createKey = async (description = '') =>
  (await kms.createKey(new $Kms.CreateKeyRequest({ keySpec: 'Aliyun_AES_256', keyUsage: 'ENCRYPT/DECRYPT', description }))).keyMetadata;

beforeAll(async () => {
  em = await startEmulator({ seed: 'kms', eventDelayMs: 0 });
  account = await newAccount(em);
  kms = client(account);
});
afterAll(() => em.close());

describe('KMS keys', () => {
  it('creates, describes, lists, disables and enables a key, with aliases', async () => {
    const meta = await createKey('for docs');
    expect(meta).toMatchObject({ keyState: 'Enabled', keySpec: 'Aliyun_AES_256', keyUsage: 'ENCRYPT/DECRYPT', protectionLevel: 'SOFTWARE', origin: 'Aliyun_KMS', description: 'for docs' });
    expect(meta.keyId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(meta.arn).toBe(`acs:kms:cn-hangzhou:${account.accountId}:key/${meta.keyId}`);

    await kms.createAlias(new $Kms.CreateAliasRequest({ keyId: meta.keyId, aliasName: 'alias/doc-key' }));
    expect((await kms.describeKey(new $Kms.DescribeKeyRequest({ keyId: 'alias/doc-key' }))).keyMetadata.keyId).toBe(meta.keyId);
    const byKey = await kms.listAliasesByKeyId(new $Kms.ListAliasesByKeyIdRequest({ keyId: meta.keyId }));
    expect(byKey.aliases.alias.map((a) => a.aliasName)).toEqual(['alias/doc-key']);
    expect((await sdkError(kms.createAlias(new $Kms.CreateAliasRequest({ keyId: meta.keyId, aliasName: 'alias/doc-key' })))).data.Code).toBe('AliasAlreadyExists');
    expect((await sdkError(kms.createAlias(new $Kms.CreateAliasRequest({ keyId: meta.keyId, aliasName: 'doc-key' })))).data.Code).toBe('InvalidParameter');

    const listed = await kms.listKeys(new $Kms.ListKeysRequest({ pageSize: 50 }));
    expect(listed.keys.key.map((k) => k.keyId)).toContain(meta.keyId);
    expect(listed.totalCount).toBeGreaterThan(0);

    await kms.updateKeyDescription(new $Kms.UpdateKeyDescriptionRequest({ keyId: meta.keyId, description: 'changed' }));
    await kms.disableKey(new $Kms.DisableKeyRequest({ keyId: meta.keyId }));
    expect((await kms.describeKey(new $Kms.DescribeKeyRequest({ keyId: meta.keyId }))).keyMetadata).toMatchObject({ keyState: 'Disabled', description: 'changed' });
    await kms.enableKey(new $Kms.EnableKeyRequest({ keyId: meta.keyId }));
    await kms.deleteAlias(new $Kms.DeleteAliasRequest({ aliasName: 'alias/doc-key' }));
    expect((await sdkError(kms.deleteAlias(new $Kms.DeleteAliasRequest({ aliasName: 'alias/doc-key' })))).data.Code).toBe('Forbidden.AliasNotFound');
  });

  it('schedules deletion 7–366 days ahead and cancels it', async () => {
    const { keyId } = await createKey();
    const tooSoon = await sdkError(kms.scheduleKeyDeletion(new $Kms.ScheduleKeyDeletionRequest({ keyId, pendingWindowInDays: 3 })));
    expect(tooSoon).toMatchObject({ status: 400, data: { Code: 'InvalidParameter' } });
    await kms.scheduleKeyDeletion(new $Kms.ScheduleKeyDeletionRequest({ keyId, pendingWindowInDays: 7 }));
    const pending = (await kms.describeKey(new $Kms.DescribeKeyRequest({ keyId }))).keyMetadata;
    expect(pending.keyState).toBe('PendingDeletion');
    expect(Date.parse(pending.deleteDate) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const disable = await sdkError(kms.disableKey(new $Kms.DisableKeyRequest({ keyId })));
    expect(disable).toMatchObject({ status: 409, data: { Code: 'Rejected.PendingDeletion' } });
    await kms.cancelKeyDeletion(new $Kms.CancelKeyDeletionRequest({ keyId }));
    expect((await kms.describeKey(new $Kms.DescribeKeyRequest({ keyId }))).keyMetadata).toMatchObject({ keyState: 'Enabled', deleteDate: '' });
  });

  it('answers a missing key, a bad parameter and a bad signature in the cloud error shape', async () => {
    const missing = await sdkError(kms.describeKey(new $Kms.DescribeKeyRequest({ keyId: '00000000-0000-0000-0000-000000000000' })));
    expect(missing.status).toBe(404);
    expect(missing.code).toBe('Forbidden.KeyNotFoundError');
    expect(missing.data).toMatchObject({ Code: 'Forbidden.KeyNotFound', HostId: 'kms.cn-hangzhou.aliyuncs.com', RequestId: expect.any(String), Recommend: expect.stringContaining('Forbidden.KeyNotFound') });
    const badSpec = await sdkError(kms.createKey(new $Kms.CreateKeyRequest({ keySpec: 'Aliyun_AES_512' })));
    expect(badSpec).toMatchObject({ status: 400, data: { Code: 'InvalidParameter', Message: expect.stringContaining('KeySpec') } });
    const forged = await sdkError(client(account, 'not-the-secret').listKeys(new $Kms.ListKeysRequest({})));
    expect(forged.data.Code).toBe('SignatureDoesNotMatch');
  });
});

describe('KMS secrets', () => {
  it('creates a secret, reads and rotates its value, and deletes it with a recovery window', async () => {
    const { keyId } = await createKey();
    const created = await kms.createSecret(new $Kms.CreateSecretRequest({ secretName: 'db-pass', secretData: 'S3cret-v1!', versionId: 'v1', encryptionKeyId: keyId }));
    expect(created).toMatchObject({ secretName: 'db-pass', versionId: 'v1', arn: `acs:kms:cn-hangzhou:${account.accountId}:secret/db-pass` });
    expect((await sdkError(kms.createSecret(new $Kms.CreateSecretRequest({ secretName: 'db-pass', secretData: 'x', versionId: 'v1' })))).data.Code).toBe('Rejected.ResourceExist');
    expect((await kms.describeSecret(new $Kms.DescribeSecretRequest({ secretName: 'db-pass' })))).toMatchObject({ encryptionKeyId: keyId, plannedDeleteTime: '' });
    expect(await kms.getSecretValue(new $Kms.GetSecretValueRequest({ secretName: 'db-pass' }))).toMatchObject({ secretData: 'S3cret-v1!', versionId: 'v1', versionStages: { versionStage: ['ACSCurrent'] } });

    const put = await kms.putSecretValue(new $Kms.PutSecretValueRequest({ secretName: 'db-pass', versionId: 'v2', secretData: 'S3cret-v2!' }));
    expect(put.versionStages.versionStage).toEqual(['ACSCurrent']);
    expect((await kms.getSecretValue(new $Kms.GetSecretValueRequest({ secretName: 'db-pass' }))).secretData).toBe('S3cret-v2!');
    expect((await kms.getSecretValue(new $Kms.GetSecretValueRequest({ secretName: 'db-pass', versionStage: 'ACSPrevious' }))).secretData).toBe('S3cret-v1!');

    const listed = await kms.listSecrets(new $Kms.ListSecretsRequest({ pageSize: 50 }));
    expect(listed.secretList.secret.map((s) => s.secretName)).toContain('db-pass');
    const deleted = await kms.deleteSecret(new $Kms.DeleteSecretRequest({ secretName: 'db-pass', recoveryWindowInDays: '7' }));
    expect(deleted.plannedDeleteTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect((await sdkError(kms.getSecretValue(new $Kms.GetSecretValueRequest({ secretName: 'db-pass' })))).status).toBe(409);
    await kms.restoreSecret(new $Kms.RestoreSecretRequest({ secretName: 'db-pass' }));
    await kms.deleteSecret(new $Kms.DeleteSecretRequest({ secretName: 'db-pass', forceDeleteWithoutRecovery: 'true' }));
    const gone = await sdkError(kms.describeSecret(new $Kms.DescribeSecretRequest({ secretName: 'db-pass' })));
    expect(gone).toMatchObject({ status: 404, data: { Code: 'Forbidden.ResourceNotFound' } });
  });

  it('logs KMS calls in ActionTrail without the secret value', async () => {
    const { keyId } = await createKey();
    await kms.disableKey(new $Kms.DisableKeyRequest({ keyId }));
    await kms.createSecret(new $Kms.CreateSecretRequest({ secretName: 'trail-secret', secretData: 'Never-Logged-42', versionId: 'v1' }));
    await kms.putSecretValue(new $Kms.PutSecretValueRequest({ secretName: 'trail-secret', versionId: 'v2', secretData: 'Never-Logged-43' }));
    await kms.getSecretValue(new $Kms.GetSecretValueRequest({ secretName: 'trail-secret' }));
    const trail = openApiClient(em, account);
    const { Events } = await lookupEvents(trail, { 'LookupAttribute.1.Key': 'ServiceName', 'LookupAttribute.1.Value': 'Kms', MaxResults: '50' });
    const disable = Events.find((e) => e.eventName === 'DisableKey' && e.requestParameters.KeyId === keyId);
    expect(disable).toMatchObject({ serviceName: 'Kms', apiVersion: '2016-01-20', eventRW: 'Write', referencedResources: { 'ACS::KMS::Key': [keyId] } });
    const create = Events.find((e) => e.eventName === 'CreateSecret' && e.requestParameters.SecretName === 'trail-secret');
    expect(create).toMatchObject({ requestParameters: { SecretName: 'trail-secret', SecretData: '******', VersionId: 'v1' }, referencedResources: { 'ACS::KMS::Secret': ['trail-secret'] } });
    expect(Events.find((e) => e.eventName === 'GetSecretValue')?.responseElements).toEqual({ RequestId: expect.any(String) });
    expect(JSON.stringify(Events)).not.toMatch(/Never-Logged/);
  });
});

describe('KMS automatic key rotation', () => {
  it('enables and disables rotation of a symmetric key, with an interval of 7 to 365 days', async () => {
    const { keyId } = await createKey();
    await kms.updateRotationPolicy(new $Kms.UpdateRotationPolicyRequest({ keyId, enableAutomaticRotation: true, rotationInterval: '2592000s' }));
    const on = (await kms.describeKey(new $Kms.DescribeKeyRequest({ keyId }))).keyMetadata!;
    expect(on).toMatchObject({ automaticRotation: 'Enabled', rotationInterval: '2592000s' });
    expect(on.nextRotationDate).toMatch(/Z$/);
    const short = await sdkError(kms.updateRotationPolicy(new $Kms.UpdateRotationPolicyRequest({ keyId, enableAutomaticRotation: true, rotationInterval: '3600s' })));
    expect(short.code).toMatch(/^InvalidParameter/);
    await kms.updateRotationPolicy(new $Kms.UpdateRotationPolicyRequest({ keyId, enableAutomaticRotation: false }));
    expect((await kms.describeKey(new $Kms.DescribeKeyRequest({ keyId }))).keyMetadata).toMatchObject({ automaticRotation: 'Disabled', rotationInterval: '' });
    await kms.disableKey(new $Kms.DisableKeyRequest({ keyId }));
    const disabled = await sdkError(kms.updateRotationPolicy(new $Kms.UpdateRotationPolicyRequest({ keyId, enableAutomaticRotation: true, rotationInterval: '2592000s' })));
    expect(disabled.code).toMatch(/^Rejected\.Disabled/);
  });
});

describe('KMS deletion protection', () => {
  it('protects a key by its ARN: DescribeKey shows it, ScheduleKeyDeletion is refused until it is turned off', async () => {
    const { keyId, arn } = await createKey('protected');
    expect((await kmsCall('DescribeKey', { KeyId: keyId })).KeyMetadata).toMatchObject({ DeletionProtection: 'Disabled', DeletionProtectionDescription: '' });
    await kmsCall('SetDeletionProtection', { ProtectedResourceArn: arn, EnableDeletionProtection: 'true', DeletionProtectionDescription: 'used by orders' });
    expect((await kmsCall('DescribeKey', { KeyId: keyId })).KeyMetadata).toMatchObject({ DeletionProtection: 'Enabled', DeletionProtectionDescription: 'used by orders' });

    const refused = await sdkError(kms.scheduleKeyDeletion(new $Kms.ScheduleKeyDeletionRequest({ keyId, pendingWindowInDays: 7 })));
    expect(refused).toMatchObject({ status: 403, data: { Code: 'Forbidden.DeletionProtection', Message: expect.stringContaining('SetDeletionProtection') } });
    expect((await kmsCall('DescribeKey', { KeyId: keyId })).KeyMetadata.KeyState).toBe('Enabled');

    await kmsCall('SetDeletionProtection', { ProtectedResourceArn: arn, EnableDeletionProtection: 'false' });
    expect((await kmsCall('DescribeKey', { KeyId: keyId })).KeyMetadata).toMatchObject({ DeletionProtection: 'Disabled', DeletionProtectionDescription: '' });
    await kms.scheduleKeyDeletion(new $Kms.ScheduleKeyDeletionRequest({ keyId, pendingWindowInDays: 7 }));
    const pending = await genericError(kmsCall('SetDeletionProtection', { ProtectedResourceArn: arn, EnableDeletionProtection: 'true' }));
    expect(pending).toMatchObject({ code: 'Rejected.PendingDeletion', status: 409 });

    const trail = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'SetDeletionProtection' });
    expect(trail.Events.map((e) => e.requestParameters.EnableDeletionProtection)).toEqual(expect.arrayContaining(['true', 'false']));
  });

  it('answers an unknown ARN, an ARN of another account and a missing switch with clear errors', async () => {
    const { keyId, arn } = await createKey();
    const unknown = await genericError(kmsCall('SetDeletionProtection', { ProtectedResourceArn: arn.replace(keyId, '00000000-0000-0000-0000-000000000000'), EnableDeletionProtection: 'true' }));
    expect(unknown).toMatchObject({ code: 'Forbidden.KeyNotFound', status: 404 });
    const foreign = await genericError(kmsCall('SetDeletionProtection', { ProtectedResourceArn: arn.replace(account.accountId, '1234567890123456'), EnableDeletionProtection: 'true' }));
    expect(foreign).toMatchObject({ code: 'InvalidParameter', status: 400 });
    const noSwitch = await genericError(kmsCall('SetDeletionProtection', { ProtectedResourceArn: arn }));
    expect(noSwitch.code).toBe('MissingParameter');
    const noKey = await genericError(kmsCall('SetDeletionProtection', { EnableDeletionProtection: 'true' }));
    expect(noKey.code).toBe('MissingParameter');
  });
});
