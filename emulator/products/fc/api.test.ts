import FcModule, * as $Fc from '@alicloud/fc-open20210406';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, SDK_WAIT, type Account } from '../../testing.js';

/** In vitest the SDK client class is the default export; in plain Node ESM one `.default` deeper. */
const FcClient = (FcModule as unknown as { default?: typeof FcModule }).default ?? FcModule;

let em: RunningEmulator;
let account: Account;
let fc: InstanceType<typeof FcClient>;

/** The official FC 2.0 SDK (ROA, ACS3-HMAC-SHA256 signed) pointed at the emulator. */
const client = (as: Account, secret = as.accessKeySecret) =>
  new FcClient({ accessKeyId: as.accessKeyId, accessKeySecret: secret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou' } as ConstructorParameters<typeof FcClient>[0]);

const ZIP = Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'binary').toString('base64');

beforeAll(async () => {
  em = await startEmulator({ seed: 'fc', eventDelayMs: 0 });
  account = await newAccount(em);
  fc = client(account);
});
afterAll(() => em.close());

describe('Function Compute 2.0 (ROA)', () => {
  it('creates a service, a function and an HTTP trigger, updates and deletes them', async () => {
    const svc = await fc.createService(new $Fc.CreateServiceRequest({ serviceName: 'demo-svc', description: 'docs', logConfig: new $Fc.LogConfig({ project: 'p', logstore: 'l' }) }));
    expect(svc.statusCode).toBe(200);
    expect(svc.body).toMatchObject({ serviceName: 'demo-svc', description: 'docs', internetAccess: true, logConfig: { project: 'p', logstore: 'l' } });
    expect(svc.headers['x-acs-request-id']).toMatch(/^[0-9A-F-]{36}$/);
    expect((svc.body as Record<string, unknown>).RequestId).toBeUndefined();

    const fn = await fc.createFunction('demo-svc', new $Fc.CreateFunctionRequest({
      functionName: 'hello', runtime: 'python3.10', handler: 'index.handler', memorySize: 512, timeout: 60, code: new $Fc.Code({ zipFile: ZIP }),
    }));
    expect(fn.body).toMatchObject({ functionName: 'hello', runtime: 'python3.10', handler: 'index.handler', memorySize: 512, timeout: 60, codeSize: 22 });

    const trigger = await fc.createTrigger('demo-svc', 'hello', new $Fc.CreateTriggerRequest({
      triggerName: 'http-t', triggerType: 'http', triggerConfig: JSON.stringify({ authType: 'anonymous', methods: ['GET', 'POST'] }),
    }));
    expect(trigger.body).toMatchObject({ triggerName: 'http-t', triggerType: 'http', qualifier: 'LATEST' });
    expect(trigger.body.urlInternet).toMatch(/^https:\/\/.*\.cn-hangzhou\.fcapp\.run$/);
    expect((await fc.listTriggers('demo-svc', 'hello', new $Fc.ListTriggersRequest({}))).body.triggers?.map((t) => t.triggerName)).toEqual(['http-t']);

    const updated = await fc.updateFunction('demo-svc', 'hello', new $Fc.UpdateFunctionRequest({ memorySize: 1024 }));
    expect(updated.body).toMatchObject({ memorySize: 1024, timeout: 60, handler: 'index.handler' });
    expect((await fc.getFunction('demo-svc', 'hello', new $Fc.GetFunctionRequest({}))).body.memorySize).toBe(1024);
    expect((await fc.listFunctions('demo-svc', new $Fc.ListFunctionsRequest({}))).body.functions?.map((f) => f.functionName)).toEqual(['hello']);
    expect((await fc.listServices(new $Fc.ListServicesRequest({ prefix: 'demo' }))).body.services?.map((s) => s.serviceName)).toEqual(['demo-svc']);

    // A service with functions cannot be deleted; a function with triggers neither.
    expect(await sdkError(fc.deleteService('demo-svc'))).toMatchObject({ status: 412, data: { ErrorCode: 'ServiceNotEmpty' } });
    expect(await sdkError(fc.deleteFunction('demo-svc', 'hello'))).toMatchObject({ status: 412, data: { ErrorCode: 'FunctionNotEmpty' } });
    await fc.deleteTrigger('demo-svc', 'hello', 'http-t');
    await fc.deleteFunction('demo-svc', 'hello');
    await fc.deleteService('demo-svc');
    expect(await sdkError(fc.getService('demo-svc', new $Fc.GetServiceRequest({})))).toMatchObject({ status: 404, data: { ErrorCode: 'ServiceNotFound', ErrorMessage: "service 'demo-svc' does not exist" } });
  });

  it('answers conflicts, bad names and bad parameters with FC error codes', async () => {
    await fc.createService(new $Fc.CreateServiceRequest({ serviceName: 'dup' }));
    expect(await sdkError(fc.createService(new $Fc.CreateServiceRequest({ serviceName: 'dup' })))).toMatchObject({ status: 409, data: { ErrorCode: 'ServiceAlreadyExists' } });
    expect(await sdkError(fc.createService(new $Fc.CreateServiceRequest({ serviceName: '1-bad name' })))).toMatchObject({ status: 400, data: { ErrorCode: 'InvalidArgument' } });
    const badRuntime = fc.createFunction('dup', new $Fc.CreateFunctionRequest({ functionName: 'f', runtime: 'cobol', handler: 'x', code: new $Fc.Code({ zipFile: ZIP }) }));
    expect(await sdkError(badRuntime)).toMatchObject({ status: 400, data: { ErrorCode: 'InvalidArgument' } });
    const badMemory = fc.createFunction('dup', new $Fc.CreateFunctionRequest({ functionName: 'f', runtime: 'nodejs18', handler: 'index.handler', memorySize: 100, code: new $Fc.Code({ zipFile: ZIP }) }));
    expect(await sdkError(badMemory)).toMatchObject({ status: 400, data: { ErrorCode: 'InvalidArgument' } });
    expect(await sdkError(fc.getFunction('dup', 'nope', new $Fc.GetFunctionRequest({})))).toMatchObject({ status: 404, data: { ErrorCode: 'FunctionNotFound' } });
    expect(await sdkError(fc.createFunction('missing', new $Fc.CreateFunctionRequest({ functionName: 'f', runtime: 'nodejs18', handler: 'index.handler', code: new $Fc.Code({ zipFile: ZIP }) }))))
      .toMatchObject({ status: 404, data: { ErrorCode: 'ServiceNotFound' } });
  });

  it('refuses a bad signature', async () => {
    const bad = await sdkError(client(account, 'wrong-secret').listServices(new $Fc.ListServicesRequest({})));
    expect(bad).toMatchObject({ status: 400, data: { ErrorCode: 'SignatureDoesNotMatch' } });
  });

  it('logs ROA calls in ActionTrail with the action name, path parameters and body', async () => {
    await fc.createService(new $Fc.CreateServiceRequest({ serviceName: 'trail-svc' }));
    await fc.createFunction('trail-svc', new $Fc.CreateFunctionRequest({ functionName: 'fn1', runtime: 'nodejs18', handler: 'index.handler', memorySize: 256, code: new $Fc.Code({ zipFile: ZIP }) }));
    await sdkError(fc.getService('ghost', new $Fc.GetServiceRequest({})));
    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'ServiceName', 'LookupAttribute.1.Value': 'FC', MaxResults: '50' });
    const create = Events.find((e) => e.eventName === 'CreateFunction' && e.requestParameters.serviceName === 'trail-svc');
    expect(create).toMatchObject({
      serviceName: 'FC', apiVersion: '2021-04-06', eventRW: 'Write', eventSource: 'cn-hangzhou.fc.aliyuncs.com',
      requestParameters: { serviceName: 'trail-svc', functionName: 'fn1', runtime: 'nodejs18', memorySize: '256', 'code.zipFile': ZIP },
      referencedResources: { 'ACS::FC::Service': ['trail-svc'], 'ACS::FC::Function': ['fn1'] },
    });
    expect(Events.find((e) => e.eventName === 'CreateService' && e.requestParameters.serviceName === 'trail-svc')).toBeDefined();
    expect(Events.find((e) => e.eventName === 'GetService' && e.requestParameters.serviceName === 'ghost')).toMatchObject({ errorCode: 'ServiceNotFound' });
  });
});

