// Adding a product is one folder and one registry line (README.md, "Adding a product"): in a copy of emulator/,
// a tiny product "Gadgets" gets its folder and its line, nothing else changes, and then its API answers through
// the signed gateway, its console API answers a logged-in session, the catalogue lists it, its console page is a
// route of the rebuilt console and its entry is in the Products and Services menu.
import * as $OpenApi from '@alicloud/openapi-client';
import * as $Util from '@alicloud/tea-util';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from './console/uiHarness.js';
import type { RunningEmulator } from './server.js';
import { admin, lookupEvents, newAccount, openApiClient, type Account } from './testing.js';

const EMULATOR = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(EMULATOR, '..');

/** The tiny product's folder, as a person adding a product writes it. */
const FOLDER: Record<string, string> = {
  'index.ts': `// Gadgets (2030-01-01): the smallest product, for the test that adding one is a folder and a registry line.
import type { ActionDef, ProductDef } from '../../action.js';
import { secondTime } from '../../common.js';
import type { Tenant } from '../../state.js';

declare module '../../state.js' {
  interface Tenant {
    gadgets?: Record<string, { GadgetName: string; CreationTime: string }>;
  }
}

const gadgetsOf = (tenant: Tenant) => (tenant.gadgets ??= {});

export const product: ProductDef = {
  version: '2030-01-01',
  endpoint: 'gadgets.aliyuncs.com',
  consoleSource: 'gadgets.console.aliyun.com',
  actions: {
    CreateGadget: {
      rw: 'Write',
      handle(ctx) {
        const GadgetName = ctx.params.required('GadgetName');
        gadgetsOf(ctx.tenant)[GadgetName] = { GadgetName, CreationTime: secondTime(ctx.now) };
        return { GadgetName };
      },
    },
    DescribeGadgets: {
      rw: 'Read',
      handle: (ctx) => ({ Gadgets: { Gadget: Object.values(gadgetsOf(ctx.tenant)) } }),
    },
  } satisfies Record<string, ActionDef>,
};
`,
  'vocabulary.json': JSON.stringify(
    {
      product: 'tiny',
      labels: {
        'product.name': { en: 'Gadget Service', zh: '小工具服务' },
        'tiny.title': { en: 'Gadgets', zh: '小工具' },
        'nav.gadgets': { en: 'Gadgets', zh: '小工具' },
      },
      nav: [{ key: 'gadgets', path: ['nav.gadgets'], route: '/tiny' }],
      variants: {},
    },
    null,
    2,
  ),
  'console/index.ts': `import type { ConsoleModule } from '../../../console/src/lib/product';
import vocabulary from '../vocabulary.json';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import { GadgetsPage } from './GadgetsPage';

export const consoleModule: ConsoleModule = {
  vocabulary: vocabulary as Vocabulary,
  titleKey: 'tiny.title',
  routes: [{ pattern: '/tiny', page: GadgetsPage }],
};
`,
  'console/GadgetsPage.tsx': `import { PageHeader } from '../../../console/src/components/PageHeader';
import { useApiQuery } from '../../../console/src/lib/useApiQuery';
import { useVocabulary } from '../../../console/src/lib/useVocabulary';
import type { Vocabulary } from '../../../console/src/lib/vocabulary';
import vocabulary from '../vocabulary.json';

type Gadgets = { Gadgets: { Gadget: Array<{ GadgetName: string }> } };

export function GadgetsPage() {
  const { t } = useVocabulary(vocabulary as Vocabulary);
  const { data } = useApiQuery<Gadgets>('Tiny', 'DescribeGadgets', {});
  return (
    <div>
      <PageHeader title={t('tiny.title')} />
      <ul className="gadgets">{(data?.Gadgets.Gadget ?? []).map((g) => <li key={g.GadgetName}>{g.GadgetName}</li>)}</ul>
    </div>
  );
}
`,
};

const LINE = "  { key: 'tiny', service: 'Tiny', console: '/tiny' },\n";

/** Every file below `dir`, relative to it, but the built console. */
function filesOf(dir: string, under = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'dist' || name === 'node_modules') return [];
    return statSync(path).isDirectory() ? filesOf(path, under) : [relative(under, path).split('\\').join('/')];
  });
}

let copy: string;
let em: RunningEmulator;
let account: Account;
let browser: Browser;

