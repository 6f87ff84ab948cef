// What each product's console and API offer, for tools that write tasks from it (`aca explore`): the product's
// vocabulary file (labels, navigation, forms with their fields, lists with their row actions), the console-wide
// vocabulary, and the actions its API serves. Products without a console vocabulary are left out.
import { existsSync, readFileSync } from 'node:fs';
import type { ProductDef } from './action.js';
import { products } from './registry.js';

const vocabularyFile = (key: string) => new URL(key === 'console' ? './console/vocabulary.json' : `./products/${key}/vocabulary.json`, import.meta.url);

const readVocabulary = (key: string): unknown => JSON.parse(readFileSync(vocabularyFile(key), 'utf8'));

/** The console folder of a product: its service name in lower case, unless the console is named otherwise. */
const consoleKey = (product: ProductDef) => ({ Alidns: 'dns' } as Record<string, string>)[product.service] ?? product.service.toLowerCase();

function describe(product: ProductDef) {
  const key = consoleKey(product);
  return {
    key,
    service: product.service,
    version: product.version,
    actions: Object.entries(product.actions).map(([name, def]) => ({ name, rw: def.rw })),
    vocabulary: readVocabulary(key),
  };
}

export function consoleCatalog() {
  const withConsole = Object.values(products).filter((p) => existsSync(vocabularyFile(consoleKey(p))));
  return { console: readVocabulary('console'), products: withConsole.map(describe) };
}
