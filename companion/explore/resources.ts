/**
 * Which resource an API action acts on, and what provisioning one takes: nouns of the catalogue's actions
 * (`CreateVSwitch` -> `VSwitch`) matched to the provisioner's resource types (`vswitch`), and `requires` chains
 * built from the resource types' dependencies, with the values the catalogue's create forms use.
 */
import type { RequiredResource } from '../../protocol/task';
import { RESOURCE_TYPES, type Dependency, type ResourceTypeName } from '../cloud/resources/index';
import { productFromText } from '../task/products';
import type { Catalog, CatalogField } from './catalog';

export const VERBS = ['create', 'read', 'update', 'delete'] as const;
export type Verb = (typeof VERBS)[number];

/**
 * The API prefixes of each verb: ECS and VPC say Create, Describe, Modify; RAM says List, Get and Update; OSS puts a
 * bucket, Alibaba Cloud DNS adds a domain, CLB sets a name.
 */
export const PREFIXES: Record<Verb, string[]> = {
  create: ['Create', 'Add', 'Put'],
  read: ['Describe', 'List', 'Get'],
  update: ['Modify', 'Update', 'Set'],
  delete: ['Delete'],
};

/**
 * Verbs that also mean "configure" or "associate" (PutBucketAcl, AddUserToGroup): their nouns count as resources
 * only when the provisioner has a type for them (PutBucket, AddDomain).
 */
export const LOOSE_CREATE_PREFIXES = new Set(['Add', 'Put']);

/** What an action names after the noun: `DescribeVpcAttribute`, `GetBucketInfo`, `DescribeContactList`, `SetLoadBalancerName`. */
const NOUN_SUFFIX = /(Attributes?|Info|Detail|List|Description|Name|Remark)$/;

const squash = (s: string) => s.replace(/_/g, '').toLowerCase();

/** The words of an API noun: `LoadBalancerTCPListener` -> load, balancer, tcp, listener. */
const wordsOf = (noun: string) => (noun.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? []).map((w) => w.toLowerCase());

const endsWith = (words: string[], tail: string[]) => tail.length > 0 && tail.length <= words.length && tail.every((w, i) => words[words.length - tail.length + i] === w);

/** The product whose console a resource type lives in, read from its console path (`KMS console > ...` -> kms). */
export function productOfType(type: ResourceTypeName): string | undefined {
  return productFromText(RESOURCE_TYPES[type].consolePath.split('>')[0]);
}

/**
 * The provisioner's type for an API noun, if it has one. Any product's type that spells the noun
 * (`SecurityGroup` -> `security_group`); with the product, one of its own types that ends with the noun (`Role` ->
 * `ram_role`, `Contact` -> `cms_alarm_contact`), or that shares the product's type prefix and whose last words end
 * the noun (`DomainRecord` -> `alidns_record`, `LoadBalancerTCPListener` -> `slb_listener`).
 */
export function typeOfNoun(noun: string, product?: string): ResourceTypeName | undefined {
  const types = Object.keys(RESOURCE_TYPES) as ResourceTypeName[];
  const exact = types.find((t) => squash(t) === squash(noun));
  if (exact || !product) return exact;
  const own = types.filter((t) => productOfType(t) === product);
  const words = wordsOf(noun);
  const suffix = own.find((t) => endsWith(t.split('_'), words));
  if (suffix) return suffix;
  const prefixes = own.map((t) => t.split('_')[0]);
  const shared = (t: string) => prefixes.filter((p) => p === t.split('_')[0]).length > 1;
  return own.find((t) => shared(t) && endsWith(words, t.split('_').slice(1)));
}

/**
 * The noun an action names after its verb prefix: `DescribeVSwitches` -> `VSwitch`, `ModifyInstanceAttribute` ->
 * `Instance`, `GetBucketInfo` -> `Bucket`. Without a known noun, a Create, Add, Put or Delete names a new one (the
 * rest of its name); a noun of a relation (`UserToGroup`, `PoliciesForUser`) is none.
 */
