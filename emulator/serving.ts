// Which product serves a call's API version: the gateway's RPC routing (and the contract test's). Pure: it is handed
// the loaded products.
import type { Product, SideApi } from './action.js';

const sideProducts = new WeakMap<SideApi, Product>();

/**
 * The product that serves an API version: a registry product, or a side API of one (`alsoServes`: RAM's STS) seen
 * as a product of its own service, endpoint and actions, with the serving product's account hooks.
 */
export function servingVersion(all: readonly Product[], version: string): Product | undefined {
  const own = all.find((p) => p.version === version);
  if (own) return own;
  for (const p of all) {
    const side = p.alsoServes?.find((a) => a.version === version);
    if (!side) continue;
    let seen = sideProducts.get(side);
    if (!seen) {
      const { roa: _roa, front: _front, described: _described, history: _history, fixtures: _fixtures, apiVersionOf: _apiVersionOf, alsoServes: _also, ...hooks } = p;
      seen = { ...hooks, service: side.service as Product['service'], version: side.version, endpoint: side.endpoint, consoleSource: side.endpoint, actions: side.actions };
      sideProducts.set(side, seen);
    }
    return seen;
  }
  return undefined;
}
