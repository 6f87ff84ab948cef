// CLB backend servers as the SLB API takes them: a JSON array in `BackendServers`, for the default server group
// (AddBackendServers, SetBackendServers, RemoveBackendServers) and for VServer groups, whose servers have a port.
import type { ActionContext } from '../../../action.js';
import { incorrectInstanceStatus, invalidParameter, malformed, notFound } from '../../../errors.js';
import type { BackendServer, LoadBalancer } from './state.js';

const BACKENDS_PER_CALL = 20;

export const backendView = (b: BackendServer) => ({
  ServerId: b.ServerId, Weight: b.Weight, Type: b.Type, Description: b.Description, ...(b.Port !== undefined ? { Port: b.Port } : {}),
  ...(b.ServerType ? { ServerType: b.ServerType } : {}),
});

export interface ParseOptions {
  /** The servers must be running ECS instances of the load balancer's VPC (adding them). */
  checkInstances: boolean;
  /** Each server needs a `Port` (a VServer group's servers). */
  port?: boolean;
  /** The parameter that holds the list (default `BackendServers`). */
  param?: string;
  /** Each server says whether it is the group's `Master` or `Slave` (a primary/secondary server group's). */
  serverType?: boolean;
}

function serverType(param: string, value: unknown): 'Master' | 'Slave' {
  const type = String(value ?? '').toLowerCase();
  if (type === 'master') return 'Master';
  if (type === 'slave') return 'Slave';
  throw invalidParameter(param, 'Every server of a primary/secondary server group needs a ServerType: Master or Slave.');
}

/** `BackendServers`: a JSON array of `{ServerId, Weight, Type, Description, Port}`; Weight 0–100, default 100. */
export function parseBackends(ctx: ActionContext, lb: LoadBalancer, opts: ParseOptions): BackendServer[] {
  const name = opts.param ?? 'BackendServers';
  const raw = ctx.params.required(name);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalidParameter(name, 'It must be a JSON array of {"ServerId", "Weight", "Type"} objects.');
  }
  if (!Array.isArray(parsed) || !parsed.length) throw invalidParameter(name, 'It must be a non-empty JSON array.');
  if (parsed.length > BACKENDS_PER_CALL) throw invalidParameter(name, `At most ${BACKENDS_PER_CALL} backend servers per call.`);
  const seen = new Set<string>();
  const servers: BackendServer[] = [];
  for (const item of parsed as Array<Record<string, unknown>>) {
    const id = typeof item?.ServerId === 'string' ? item.ServerId : '';
    if (!id) throw invalidParameter(name, 'Every backend server needs a ServerId.');
    const weight = item.Weight === undefined || item.Weight === '' ? 100 : Number(item.Weight);
    if (!Number.isInteger(weight) || weight < 0 || weight > 100) throw invalidParameter(name, 'Weight must be an integer from 0 to 100.');
    const type = String(item.Type ?? 'ecs').toLowerCase();
    if (type !== 'ecs' && type !== 'eni') throw malformed('BackendServer.InvalidType', `The backend server type "${type}" is not supported: use ecs or eni.`);
    const port = item.Port === undefined || item.Port === '' ? undefined : Number(item.Port);
    if (opts.port && (port === undefined || !Number.isInteger(port) || port < 1 || port > 65535)) {
      throw invalidParameter(name, 'Every server of a VServer group needs a Port from 1 to 65535.');
    }
    const key = opts.port ? `${id}:${port}` : id;
    if (seen.has(key)) continue; // the cloud keeps the first of identical servers
    seen.add(key);
    if (opts.checkInstances) {
      const vm = ctx.tenant.instances[id];
      if (!vm || vm.RegionId !== lb.RegionId) throw notFound('InvalidParameter', `The specified ServerId "${id}" does not exist.`);
      if (lb.NetworkType === 'vpc' && vm.VpcId !== lb.VpcId) throw invalidParameter(name, `The ECS instance ${id} is not in the VPC ${lb.VpcId} of the load balancer.`);
      if (vm.Status !== 'Running') throw incorrectInstanceStatus(id, vm.Status);
    }
    servers.push({
      ServerId: id, Weight: weight, Type: type as 'ecs' | 'eni', Description: typeof item.Description === 'string' ? item.Description : '',
      ...(opts.port ? { Port: port } : {}),
      ...(opts.serverType ? { ServerType: serverType(name, item.ServerType) } : {}),
    });
  }
  return servers;
}
