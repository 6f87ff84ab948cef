/**
 * The emulator's console catalogue (`GET /__emulator/catalog`): per product, the actions its API serves and its
 * vocabulary (labels, navigation, forms and their fields, lists and their row actions). Validated here, at the
 * edge; the planner trusts these types.
 */
import { z } from 'zod';

const Label = z.object({ en: z.string(), zh: z.string() });

/**
 * A number box's bounds and the value it starts with, as the console has them (each absent when it has none);
 * `startsFrom`: the field of the resource the box starts with (a disk's `Size` in Resize Disk), whose new value is the doc's.
 */
const Bounds = { min: z.number().optional(), max: z.number().optional(), default: z.number().optional(), startsFrom: z.string().optional() };

const Field = z.object({
  /** Label key of the form item. */
  label: z.string(),
  /** The OpenAPI request parameter the field fills. */
  param: z.string(),
  kind: z.enum(['text', 'select', 'number']),
  ...Bounds,
  /** The value sent to the API; absent for a name (an input) or another resource's id (a requirement). */
  value: z.string().optional(),
  /** What the reader picks in a select when it differs from `value` (a zone's name for its id). */
  option: Label.optional(),
  /** A secret's value (a password, a KMS secret's data): ActionTrail masks it, so the success rule leaves it out. Default false. */
  secret: z.boolean().optional(),
});

const Section = z.object({ label: z.string().optional(), action: z.string(), fields: z.array(Field) });

const Form = z.object({
  key: z.string(),
  /** Key of the navigation entry whose page has the button that opens the form. */
  nav: z.string(),
  /** Label key of that button. */
  open: z.string(),
  submit: z.string(),
  sections: z.array(Section).min(1),
});

/**
 * A field of a row action's dialog: a choice (radio group) and the option picked, a check box that is checked,
 * or a text box and the request parameter it sets (with `value`, the text entered; without, a name the task
 * gives as an input).
 */
const DialogField = z.discriminatedUnion('kind', [
  z.object({ label: z.string(), kind: z.literal('choice'), option: z.string() }),
  z.object({ label: z.string(), kind: z.literal('check') }),
  z.object({ label: z.string(), kind: z.literal('text'), param: z.string(), value: z.string().optional() }),
  /** A drop-down of the dialog whose choice is a parameter (a key pair, an instance type): `value` when it is fixed. */
  z.object({ label: z.string(), kind: z.literal('select'), param: z.string(), value: z.string().optional() }),
  /** A number box (a bandwidth): what the task types is the doc's value, else one within its bounds. */
  z.object({ label: z.string(), kind: z.literal('number'), param: z.string(), value: z.string().optional(), ...Bounds }),
]);

const RowAction = z.object({
  /** Label keys clicked in the Actions column, a menu path when more than one (More > Release). */
  path: z.array(z.string()).min(1),
  action: z.string(),
  /** Request parameters that carry the row's resource id. */
  params: z.array(z.string()),
  /** `continue`: the buttons of a dialog's earlier screens, clicked in order before `confirm` (Release Settings: Next). */
  dialog: z.object({ title: z.string(), fields: z.array(DialogField).optional(), confirm: z.string(), continue: z.array(z.string()).optional() }).optional(),
});

const List = z.object({
  nav: z.string(),
  id: z.string(),
  /** Label key of the details-page tab that holds the list (a launch template's Versions); absent for a page's own list. */
  tab: z.string().optional(),
  rowActions: z.array(RowAction),
});

const Vocabulary = z.object({
  product: z.string(),
  labels: z.record(z.string(), Label),
  nav: z.array(z.object({ key: z.string(), path: z.array(z.string()), route: z.string().nullable() })),
  forms: z.array(Form).default([]),
  lists: z.array(List).default([]),
});

const Product = z.object({
  key: z.string(),
  service: z.string(),
  version: z.string(),
  /** `service`: a side API's own service (RAM's IMS), when it is not the product's. */
  actions: z.array(z.object({ name: z.string(), rw: z.enum(['Read', 'Write']), service: z.string().optional() })),
  vocabulary: Vocabulary,
});

export const CatalogSchema = z.object({ console: z.object({ labels: z.record(z.string(), Label) }), products: z.array(Product) });

export type Catalog = z.infer<typeof CatalogSchema>;
export type CatalogProduct = z.infer<typeof Product>;
export type CatalogForm = z.infer<typeof Form>;
export type CatalogField = z.infer<typeof Field>;
export type CatalogList = z.infer<typeof List>;
export type CatalogRowAction = z.infer<typeof RowAction>;
export type CatalogDialogField = z.infer<typeof DialogField>;
export type Lang = 'en' | 'zh';

/**
 * What a task types in a number box the doc leaves open: the value the box starts with when it lies within its
 * bounds, else the least whole number above zero within them (a bandwidth of 0 to 100 Mbit/s: 1).
 */
export function numberWithin(field: { min?: number; max?: number; default?: number }): string {
  const within = (n: number) => (field.min === undefined || n >= field.min) && (field.max === undefined || n <= field.max);
  if (field.default !== undefined && within(field.default)) return String(field.default);
  const least = Math.max(Math.ceil(field.min ?? 1), 1);
  return String(field.max !== undefined && least > field.max ? Math.floor(field.max) : least);
}

export class CatalogError extends Error {
  constructor(
    readonly code: 'catalog-unavailable' | 'catalog-invalid' | 'unknown-product' | 'unknown-label',
    message: string,
  ) {
    super(message);
    this.name = 'CatalogError';
  }
}

export async function fetchCatalog(emulator: { url: string; adminToken: string }): Promise<Catalog> {
  const where = `${emulator.url}/__emulator/catalog`;
  let res: Response;
  try {
    res = await fetch(where, { headers: { authorization: `Bearer ${emulator.adminToken}` } });
  } catch (error) {
    throw new CatalogError('catalog-unavailable', `cannot reach ${where}: ${(error as Error).message}`);
  }
  if (!res.ok) throw new CatalogError('catalog-unavailable', `${where} answered HTTP ${res.status}: ${(await res.text()).slice(0, 300)}`);
  const parsed = CatalogSchema.safeParse(await res.json());
  if (!parsed.success) throw new CatalogError('catalog-invalid', `${where}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function productOf(catalog: Catalog, key: string): CatalogProduct {
  const found = catalog.products.find((p) => p.key === key);
  if (!found) {
    throw new CatalogError('unknown-product', `unknown product "${key}"; the emulator's console has: ${catalog.products.map((p) => p.key).join(', ')}`);
  }
  return found;
}

/** Reads label keys of one product in one language (product labels first, then the console's shared ones). */
export function labelReader(catalog: Catalog, product: CatalogProduct, lang: Lang): (key: string) => string {
  return (key) => {
    const label = product.vocabulary.labels[key] ?? catalog.console.labels[key];
    if (!label) throw new CatalogError('unknown-label', `the ${product.key} vocabulary has no label "${key}"`);
    return label[lang];
  };
}
