// A domain name in Alibaba Cloud DNS (Alidns 2015-01-09): AddDomain, at once usable. Alidns names domains by
// DomainName in every call, so that is the resource's id (records refer to it); DomainId is an attribute.
import type { CloudClient } from '../sdk';
import { scalarFields, type CreatedResource, type ResourceType } from './types';
import { pagedRpc, listed } from './listing';

/** Alidns answers an unknown domain with InvalidDomainName.NoExist (not a *NotFound code). */
const isGone = (err: unknown) => /InvalidDomainName\.NoExist|NotFound/i.test(String((err as { code?: unknown })?.code ?? ''));

async function describe(client: CloudClient, domainName: string) {
  try {
    return await client.call('alidns', 'DescribeDomainInfo', { DomainName: domainName });
  } catch (err) {
    if (isGone(err)) return undefined;
    throw err;
  }
}

export const alidnsDomain = {
  type: 'alidns_domain',
  description: 'A domain name added to Alibaba Cloud DNS, whose DNS records can then be managed.',
  nameParam: 'DomainName',
  tagging: 'own',
  dependencies: [],
  consolePath: 'Alibaba Cloud DNS console > Domain Name Resolution',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    // A default name (`aca-<rand>-<id>`) has no top-level domain: give it one.
    const domainName = attrs.DomainName.includes('.') ? attrs.DomainName.toLowerCase() : `${attrs.DomainName.toLowerCase()}.com`;
    const created = await client.call('alidns', 'AddDomain', { ...attrs, DomainName: domainName });
    // AddDomain takes no tags: TagResources right after (a kill in between leaves the domain to its name).
    const tags = Object.entries(ctx.tags ?? {});
    if (tags.length) {
      const params = Object.fromEntries(tags.flatMap(([k, v], i) => [[`Tag.${i + 1}.Key`, k], [`Tag.${i + 1}.Value`, v]]));
      await client.call('alidns', 'TagResources', { ResourceType: 'DOMAIN', 'ResourceId.1': domainName, ...params }).catch(async (err: unknown) => {
        await client.call('alidns', 'DeleteDomain', { DomainName: domainName }).catch(() => undefined);
        throw err;
      });
    }
    return {
      id: domainName,
      name: domainName,
      attributes: { ...attrs, ...scalarFields(created, ['DomainId', 'PunyCode']), DomainName: domainName },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    try {
      await client.call('alidns', 'DeleteDomain', { DomainName: resource.id });
    } catch (err) {
      if (!isGone(err)) throw err;
    }
  },

  async list(client) {
    const domains = await pagedRpc(client, 'alidns', 'DescribeDomains', {}, ['Domains', 'Domain'], { pageSize: 100 });
    return domains.map((d) => listed(d, String(d.DomainName), d.DomainName, scalarFields(d, ['DomainName', 'DomainId'])));
  },
} satisfies ResourceType;
