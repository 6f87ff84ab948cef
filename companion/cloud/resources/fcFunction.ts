// A Function Compute 2.0 function (FC-Open 2021-04-06, ROA) in a service: CreateFunction with a hello-world
// ZIP (python3.10, index.handler, 512 MB by default), GetFunction, DeleteFunction (its triggers first: FC
// refuses to delete a function that has any).
import type { CloudClient } from '../sdk';
import { isNotFound, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { fcService } from './fcService';
import { fcList, listed } from './listing';

/** index.py: a `handler(event, context)` returning 'hello world', zipped and base64-encoded. */
export const HELLO_ZIP =
  'UEsDBBQAAAAIAAAAIVZ1jzYrcgAAAJ8AAAAIAAAAaW5kZXgucHlVi0EKwkAMRfc5RcBFp+J0LQVv4CXEyUwHYiIhtR7faYugf/ne+weMx4h3TVXKiLPneF4J1MdTzZG1lGYAIFHG6SaJyQK9SPzUXuL09n4EbFtTMrx8P0Mhv24s9D/BUCVr6CZiVlzUOHW7NvLZBP8MfABQSwECFAMUAAAACAAAACFWdY82K3IAAACfAAAACAAAAAAAAAAAAAAAgAEAAAAAaW5kZXgucHlQSwUGAAAAAAEAAQA2AAAAmAAAAAAA';

const servicePath = (service: string) => `/2021-04-06/services/${encodeURIComponent(service)}`;
const fnPath = (service: string, fn: string) => `${servicePath(service)}/functions/${encodeURIComponent(fn)}`;

async function get(client: CloudClient, service: string, fn: string): Promise<Record<string, unknown> | undefined> {
  return unlessGone(client.roa('fc', 'GetFunction', 'GET', fnPath(service, fn)));
}

export const fcFunction = {
  type: 'fc_function',
  description: 'A Function Compute 2.0 function (`functionName`; `runtime` python3.10 by default, `handler` index.handler, `memorySize` 512) with hello-world code, in a service (`serviceName`, created on demand).',
  nameParam: 'functionName',
  tagging: 'none',
  dependencies: [{ param: 'serviceName', type: 'fc_service' }],
  parent: 'fc_service',
  consolePath: 'Function Compute console > Services & Functions > <service> > Functions',

  async create(client, attrs): Promise<CreatedResource> {
    const { serviceName, memorySize, timeout, ...rest } = attrs;
    const body = await client.roa('fc', 'CreateFunction', 'POST', `${servicePath(serviceName)}/functions`, {
      runtime: 'python3.10',
      handler: 'index.handler',
      ...rest,
      memorySize: Number(memorySize ?? 512),
      timeout: Number(timeout ?? 60),
      code: { zipFile: HELLO_ZIP },
    });
    const name = String(body.functionName);
    return {
      id: `${serviceName}/${name}`,
      name,
      attributes: { ...attrs, serviceName, ...scalarFields(body, ['functionName', 'functionId', 'runtime', 'handler', 'memorySize', 'timeout']) },
    };
  },

  async verify(client, resource) {
    return (await get(client, resource.attributes.serviceName, resource.name)) !== undefined;
  },

  async destroy(client, resource) {
    const { serviceName } = resource.attributes;
    if (!(await get(client, serviceName, resource.name))) return;
    const path = fnPath(serviceName, resource.name);
    const triggers = await client.roa<{ triggers?: Array<{ triggerName: string }> }>('fc', 'ListTriggers', 'GET', `${path}/triggers`, undefined, { limit: '100' });
    for (const tr of triggers.triggers ?? []) await client.roa('fc', 'DeleteTrigger', 'DELETE', `${path}/triggers/${encodeURIComponent(tr.triggerName)}`);
    await client.roa('fc', 'DeleteFunction', 'DELETE', path).catch((err: unknown) => {
      if (!isNotFound(err)) throw err;
    });
  },

  async list(client) {
    const out = [];
    for (const service of await fcService.list(client)) {
      for (const f of await fcList(client, 'ListFunctions', `${servicePath(service.id)}/functions`, 'functions')) {
        out.push(listed(f, `${service.id}/${String(f.functionName)}`, f.functionName, { ...scalarFields(f, ['functionName', 'runtime']), serviceName: service.id }));
      }
    }
    return out;
  },
} satisfies ResourceType;
