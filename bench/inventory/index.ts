/**
 * Addressability against an independent inventory (page.ts): how many of a page's interactive elements, found
 * by a rule set that shares no code with the page runtime, the observation gives a ref with a usable name that
 * takes a click; and the misses by kind.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { PageSnapshot } from '../../protocol';
import type { Item, Observed, Verdict } from './page';

export type { Item, Verdict };

let bundled: string | undefined;

/** page.ts as one script (esbuild, no name-keeping helpers: the code runs as it is written). */
async function script(): Promise<string> {
  if (bundled) return bundled;
  const out = await build({ entryPoints: [fileURLToPath(new URL('./page.ts', import.meta.url))], bundle: true, write: false, format: 'iife', target: 'chrome110', platform: 'browser', logLevel: 'warning' });
  bundled = out.outputFiles[0].text;
  return bundled;
}

export interface Addressability {
  items: Item[];
  verdicts: Verdict[];
  addressed: number;
  /** Per kind: items, addressed, and the misses (what, outcome, the name it got). */
  byKind: Map<string, { items: number; addressed: number; misses: string[] }>;
  /** Icon-only items whose doc name is known (the benchmark page marks them): addressed with that name / all. */
  icons: { known: number; addressed: number };
}

/** Takes the inventory now (it scrolls, so take the snapshots to size before), then matches `snap`'s refs to it. */
export async function addressability(page: Page, snap: PageSnapshot, interactive: Set<string>): Promise<Addressability> {
  await page.evaluate(await script());
  const items = (await page.evaluate('window.__inventory.collect()')) as Item[];
  const observed: Observed[] = snap.elements
    .filter((e) => interactive.has(e.role) && !e.blocked)
    .map((e) => ({ ref: e.ref, role: e.role, name: e.name, icon: e.icon, value: e.value, placeholder: e.placeholder, row: e.within.find((w) => w.startsWith('row:')) }));
  const args = JSON.stringify([observed, items.map((i) => i.kind), items.map((i) => i.truth)]);
  const verdicts = (await page.evaluate(`(() => { const x = window.scrollX, y = window.scrollY; const v = window.__inventory.match(...${args}); window.scrollTo(x, y); return v; })()`)) as Verdict[];
  const byKind = new Map<string, { items: number; addressed: number; misses: string[] }>();
  let known = 0;
  let knownOk = 0;
  for (const v of verdicts) {
    const item = items[v.id];
    const k = byKind.get(item.kind) ?? { items: 0, addressed: 0, misses: [] };
    byKind.set(item.kind, k);
    k.items++;
    if (v.outcome === 'addressed') k.addressed++;
    else k.misses.push(`${item.what}: ${v.outcome}${v.name !== undefined ? ` ("${v.name}")` : ''}`);
    if (item.kind === 'icon-only' && item.truth.length) {
      known++;
      if (v.outcome === 'addressed') knownOk++;
    }
  }
  return { items, verdicts, addressed: verdicts.filter((v) => v.outcome === 'addressed').length, byKind, icons: { known, addressed: knownOk } };
}

/** "icon-only 40/41 (span.row-icon: wrong name ("tag")), link 12/12" */
export function kindSummary(a: Addressability, examples = 2): string {
  return [...a.byKind.entries()]
    .sort((x, y) => y[1].items - x[1].items)
    .map(([kind, k]) => {
      const distinct = [...new Set(k.misses)];
      const misses = distinct.length ? ` (${distinct.slice(0, examples).join('; ')}${distinct.length > examples ? `; +${distinct.length - examples} more` : ''})` : '';
      return `${kind} ${k.addressed}/${k.items}${misses}`;
    })
    .join(', ');
}
