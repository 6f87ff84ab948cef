// What each product's console and API offer, for tools that write tasks from it (`aca explore`): the product's
// vocabulary file (labels, navigation, forms with their fields, lists with their row actions), the console-wide
// vocabulary, and the actions its API serves. Products without a console (ActionTrail) are left out.
import { existsSync, readFileSync } from 'node:fs';
import type { ProductDef } from './action.js';
import { products } from './products/index.js';

const vocabularyFile = (key: string) => new URL(`./ui/src/products/${key}/vocabulary.json`, import.meta.url);

const readVocabulary = (key: string): unknown => JSON.parse(readFileSync(vocabularyFile(key), 'utf8'));

function describe(product: ProductDef) {
  const key = product.service.toLowerCase();
  return {
    key,
    service: product.service,
    version: product.version,
    actions: Object.entries(product.actions).map(([name, def]) => ({ name, rw: def.rw })),
    vocabulary: readVocabulary(key),
  };
}

export function consoleCatalog() {
  const withConsole = Object.values(products).filter((p) => existsSync(vocabularyFile(p.service.toLowerCase())));
  return { console: readVocabulary('console'), products: withConsole.map(describe) };
}
