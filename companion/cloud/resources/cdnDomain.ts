// An accelerated domain name of Alibaba Cloud CDN (Cdn 2018-05-10): AddCdnDomain with one origin server, then
// `configuring` until `online`. CDN names domains by DomainName in every call, so that is the resource's id.
// Deleting needs the domain out of `configuring` (InvalidDomain.Configuring), so destroy waits for that first.
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { type CreatedResource, type ResourceType, scalarFields } from './types';
import { pagedRpc, listed, tagsByIds } from './listing';

/** CDN answers an unknown domain with InvalidDomain.NotFound. */
const isGone = (err: unknown) => /NotFound|NotExist/i.test(String((err as { code?: unknown })?.code ?? ''));

async function status(client: CloudClient, domainName: string): Promise<string | undefined> {
  try {
    const body = await client.call<{ GetDomainDetailModel?: { DomainStatus?: string } }>('cdn', 'DescribeCdnDomainDetail', { DomainName: domainName });
    return body.GetDomainDetailModel?.DomainStatus ?? 'unknown';
  } catch (err) {
    if (isGone(err)) return undefined;
    throw err;
  }
}

/** An IP origin when the task names none: the documentation address range (RFC 5737). */
const DEFAULT_SOURCES = JSON.stringify([{ content: '203.0.113.10', type: 'ipaddr', port: 80, priority: '20', weight: '10' }]);

export const cdnDomain = {
  type: 'cdn_domain',
  description: 'An accelerated domain name in Alibaba Cloud CDN with one origin server, online (Running), or disabled with Status: offline.',
  nameParam: 'DomainName',
  tagging: 'Tag.N',
  dependencies: [],
  consolePath: 'CDN console > Domain Names',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    // A default name (`aca-<rand>-<id>`) is no domain: put it under example.com.
    const domainName = (attrs.DomainName.includes('.') ? attrs.DomainName : `${attrs.DomainName}.example.com`).toLowerCase();
    // `Status: offline` (not an AddCdnDomain parameter) leaves the domain disabled, as StopCdnDomain does.
    const { Status: wanted, ...rest } = attrs;
    const params = { CdnType: 'web', Scope: 'domestic', Sources: DEFAULT_SOURCES, ...rest, DomainName: domainName };
    await client.call('cdn', 'AddCdnDomain', params);
    await waitFor(
      `CDN domain ${domainName} to go online`,
      async () => {
        const s = await status(client, domainName);
        return s === 'online' ? { done: true, value: s } : { done: false, state: String(s ?? 'not listed') };
      },
      ctx.wait,
    );
    if (wanted === 'offline') await client.call('cdn', 'StopCdnDomain', { DomainName: domainName });
    return { id: domainName, name: domainName, attributes: { ...params, ...(wanted ? { Status: wanted } : {}) } };
  },

  async verify(client, resource) {
    return (await status(client, resource.id)) === (resource.attributes.Status === 'offline' ? 'offline' : 'online');
  },

  async destroy(client, resource, ctx) {
    await waitFor(
      `CDN domain ${resource.id} to finish configuring`,
      async () => {
        const s = await status(client, resource.id);
        return s === 'configuring' ? { done: false, state: s } : { done: true, value: s };
      },
      ctx.wait,
    );
    try {
      await client.call('cdn', 'DeleteCdnDomain', { DomainName: resource.id });
    } catch (err) {
      if (!isGone(err)) throw err;
    }
  },

  async list(client) {
    const domains = await pagedRpc(client, 'cdn', 'DescribeUserDomains', {}, ['Domains', 'PageData'], { pageSize: 500 });
    // DescribeUserDomains carries no tags: ListTagResources has them.
    const tags = await tagsByIds(client, 'cdn', 'DOMAIN', domains.map((d) => String(d.DomainName)));
    return domains.map((d) => ({ ...listed(d, String(d.DomainName), d.DomainName, scalarFields(d, ['DomainName', 'DomainStatus', 'CdnType'])), tags: tags.get(String(d.DomainName)) ?? {} }));
  },
} satisfies ResourceType;
