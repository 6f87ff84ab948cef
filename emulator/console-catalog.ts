// What each product's console and API offer, for tools that write tasks from it (`aca explore`): the product's
// vocabulary file (labels, navigation, forms with their fields, lists with their row actions), the console-wide
// vocabulary, and the actions its API serves. Products without a console vocabulary are left out.
import { existsSync, readFileSync } from 'node:fs';
import type { ProductDef } from './action.js';
import { exploreDescription } from './console/kinds/catalog.js';
import { generationSummary } from './generations.js';
import { products } from './registry.js';

const vocabularyFile = (key: string) => new URL(key === 'console' ? './console/vocabulary.json' : `./products/${key}/vocabulary.json`, import.meta.url);

const readVocabulary = (key: string): unknown => JSON.parse(readFileSync(vocabularyFile(key), 'utf8'));

/** The console folder of a product: its service name in lower case, unless the console is named otherwise. */
const consoleKey = (product: ProductDef) => ({ Alidns: 'dns' } as Record<string, string>)[product.service] ?? product.service.toLowerCase();

type Label = { en: string; zh: string };

/**
 * A product with page descriptions (its `console`) has its forms and lists derived from today's pages, the pages
 * themselves and its generations served beside them; the others keep the forms and lists of their vocabulary file.
 */
function describe(product: ProductDef) {
  const key = consoleKey(product);
  const vocabulary = readVocabulary(key) as { labels: Record<string, Label> };
  const common = readVocabulary('console') as { labels: Record<string, Label> };
  const described = product.console
    ? {
        ...exploreDescription(product.console.pages, (k) => vocabulary.labels[k] ?? common.labels[k]),
        pages: product.console.pages,
        generations: product.console.generations.map(generationSummary),
      }
    : {};
  return {
    key,
    service: product.service,
    version: product.version,
    actions: Object.entries(product.actions).map(([name, def]) => ({ name, rw: def.rw })),
    vocabulary: { ...vocabulary, ...described },
  };
}

export function consoleCatalog() {
  const withConsole = Object.values(products).filter((p) => existsSync(vocabularyFile(consoleKey(p))));
  return { console: readVocabulary('console'), products: withConsole.map(describe) };
}
