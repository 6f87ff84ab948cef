// ROA routing: products in the REST style (Function Compute) declare `method + path pattern -> action`; the
// gateway finds the action and its path parameters here instead of reading `Action` / `x-acs-action`.
import type { Product } from '../action.js';
import { ApiError } from '../errors.js';
import { flattenParams, type RawParams } from '../params.js';

export interface RoaMatch {
  product: Product;
  /** Undefined when the path belongs to the product (its version prefix) but no route serves it. */
  action?: string;
  pathParams: RawParams;
}

interface Compiled {
  product: Product;
  method: string;
  action: string;
  pattern: RegExp;
  names: string[];
}

// Compiled once per product list (the server's, or a test's).
const compiled = new WeakMap<readonly Product[], Compiled[]>();

function compile(products: readonly Product[]): Compiled[] {
  const out: Compiled[] = [];
  for (const product of products) {
    for (const route of product.roa ?? []) {
      const names: string[] = [];
      const source = route.path
        .split('/')
        .map((seg) => {
          const m = /^\{(\w+)\}$/.exec(seg);
          if (!m) return seg.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(m[1]);
          return '([^/]+)';
        })
        .join('/');
      out.push({ product, method: route.method, action: route.action, pattern: new RegExp(`^${source}/?$`), names });
    }
  }
  return out;
}

/** The ROA route a request path names, if any product declares one under the path's first segment. */
export function matchRoa(products: readonly Product[], method: string, path: string): RoaMatch | undefined {
  let routes = compiled.get(products);
  if (!routes) compiled.set(products, (routes = compile(products)));
  let owner: Product | undefined;
  for (const r of routes) {
    const m = r.pattern.exec(path);
    if (!m) {
      if (path.startsWith(`/${r.product.version}/`)) owner ??= r.product;
      continue;
    }
    owner ??= r.product;
    if (r.method !== method.toUpperCase()) continue;
    const pathParams: RawParams = {};
    r.names.forEach((name, i) => {
      try {
        pathParams[name] = decodeURIComponent(m[i + 1]);
      } catch {
        pathParams[name] = m[i + 1];
      }
    });
    return { product: r.product, action: r.action, pathParams };
  }
  return owner ? { product: owner, pathParams: {} } : undefined;
}

/** The JSON body of a ROA request, flattened the way the console API flattens its params (`code.zipFile`). */
export function roaBody(body: Buffer): RawParams {
  const text = body.toString('utf8').trim();
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError('InvalidArgument', 'The request body is not valid JSON.', 400);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new ApiError('InvalidArgument', 'The request body must be a JSON object.', 400);
  }
  return flattenParams(parsed as Record<string, unknown>);
}

export const pathNotFound = (method: string, path: string) =>
  new ApiError('PathNotSupported', `The request path "${method} ${path}" is not supported.`, 404);
