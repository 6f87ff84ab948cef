// A DNS record of a domain in Alibaba Cloud DNS (Alidns 2015-01-09): AddDomainRecord, at once in effect.
// Its name is its host record (RR): what the console's Hostname column shows.
import type { CloudClient } from '../sdk';
import { type CreatedResource, type ResourceType, scalarFields } from './types';
import { alidnsDomain } from './alidnsDomain';
import { pagedRpc, listed } from './listing';

/** Alidns answers a record that is gone with DomainRecordNotBelongToUser, and a gone domain with InvalidDomainName.NoExist. */
const isGone = (err: unknown) => /DomainRecordNotBelongToUser|InvalidDomainName\.NoExist|NotFound/i.test(String((err as { code?: unknown })?.code ?? ''));

async function describe(client: CloudClient, recordId: string) {
  try {
    return await client.call('alidns', 'DescribeDomainRecordInfo', { RecordId: recordId });
  } catch (err) {
    if (isGone(err)) return undefined;
    throw err;
  }
}

export const alidnsRecord = {
  type: 'alidns_record',
  description: 'A DNS record (A, AAAA, CNAME, MX, TXT) of a domain name in Alibaba Cloud DNS; `Status: Disable` leaves it paused.',
  nameParam: 'RR',
  tagging: 'none',
  dependencies: [{ param: 'DomainName', type: 'alidns_domain' }],
  parent: 'alidns_domain',
  consolePath: 'Alibaba Cloud DNS console > Domain Name Resolution > DNS Settings',

  async create(client, attrs): Promise<CreatedResource> {
    const { Status: status, ...fields } = attrs;
    // A record without a value (a compiled task asks only for "an A record") points at a documentation address.
    const params: Record<string, string> = { Type: 'A', TTL: '600', ...fields };
    if (!params.Value && params.Type === 'A') params.Value = '192.0.2.1';
    const created = await client.call('alidns', 'AddDomainRecord', params);
    const recordId = String(created.RecordId);
    if (status === 'Disable') await client.call('alidns', 'SetDomainRecordStatus', { RecordId: recordId, Status: 'Disable' });
    const found = (await describe(client, recordId)) ?? {};
    return {
      id: recordId,
      name: String(found.RR ?? attrs.RR),
      attributes: { ...params, RR: String(found.RR ?? attrs.RR), Value: String(found.Value ?? attrs.Value), RecordId: recordId, Status: status === 'Disable' ? 'Disable' : 'Enable' },
    };
  },

  async verify(client, resource) {
    return (await describe(client, resource.id))?.Status === (resource.attributes.Status === 'Disable' ? 'DISABLE' : 'ENABLE');
  },

  async destroy(client, resource) {
    try {
      await client.call('alidns', 'DeleteDomainRecord', { RecordId: resource.id });
    } catch (err) {
      if (!isGone(err)) throw err;
    }
  },

  async list(client) {
    const out = [];
    for (const domain of await alidnsDomain.list(client)) {
      const records = await pagedRpc(client, 'alidns', 'DescribeDomainRecords', { DomainName: domain.id }, ['DomainRecords', 'Record'], { pageSize: 500 });
      for (const r of records) out.push(listed(r, String(r.RecordId), r.RR, { ...scalarFields(r, ['RecordId', 'RR', 'Type', 'Value']), DomainName: domain.id }));
    }
    return out;
  },
} satisfies ResourceType;
