// A CLB listener (SLB API 2014-05-15): CreateLoadBalancerTCPListener, …UDPListener or …HTTPListener
// (`ListenerProtocol`, default tcp), then StartLoadBalancerListener and wait until it runs (unless `Status: stopped`, Terraform's
// `status`, which leaves it stopped as created). Its id is `<LoadBalancerId>:<port>`,
// as Terraform's alicloud_slb_listener names it.
import { waitFor } from '../retry';
import type { CloudClient } from '../sdk';
import { isNotFound, type CreatedResource, type ResourceType, unlessGone } from './types';
import { listed } from './listing';
import { slbLoadBalancer } from './slbLoadBalancer';

async function status(client: CloudClient, lbId: string, port: string): Promise<string | undefined> {
  const body = await unlessGone(client.call('slb', 'DescribeLoadBalancerListeners', { 'LoadBalancerId.1': lbId, ListenerPort: port }));
  const listeners = (body?.Listeners ?? []) as Array<Record<string, unknown>>;
  return listeners[0]?.Status as string | undefined;
}

const split = (id: string) => {
  const at = id.lastIndexOf(':');
  return { lbId: id.slice(0, at), port: id.slice(at + 1) };
};

export const slbListener = {
  type: 'slb_listener',
  description: 'A running TCP (default), UDP or HTTP listener of a CLB instance: LoadBalancerId, ListenerPort, BackendServerPort.',
  nameParam: 'Description',
  tagging: 'none',
  dependencies: [{ param: 'LoadBalancerId', type: 'slb_load_balancer' }],
  parent: 'slb_load_balancer',
  consolePath: 'SLB console > CLB > Instances > instance details > Listeners',

  async create(client, attrs, ctx): Promise<CreatedResource> {
    const { ListenerProtocol: protocol = 'tcp', Status: wanted = 'running', ...params } = attrs;
    const lbId = params.LoadBalancerId;
    const port = params.ListenerPort;
    if (!lbId || !port) throw new Error('An slb_listener needs LoadBalancerId and ListenerPort.');
    const http = protocol.toLowerCase() === 'http';
    const action = http ? 'CreateLoadBalancerHTTPListener' : protocol.toLowerCase() === 'udp' ? 'CreateLoadBalancerUDPListener' : 'CreateLoadBalancerTCPListener';
    await client.call('slb', action, {
      BackendServerPort: port, Bandwidth: '-1', ...(http ? { HealthCheck: 'on', StickySession: 'off' } : {}), ...params,
    });
    const target = wanted.toLowerCase() === 'stopped' ? 'stopped' : 'running';
    if (target === 'running') await client.call('slb', 'StartLoadBalancerListener', { LoadBalancerId: lbId, ListenerPort: port });
    await waitFor(`listener ${lbId}:${port} to be ${target}`, async () => {
      const s = await status(client, lbId, port);
      return s === target ? { done: true, value: s } : { done: false, state: String(s ?? 'not listed') };
    }, ctx.wait);
    const id = `${lbId}:${port}`;
    return { id, name: params.Description ?? id, attributes: { ...attrs, ListenerProtocol: protocol.toLowerCase(), Status: target } };
  },

  async verify(client, resource) {
    const { lbId, port } = split(resource.id);
    return (await status(client, lbId, port)) === (resource.attributes.Status ?? 'running');
  },

  async destroy(client, resource) {
    const { lbId, port } = split(resource.id);
    await client.call('slb', 'DeleteLoadBalancerListener', { LoadBalancerId: lbId, ListenerPort: port }).catch((err: unknown) => {
      if (!isNotFound(err) && (err as { code?: string }).code !== 'InvalidParameter') throw err;
    });
  },

  async list(client) {
    const out = [];
    for (const lb of await slbLoadBalancer.list(client)) {
      let next = '';
      for (let page = 0; page < 1000; page++) {
        const body = await client.call('slb', 'DescribeLoadBalancerListeners', { 'LoadBalancerId.1': lb.id, MaxResults: 100, ...(next ? { NextToken: next } : {}) });
        for (const l of (body.Listeners ?? []) as Array<Record<string, unknown>>) {
          const port = String(l.ListenerPort);
          const attributes = { LoadBalancerId: lb.id, ListenerPort: port, ListenerProtocol: String(l.ListenerProtocol ?? ''), Status: String(l.Status ?? '') };
          out.push(listed(l, `${lb.id}:${port}`, l.Description || `${lb.name || lb.id}:${port}`, attributes));
        }
        next = typeof body.NextToken === 'string' ? body.NextToken : '';
        if (!next) break;
      }
    }
    return out;
  },
} satisfies ResourceType;
