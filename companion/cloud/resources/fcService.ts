// A Function Compute 2.0 service (FC-Open 2021-04-06, a ROA API): CreateService, GetService, DeleteService.
// A service that still has functions cannot be deleted (ServiceNotEmpty): the provisioner destroys the
// functions first (they depend on it); destroy also removes any function left behind by the episode.
import type { CloudClient } from '../sdk';
import { isNotFound, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { fcList, listed } from './listing';

const path = (name: string) => `/2021-04-06/services/${encodeURIComponent(name)}`;

/** A service's ARN, `acs:fc:<region>:<account>:services/<name>`; undefined when the client does not know its account id. */
function serviceArn(client: CloudClient, name: string): string | undefined {
  return client.accountId && /^\d+$/.test(client.accountId) ? `acs:fc:${client.regionId}:${client.accountId}:services/${name}` : undefined;
}

async function get(client: CloudClient, name: string): Promise<Record<string, unknown> | undefined> {
  return unlessGone(client.roa('fc', 'GetService', 'GET', path(name)));
}

export const fcService = {
  type: 'fc_service',
  description: 'A Function Compute 2.0 service (`serviceName`, optional `description`), the container of functions.',
  nameParam: 'serviceName',
  tagging: 'own',
  dependencies: [],
  consolePath: 'Function Compute console > Services & Functions',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const body = await client.roa('fc', 'CreateService', 'POST', '/2021-04-06/services', { ...attrs });
    const name = String(body.serviceName);
    // CreateService takes no tags: TagResource by the service's ARN right after (which needs the account id; an
    // account known only by its key leaves the service to its name and the ledger).
    const arn = serviceArn(client, name);
    if (arn && Object.keys(ctx.tags ?? {}).length) {
      await client.roa('fc', 'TagResource', 'POST', '/2021-04-06/tag', { resourceArn: arn, tags: ctx.tags }).catch(async (err: unknown) => {
        await client.roa('fc', 'DeleteService', 'DELETE', path(name)).catch(() => undefined);
        throw err;
      });
    }
    return { id: name, name, attributes: { ...attrs, ...scalarFields(body, ['serviceName', 'serviceId', 'description']) } };
  },

  async verify(client, resource) {
    return (await get(client, resource.id)) !== undefined;
  },

  async destroy(client, resource) {
    if (!(await get(client, resource.id))) return;
    // Functions made during the episode (by the agent) would block the deletion: remove them, triggers first.
    const listed = await client.roa<{ functions?: Array<{ functionName: string }> }>('fc', 'ListFunctions', 'GET', `${path(resource.id)}/functions`, undefined, { limit: '100' });
    for (const fn of listed.functions ?? []) {
      const fnPath = `${path(resource.id)}/functions/${encodeURIComponent(fn.functionName)}`;
      const triggers = await client.roa<{ triggers?: Array<{ triggerName: string }> }>('fc', 'ListTriggers', 'GET', `${fnPath}/triggers`, undefined, { limit: '100' });
      for (const tr of triggers.triggers ?? []) await client.roa('fc', 'DeleteTrigger', 'DELETE', `${fnPath}/triggers/${encodeURIComponent(tr.triggerName)}`);
      await client.roa('fc', 'DeleteFunction', 'DELETE', fnPath);
    }
    await client.roa('fc', 'DeleteService', 'DELETE', path(resource.id)).catch((err: unknown) => {
      if (!isNotFound(err)) throw err;
    });
  },

  async list(client) {
    const services = await fcList(client, 'ListServices', '/2021-04-06/services', 'services');
    // ListServices carries no tags: ListTaggedResources has every tagged service's, by ARN.
    const tagged = await fcList(client, 'ListTaggedResources', '/2021-04-06/tags', 'resources');
    const tagsOf = (name: string) => (tagged.find((r) => String(r.resourceArn).endsWith(`:services/${name}`))?.tags ?? {}) as Record<string, string>;
    return services.map((s) => ({ ...listed(s, String(s.serviceName), s.serviceName, scalarFields(s, ['serviceName', 'serviceId', 'description'])), tags: tagsOf(String(s.serviceName)) }));
  },
} satisfies ResourceType;
