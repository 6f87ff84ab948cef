// Patches over page descriptions: how a console generation (or a synthetic variant) says what its console does
// differently from today's. A patch names a page by its key and a node of it by the node's key (unique in the
// page), and merges into it, replaces it, removes it, or inserts a sibling; whole pages can be added, replaced or
// removed. A patch that names a page or a key that does not exist throws: a generation cannot silently drift away
// from the pages it patches.
import type { PageSpec } from './spec';

type Obj = Record<string, unknown>;

export type PagePatch =
  /** Merges into the node with `key` (the page itself without `key`): objects merge deeply, lists and values replace. */
  | { page: string; key?: string; merge: Obj }
  /** Replaces the node with `key` by another node (which may carry another key); a node held by a property too. */
  | { page: string; key: string; replace: Obj }
  /** Removes the node from its list, or the property that holds it. */
  | { page: string; key: string; remove: true }
  /** Inserts a node before or after the node with that key, in the same list. */
  | { page: string; before: string; insert: Obj }
  | { page: string; after: string; insert: Obj }
  /** Appends a node to the list property `to` of the node with `key` (the page without `key`), creating the list. */
  | { page: string; key?: string; append: { to: string; item: Obj } }
  | { add: PageSpec }
  | { replacePage: PageSpec }
  | { removePage: string };

export class PatchError extends Error {
  readonly code = 'page-patch-invalid';
  constructor(message: string) {
    super(message);
    this.name = 'PatchError';
  }
}

/** Where a keyed node sits: in a list (at `index`), or as the property `prop` of `parent`. */
const plain = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

function mergeInto(target: Obj, patch: Obj): void {
  for (const [k, v] of Object.entries(patch)) {
    if (plain(v) && plain(target[k])) mergeInto(target[k] as Obj, v);
    else target[k] = structuredClone(v);
  }
}

type Place = { node: Obj; list: unknown[] | null; index: number; parent: Obj | null; prop: string | null };

/** Every keyed node of a page, with the list that holds it; throws when a key is used twice. */
export function keyedNodes(page: PageSpec): Map<string, Place> {
  const found = new Map<string, Place>();
  const visit = (value: unknown, at: Omit<Place, 'node'>) => {
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, { list: value, index: i, parent: null, prop: null }));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const node = value as Obj;
    if (typeof node.key === 'string') {
      if (found.has(node.key)) throw new PatchError(`page "${page.key}" uses the key "${node.key}" twice; keys must be unique within a page`);
      found.set(node.key, { node, ...at });
    }
    for (const [prop, v] of Object.entries(node)) if (prop !== 'key') visit(v, { list: null, index: -1, parent: node, prop });
  };
  visit(page, { list: null, index: -1, parent: null, prop: null });
  return found;
}

function place(page: PageSpec, key: string, patch: PagePatch): Place {
  const at = keyedNodes(page).get(key);
  if (!at) throw new PatchError(`patch ${JSON.stringify(patch).slice(0, 120)}: page "${page.key}" has no node with key "${key}"`);
  return at;
}

function inList(at: Place, key: string, page: PageSpec): unknown[] {
  if (!at.list) throw new PatchError(`page "${page.key}": the node "${key}" is not in a list, so nothing can be inserted beside it`);
  return at.list;
}

/** Applies patches in order to a copy of the pages; the input is left as it was. */
export function applyPatches(pages: readonly PageSpec[], patches: readonly PagePatch[] = []): PageSpec[] {
  const out = structuredClone(pages) as PageSpec[];
  for (const patch of patches) {
    if ('add' in patch) {
      if (out.some((p) => p.key === patch.add.key)) throw new PatchError(`patch adds page "${patch.add.key}", which exists already`);
      out.push(structuredClone(patch.add));
      continue;
    }
    const pageKey = 'replacePage' in patch ? patch.replacePage.key : 'removePage' in patch ? patch.removePage : patch.page;
    const index = out.findIndex((p) => p.key === pageKey);
    if (index < 0) throw new PatchError(`patch names page "${pageKey}", which does not exist (pages: ${out.map((p) => p.key).join(', ')})`);
    if ('replacePage' in patch) {
      out[index] = structuredClone(patch.replacePage);
      continue;
    }
    if ('removePage' in patch) {
      out.splice(index, 1);
      continue;
    }
    const page = out[index];
    if ('merge' in patch) {
      const node = patch.key ? place(page, patch.key, patch).node : (page as unknown as Obj);
      mergeInto(node, patch.merge);
    } else if ('replace' in patch) {
      const at = place(page, patch.key, patch);
      if (at.parent && at.prop) at.parent[at.prop] = structuredClone(patch.replace);
      else inList(at, patch.key, page)[at.index] = structuredClone(patch.replace);
    } else if ('remove' in patch) {
      const at = place(page, patch.key, patch);
      if (at.parent && at.prop) delete at.parent[at.prop];
      else inList(at, patch.key, page).splice(at.index, 1);
    } else if ('insert' in patch) {
      const sibling = 'before' in patch ? patch.before : patch.after;
      const at = place(page, sibling, patch);
      inList(at, sibling, page).splice('before' in patch ? at.index : at.index + 1, 0, structuredClone(patch.insert));
    } else {
      const node = patch.key ? place(page, patch.key, patch).node : (page as unknown as Obj);
      const current = node[patch.append.to];
      if (current !== undefined && !Array.isArray(current)) throw new PatchError(`page "${page.key}": "${patch.append.to}" is not a list`);
      node[patch.append.to] = [...((current as unknown[]) ?? []), structuredClone(patch.append.item)];
    }
    keyedNodes(page);
  }
  return out;
}
