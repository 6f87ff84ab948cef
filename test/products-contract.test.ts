// The companion's per-service facts, checked against the emulator's registry and the actions it serves: the
// product table (companion/task/products.ts), the SDK's API versions (companion/cloud/sdk.ts), the provisioner's
// resource types (companion/cloud/resources/: every call they make is an action some registry product serves, and
// each type creates and destroys through such calls), the alicloud provider's endpoints Terraform points at the
// emulator, and the ActionTrail service and event names the rewards of every task check. The companion may not
// import the emulator (lint), so its tables stay its own; this test keeps them true.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { RESOURCE_TYPES } from '../companion/cloud/resources/index';
import { API_VERSIONS, ROA_VERSIONS } from '../companion/cloud/sdk';
import { EMULATED_PRODUCTS } from '../companion/cloud/terraform/render';
import { loadTasks } from '../companion/task/load';
import { PRODUCTS, PRODUCT_KEYS } from '../companion/task/products';
import type { Product } from '../emulator/action';
import { products } from '../emulator/product-modules';
import { registry } from '../emulator/registry';
import { servingVersion } from '../emulator/serving';
import { ROOT } from './helpers';

// As the gateway routes a version: a registry product, or a side API one serves (RAM's STS).
const byVersion = (version: string) => servingVersion(products, version);
const byService = (service: string) => products.find((p) => p.service === service);
const served = (product: Product | undefined, action: string) => Boolean(product && Object.hasOwn(product.actions, action));

describe('companion/task/products.ts', () => {
  it('has every registry product, with its ActionTrail service name and its console path on the emulator', () => {
    for (const e of registry) {
      expect(PRODUCT_KEYS, `no entry for ${e.key}`).toContain(e.key);
      const info = PRODUCTS[e.key as keyof typeof PRODUCTS];
      expect({ key: e.key, serviceName: info.serviceName, emulatorPath: info.emulatorPath }).toEqual({ key: e.key, serviceName: e.service, emulatorPath: e.console });
    }
  });

  it('points its other entries (EIP, a VPC console page) at a page of the registry product whose service they name', () => {
    for (const key of PRODUCT_KEYS.filter((k) => !registry.some((e) => e.key === k))) {
      const owner = registry.find((e) => e.service === PRODUCTS[key].serviceName);
      expect(owner, `${key}: service ${PRODUCTS[key].serviceName} is in no registry line`).toBeDefined();
      expect(PRODUCTS[key].emulatorPath.startsWith(`${owner!.console}/`), `${key}: ${PRODUCTS[key].emulatorPath} is not under ${owner!.console}`).toBe(true);
    }
  });
});

describe('companion/cloud/sdk.ts', () => {
  it('calls each RPC service with the version a registry product of that name serves', () => {
    for (const [name, version] of Object.entries(API_VERSIONS)) {
      const product = byVersion(version);
      expect(product, `${name} ${version}: no registry product serves this version`).toBeDefined();
      expect([product!.key, product!.service.toLowerCase()], `${name} ${version} is ${product!.service}'s version`).toContain(name);
      expect(product!.roa, `${name} is RPC`).toBeUndefined();
    }
  });

  it('calls each ROA service with the version of a registry ROA product', () => {
    for (const [name, version] of Object.entries(ROA_VERSIONS)) {
      const product = byVersion(version);
      expect(product?.service.toLowerCase(), `${name} ${version}`).toBe(name);
      expect(product!.roa?.length).toBeGreaterThan(0);
    }
  });
});

/** One call a resource type makes: the companion's service name (`vpc`, `fc`, `oss`) and the action. */
interface Call {
  service: string;
  action: string;
}

