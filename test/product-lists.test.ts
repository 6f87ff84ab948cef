// No list of products anywhere but emulator/registry.ts: a scan of the emulator's and the companion's source for
// arrays, objects, union and object types, enums, string and regex literals that name three or more registry
// products (by key or service name, in any case: `dns`, `Alidns`, `ALIDNS`). Adding a product must not mean
// editing such a list. The few lists that are not the emulator's product list are named below with the reason;
// the companion's per-service tables among them are checked against the registry by products-contract.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { registry } from '../emulator/registry';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Lists that are not the emulator's list of products, each with why it may stay. */
const ALLOWED: Record<string, string> = {
  'emulator/registry.ts': 'the registry itself',
  'companion/task/products.ts': "the companion's product table (names, consoles, aliases): checked by products-contract.test.ts",
  'companion/cloud/sdk.ts': "the SDK clients and API versions per service: checked by products-contract.test.ts",
  'companion/cloud/terraform/render.ts': "the alicloud provider's endpoints pointed at the emulator: checked by products-contract.test.ts",
  'companion/task/outlines/index.ts': "the tasks test's expectations, one module per product (test code)",
  'emulator/products/ram/console/CreatePolicyPage.tsx': "console content: the services RAM's visual policy editor offers",
};

const names = new Map<string, string>();
for (const e of registry) {
  names.set(e.key.toLowerCase(), e.key);
  names.set(e.service.toLowerCase(), e.key);
}
/** The registry product a word names, if any. */
const productNamed = (word: string | undefined) => (word === undefined ? undefined : names.get(word.toLowerCase()));

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (['dist', 'node_modules', 'fixtures', '.output', '.wxt'].includes(name)) return [];
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return /\.(tsx?|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const textOf = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteralLike(node) || ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) ? node.text : undefined;

/** The products one node lists as its items, or undefined for a node that is not a list. */
function listed(node: ts.Node): Array<string | undefined> | undefined {
  if (ts.isArrayLiteralExpression(node)) {
    return node.elements.flatMap((e) => {
      if (!ts.isObjectLiteralExpression(e)) return [productNamed(textOf(e))];
      // `[{ key: 'ecs', … }, …]`: an array of records names a product by one of its string values.
      const values = e.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? [productNamed(textOf(p.initializer))] : []));
      return [values.find(Boolean)];
    });
  }
  if (ts.isObjectLiteralExpression(node)) return node.properties.map((p) => productNamed(textOf(p.name)));
  if (ts.isUnionTypeNode(node)) return node.types.map((t) => (ts.isLiteralTypeNode(t) ? productNamed(textOf(t.literal)) : undefined));
  if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) return node.members.map((m) => productNamed(textOf(m.name)));
  if (ts.isEnumDeclaration(node)) return node.members.map((m) => productNamed(textOf(m.name)));
  if (ts.isStringLiteralLike(node) || ts.isRegularExpressionLiteral(node)) {
    // `'Valid values: Ecs, Vpc, Ram.'`, `/products\/(ecs|vpc|ram)\//`: names separated by commas or bars.
    const runs = node.text.match(/\b\w+\b(?:\s*(?:,|\||\band\b|\bor\b)\s*\b\w+\b){2,}/g) ?? [];
    return runs.flatMap((run) => run.split(/\s*(?:,|\||\band\b|\bor\b)\s*/).map(productNamed));
  }
  return undefined;
}

interface Finding {
  file: string;
  line: number;
  products: string[];
}

function scan(file: string): Finding[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Finding[] = [];
  const visit = (node: ts.Node) => {
    const products = [...new Set((listed(node) ?? []).filter((p): p is string => Boolean(p)))];
    if (products.length >= 3) found.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, products });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const findings = [...sources('emulator'), ...sources('companion')].flatMap(scan);

describe('lists of products', () => {
  it('finds a list wherever one is written (the scan itself works)', () => {
    const probe = ts.createSourceFile('probe.ts', "type P = 'ecs' | 'Vpc' | 'ALIDNS';\nconst m = { ram: 1, kms: 2, oss: 3 };\nconst s = 'use FC, Cdn or Slb';", ts.ScriptTarget.Latest, true);
    const lists: string[][] = [];
    const visit = (node: ts.Node) => {
      const products = [...new Set((listed(node) ?? []).filter((p): p is string => Boolean(p)))];
      if (products.length >= 3) lists.push(products);
      ts.forEachChild(node, visit);
    };
    visit(probe);
    expect(lists).toEqual([['ecs', 'vpc', 'dns'], ['ram', 'kms', 'oss'], ['fc', 'cdn', 'slb']]);
  });

  it('are written only in the registry (or where named with a reason above)', () => {
    const wrong = findings.filter((f) => !ALLOWED[f.file]).map((f) => `${f.file}:${f.line} lists ${f.products.join(', ')}: derive it from emulator/registry.ts`);
    expect(wrong).toEqual([]);
  });

  it('has no stale exception: each allowed file still holds a list', () => {
    const holding = new Set(findings.map((f) => f.file));
    expect(Object.keys(ALLOWED).filter((file) => !holding.has(file))).toEqual([]);
  });
});
