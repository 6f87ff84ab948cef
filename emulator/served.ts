// The "Actions served" table of emulator/README.md, written from the product registry so it is always complete:
// `npx tsx emulator/served.ts` rewrites it; served.test.ts fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { products } from './product-modules.js';

export const README = fileURLToPath(new URL('./README.md', import.meta.url));
const START = '<!-- served:start -->';
const END = '<!-- served:end -->';

export function servedTable(): string {
  // Side APIs (RAM's STS) are rows of their own, named "served by" their product.
  const apis = products.flatMap((p) => [
    { service: p.service as string, version: p.version, roa: Boolean(p.roa), actions: p.actions, by: '' },
    ...(p.alsoServes ?? []).map((a) => ({ service: a.service, version: a.version, roa: false, actions: a.actions, by: ` (served by ${p.service})` })),
  ]);
  const rows = apis
    .sort((a, b) => a.service.localeCompare(b.service))
    .map((p) => {
      const actions = Object.keys(p.actions).sort();
      return `| ${p.service}${p.by} | \`${p.version}\`${p.roa ? ' (ROA)' : ''} | ${actions.length} | ${actions.join(', ')} |`;
    });
  const total = apis.reduce((n, p) => n + Object.keys(p.actions).length, 0);
  return ['| service | version | actions | names |', '| --- | --- | ---: | --- |', ...rows, `| **all** | | ${total} | |`].join('\n');
}

export function withServed(readme: string, table = servedTable()): string {
  const a = readme.indexOf(START);
  const b = readme.indexOf(END);
  if (a < 0 || b < a) throw new Error(`emulator/README.md has no ${START} ... ${END} block`);
  return `${readme.slice(0, a)}${START}\n${table}\n${readme.slice(b)}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(README, withServed(readFileSync(README, 'utf8')));
  console.log('emulator/README.md: actions served written');
}
