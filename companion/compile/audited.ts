/**
 * A query of another service's events ("Use ActionTrail to query the events of KMS", "查看ECS实例的操作记录"): the
 * trail holds events of that service only once something of it was done, so the procedure needs a resource of it.
 * Which service is the one the page names besides the console it runs in (its title, its heading, or the value it
 * filters by); which resource is the one its console lists first (the catalogue's lists in the order of its
 * navigation), unless the page names one of that service itself.
 */
import { PRODUCT_KEYS, PRODUCTS, type ProductKey } from '../task/products';
import type { ApiAction, Catalogue, CatalogueProduct } from './catalogue';
import { kindOfParam, type Kind } from './kinds';
import type { Need } from './requires';
import { kindsNamed } from './requires';
import type { Signal } from './signals';

/** An action that reads recorded events (ActionTrail's `LookupEvents`). */
export const readsEvents = (action: ApiAction) => action.rw === 'Read' && action.nouns.includes('event');

const ALIASES = PRODUCT_KEYS.flatMap((key) => [key, ...PRODUCTS[key].aliases].map((alias) => ({ key, alias: alias.toLowerCase() })))
  .sort((a, b) => b.alias.length - a.alias.length);

/** Every product a text names, in the order it names them (an alias counted once, Latin ones as whole words). */
export function productsNamed(text: string): ProductKey[] {
  let rest = text.toLowerCase();
  const found: Array<{ key: ProductKey; at: number }> = [];
  for (const { key, alias } of ALIASES) {
    for (let at = rest.indexOf(alias); at >= 0; at = rest.indexOf(alias, at + 1)) {
      const latin = /^[a-z]/.test(alias);
      const before = rest[at - 1] ?? ' ';
      const after = rest[at + alias.length] ?? ' ';
      if (latin && (/[a-z0-9]/.test(before) || /[a-z0-9]/.test(after))) continue;
      found.push({ key, at });
      rest = rest.slice(0, at) + ' '.repeat(alias.length) + rest.slice(at + alias.length);
    }
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.key))];
}

/** The resource a console lists first (ECS its instances, RAM its users, KMS its keys). */
export function mainKind(product: CatalogueProduct): Kind | undefined {
  for (const param of product.lists) {
    const kind = kindOfParam(param, product);
    if (kind && kind.service === product.service) return kind;
  }
  return undefined;
}

/**
 * The resource a query of another service's events needs, with the sentence that names the service: the title and
 * the page's heading first, then the values the steps fill in (a filter's "Kms").
 */
export function auditedNeed(console: CatalogueProduct, catalogue: Catalogue, signals: Signal[], filled: Array<{ value: string; signal: Signal }>): Need | undefined {
  const sources: Array<{ text: string; signal: Signal }> = [
    ...signals.filter((s) => s.kind === 'title' || s.kind === 'page').map((s) => ({ text: s.text, signal: s })),
    ...filled.map((f) => ({ text: f.value, signal: f.signal })),
  ];
  for (const { text, signal } of sources) {
    for (const key of productsNamed(text)) {
      const product = catalogue.product(key);
      if (!product || product.service === console.service) continue;
      // A resource of that service the same text names ("the ECS instance") is the one; else its main one.
      const named = kindsNamed(signal.words, product).find((k) => k.service === product.service);
      const kind = named ?? mainKind(product);
      if (kind) return { kind, reason: 'named', evidence: signal, confidence: named ? 0.6 : 0.5 };
    }
  }
  return undefined;
}

/**
 * The value of a filter the reader types in a query of events: a user name is who performed the operations, and
 * the operations that set up what the procedure needs are the account's own, performed by its root identity.
 */
export function auditedInput(field: string, english: string): { value: string; why: string } | undefined {
  if (/\buser\s*name\b|\busername\b/i.test(english) || /用户名/.test(field)) {
    return { value: 'root', why: 'the events of what the run sets up are the account\'s own operations, performed by its root identity' };
  }
  return undefined;
}
