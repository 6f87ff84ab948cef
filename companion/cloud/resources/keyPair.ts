// An SSH key pair (ECS API 2014-05-26): ImportKeyPair when PublicKeyBody is given, else CreateKeyPair (whose
// private key is dropped at once: nothing provisioned for a task may hold a credential). Its id is its name.
import type { CloudClient } from '../sdk';
import { isNotFound, listOf, scalarFields, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

async function describe(client: CloudClient, name: string) {
  const body = await client.call('ecs', 'DescribeKeyPairs', { KeyPairName: name });
  return listOf(body, 'KeyPairs', 'KeyPair').find((k) => k.KeyPairName === name);
}

export const keyPair = {
  type: 'key_pair',
  description: 'An SSH key pair of the region (created, or imported from PublicKeyBody).',
  nameParam: 'KeyPairName',
  tagging: 'Tag.N',
  dependencies: [],
  consolePath: 'ECS console > Network & Security > Key Pairs',

  async create(client, attrs): Promise<CreatedResource> {
    if (!attrs.KeyPairName) throw new Error('A key pair needs KeyPairName.');
    const created = await client.call('ecs', attrs.PublicKeyBody ? 'ImportKeyPair' : 'CreateKeyPair', attrs);
    const name = String(created.KeyPairName ?? attrs.KeyPairName);
    return { id: name, name, attributes: { KeyPairName: name, ...scalarFields(created, ['KeyPairFingerPrint', 'KeyPairId']) } };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    try {
      await client.call('ecs', 'DeleteKeyPairs', { KeyPairNames: JSON.stringify([resource.id]) });
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    if (await describe(client, resource.id)) throw new Error(`Key pair ${resource.id} is still listed after DeleteKeyPairs.`);
  },

  async list(client) {
    const pairs = await pagedRpc(client, 'ecs', 'DescribeKeyPairs', {}, ['KeyPairs', 'KeyPair']);
    return pairs.map((k) => listed(k, String(k.KeyPairName), k.KeyPairName, scalarFields(k, ['KeyPairName', 'KeyPairFingerPrint'])));
  },
} satisfies ResourceType;
