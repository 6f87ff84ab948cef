import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startEmulator } from '../../emulator/server';
import { checkRules, lookupEvents, parseEvent, RewardError, type RuleInput } from './rewards';
import { CloudApiError } from './sdk';
import { TEST_REGION, testAccounts, type TestAccounts } from './testAccounts';

let emulator: Awaited<ReturnType<typeof startEmulator>>;
let accounts: TestAccounts;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: 'rewards-tests', eventDelayMs: 0 });
  accounts = testAccounts(emulator);
});
afterAll(() => emulator?.close());

/** The example task's rules (SPEC section 3): a security group in the VPC, SSH allowed. */
const SG_RULES: RuleInput[] = [
  { service: 'Ecs', event: 'CreateSecurityGroup', params: { SecurityGroupName: '${inputs.groupName}', VpcId: '${vpc.id}' } },
  { service: 'Ecs', event: 'AuthorizeSecurityGroup', params: { PortRange: '22/22', IpProtocol: 'tcp' } },
];

describe('checkRules', () => {
  test('finds the events of calls made with the SDK, and says why a rule with a wrong parameter does not hold', async () => {
    const { account, client } = await accounts.create();
    const start = new Date();
    const { VpcId: vpcId } = await client.call<{ VpcId: string }>('vpc', 'CreateVpc', { RegionId: TEST_REGION, VpcName: 'doc-r1', CidrBlock: '192.168.0.0/16' });
    const sg = await client.call<{ SecurityGroupId: string }>('ecs', 'CreateSecurityGroup', { RegionId: TEST_REGION, VpcId: vpcId, SecurityGroupName: 'ex-sg-r1' });
    await client.call('ecs', 'AuthorizeSecurityGroup', {
      SecurityGroupId: sg.SecurityGroupId, IpProtocol: 'tcp', PortRange: '22/22', SourceCidrIp: '0.0.0.0/0',
    });
    const expand = (s: string) => s.replace('${inputs.groupName}', 'ex-sg-r1').replace('${vpc.id}', vpcId);
    const ctx = { client, start, expand, accountId: account.accountId };

    const ok = await checkRules(SG_RULES, ctx, { timeoutMs: 3000, pollMs: 200 });
    expect(ok.success).toBe(true);
    expect(ok.results.map((r) => r.rule)).toEqual([
      `Ecs CreateSecurityGroup {SecurityGroupName: "ex-sg-r1", VpcId: "${vpcId}"}`,
      'Ecs AuthorizeSecurityGroup {PortRange: "22/22", IpProtocol: "tcp"}',
    ]);
    expect(ok.results.every((r) => r.held && r.eventId)).toBe(true);

    const wrong = await checkRules(
      [...SG_RULES, { service: 'Ecs', event: 'AuthorizeSecurityGroup', params: { PortRange: '80/80' } }],
      ctx,
      { timeoutMs: 600, pollMs: 200 },
    );
    expect(wrong.success).toBe(false);
    expect(wrong.results.map((r) => r.held)).toEqual([true, true, false]);
    expect(wrong.results[2].reason).toMatch(/1 Ecs AuthorizeSecurityGroup event\(s\), none matches; closest \S+: PortRange is "22\/22", expected "80\/80"/);
  });

  test('a failed call does not satisfy a rule unless the rule allows failures; events before the start do not count', async () => {
    const { account, client } = await accounts.create();
    await client.call('vpc', 'CreateVpc', { VpcName: 'before-start', CidrBlock: '10.0.0.0/8' });
    await new Promise((r) => setTimeout(r, 1100)); // events carry whole seconds
    const start = new Date();
    const failed = await client.call('vpc', 'CreateVSwitch', { VpcId: 'vpc-doesnotexist', ZoneId: 'cn-hangzhou-h', CidrBlock: '10.0.0.0/24' }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(CloudApiError);
    const ctx = { client, start, expand: (s: string) => s, accountId: account.accountId };
    const result = await checkRules(
      [
        { service: 'Vpc', event: 'CreateVSwitch' },
        { service: 'Vpc', event: 'CreateVSwitch', succeeded: false },
        { service: 'Vpc', event: 'CreateVpc', params: { VpcName: 'before-start' } },
        { service: 'Vpc', event: 'CreateVSwitch', region: 'cn-beijing', succeeded: false },
      ],
      ctx,
      { timeoutMs: 0 },
    );
    const code = (failed as CloudApiError).code;
    expect(result.results.map((r) => r.held)).toEqual([false, true, false, false]);
    expect(result.results[0].reason).toContain(`it failed with ${code}`);
    expect(result.results[2].reason).toMatch(/^no Vpc CreateVpc event since/);
    expect(result.results[3].reason).toContain('region is cn-hangzhou, expected cn-beijing');
  });

  test('polls until late events arrive (delivery delay)', async () => {
    const slow = await startEmulator({ port: 0, seed: 'rewards-delay', eventDelayMs: 1500 });
    try {
      const { account, client } = await testAccounts(slow).create();
      const start = new Date();
      await client.call('vpc', 'CreateVpc', { VpcName: 'late-1', CidrBlock: '192.168.0.0/16' });
      const rules: RuleInput[] = [{ service: 'Vpc', event: 'CreateVpc', params: { VpcName: 'late-1' } }];
      const ctx = { client, start, expand: (s: string) => s, accountId: account.accountId };
      const once = await checkRules(rules, ctx, { timeoutMs: 0 });
      expect(once.success).toBe(false);
      const began = Date.now();
      const polled = await checkRules(rules, ctx, { timeoutMs: 8000, pollMs: 250 });
      expect(polled.success).toBe(true);
      expect(Date.now() - began).toBeGreaterThan(500);
    } finally {
      await slow.close();
    }
  });
});

describe('lookupEvents', () => {
  test('pages through more than 50 events with NextToken', async () => {
    const { client } = await accounts.create();
    const start = new Date();
    for (let i = 0; i < 57; i++) await client.call('vpc', 'DescribeVpcs', { PageNumber: 1 });
    const events = await lookupEvents(client, { start, filters: [{ key: 'EventName', value: 'DescribeVpcs' }] });
    expect(events).toHaveLength(57);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(57);
    expect(events.every((e) => e.serviceName === 'Vpc' && e.eventName === 'DescribeVpcs')).toBe(true);
  });

  test('takes at most two filters, as the API does', async () => {
    const { client } = await accounts.create();
    const filters = [
      { key: 'EventName', value: 'CreateVpc' },
      { key: 'ServiceName', value: 'Vpc' },
      { key: 'EventRW', value: 'Write' },
    ];
    const error = await lookupEvents(client, { start: new Date(Date.now() - 60_000), filters }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RewardError);
    expect(error).toMatchObject({ code: 'too-many-filters' });
    // The API itself ignores the filters past the second: a caller that sent three would get too much.
    await client.call('vpc', 'DescribeVpcs', {});
    const raw = (await client.call('actiontrail', 'LookupEvents', {
      LookupAttribute: [{ Key: 'ServiceName', Value: 'Vpc' }, { Key: 'EventRW', Value: 'Read' }, { Key: 'EventName', Value: 'CreateVpc' }].map((f) => ({ Key: f.Key, Value: f.Value })),
    })) as { Events: { eventName: string }[] };
    expect(raw.Events.map((e) => e.eventName)).toContain('DescribeVpcs');
    expect(await lookupEvents(client, { start: new Date(Date.now() - 60_000), filters: filters.slice(0, 2) })).toEqual([]);
  });

  test('a malformed event is an error naming the field', () => {
    const event = { eventId: 'e-1', eventType: 'ApiCall', eventTime: '2026-01-01T00:00:00Z', serviceName: 'Ecs', userIdentity: { type: 'root-account' } };
    expect(() => parseEvent(event, 3)).toThrow(/event #4 e-1 is malformed:\nevent\.eventName: /);
    expect(parseEvent({ ...event, eventName: 'RunInstances', requestParameters: '{"InstanceName":"x"}' }).requestParameters).toEqual({ InstanceName: 'x' });
  });
});
