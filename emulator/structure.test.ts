// The emulator's layout rules, checked on its module graph (every TypeScript import, type-only ones and `import()`
// types included, resolved as tsc resolves them): no import cycle; core files reach a product only through the
// registry (product-modules.ts for the Node side, the console's glob for the UI); a product imports core files, its
// own folder, and of another product only its public modules; every product folder has its registry line.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { registry } from './registry.js';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true };

/** Paths relative to emulator/, `/`-separated. */
function sources(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'dist' || name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const productOf = (file: string) => /^products\/([^/]+)\//.exec(file)?.[1];
/** What another product may import of a product: its module (Node) and the API shapes its console pages read. */
const isPublic = (file: string) => /^products\/[^/]+\/(index\.ts|console\/types\.ts)$/.test(file);

/** The two files that load products, from the registry: the Node side (dynamic imports) and the console (a glob). */
const LOADERS = ['product-modules.ts', 'console/src/products.ts'];

/** The files each file imports, in emulator/; the registry's loaders count as importing every product module they load. */
function graph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = ts
      .preProcessFile(text, true, true)
      .importedFiles.filter((i) => i.fileName.startsWith('.'))
      .map((i) => ts.resolveModuleName(i.fileName, join(ROOT, file), OPTIONS, ts.sys).resolvedModule?.resolvedFileName)
      .filter((t): t is string => Boolean(t))
      .map((t) => relative(ROOT, t).split('\\').join('/'))
      .filter((t) => known.has(t));
    edges.set(file, targets);
  }
  edges.get('product-modules.ts')!.push(...registry.map((e) => `products/${e.key}/index.ts`));
  edges.get('console/src/products.ts')!.push(...registry.map((e) => `products/${e.key}/console/index.ts`));
  return edges;
}

/** The strongly connected components with more than one file (Tarjan): each is an import cycle. */
function cycles(edges: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || edges.get(v)?.includes(v)) found.push(component.sort());
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

const files = sources();
const edges = graph(files);

describe('the emulator module graph', () => {
  it('reads the imports of every kind (the walk itself works)', () => {
    expect(edges.get('server.ts')).toContain('product-modules.ts');
    // A type-only import and an `import()` type are edges too.
    expect(edges.get('products/vpc/api/routes.ts')).toContain('products/vpc/api/state.ts');
    expect(cycles(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
  });

  it('has no import cycle', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('reaches a product from a core file only through the registry', () => {
    const wrong = [...edges]
      .filter(([file]) => !productOf(file) && !isTest(file) && !LOADERS.includes(file))
      .flatMap(([file, targets]) => targets.filter((t) => productOf(t)).map((t) => `${file} imports ${t}`));
    expect(wrong, 'core files get products from product-modules.ts (Node) or console/src/products.ts (console)').toEqual([]);
  });

  it("lets a product import of another product only that product's public modules (index.ts, console/types.ts)", () => {
    const wrong = [...edges]
      .filter(([file]) => productOf(file) && !isTest(file))
      .flatMap(([file, targets]) => targets.filter((t) => productOf(t) && productOf(t) !== productOf(file) && !isPublic(t)).map((t) => `${file} imports ${t}`));
    expect(wrong).toEqual([]);
  });

  it('has a registry line for every product folder, and a folder with its module for every line', () => {
    const folders = readdirSync(join(ROOT, 'products')).filter((name) => statSync(join(ROOT, 'products', name)).isDirectory());
    expect(folders.sort()).toEqual(registry.map((e) => e.key).sort());
    for (const e of registry) expect(files, `products/${e.key}/index.ts`).toContain(`products/${e.key}/index.ts`);
  });

  it('has a README per product with the table of the help-center pages its console follows', () => {
    for (const e of registry) {
      const readme = readFileSync(join(ROOT, 'products', e.key, 'README.md'), 'utf8');
      expect(readme, `products/${e.key}/README.md`).toContain('| page | help-center pages it follows | their dates |');
    }
  });
});