beforeAll(async () => {
  // Inside the checkout (runs/ is ignored by git, vitest, tsc and eslint) so that node_modules resolves.
  mkdirSync(join(ROOT, 'runs'), { recursive: true });
  copy = join(mkdtempSync(join(ROOT, 'runs', 'new-product-')), 'emulator');
  cpSync(EMULATOR, copy, { recursive: true, filter: (src) => !/[\\/](dist|node_modules)$/.test(src) });
  for (const [file, text] of Object.entries(FOLDER)) {
    mkdirSync(join(copy, 'products/tiny', file, '..'), { recursive: true });
    writeFileSync(join(copy, 'products/tiny', file), text);
  }
  const registry = join(copy, 'registry.ts');
  writeFileSync(registry, readFileSync(registry, 'utf8').replace('] as const satisfies', `${LINE}] as const satisfies`));

  // The console of the copy, built as bin/build.mjs builds it (production React under any NODE_ENV).
  const { build } = await import('vite');
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: join(copy, 'console/vite.config.ts'), root: join(copy, 'console'), logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = env;
  }
  const { startEmulator } = (await import(pathToFileURL(join(copy, 'server.ts')).href)) as typeof import('./server.js');
  em = await startEmulator({ port: 0, seed: 'new-product' });
  account = await newAccount(em);
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run'] });
});

afterAll(async () => {
  await browser?.close();
  await em?.close();
  if (copy) rmSync(join(copy, '..'), { recursive: true, force: true });
});

async function rpc(action: string, query: Record<string, string> = {}) {
  const params = new $OpenApi.Params({
    action, version: '2030-01-01', protocol: 'HTTP', pathname: '/', method: 'POST', authType: 'AK', style: 'RPC', reqBodyType: 'formData', bodyType: 'json',
  });
  const res = await openApiClient(em, account).callApi(params, new $OpenApi.OpenApiRequest({ query }), new $Util.RuntimeOptions({}));
  return res.body as Record<string, any>;
}

describe('adding a product', () => {
  it('is its folder and one registry line: nothing else in the copy differs', () => {
    const mine = filesOf(EMULATOR).sort();
    const theirs = filesOf(copy).sort();
    expect(theirs.filter((f) => !mine.includes(f))).toEqual(Object.keys(FOLDER).map((f) => `products/tiny/${f}`).sort());
    const changed = mine.filter((f) => readFileSync(join(EMULATOR, f), 'utf8') !== readFileSync(join(copy, f), 'utf8'));
    expect(changed).toEqual(['registry.ts']);
    const added = readFileSync(join(copy, 'registry.ts'), 'utf8').split('\n').filter((l) => !readFileSync(join(EMULATOR, 'registry.ts'), 'utf8').split('\n').includes(l));
    expect(added).toEqual([LINE.trimEnd()]);
  });

  it('routes its Version through the signed gateway, and ActionTrail names its service', async () => {
    expect(await rpc('CreateGadget', { GadgetName: 'sprocket' })).toMatchObject({ GadgetName: 'sprocket', RequestId: expect.any(String) });
    expect((await rpc('DescribeGadgets')).Gadgets.Gadget).toEqual([{ GadgetName: 'sprocket', CreationTime: expect.any(String) }]);
    const trail = await lookupEvents(openApiClient(em, account), { 'LookupAttribute.1.Key': 'EventName', 'LookupAttribute.1.Value': 'CreateGadget' });
    expect(trail.Events.map((e) => [e.serviceName, e.eventSource, e.apiVersion])).toEqual([['Tiny', 'gadgets.aliyuncs.com', '2030-01-01']]);
  });

  it('is in the catalogue with its actions and vocabulary', async () => {
    const { body } = await admin(em, 'GET', '/__emulator/catalog');
    const tiny = (body.products as Array<{ key: string; service: string; actions: unknown[]; vocabulary: { product: string } }>).find((p) => p.key === 'tiny');
    expect(tiny).toMatchObject({ service: 'Tiny', version: '2030-01-01', vocabulary: { product: 'tiny' } });
    expect(tiny!.actions).toEqual([{ name: 'CreateGadget', rw: 'Write' }, { name: 'DescribeGadgets', rw: 'Read' }]);
  });

  it('has its console page, which reads its API through the console API, and its entry in the products menu', async () => {
    const login = new URL(account.loginUrl);
    login.searchParams.set('next', '/tiny');
    login.searchParams.set('lang', 'en');
    const page = await (await browser.newContext()).newPage();
    await page.goto(login.toString());
    await expect.poll(() => page.locator('.gadgets li').allInnerTexts(), { timeout: 20_000 }).toEqual(['sprocket']);
    await expect.poll(() => page.getByRole('heading', { name: 'Gadgets' }).count()).toBeGreaterThan(0);
    const api = await page.request.post(new URL('/__console/api', page.url()).toString(), { data: { product: 'Tiny', action: 'DescribeGadgets', params: {} } });
    expect(api.status()).toBe(200);
    await page.getByRole('button', { name: 'Products and Services' }).click();
    await expect.poll(() => page.locator('.next-menu-item').allInnerTexts()).toContain('Gadget Service');
    await page.locator('.next-menu-item', { hasText: 'Elastic Compute Service' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/ecs');
  });
});
