// What each product's console and API offer, for tools that write tasks from it (`aca explore`): the product's
// vocabulary file (labels, navigation, forms with their fields, lists with their row actions), the console-wide
// vocabulary, and the actions its API serves. Products without a console vocabulary are left out.
import { existsSync, readFileSync } from 'node:fs';
import type { ActionDef, Effect, Product } from './action.js';
import { exploreDescription } from './console/kinds/catalog.js';
import { pagesOf, type Generation } from './console/kinds/generation.js';
import { resolveVocabulary, type NavEntry } from './console/src/lib/vocabulary.js';
import { generationSummary } from './generations.js';

const CONSOLE_VOCABULARY = new URL('./console/vocabulary.json', import.meta.url);
const vocabularyFile = (key: string) => new URL(`./products/${key}/vocabulary.json`, import.meta.url);

const readVocabulary = (file: URL): unknown => JSON.parse(readFileSync(file, 'utf8'));

type Label = { en: string; zh: string };

/** `effect` (what the action destroys) and, when it depends on the request, `effectWhen`; nothing for a harmless action. */
function effectOf(def: ActionDef): { effect?: Effect; effectWhen?: Record<string, string[]> } {
  if (!def.effect) return {};
  return typeof def.effect === 'string' ? { effect: def.effect } : { effect: def.effect.effect, effectWhen: def.effect.when };
}


/** The forms and lists a vocabulary file still keeps for hand-drawn pages (SLB), before those derived from the page descriptions. */
function withHandDrawn(vocabulary: { forms?: unknown[]; lists?: unknown[] }, derived: { forms: unknown[]; lists: unknown[] }) {
  return { forms: [...(vocabulary.forms ?? []), ...derived.forms], lists: [...(vocabulary.lists ?? []), ...derived.lists] };
}

/**
 * A product with page descriptions (its `described.pages`) has its forms and lists derived from today's pages and
 * the pages themselves served beside them (after those its vocabulary file keeps for its hand-drawn pages); the
 * others keep the forms and lists of their vocabulary file. Every
 * product that declares generations (described or hand-drawn) has them listed. With one of its generations, the
 * product is described as that console: the generation's labels and navigation over today's, its patches applied to
 * the pages.
 */
function describe(product: Product, generation?: Generation) {
  const key = product.key;
  const file = readVocabulary(vocabularyFile(key)) as { labels: Record<string, Label>; nav?: NavEntry[]; forms?: unknown[]; lists?: unknown[] };
  // A generation's hand-drawn pages come with their own forms and lists, after the vocabulary file's.
  const vocabulary = generation
    ? { ...file, ...overlay(file, generation), forms: [...(file.forms ?? []), ...(generation.catalog?.forms ?? [])], lists: [...(file.lists ?? []), ...(generation.catalog?.lists ?? [])] }
    : file;
  const common = readVocabulary(CONSOLE_VOCABULARY) as { labels: Record<string, Label> };
  const own = product.described;
  const generations = own?.generations.map(generationSummary);
  const pages = own?.pages ? pagesOf(own.pages, generation) : undefined;
  const described = !own
    ? {}
    : pages
      ? { ...withHandDrawn(vocabulary, exploreDescription(pages, (k) => vocabulary.labels[k] ?? common.labels[k])), pages, generations }
      : { generations };
  return {
    key,
    service: product.service,
    version: product.version,
    actions: [
      ...Object.entries(product.actions).map(([name, def]) => ({ name, rw: def.rw, ...effectOf(def) })),
      // A side API the product's pages call (RAM's SSO page: IMS) is the console's too, under its own service.
      ...(product.alsoServes ?? []).flatMap((side) => Object.entries(side.actions).map(([name, def]) => ({ name, rw: def.rw, service: side.service, ...effectOf(def) }))),
    ],
    vocabulary: { ...vocabulary, ...described },
  };
}

/** A generation's labels and navigation over a vocabulary file's (as the console resolves them for its accounts). */
function overlay(file: { labels: Record<string, Label>; nav?: NavEntry[] }, generation: Generation) {
  const resolved = resolveVocabulary({ product: generation.product, labels: file.labels, nav: file.nav ?? [], variants: {} }, null, generation);
  return { labels: resolved.labels, nav: resolved.nav };
}

/**
 * The catalogue of the given products (the server's: `cloud.products`), in registry order: today's consoles, or,
 * given generations (`cms@2020`), each of their products as that generation's console and the others as today's.
 */
export function consoleCatalog(products: readonly Product[], generations: readonly Generation[] = []) {
  const withConsole = products.filter((p) => existsSync(vocabularyFile(p.key)));
  return { console: readVocabulary(CONSOLE_VOCABULARY), products: withConsole.map((p) => describe(p, generations.find((g) => g.product === p.key))) };
}
