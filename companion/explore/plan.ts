/**
 * Plans create/read/update/delete tasks for one product from the catalogue: one task per resource and verb
 * when the console offers a way (a create form, a row action in a list), else a skip with the reason.
 */
import type { RequiredResource, SuccessRule } from '../../protocol/task';
import { RESOURCE_TYPES, type ResourceTypeName } from '../cloud/resources/index';
import { numberWithin, type Catalog, type CatalogDialogField, type CatalogField, type CatalogList, type CatalogProduct, type CatalogRowAction } from './catalog';
import { exploreName, LOOSE_CREATE_PREFIXES, localId, nounOf, PREFIXES, referencedType, requirementsFor, typeOfNoun, VERBS, type Verb } from './resources';

/** A value the doc gives for a field: typed text, a label to pick, or a reference (`${vpc.name}`). */
export type FieldValue = { text: string } | { option: { en: string; zh: string } };

/** The procedure as data; `render.ts` writes it in English or Chinese. Labels are vocabulary keys. */
export type PlanStep =
  | { kind: 'open-console' }
  | { kind: 'navigate'; path: string[] }
  | { kind: 'region' }
  | { kind: 'open-form'; page: string; button: string }
  | { kind: 'fields'; section?: string; fields: { label: string; select: boolean; value: FieldValue }[] }
  | { kind: 'row-action'; target: string; path: string[] }
  | { kind: 'dialog'; title: string; texts: { label: string; value: string }[]; choices: { label: string; option: string }[]; checks: string[]; continues: string[]; confirm: string }
  | { kind: 'click'; label: string };

export interface PlannedTask {
  verb: Verb;
  /** File-name form of the resource: its provisioner type with dashes (`security-group`), else the noun's words. */
  resource: string;
  /** The API noun (`VSwitch`). */
  noun: string;
  /** Label key of the page the task works on (the last item of its navigation path). */
  page: string;
  requires: RequiredResource[];
  inputs: Record<string, string>;
  success: SuccessRule[];
  steps: PlanStep[];
}

export interface SkippedTask {
  verb: Verb;
  resource: string;
  reason: string;
}

export interface ExplorePlan {
  product: string;
  tasks: PlannedTask[];
  skipped: SkippedTask[];
}

/**
 * Resource nouns of a product: what its Create* and Delete* actions act on, and its Add* and Put* actions when the
 * provisioner has a type for the noun (PutBucket, not PutBucketAcl).
 */
function nounsOf(product: CatalogProduct): string[] {
  const nouns = product.actions.flatMap((a) =>
    PREFIXES.create.concat(PREFIXES.delete).flatMap((prefix) => {
      const noun = nounOf(a.name, prefix, []);
      return noun && (!LOOSE_CREATE_PREFIXES.has(prefix) || typeOfNoun(noun, product.key)) ? [noun] : [];
    }),
  );
  return [...new Set(nouns)];
}

/** A resource of the product: its provisioner type (if any) and every noun its actions name it by. */
interface Resource {
  type?: ResourceTypeName;
  nouns: string[];
}

/** Nouns grouped by the type they name (`LoadBalancerTCPListener`, `LoadBalancerHTTPListener` -> `slb_listener`). */
function resourcesOf(product: CatalogProduct): Resource[] {
  const out: Resource[] = [];
  for (const noun of nounsOf(product)) {
    const type = typeOfNoun(noun, product.key);
    const same = type && out.find((r) => r.type === type);
    if (same) same.nouns.push(noun);
    else out.push({ type, nouns: [noun] });
  }
  return out;
}

export function planProduct(catalog: Catalog, product: CatalogProduct): ExplorePlan {
  const all = nounsOf(product);
  const tasks: PlannedTask[] = [];
  const skipped: SkippedTask[] = [];
  for (const { type, nouns } of resourcesOf(product)) {
    // The shortest noun names the resource in the doc (`LoadBalancerListener` over `LoadBalancerTCPListener`).
    const noun = [...nouns].sort((a, b) => a.length - b.length)[0];
    const resource = type ? localId(type) : kebab(noun);
    for (const verb of VERBS) {
      const actions = product.actions.map((a) => a.name).filter((a) => PREFIXES[verb].some((p) => nouns.includes(nounOf(a, p, all) ?? '')));
      const skip = (reason: string) => skipped.push({ verb, resource, reason });
      if (!actions.length) {
        skip(`the ${product.service} API catalogue has no ${PREFIXES[verb].map((p) => `${p}${noun}*`).join(' or ')} action`);
        continue;
      }
      // Creating needs only what the form refers to; the other verbs act on a resource provisioned first.
      if (verb !== 'create' && !type) {
        skip(`the provisioner has no resource type for ${noun} to provision first (it knows ${Object.keys(RESOURCE_TYPES).join(', ')})`);
        continue;
      }
      const planned = verb === 'create' ? planCreate(catalog, product, noun, resource, actions) : planRowAction(catalog, product, verb, nouns, type!, actions);
      if (typeof planned === 'string') skip(planned);
      else tasks.push(planned);
    }
  }
  return { product: product.key, tasks, skipped };
}

