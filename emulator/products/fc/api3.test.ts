import Fc3Module, * as $Fc3 from '@alicloud/fc20230330';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../server.js';
import { lookupEvents, newAccount, openApiClient, sdkError, SDK_WAIT, type Account } from '../../testing.js';

/** In vitest the SDK client class is the default export; in plain Node ESM one `.default` deeper. */
const Fc3Client = (Fc3Module as unknown as { default?: typeof Fc3Module }).default ?? Fc3Module;

let em: RunningEmulator;
let account: Account;
let fc: InstanceType<typeof Fc3Client>;

const ZIP = Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'binary').toString('base64');

beforeAll(async () => {
  em = await startEmulator({ seed: 'fc3', eventDelayMs: 0 });
  account = await newAccount(em);
  fc = new Fc3Client({ accessKeyId: account.accessKeyId, accessKeySecret: account.accessKeySecret, endpoint: `127.0.0.1:${em.port}`, protocol: 'HTTP', ...SDK_WAIT, regionId: 'cn-hangzhou' } as ConstructorParameters<typeof Fc3Client>[0]);
});
afterAll(() => em.close());

const createFunction = (functionName: string) =>
  fc.createFunction(new $Fc3.CreateFunctionRequest({
    body: new $Fc3.CreateFunctionInput({ functionName, runtime: 'python3.10', handler: 'index.handler', memorySize: 512, timeout: 60, code: new $Fc3.InputCodeLocation({ zipFile: ZIP }) }),
  }));

describe('Function Compute 3.0 (FC 2023-03-30, functions without services)', () => {
  it('creates, lists, reads, updates and deletes a function with no service', async () => {
    const created = await createFunction('fn-a');
    expect(created.statusCode).toBe(200);
    expect(created.body?.functionName).toBe('fn-a');
    expect(created.body?.functionArn).toMatch(/^acs:fc:cn-hangzhou:\d+:functions\/fn-a$/);

    const dup = await sdkError(createFunction('fn-a'));
    expect(dup.status).toBe(409);
    expect(dup.data.ErrorCode ?? dup.data.Code).toBe('FunctionAlreadyExists');

    const list = await fc.listFunctions(new $Fc3.ListFunctionsRequest({}));
    expect(list.body?.functions?.map((f) => f.functionName)).toEqual(['fn-a']);

    const updated = await fc.updateFunction('fn-a', new $Fc3.UpdateFunctionRequest({ body: new $Fc3.UpdateFunctionInput({ timeout: 120, environmentVariables: { STAGE: 'prod' } }) }));
    expect(updated.body?.timeout).toBe(120);
    const got = await fc.getFunction('fn-a', new $Fc3.GetFunctionRequest({}));
    expect(got.body?.environmentVariables).toEqual({ STAGE: 'prod' });

    const missing = await sdkError(fc.getFunction('nope', new $Fc3.GetFunctionRequest({})));
    expect(missing.status).toBe(404);
    expect(missing.data.ErrorCode ?? missing.data.Code).toBe('FunctionNotFound');

    await fc.deleteFunction('fn-a');
    expect((await fc.listFunctions(new $Fc3.ListFunctionsRequest({}))).body?.functions ?? []).toEqual([]);
  });

  it('adds a time trigger, publishes a version and points an alias at it, logged as FC 2023-03-30 events', async () => {
    await createFunction('fn-b');
    const trigger = await fc.createTrigger('fn-b', new $Fc3.CreateTriggerRequest({
      body: new $Fc3.CreateTriggerInput({ triggerName: 'my_trigger', triggerType: 'timer', qualifier: 'LATEST', triggerConfig: JSON.stringify({ cronExpression: '@every 5m', enable: true, payload: 'awesome-fc' }) }),
    }));
    expect(trigger.body?.triggerName).toBe('my_trigger');
    const triggers = await fc.listTriggers('fn-b', new $Fc3.ListTriggersRequest({}));
    expect(triggers.body?.triggers?.map((t) => t.triggerType)).toEqual(['timer']);

    const version = await fc.publishFunctionVersion('fn-b', new $Fc3.PublishFunctionVersionRequest({ body: new $Fc3.PublishVersionInput({ description: 'v1' }) }));
    expect(version.body?.versionId).toBe('1');
    const versions = await fc.listFunctionVersions('fn-b', new $Fc3.ListFunctionVersionsRequest({}));
    expect(versions.body?.versions?.map((v) => v.versionId)).toEqual(['1']);
    await fc.createAlias('fn-b', new $Fc3.CreateAliasRequest({ body: new $Fc3.CreateAliasInput({ aliasName: 'prod', versionId: '1' }) }));
    const aliases = await fc.listAliases('fn-b', new $Fc3.ListAliasesRequest({}));
    expect(aliases.body?.aliases?.map((a) => [a.aliasName, a.versionId])).toEqual([['prod', '1']]);

    // A function with a trigger is refused deletion until the trigger is gone.
    expect((await sdkError(fc.deleteFunction('fn-b'))).status).toBe(412);
    await fc.deleteTrigger('fn-b', 'my_trigger');

    const { Events } = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'ServiceName', 'LookupAttribute.1.Value': 'FC', MaxResults: '50' });
    const create = Events.find((e) => e.eventName === 'CreateTrigger');
    expect(create?.apiVersion).toBe('2023-03-30');
    expect(create?.requestParameters).toMatchObject({ functionName: 'fn-b', triggerName: 'my_trigger', triggerType: 'timer' });
    expect(create?.requestParameters.serviceName).toBeUndefined();
    expect(Events.map((e) => e.eventName)).toEqual(expect.arrayContaining(['CreateFunction', 'PublishFunctionVersion', 'CreateAlias', 'DeleteTrigger']));
  });

  it('lists by prefix', async () => {
    await createFunction('other-fn');
    const { body } = await fc.listFunctions(new $Fc3.ListFunctionsRequest({ prefix: 'fn-' }));
    expect(body?.functions?.map((f) => f.functionName)).toEqual(['fn-b']);
  });
});
