/**
 * The emulator's catalogue (`GET /__emulator/catalog`) as the compiler reads it: per product its API actions, its
 * bilingual labels, its navigation, the create forms and the row actions of its lists (which console control calls
 * which operation with which parameters) and, where the product's console is written as page descriptions, the
 * conditions under which a control is shown or enabled (what state the resource must be in). Read at run time from
 * the emulator, never copied: the catalogue grows as consoles are rebuilt.
 */
import { z } from 'zod';
import { CatalogSchema, type Catalog, type CatalogForm, type CatalogList } from '../explore/catalog';
import { CompileError } from './errors';
import { splitName, wordsOf } from './words';

export interface ApiAction {
  name: string;
  rw: 'Read' | 'Write';
  /** The verb of its name, lower case (`associate`), and its nouns (`eip`, `address`). */
  verb: string;
  nouns: string[];
  /** The service whose events it leaves, when not the product's (RAM's console calls IMS for SSO). */
  service?: string;
}

/** One console control that calls an action: a row action (a label path) or a create form's button. */
export interface ControlCall {
  /** English labels of the path clicked (`More`, `Release`), the form's open button, the dialog's title. */
  path: string[];
  dialog?: string;
  action: string;
  /** The parameters that carry the id of the row the control is on. */
  rowParams: string[];
  /** A create form's fields: label (English and Chinese) -> parameter; a value when the form fixes it; a number box's bounds. */
  fields: Array<{ en: string; zh: string; param: string; value?: string; kind: string } & NumberBounds>;
  /** The list's id parameter (`InstanceId`), for a row action. */
  listId?: string;
}

/** A condition a control's page description puts on the row: the field and the values it must have. */
/** A number box's bounds and starting value (`startsFrom`: it starts with the resource's own field). */
export type NumberBounds = { min?: number; max?: number; default?: number; startsFrom?: string };

/** What the compiler keeps of a catalogue field: its labels, parameter, kind, fixed value and a number box's bounds. */
function fieldOf(f: { label: string; param: string; kind: string; value?: string } & NumberBounds, label: (key: string) => { en: string; zh: string }) {
  const bounds = Object.fromEntries((['min', 'max', 'default', 'startsFrom'] as const).flatMap((k) => (f[k] !== undefined ? [[k, f[k]]] : [])));
  return { ...label(f.label), param: f.param, kind: f.kind, ...(f.value !== undefined ? { value: f.value } : {}), ...bounds };
}

export interface StateCondition {
  field: string;
  values: string[];
}

export interface CatalogueProduct {
  key: string;
  service: string;
  actions: ApiAction[];
  labels: Record<string, { en: string; zh: string }>;
  controls: ControlCall[];
  /** Row conditions of the controls that lead to an action (page descriptions only), by action name. */
  states: Map<string, StateCondition[]>;
  /** English labels of the navigation (every level). */
  nav: string[];
  /** The id parameters of the console's resource lists, in the order of its navigation (`InstanceId` first for ECS). */
  lists: string[];
}

export interface Catalogue {
  products: CatalogueProduct[];
  /** The earlier consoles it describes in place of today's (`cms@2020`), at most one per product; none: today's. */
  generations: string[];
  product(key: string): CatalogueProduct | undefined;
  /** Every label of a product and of the console: Chinese text -> English texts, longest first. */
  chinese(product: CatalogueProduct | undefined): Array<{ zh: string; en: string }>;
}

/**
 * Fetches the catalogue from an emulator and indexes it; a catalogue that does not validate is refused. With
 * `generations` (`cms@2020`: the console a page describes, when it is not today's), those products' consoles as they
 * were then.
 */
export async function fetchCatalogue(emulator: { url: string; adminToken: string }, generations: readonly string[] = []): Promise<Catalogue> {
  const query = generations.map((g) => `generation=${encodeURIComponent(g)}`).join('&');
  const where = `${emulator.url}/__emulator/catalog${query ? `?${query}` : ''}`;
  let body: unknown;
  try {
    const res = await fetch(where, { headers: { authorization: `Bearer ${emulator.adminToken}` } });
    if (!res.ok) throw new Error(`HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`);
    body = await res.json();
  } catch (error) {
    throw new CompileError('compile-catalogue-unavailable', `cannot read the emulator's catalogue at ${where}: ${(error as Error).message}`);
  }
  return indexCatalogue(body, generations);
}

const LoosePages = z.object({ products: z.array(z.object({ key: z.string(), vocabulary: z.object({ pages: z.array(z.unknown()).optional() }).passthrough() }).passthrough()) }).passthrough();

/** Indexes a catalogue's JSON (validated here, at the edge). */
export function indexCatalogue(json: unknown, generations: readonly string[] = []): Catalogue {
  const parsed = CatalogSchema.safeParse(json);
  if (!parsed.success) throw new CompileError('compile-catalogue-invalid', `the emulator's catalogue does not validate: ${z.prettifyError(parsed.error)}`);
  const loose = LoosePages.safeParse(json);
  const pagesOf = (key: string): unknown[] => (loose.success ? loose.data.products.find((p) => p.key === key)?.vocabulary.pages ?? [] : []);
  const catalog = parsed.data;
  const products = catalog.products.map((p) => indexProduct(catalog, p, pagesOf(p.key)));
  const consoleLabels = Object.values(catalog.console.labels);
  const chineseCache = new Map<string, Array<{ zh: string; en: string }>>();
  return {
    products,
    generations: [...generations],
    product: (key) => products.find((p) => p.key === key),
    chinese(product) {
      const cacheKey = product?.key ?? '';
      let found = chineseCache.get(cacheKey);
      if (!found) {
        const labels = [...Object.values(product?.labels ?? {}), ...consoleLabels];
        const seen = new Set<string>();
        found = labels
          .filter((l) => /[\u4e00-\u9fff]/.test(l.zh) && !/[{}]/.test(l.zh) && l.zh.length <= 16 && !seen.has(l.zh) && (seen.add(l.zh), true))
          .map((l) => ({ zh: l.zh, en: l.en }))
          .sort((a, b) => b.zh.length - a.zh.length);
        chineseCache.set(cacheKey, found);
      }
      return found;
    },
  };
}

