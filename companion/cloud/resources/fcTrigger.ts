// A Function Compute 2.0 trigger (FC-Open 2021-04-06, ROA) of a function: CreateTrigger (`triggerType` http by
// default, anonymous GET and POST; timer with `cronExpression`), GetTrigger, DeleteTrigger. Its function must exist.
import type { CloudClient } from '../sdk';
import { type CreatedResource, type ResourceType, unlessGone } from './types';
import { fcFunction } from './fcFunction';
import { fcList, listed } from './listing';

const triggersPath = (service: string, fn: string) =>
  `/2021-04-06/services/${encodeURIComponent(service)}/functions/${encodeURIComponent(fn)}/triggers`;

async function get(client: CloudClient, service: string, fn: string, trigger: string) {
  return unlessGone(client.roa('fc', 'GetTrigger', 'GET', `${triggersPath(service, fn)}/${encodeURIComponent(trigger)}`));
}

export const fcTrigger = {
  type: 'fc_trigger',
  description:
    'A Function Compute 2.0 trigger (`triggerName`) of a function (`serviceName`, `functionName`): `triggerType` http (anonymous GET, POST) ' +
    'or timer (`cronExpression`, `@every 5m` by default).',
  nameParam: 'triggerName',
  tagging: 'none',
  dependencies: [{ param: 'functionName', type: 'fc_function' }],
  parent: 'fc_function',
  consolePath: 'Function Compute console > Services & Functions > <service> > <function> > Triggers',

  async create(client, attrs): Promise<CreatedResource> {
    const { serviceName, functionName, triggerName, triggerType = 'http', cronExpression } = attrs;
    const triggerConfig = triggerType === 'timer'
      ? { cronExpression: cronExpression ?? '@every 5m', enable: true, payload: '' }
      : { authType: 'anonymous', methods: ['GET', 'POST'] };
    await client.roa('fc', 'CreateTrigger', 'POST', triggersPath(serviceName, functionName), {
      triggerName, triggerType, triggerConfig: JSON.stringify(triggerConfig),
    });
    return { id: `${serviceName}/${functionName}/${triggerName}`, name: triggerName, attributes: { ...attrs, triggerType } };
  },

  async verify(client, resource) {
    const { serviceName, functionName } = resource.attributes;
    return (await get(client, serviceName, functionName, resource.name)) !== undefined;
  },

  async destroy(client, resource) {
    const { serviceName, functionName } = resource.attributes;
    if (!(await get(client, serviceName, functionName, resource.name))) return;
    await client.roa('fc', 'DeleteTrigger', 'DELETE', `${triggersPath(serviceName, functionName)}/${encodeURIComponent(resource.name)}`);
  },

  async list(client) {
    const out = [];
    for (const fn of await fcFunction.list(client)) {
      const { serviceName } = fn.attributes;
      for (const t of await fcList(client, 'ListTriggers', triggersPath(serviceName, fn.name), 'triggers')) {
        const name = String(t.triggerName);
        out.push(listed(t, `${serviceName}/${fn.name}/${name}`, name, { serviceName, functionName: fn.name, triggerName: name, triggerType: String(t.triggerType ?? '') }));
      }
    }
    return out;
  },
} satisfies ResourceType;
