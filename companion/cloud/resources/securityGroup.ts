// A security group (ECS API 2014-05-26): CreateSecurityGroup in a VPC, plus an optional inbound rule
// (AuthorizeSecurityGroup) when the attributes carry one.
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

/** Attributes that describe the inbound rule rather than the group (AuthorizeSecurityGroup's names). */
// Passed through as given: no source defaults to 0.0.0.0/0 behind the task author's back.
const INGRESS_PARAMS = new Set([
  'IpProtocol', 'PortRange', 'SourceCidrIp', 'Ipv6SourceCidrIp', 'SourceGroupId', 'SourcePrefixListId', 'Policy', 'Priority', 'NicType', 'SourcePortRange',
]);
const isIngress = (key: string) => INGRESS_PARAMS.has(key) || key.startsWith('Permissions.');

async function describe(client: CloudClient, id: string) {
  const body = await client.call('ecs', 'DescribeSecurityGroups', { SecurityGroupIds: JSON.stringify([id]) });
  return listOf(body, 'SecurityGroups', 'SecurityGroup').find((g) => g.SecurityGroupId === id);
}

export const securityGroup = {
  type: 'security_group',
  description: 'A security group: a virtual firewall for the instances of a VPC; optionally one inbound rule.',
  nameParam: 'SecurityGroupName',
  tagging: 'Tag.N',
  dependencies: [{ param: 'VpcId', type: 'vpc' }],
  consolePath: 'ECS console > Network & Security > Security Groups',

  async create(client, attrs): Promise<CreatedResource> {
    const groupParams = Object.fromEntries(Object.entries(attrs).filter(([k]) => !isIngress(k)));
    const ruleParams = Object.fromEntries(Object.entries(attrs).filter(([k]) => isIngress(k)));
    const created = await client.call('ecs', 'CreateSecurityGroup', groupParams);
    const id = String(created.SecurityGroupId);
    if (Object.keys(ruleParams).length) {
      try {
        await client.call('ecs', 'AuthorizeSecurityGroup', { SecurityGroupId: id, ...ruleParams });
      } catch (err) {
        // The group exists but is not what was asked for: remove it so that nothing leaks, then report.
        await client.call('ecs', 'DeleteSecurityGroup', { SecurityGroupId: id }).catch(() => undefined);
        throw err;
      }
    }
    const found = (await describe(client, id)) ?? {};
    return {
      id,
      name: String(found.SecurityGroupName ?? attrs.SecurityGroupName ?? ''),
      attributes: { ...attrs, ...scalarFields(found, ['SecurityGroupName', 'VpcId']), SecurityGroupId: id },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    try {
      await client.call('ecs', 'DeleteSecurityGroup', { SecurityGroupId: resource.id });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    const left = await describe(client, resource.id);
    if (left) throw new Error(`Security group ${resource.id} is still listed after DeleteSecurityGroup.`);
  },

  async list(client) {
    const groups = await pagedRpc(client, 'ecs', 'DescribeSecurityGroups', {}, ['SecurityGroups', 'SecurityGroup']);
    return groups.map((g) => listed(g, String(g.SecurityGroupId), g.SecurityGroupName, scalarFields(g, ['SecurityGroupId', 'SecurityGroupName', 'VpcId'])));
  },
} satisfies ResourceType;
