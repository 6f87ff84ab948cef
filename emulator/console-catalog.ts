// What each product's console and API offer, for tools that write tasks from it (`aca explore`): the product's
// vocabulary file (labels, navigation, forms with their fields, lists with their row actions), the console-wide
// vocabulary, and the actions its API serves. Products without a console vocabulary are left out.
import { existsSync, readFileSync } from 'node:fs';
import type { ActionDef, Effect, Product } from './action.js';
import { exploreDescription } from './console/kinds/catalog.js';
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
 * product that declares generations (described or hand-drawn) has them listed.
 */
function describe(product: Product) {
  const key = product.key;
  const vocabulary = readVocabulary(vocabularyFile(key)) as { labels: Record<string, Label>; forms?: unknown[]; lists?: unknown[] };
  const common = readVocabulary(CONSOLE_VOCABULARY) as { labels: Record<string, Label> };
  const own = product.described;
  const generations = own?.generations.map(generationSummary);
  const described = !own
    ? {}
    : own.pages
      ? { ...withHandDrawn(vocabulary, exploreDescription(own.pages, (k) => vocabulary.labels[k] ?? common.labels[k])), pages: own.pages, generations }
      : { generations };
  return {
    key,
    service: product.service,
    version: product.version,
    actions: Object.entries(product.actions).map(([name, def]) => ({ name, rw: def.rw, ...effectOf(def) })),
    vocabulary: { ...vocabulary, ...described },
  };
}

/** The catalogue of the given products (the server's: `cloud.products`), in registry order. */
export function consoleCatalog(products: readonly Product[]) {
  const withConsole = products.filter((p) => existsSync(vocabularyFile(p.key)));
  return { console: readVocabulary(CONSOLE_VOCABULARY), products: withConsole.map(describe) };
}
