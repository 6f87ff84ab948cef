// `${id.attr}` references to provisioned resources, in attributes, rules and doc text.

/** What a reference can read from a provisioned resource. */
export interface Referable {
  id: string;
  name: string;
  attributes: Record<string, string>;
}

export class BadReferenceError extends Error {
  readonly code = 'bad-reference';
  constructor(message: string) {
    super(message);
    this.name = 'BadReferenceError';
  }
}

/** `${<id>.<attr>}`, a resource's attribute (not after `$`: `$${` is a literal `${`, companion/task/refs.ts). */
export const RESOURCE_REF = /(?<!\$)\$\{([a-zA-Z][\w-]*)\.([A-Za-z_][\w:.-]*)\}/g;

/**
 * Replaces `${<id>.<attr>}` for every `id` in `resources` (`id`, `name`, or an attribute such as `VpcId`);
 * other references (`${rand}`, `${inputs.x}`, `${secret:x}`) are left for the caller's expander. A reference
 * to an id in `pending` (declared but not created yet) or to an attribute the resource lacks throws.
 */
export function expandResourceRefs(
  text: string,
  resources: Record<string, Referable>,
  pending: ReadonlySet<string> = new Set(),
): string {
  return text.replace(RESOURCE_REF, (whole, id: string, attr: string) => {
    const resource = resources[id];
    if (!resource) {
      if (pending.has(id)) {
        throw new BadReferenceError(`${whole} refers to resource "${id}" before it is created: list "${id}" earlier in requires.`);
      }
      return whole;
    }
    if (attr === 'id') return resource.id;
    if (attr === 'name') return resource.name;
    const value = resource.attributes[attr];
    if (value === undefined) {
      const known = ['id', 'name', ...Object.keys(resource.attributes).filter((k) => !k.startsWith('Tag.'))];
      throw new BadReferenceError(`${whole}: resource "${id}" has no attribute "${attr}"; it has ${known.join(', ')}.`);
    }
    return value;
  });
}

/** Scalars become strings; strings get resource references and then the caller's expansion. */
export function expandAttributes(
  attrs: Record<string, string | number | boolean>,
  expandOne: (s: string) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attrs).map(([k, v]) => [k, typeof v === 'string' ? expandOne(v) : String(v)]),
  );
}
