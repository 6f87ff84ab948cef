// What each product's console and API offer, for tools that write tasks from it (`aca explore`): the product's
// vocabulary file (labels, navigation, forms with their fields, lists with their row actions), the console-wide
// vocabulary, and the actions its API serves. Products without a console vocabulary are left out.
import { existsSync, readFileSync } from 'node:fs';
import type { Product } from './action.js';
import { exploreDescription } from './console/kinds/catalog.js';
import { generationSummary } from './generations.js';

const CONSOLE_VOCABULARY = new URL('./console/vocabulary.json', import.meta.url);
const vocabularyFile = (key: string) => new URL(`./products/${key}/vocabulary.json`, import.meta.url);

const readVocabulary = (file: URL): unknown => JSON.parse(readFileSync(file, 'utf8'));

type Label = { en: string; zh: string };

/**
 * A product with page descriptions (its `described`) has its forms and lists derived from today's pages, the pages
 * themselves and its generations served beside them; the others keep the forms and lists of their vocabulary file.
 */
function describe(product: Product) {
  const key = product.key;
  const vocabulary = readVocabulary(vocabularyFile(key)) as { labels: Record<string, Label> };
  const common = readVocabulary(CONSOLE_VOCABULARY) as { labels: Record<string, Label> };
  const described = product.described
    ? {
        ...exploreDescription(product.described.pages, (k) => vocabulary.labels[k] ?? common.labels[k]),
        pages: product.described.pages,
        generations: product.described.generations.map(generationSummary),
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

/** The catalogue of the given products (the server's: `cloud.products`), in registry order. */
export function consoleCatalog(products: readonly Product[]) {
  const withConsole = products.filter((p) => existsSync(vocabularyFile(p.key)));
  return { console: readVocabulary(CONSOLE_VOCABULARY), products: withConsole.map(describe) };
}
