// A Function Compute 3.0 function (FC 2023-03-30, ROA): functions stand alone, with no service. CreateFunction with
// a hello-world ZIP (python3.10, index.handler, 512 MB by default), GetFunction, DeleteFunction (its triggers first:
// FC refuses to delete a function that has any). The 2.0 function in a service is `fc_function`.
import type { CloudClient } from '../sdk';
import { HELLO_ZIP } from './fcFunction';
import { isNotFound, scalarFields, type CreatedResource, type ResourceType, unlessGone } from './types';
import { listed } from './listing';

const FUNCTIONS = '/2023-03-30/functions';
const fnPath = (fn: string) => `${FUNCTIONS}/${encodeURIComponent(fn)}`;

async function get(client: CloudClient, fn: string): Promise<Record<string, unknown> | undefined> {
  return unlessGone(client.roa('fc', 'GetFunction', 'GET', fnPath(fn)));
}

export const fc3Function = {
  type: 'fc3_function',
  description: 'A Function Compute 3.0 function with no service (`functionName`; `runtime` python3.10 by default, `handler` index.handler, `memorySize` 512) with hello-world code.',
  nameParam: 'functionName',
  tagging: 'none',
  dependencies: [],
  consolePath: 'Function Compute console > Functions',

  async create(client, attrs): Promise<CreatedResource> {
    const { memorySize, timeout, ...rest } = attrs;
    const body = await client.roa('fc', 'CreateFunction', 'POST', FUNCTIONS, {
      runtime: 'python3.10',
      handler: 'index.handler',
      ...rest,
      memorySize: Number(memorySize ?? 512),
      timeout: Number(timeout ?? 60),
      code: { zipFile: HELLO_ZIP },
    });
    const name = String(body.functionName);
    return { id: name, name, attributes: { ...attrs, ...scalarFields(body, ['functionName', 'functionId', 'functionArn', 'runtime', 'handler', 'memorySize', 'timeout']) } };
  },

  async verify(client, resource) {
    return (await get(client, resource.name)) !== undefined;
  },

  async destroy(client, resource) {
    if (!(await get(client, resource.name))) return;
    const path = fnPath(resource.name);
    const triggers = await client.roa<{ triggers?: Array<{ triggerName: string }> }>('fc', 'ListTriggers', 'GET', `${path}/triggers`, undefined, { limit: '100' });
    for (const tr of triggers.triggers ?? []) await client.roa('fc', 'DeleteTrigger', 'DELETE', `${path}/triggers/${encodeURIComponent(tr.triggerName)}`);
    await client.roa('fc', 'DeleteFunction', 'DELETE', path).catch((err: unknown) => {
      if (!isNotFound(err)) throw err;
    });
  },

  async list(client) {
    const out = [];
    let next = '';
    for (let page = 0; page < 50; page++) {
      const body = await client.roa<{ functions?: Array<Record<string, unknown>>; nextToken?: string }>('fc', 'ListFunctions', 'GET', FUNCTIONS, undefined, { limit: '100', ...(next ? { nextToken: next } : {}) });
      for (const f of body.functions ?? []) out.push(listed(f, String(f.functionName), f.functionName, scalarFields(f, ['functionName', 'runtime'])));
      if (!body.nextToken) break;
      next = body.nextToken;
    }
    return out;
  },
} satisfies ResourceType;