function indexProduct(catalog: Catalog, product: Catalog['products'][number], pages: unknown[]): CatalogueProduct {
  const labels = product.vocabulary.labels;
  const label = (key: string) => labels[key] ?? catalog.console.labels[key] ?? { en: key, zh: key };
  const actions: ApiAction[] = product.actions.map((a) => {
    // `BatchSetCdnDomainConfig` sets: its verb is the one after "Batch".
    const words = splitName(a.name);
    const at = words[0] === 'batch' && words.length > 2 ? 1 : 0;
    return { name: a.name, rw: a.rw, verb: words[at], nouns: words.slice(at + 1), ...(a.service ? { service: a.service } : {}) };
  });
  const controls: ControlCall[] = [
    ...product.vocabulary.lists.flatMap((list) => listControls(list, label)),
    ...product.vocabulary.forms.flatMap((form) => formControls(form, label)),
  ];
  const nav = product.vocabulary.nav.flatMap((n) => n.path.map((k) => label(k).en));
  const navAt = (key: string) => {
    const at = product.vocabulary.nav.findIndex((n) => n.key === key);
    return at < 0 ? Infinity : at;
  };
  // A list inside a details page's tab (a template's versions) lists parts of a resource, not the console's resources.
  const lists = product.vocabulary.lists.filter((l) => !l.tab).sort((a, b) => navAt(a.nav) - navAt(b.nav)).map((l) => l.id);
  return { key: product.key, service: product.service, actions, labels: { ...labels }, controls, states: stateConditions(pages), nav, lists: [...new Set(lists)] };
}

function listControls(list: CatalogList, label: (key: string) => { en: string; zh: string }): ControlCall[] {
  return list.rowActions.map((r) => ({
    path: r.path.map((k) => label(k).en),
    ...(r.dialog ? { dialog: label(r.dialog.title).en } : {}),
    action: r.action,
    rowParams: r.params,
    listId: list.id,
    fields: (r.dialog?.fields ?? []).flatMap((f) => ('param' in f ? [fieldOf(f, label)] : [])),
  }));
}

function formControls(form: CatalogForm, label: (key: string) => { en: string; zh: string }): ControlCall[] {
  const actions = [...new Set(form.sections.map((s) => s.action))];
  return actions.map((action) => ({
    path: [label(form.open).en],
    action,
    rowParams: [],
    fields: form.sections.filter((s) => s.action === action).flatMap((s) => s.fields.map((f) => fieldOf(f, label))),
  }));
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * From page descriptions: for each control (a button, a menu item) that opens a dialog or asks for confirmation,
 * the row condition it is shown or enabled under (`{row: 'Status', in: ['Running']}`), keyed by the actions the
 * dialog's submit calls. Read loosely: the descriptions belong to the console engineers and grow.
 */
export function stateConditions(pages: unknown[]): Map<string, StateCondition[]> {
  const dialogs = new Map<string, string[]>();
  const callsOf = (node: unknown): string[] => {
    const out: string[] = [];
    const walk = (n: unknown) => {
      if (Array.isArray(n)) n.forEach(walk);
      else if (isObject(n)) {
        if (typeof n.action === 'string' && isObject(n.params)) out.push(n.action);
        Object.values(n).forEach(walk);
      }
    };
    walk(node);
    return out;
  };
  for (const page of pages) if (isObject(page) && page.kind === 'dialog' && typeof page.key === 'string') dialogs.set(page.key, callsOf(page.screens));
  const out = new Map<string, StateCondition[]>();
  const conditionOf = (c: unknown): StateCondition | undefined => {
    if (!isObject(c) || typeof c.row !== 'string') return undefined;
    const values = Array.isArray(c.in) ? c.in.map(String) : c.eq !== undefined ? [String(c.eq)] : [];
    return values.length ? { field: c.row, values } : undefined;
  };
  const visit = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!isObject(n)) return;
    if (typeof n.label === 'string' && (n.dialog || n.popconfirm)) {
      const actions = typeof n.dialog === 'string' ? dialogs.get(n.dialog) ?? [] : callsOf(n.popconfirm);
      const conditions = [conditionOf(n.enabled), conditionOf(n.visible)].filter((c): c is StateCondition => Boolean(c));
      for (const action of actions) if (conditions.length) out.set(action, [...(out.get(action) ?? []), ...conditions]);
    }
    Object.values(n).forEach(visit);
  };
  pages.forEach(visit);
  return out;
}

/** English words of the product's own name for itself in labels (used to leave them out of noun matching). */
export const productWords = (product: CatalogueProduct): string[] => wordsOf(product.labels[`${product.key}.title`]?.en ?? '');