const RESOURCES = join(ROOT, 'companion/cloud/resources');
const files = readdirSync(RESOURCES).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
const parsed = files.map((f) => ts.createSourceFile(f, readFileSync(join(RESOURCES, f), 'utf8'), ts.ScriptTarget.Latest, true));
const literal = (node: ts.Expression | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
/** The strings an argument may be: a literal, or either branch of `cond ? 'ImportKeyPair' : 'CreateKeyPair'`. */
const literals = (node: ts.Expression | undefined): string[] =>
  !node ? [] : ts.isConditionalExpression(node) ? [...literals(node.whenTrue), ...literals(node.whenFalse)] : ts.isStringLiteralLike(node) ? [node.text] : [];

/** The cloud calls a call expression makes, if it is one: `client.call('vpc', 'CreateVpc', …)` and the helpers over it. */
function cloudCalls(node: ts.CallExpression): Call[] {
  const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : ts.isIdentifier(node.expression) ? node.expression.text : '';
  const args = node.arguments;
  const each = (service: string | undefined, action: ts.Expression | undefined) => (service ? literals(action).map((a) => ({ service, action: a })) : []);
  if (callee === 'call' || callee === 'roa') return each(literal(args[0]), args[1]);
  if (callee === 'oss') return each('oss', args[0]);
  if (callee === 'cmsCall') return each('cms', args[1]);
  if (callee === 'pagedRpc') return each(literal(args[1]), args[2]);
  // markerRpc(client, action, params, path, service = 'ram')
  if (callee === 'markerRpc') return each(args[4] ? literal(args[4]) : 'ram', args[1]);
  return [];
}

/** Every function of the resource files by name, so a method's helpers (`describe`, `releaseRouteTables`) count. */
const functions = new Map<string, ts.Node>();
for (const source of parsed) {
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) functions.set(node.name.text, node);
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))) functions.set(node.name.text, node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The cloud calls a piece of code makes, directly or through the functions of the resource files it calls. */
function callsIn(root: ts.Node, seen = new Set<ts.Node>()): Call[] {
  const found: Call[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      found.push(...cloudCalls(node));
      const name = ts.isIdentifier(node.expression) ? node.expression.text : undefined;
      const helper = name ? functions.get(name) : undefined;
      if (helper && !seen.has(helper)) {
        seen.add(helper);
        found.push(...callsIn(helper, seen));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(root);
  return found;
}

/** The method `name` of the resource type object `type` (`create`, `destroy`) in its file. */
function methodOf(type: string, name: string): ts.Node | undefined {
  let found: ts.Node | undefined;
  for (const source of parsed) {
    const visit = (node: ts.Node) => {
      // The resource type object: `type: '<type>'` beside its methods (not a dependency's `{param, type}`).
      const member = ts.isObjectLiteralExpression(node) && node.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'type' && literal(p.initializer) === type)
        ? node.properties.find((p) => (ts.isMethodDeclaration(p) || ts.isPropertyAssignment(p)) && p.name.getText() === name)
        : undefined;
      found ??= member;
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The registry product a companion service name calls: by the version the SDK sends (OSS by its REST API). */
function productCalled(service: string): Product | undefined {
  if (service === 'oss') return products.find((p) => p.front);
  const version = (API_VERSIONS as Record<string, string>)[service] ?? (ROA_VERSIONS as Record<string, string>)[service];
  return version ? byVersion(version) : undefined;
}

describe('companion/cloud/resources/', () => {
  const all = parsed.flatMap((source) => callsIn(source));

  it('finds the calls (the scan itself works)', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(callsIn(methodOf('vpc', 'create')!)).toContainEqual({ service: 'vpc', action: 'CreateVpc' });
    expect(callsIn(methodOf('cms_alarm', 'destroy')!)).toContainEqual({ service: 'cms', action: 'DeleteMetricRules' });
  });

  it('calls only actions a registry product serves', () => {
    const unserved = [...new Set(all.filter((c) => !served(productCalled(c.service), c.action)).map((c) => `${c.service} ${c.action}`))];
    expect(unserved).toEqual([]);
  });

  it.each(Object.keys(RESOURCE_TYPES))('%s creates and destroys through served Write actions of one registry product', (type) => {
    for (const method of ['create', 'destroy']) {
      const node = methodOf(type, method);
      expect(node, `${type}.${method}`).toBeDefined();
      const writes = callsIn(node!).filter((c) => productCalled(c.service)?.actions[c.action]?.rw === 'Write');
      expect(writes.length, `${type}.${method} makes no served Write call`).toBeGreaterThan(0);
    }
  });
});

describe('companion/cloud/terraform/render.ts', () => {
  it('points every registry product at the emulator', () => {
    const endpoints = new Set<string>(EMULATED_PRODUCTS);
    const missing = registry.filter((e) => !endpoints.has(e.key) && !endpoints.has(e.service.toLowerCase()));
    expect(missing.map((e) => e.key)).toEqual([]);
  });

  it('names no product outside the registry but the provider endpoints it needs besides (STS, Location, Resource Manager)', () => {
    const known = new Set(registry.flatMap((e) => [e.key, e.service.toLowerCase()]));
    const others = EMULATED_PRODUCTS.filter((name) => !known.has(name));
    expect(others.sort()).toEqual(['location', 'resourcemanager', 'sts']);
  });
});

describe('the ActionTrail rules of every task', () => {
  it('name a registry service and an event its emulator product serves', async () => {
    const tasks = await loadTasks([join(ROOT, 'tasks')]);
    const rules = tasks.flatMap((t) => t.front.success.map((r) => ({ task: t.front.id, ...r })));
    expect(rules.length).toBeGreaterThan(50);
    const wrong = rules.filter((r) => !served(byService(r.service), r.event)).map((r) => `${r.task}: ${r.service} ${r.event}`);
    expect(wrong).toEqual([]);
  });
});