export function nounOf(action: string, prefix: string, nouns: string[]): string | undefined {
  if (!action.startsWith(prefix)) return undefined;
  const rest = action.slice(prefix.length);
  const candidates = [rest, rest.replace(NOUN_SUFFIX, '')];
  const known = nouns.find((n) => candidates.some((c) => c === n || c === `${n}s` || c === `${n}es`));
  if (known) return known;
  if (!PREFIXES.create.includes(prefix) && !PREFIXES.delete.includes(prefix)) return undefined;
  return rest && !/(To|For|From)[A-Z]/.test(rest) ? rest : undefined;
}

/**
 * The resource type a field refers to when it takes another resource's id (`VpcId` -> `vpc`) or, for a resource
 * known by its name, that name (`OssBucketName` -> `oss_bucket`); a name of the type the form creates is its own.
 */
export function referencedType(field: Pick<CatalogField, 'param'>, creating?: ResourceTypeName): ResourceTypeName | undefined {
  if (field.param.endsWith('Id')) return typeOfNoun(field.param.slice(0, -2));
  const named = field.param.endsWith('Name') ? typeOfNoun(field.param.slice(0, -4)) : undefined;
  return named && named !== creating ? named : undefined;
}

/** Local ids in task files: the type name with dashes (`security-group`). */
export const localId = (type: string) => type.replace(/_/g, '-');

/** The name a provisioned or entered resource gets: `explore-<what>-${rand}`. */
export const exploreName = (what: string) => `explore-${what.toLowerCase()}-\${rand}`;

/**
 * The create-form fields of `type` anywhere in the catalogue: the fields of every section of the form that calls
 * its Create action, preferring a form whose first section does (the Create vSwitch page over Create VPC's
 * vSwitch section).
 */
export function createFieldsOf(catalog: Catalog, type: ResourceTypeName): CatalogField[] {
  const forms = catalog.products.flatMap((p) => {
    const creates = (action: string) => PREFIXES.create.some((prefix) => action.startsWith(prefix) && typeOfNoun(action.slice(prefix.length), p.key) === type);
    return p.vocabulary.forms.filter((f) => f.sections.some((s) => creates(s.action))).map((form) => ({ form, creates }));
  });
  const found = forms.find(({ form, creates }) => creates(form.sections[0].action)) ?? forms[0];
  return found ? found.form.sections.filter((s) => found.creates(s.action)).flatMap((s) => s.fields) : [];
}

/**
 * `requires` entries that make `types` exist, dependencies first, each type once: attributes are the create
 * form's values (names `explore-...-${rand}`, ids of the resources before), or the provisioner's defaults.
 */
export function requirementsFor(catalog: Catalog, types: ResourceTypeName[]): RequiredResource[] {
  const out: RequiredResource[] = [];
  const visit = (type: ResourceTypeName) => {
    if (out.some((r) => r.type === type)) return;
    const def = RESOURCE_TYPES[type];
    const attributes: Record<string, string> = {};
    for (const field of createFieldsOf(catalog, type)) {
      const ref = referencedType(field, type);
      if (ref) {
        visit(ref);
        attributes[field.param] = `\${${localId(ref)}.id}`;
      } else if (field.value !== undefined) {
        attributes[field.param] = field.value;
      }
    }
    for (const dep of def.dependencies as readonly Dependency[]) {
      if (attributes[dep.param]) continue;
      visit(dep.type as ResourceTypeName);
      attributes[dep.param] = `\${${localId(dep.type)}.id}`;
    }
    // A form's declared name (a domain name `explore-${rand}.com`) is kept: the provisioner's default may not be valid.
    attributes[def.nameParam] ??= exploreName(localId(type));
    out.push({ id: localId(type), type, attributes });
  };
  types.forEach(visit);
  return out;
}