describe('Function Compute 2.0 versions and aliases', () => {
  it('publishes versions, points aliases at them with a canary share, and keeps a version an alias uses', async () => {
    await fc.createService(new $Fc.CreateServiceRequest({ serviceName: 'ver-svc' }));
    await fc.createFunction('ver-svc', new $Fc.CreateFunctionRequest({ functionName: 'f', runtime: 'python3.10', handler: 'index.handler', code: new $Fc.Code({ zipFile: ZIP }) }));
    const v1 = await fc.publishServiceVersion('ver-svc', new $Fc.PublishServiceVersionRequest({ description: 'first' }));
    expect(v1.body).toMatchObject({ versionId: '1', description: 'first' });
    expect((await sdkError(fc.publishServiceVersion('ver-svc', new $Fc.PublishServiceVersionRequest({}))))).toMatchObject({ status: 400, data: { ErrorCode: 'CannotPublishVersion' } });
    await new Promise((r) => setTimeout(r, 1100));
    await fc.updateFunction('ver-svc', 'f', new $Fc.UpdateFunctionRequest({ timeout: 120 }));
    await new Promise((r) => setTimeout(r, 1100));
    expect((await fc.publishServiceVersion('ver-svc', new $Fc.PublishServiceVersionRequest({}))).body.versionId).toBe('2');
    const versions = (await fc.listServiceVersions('ver-svc', new $Fc.ListServiceVersionsRequest({}))).body.versions!;
    expect(versions.map((v) => v.versionId)).toEqual(['2', '1']);

    const alias = await fc.createAlias('ver-svc', new $Fc.CreateAliasRequest({ aliasName: 'prod', versionId: '1', additionalVersionWeight: { '2': 0.1 } }));
    expect(alias.body).toMatchObject({ aliasName: 'prod', versionId: '1', additionalVersionWeight: { '2': 0.1 } });
    expect(await sdkError(fc.createAlias('ver-svc', new $Fc.CreateAliasRequest({ aliasName: 'prod', versionId: '1' })))).toMatchObject({ status: 409, data: { ErrorCode: 'AliasAlreadyExists' } });
    expect(await sdkError(fc.createAlias('ver-svc', new $Fc.CreateAliasRequest({ aliasName: 'test', versionId: '9' })))).toMatchObject({ status: 404, data: { ErrorCode: 'VersionNotFound' } });
    expect(await sdkError(fc.deleteServiceVersion('ver-svc', '2'))).toMatchObject({ status: 412, data: { ErrorCode: 'VersionInUse' } });
    expect((await fc.listAliases('ver-svc', new $Fc.ListAliasesRequest({}))).body.aliases!.map((a) => a.aliasName)).toEqual(['prod']);
    await fc.deleteAlias('ver-svc', 'prod');
    await fc.deleteServiceVersion('ver-svc', '2');
    expect((await fc.listServiceVersions('ver-svc', new $Fc.ListServiceVersionsRequest({}))).body.versions!.map((v) => v.versionId)).toEqual(['1']);
  });
});
