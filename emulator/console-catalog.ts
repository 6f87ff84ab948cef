// What each product's console and API offer, for tools that write tasks from it (`aca explore`): the product's
// vocabulary file (labels, navigation, forms with their fields, lists with their row actions), the console-wide
// vocabulary, and the actions its API serves. Products without a console vocabulary are left out.
import { existsSync, readFileSync } from 'node:fs';
import type { Product } from './action.js';

const CONSOLE_VOCABULARY = new URL('./console/vocabulary.json', import.meta.url);
const vocabularyFile = (key: string) => new URL(`./products/${key}/vocabulary.json`, import.meta.url);

const readVocabulary = (file: URL): unknown => JSON.parse(readFileSync(file, 'utf8'));

function describe(product: Product) {
  const key = product.key;
  return {
    key,
    service: product.service,
    version: product.version,
    actions: Object.entries(product.actions).map(([name, def]) => ({ name, rw: def.rw })),
    vocabulary: readVocabulary(vocabularyFile(key)),
  };
}

/** The catalogue of the given products (the server's: `cloud.products`), in registry order. */
export function consoleCatalog(products: readonly Product[]) {
  const withConsole = products.filter((p) => existsSync(vocabularyFile(p.key)));
  return { console: readVocabulary(CONSOLE_VOCABULARY), products: withConsole.map(describe) };
}