/** `AccessKey` -> `access-key`. */
const kebab = (noun: string) => noun.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

const navOf = (product: CatalogProduct, key: string) => product.vocabulary.nav.find((n) => n.key === key);

function openConsole(product: CatalogProduct, navKey: string): PlanStep[] {
  return [{ kind: 'open-console' }, { kind: 'navigate', path: navOf(product, navKey)!.path }, { kind: 'region' }];
}

function planCreate(catalog: Catalog, product: CatalogProduct, noun: string, resource: string, actions: string[]): PlannedTask | string {
  const form = product.vocabulary.forms.find((f) => actions.includes(f.sections[0].action));
  if (!form) return `no console form in the ${product.key} vocabulary calls ${actions.join(' or ')}`;
  if (!navOf(product, form.nav)) return `form "${form.key}" opens from nav entry "${form.nav}", which the ${product.key} vocabulary does not have`;
  const inputs: Record<string, string> = {};
  const refs = new Set<ResourceTypeName>();
  const params = new Map<string, Record<string, string>>();
  const steps: PlanStep[] = [...openConsole(product, form.nav), { kind: 'open-form', page: navOf(product, form.nav)!.path.at(-1)!, button: form.open }];
  for (const section of form.sections) {
    const fields: Extract<PlanStep, { kind: 'fields' }>['fields'] = [];
    const sent = params.get(section.action) ?? {};
    const creating = PREFIXES.create.map((prefix) => nounOf(section.action, prefix, [])).find(Boolean);
    const own = creating ? typeOfNoun(creating, product.key) : undefined;
    for (const field of section.fields) {
      const filled = fillField(field, creating ?? noun, own, inputs, refs);
      if (typeof filled === 'string') return `form "${form.key}": ${filled}`;
      fields.push({ label: field.label, select: field.kind === 'select', value: filled.shown });
      if (!field.secret) sent[field.param] = filled.sent;
    }
    params.set(section.action, sent);
    steps.push({ kind: 'fields', section: section.label, fields });
  }
  steps.push({ kind: 'click', label: form.submit });
  const success = [...params].map(([event, p]) => ({ service: product.service, event, params: p, succeeded: true }));
  return { verb: 'create', resource, noun, page: navOf(product, form.nav)!.path.at(-1)!, requires: requirementsFor(catalog, [...refs]), inputs, success, steps };
}

/** A request parameter that names something: `VpcName`, a bare `Name`, or `name` in the camelCase APIs (Cms 2024-03-30). */
const isNameParam = (param: string) => param.endsWith('Name') || param === 'name';

/**
 * What the doc shows for a field and what the API call must carry. A bare `Name` (a trail's) is named after the
 * noun the section creates (`trailName`, `explore-trail-${rand}`).
 */
function fillField(
  field: CatalogField, noun: string, own: ResourceTypeName | undefined, inputs: Record<string, string>, refs: Set<ResourceTypeName>,
): { shown: FieldValue; sent: string } | string {
  const ref = referencedType(field, own);
  if (ref) {
    refs.add(ref);
    return { shown: { text: `\${${localId(ref)}.name}` }, sent: `\${${localId(ref)}.id}` };
  }
  if (field.value !== undefined) return { shown: field.option ? { option: field.option } : { text: field.value }, sent: field.value };
  if (field.kind === 'number' && !field.startsFrom) return { shown: { text: numberWithin(field) }, sent: numberWithin(field) };
  if (isNameParam(field.param)) {
    const param = field.param === 'Name' || field.param === 'name' ? `${noun}Name` : field.param;
    const key = param[0].toLowerCase() + param.slice(1);
    inputs[key] = exploreName(param.slice(0, -'Name'.length));
    return { shown: { text: `\${inputs.${key}}` }, sent: `\${inputs.${key}}` };
  }
  return `field "${field.label}" (${field.param}) has no value, is not a name and names no resource type`;
}

