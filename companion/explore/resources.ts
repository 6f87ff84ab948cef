/**
 * Which resource an API action acts on, and what provisioning one takes: nouns of the catalogue's actions
 * (`CreateVSwitch` -> `VSwitch`) matched to the provisioner's resource types (`vswitch`), and `requires` chains
 * built from the resource types' dependencies, with the values the catalogue's create forms use.
 */
import type { RequiredResource } from '../../protocol/task';
import { RESOURCE_TYPES, type Dependency, type ResourceTypeName } from '../cloud/resources/index';
import type { Catalog, CatalogField } from './catalog';

export const VERBS = ['create', 'read', 'update', 'delete'] as const;
export type Verb = (typeof VERBS)[number];

/** The API prefixes of each verb (ECS and VPC say Describe and Modify; RAM says List, Get and Update). */
export const PREFIXES: Record<Verb, string[]> = { create: ['Create'], read: ['Describe', 'List', 'Get'], update: ['Modify', 'Update'], delete: ['Delete'] };

const READ_PREFIXES = new Set(PREFIXES.read);

const squash = (s: string) => s.replace(/_/g, '').toLowerCase();

/** The provisioner's type for an API noun (`SecurityGroup` -> `security_group`), if it has one. */
export function typeOfNoun(noun: string): ResourceTypeName | undefined {
  return (Object.keys(RESOURCE_TYPES) as ResourceTypeName[]).find((t) => squash(t) === squash(noun));
}

/** The noun an action names after its verb prefix: `DescribeVSwitches` -> `VSwitch`, `ModifyInstanceAttribute` -> `Instance`. */
export function nounOf(action: string, prefix: string, nouns: string[]): string | undefined {
  if (!action.startsWith(prefix)) return undefined;
  const rest = action.slice(prefix.length).replace(/Attributes?$/, '');
  return nouns.find((n) => rest === n || rest === `${n}s` || rest === `${n}es`) ?? (READ_PREFIXES.has(prefix) ? undefined : rest || undefined);
}

/** The resource type a field refers to when it takes another resource's id (`VpcId` -> `vpc`). */
export function referencedType(field: Pick<CatalogField, 'param'>): ResourceTypeName | undefined {
  return field.param.endsWith('Id') ? typeOfNoun(field.param.slice(0, -2)) : undefined;
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
  const creates = (action: string) => action.startsWith('Create') && typeOfNoun(action.slice('Create'.length)) === type;
  const forms = catalog.products.flatMap((p) => p.vocabulary.forms).filter((f) => f.sections.some((s) => creates(s.action)));
  const form = forms.find((f) => creates(f.sections[0].action)) ?? forms[0];
  return form ? form.sections.filter((s) => creates(s.action)).flatMap((s) => s.fields) : [];
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
      const ref = referencedType(field);
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
    attributes[def.nameParam] = exploreName(localId(type));
    out.push({ id: localId(type), type, attributes });
  };
  types.forEach(visit);
  return out;
}
