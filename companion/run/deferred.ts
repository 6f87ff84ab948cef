/**
 * Provisioning modes of an episode (SPEC section 9). `pre` creates the task's `requires` before the agent starts;
 * `on-demand` only fixes their names and creates each one when the episode shows it is needed (a
 * `request_resource`, or an empty list the doc needs); `none` creates nothing, the empty-account baseline.
 */
import type { OnDemandRecord, PageSnapshot } from '../../protocol';
import type { RequiredResource } from '../../protocol/task';
import type { ProvisionedResource } from '../cloud/provision';
import { RESOURCE_REF } from '../cloud/references';
import { RESOURCE_TYPES, isResourceTypeName } from '../cloud/resources/index';
import type { Dependency } from '../cloud/resources/types';
import { PRODUCTS } from '../task/products';

export const PROVISION_MODES = ['pre', 'on-demand', 'none'] as const;
export type ProvisionMode = (typeof PROVISION_MODES)[number];


/** The provisioner's default name for a resource the task does not name. */
export const defaultName = (rand: string, localId: string) => `aca-${rand}-${localId}`.replace(/_/g, '-');

/** The name a required resource will get: its name attribute when the task gives one, else the default. */
export function plannedName(required: RequiredResource, rand: string, fill: (s: string) => string): string {
  const nameParam = isResourceTypeName(required.type) ? RESOURCE_TYPES[required.type].nameParam : undefined;
  const given = nameParam ? required.attributes[nameParam] : undefined;
  if (given === undefined) return defaultName(rand, required.id);
  return typeof given === 'string' ? fill(given) : String(given);
}

/** Ids of the other resources an entry's attributes refer to (`${vpc.id}` -> vpc). */
export function referencedIds(required: RequiredResource): string[] {
  const ids = new Set<string>();
  for (const value of Object.values(required.attributes)) {
    if (typeof value === 'string') for (const m of value.matchAll(RESOURCE_REF)) ids.add(m[1]);
  }
  return [...ids];
}

/** `target` and every deferred entry it needs first (by reference, transitively), in the task's order. */
export function withPrerequisites(target: RequiredResource, deferred: RequiredResource[]): RequiredResource[] {
  const needed = new Set<string>();
  const visit = (r: RequiredResource) => {
    if (needed.has(r.id)) return;
    needed.add(r.id);
    for (const id of referencedIds(r)) {
      const dep = deferred.find((d) => d.id === id);
      if (dep) visit(dep);
    }
  };
  visit(target);
  return deferred.filter((d) => needed.has(d.id));
}

/**
 * Fills a template, leaving `${id.attr}` of resources not created yet as written (their names are known in
 * advance; ids and other attributes only once they exist).
 */
export function fillLeniently(s: string, known: Record<string, Record<string, string>>, pending: ReadonlySet<string>, fill: (s: string) => string): string {
  const kept: string[] = [];
  const masked = s.replace(RESOURCE_REF, (whole, id: string, attr: string) => {
    if (!pending.has(id) || known[id]?.[attr] !== undefined) return whole;
    kept.push(whole);
    return `\uE000${kept.length - 1}\uE001`;
  });
  return fill(masked).replace(/\uE000(\d+)\uE001/g, (_, i: string) => kept[Number(i)]);
}

/** The product key (`ecs`, `vpc`) whose console shows a resource type, from the catalog's console path. */
export function productOfType(type: string): string | undefined {
  if (!isResourceTypeName(type)) return undefined;
  const consoleName = RESOURCE_TYPES[type].consolePath.split(' console')[0].toLowerCase();
  return Object.entries(PRODUCTS).find(([key, p]) => key === consoleName || [p.name, ...p.aliases].some((a) => a.toLowerCase() === consoleName))?.[0];
}

/** The product key of an emulator console page, by its path. */
export function productOfPage(url: string): string | undefined {
  const first = `/${new URL(url).pathname.split('/')[1] ?? ''}`;
  return Object.entries(PRODUCTS).find(([, p]) => p.emulatorPath === first)?.[0];
}

/**
 * The deferred entry a request means: of the type asked for (or guessed), the one whose planned name the
 * description or the page's doc step mentions, else the first of that type.
 */
export function pickDeferred(deferred: RequiredResource[], type: string | undefined, mentions: string, names: Record<string, string>): RequiredResource | undefined {
  const ofType = type ? deferred.filter((d) => d.type === type) : deferred;
  return ofType.find((d) => names[d.id] && mentions.includes(names[d.id])) ?? (type ? ofType[0] : undefined);
}

/** The deferred entry a page with an empty list needs: named by the current doc step, or shown on this page. */
export function deferredForPage(deferred: RequiredResource[], page: PageSnapshot, stepText: string, names: Record<string, string>): RequiredResource | undefined {
  const product = productOfPage(page.url);
  const candidates = deferred.filter((d) => productOfType(d.type) === product);
  if (!candidates.length) return undefined;
  const named = candidates.find((d) => names[d.id] && stepText.includes(names[d.id]));
  if (named) return named;
  const heading = [page.title, ...page.elements.filter((e) => e.role === 'heading').map((e) => e.name)].join(' ').toLowerCase();
  const shown = candidates.find((d) => {
    const last = RESOURCE_TYPES[d.type as keyof typeof RESOURCE_TYPES].consolePath.split(' > ').at(-1)!.toLowerCase();
    return heading.includes(last);
  });
  return shown;
}

/**
 * The `requires` entries of what a generic on-demand request created (its dependencies first): names as
 * `aca-${rand}-<id>` templates, dependencies as `${<id>.id}` references, the request's other attributes as asked.
 */
export function recordsFor(
  created: ProvisionedResource[],
  asked: Record<string, string>,
  refs: Map<string, string>,
  taken: Set<string>,
  rand: string,
): Omit<OnDemandRecord, 'summary'>[] {
  return created.map((resource, i) => {
    const def = RESOURCE_TYPES[resource.type as keyof typeof RESOURCE_TYPES];
    let id = resource.type;
    for (let n = 2; taken.has(id); n++) id = `${resource.type}_${n}`;
    taken.add(id);
    refs.set(resource.id, id);
    const last = i === created.length - 1;
    const attributes: Record<string, string> = {};
    if (last) for (const [k, v] of Object.entries(asked)) attributes[k] = refs.has(v) ? `\${${refs.get(v)}.id}` : v.split(rand).join('${rand}');
    for (const dep of def.dependencies as readonly Dependency[]) {
      const value = resource.attributes[dep.param];
      const ref = value ? refs.get(value) : undefined;
      if (ref) attributes[dep.param] = `\${${ref}.id}`;
    }
    attributes[def.nameParam] = `aca-\${rand}-${id.replace(/_/g, '-')}`;
    return { id, type: resource.type, attributes };
  });
}