function planRowAction(
  catalog: Catalog, product: CatalogProduct, verb: Verb, nouns: string[], type: ResourceTypeName, actions: string[],
): PlannedTask | string {
  const noun = [...nouns].sort((a, b) => a.length - b.length)[0];
  // A list names what its rows are by their id parameter (`VpcId`, `BucketName` where the name is the id); a list
  // of that resource comes first, then any list whose row action calls one of its actions (CDN's `DomainName` rows).
  const named = (l: CatalogList) => nouns.some((n) => [`${n}Id`, `${n}Name`].some((id) => id.toLowerCase() === l.id.toLowerCase()));
  // A list inside a details page's tab is reached through a row of another list: not planned yet.
  const lists = product.vocabulary.lists.filter((l) => !l.tab).sort((a, b) => Number(named(b)) - Number(named(a)));
  const found = lists.flatMap((list) => list.rowActions.filter((r) => actions.includes(r.action)).map((row) => ({ list, row })))[0] as
    | { list: CatalogList; row: CatalogRowAction }
    | undefined;
  if (!found) return `no list in the ${product.key} vocabulary has a row action that calls ${actions.join(' or ')}`;
  const { list, row } = found;
  if (!navOf(product, list.nav)) return `the ${noun} list is under nav entry "${list.nav}", which the ${product.key} vocabulary does not have`;
  const target = localId(type);
  const steps: PlanStep[] = [...openConsole(product, list.nav), { kind: 'row-action', target: `\${${target}.name}`, path: row.path }];
  // A parameter ending in Ids or Names takes a JSON array (`InstanceIds: ["i-..."]`, `KeyPairNames`), as the API and ActionTrail write it.
  const idOf = (param: string) => (/(Ids|Names)$/.test(param) ? `["\${${target}.id}"]` : `\${${target}.id}`);
  const params: Record<string, string> = Object.fromEntries(row.params.map((p) => [p, idOf(p)]));
  const inputs: Record<string, string> = {};
  if (row.dialog) {
    const fields = row.dialog.fields ?? [];
    const texts: Extract<PlanStep, { kind: 'dialog' }>['texts'] = [];
    const selects: { label: string; option: string }[] = [];
    for (const field of fields) {
      if (field.kind === 'select') {
        if (field.value === undefined) return `dialog "${row.dialog.title}": drop-down "${field.label}" (${field.param}) has no declared value`;
        selects.push({ label: field.label, option: field.value });
        params[field.param] = field.value;
        continue;
      }
      // A number box that starts with the resource's own value (a disk's size) is left as it is.
      if (field.kind === 'number' && !field.startsFrom) {
        const value = field.value ?? numberWithin(field);
        texts.push({ label: field.label, value });
        params[field.param] = value;
        continue;
      }
      if (field.kind !== 'text') continue;
      const value = textValue(field, inputs);
      if (value === undefined) return `dialog "${row.dialog.title}": field "${field.label}" (${field.param}) has no value and is not a name`;
      texts.push({ label: field.label, value });
      params[field.param] = value;
    }
    steps.push({
      kind: 'dialog',
      title: row.dialog.title,
      texts,
      choices: [...fields.flatMap((f) => (f.kind === 'choice' ? [{ label: f.label, option: f.option }] : [])), ...selects],
      checks: fields.flatMap((f) => (f.kind === 'check' ? [f.label] : [])),
      continues: row.dialog.continue ?? [],
      confirm: row.dialog.confirm,
    });
  }
  return {
    verb, resource: target, noun, page: navOf(product, list.nav)!.path.at(-1)!, requires: requirementsFor(catalog, [type]), inputs, steps,
    success: [{ service: product.service, event: row.action, ...(Object.keys(params).length ? { params } : {}), succeeded: true }],
  };
}

/**
 * The text a dialog's text box gets: its declared value, or for a name a new one (`InstanceName` -> input
 * `newInstanceName`, `explore-instance-renamed-${rand}`), unlike the name the resource was provisioned with.
 */
function textValue(field: Extract<CatalogDialogField, { kind: 'text' }>, inputs: Record<string, string>): string | undefined {
  if (field.value !== undefined) return field.value;
  if (!isNameParam(field.param)) return undefined;
  const param = field.param === 'name' ? 'Name' : field.param;
  const key = `new${param}`;
  inputs[key] = exploreName(`${param.slice(0, -'Name'.length)}-renamed`);
  return `\${inputs.${key}}`;
}
