// What each product's console and API offer, for tools that write tasks from it (`aca explore`): the product's
// vocabulary file (labels, navigation, forms with their fields, lists with their row actions), the console-wide
// vocabulary, and the actions its API serves. Products without a console vocabulary are left out.
import { existsSync, readFileSync } from 'node:fs';
import type { ActionDef, Effect, ProductDef } from './action.js';
import { products } from './products/index.js';

const vocabularyFile = (key: string) => new URL(`./ui/src/products/${key}/vocabulary.json`, import.meta.url);

const readVocabulary = (key: string): unknown => JSON.parse(readFileSync(vocabularyFile(key), 'utf8'));

/** The console folder of a product: its service name in lower case, unless the console is named otherwise. */
const consoleKey = (product: ProductDef) => ({ Alidns: 'dns' } as Record<string, string>)[product.service] ?? product.service.toLowerCase();

/** `effect` (what the action destroys) and, when it depends on the request, `effectWhen`; nothing for a harmless action. */
function effectOf(def: ActionDef): { effect?: Effect; effectWhen?: Record<string, string[]> } {
  if (!def.effect) return {};
  return typeof def.effect === 'string' ? { effect: def.effect } : { effect: def.effect.effect, effectWhen: def.effect.when };
}

function describe(product: ProductDef) {
  const key = consoleKey(product);
  return {
    key,
    service: product.service,
    version: product.version,
    actions: Object.entries(product.actions).map(([name, def]) => ({ name, rw: def.rw, ...effectOf(def) })),
    vocabulary: readVocabulary(key),
  };
}

export function consoleCatalog() {
  const withConsole = Object.values(products).filter((p) => existsSync(vocabularyFile(consoleKey(p))));
  return { console: readVocabulary('console'), products: withConsole.map(describe) };
}
