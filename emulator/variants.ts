// The variants manifest (variants.json): named UI versions that drift from the docs on purpose.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** Every variant the manifest must hold; the API-side rules refer to them by these ids. */
export const variantIds = [
  'ecs-create-button-renamed',
  'ecs-stop-confirm-renamed',
  'ecs-sg-nav-moved',
  'ecs-create-sg-type-required',
  'vpc-vswitch-nav-renamed',
  'vpc-create-vpc-ipv4-label',
  'vpc-name-rule-tightened',
  'ecs-disk-attach-moved',
  'vpc-eip-associate-renamed',
  'cms-rule-alert-level-required',
  'cms-create-contact-renamed',
  'kms-create-secret-key-required',
  'ram-create-group-renamed',
  'rds-create-db-button-renamed',
  'dns-add-record-renamed',
  'dns-reserved-ip-rejected',
  'cdn-add-rule-renamed',
  'slb-create-button-renamed',
  'fc-create-function-renamed',
  'oss-modify-acl-renamed',
] as const;

export type VariantId = (typeof variantIds)[number];

const VariantSchema = z.strictObject({
  id: z.enum(variantIds),
  product: z.string().min(1),
  /** A doc-verdict kind (SPEC section 6). */
  kind: z.enum([
    'label-changed',
    'path-changed',
    'element-missing',
    'missing-step',
    'obsolete-step',
    'value-rejected',
    'outcome-mismatch',
  ]),
  before: z.string(),
  after: z.string(),
  beforeZh: z.string(),
  afterZh: z.string(),
  description: z.string(),
});

export type Variant = z.infer<typeof VariantSchema>;

/** Reads and checks the manifest; throws naming every problem. */
export function loadVariants(file = new URL('./variants.json', import.meta.url)): Variant[] {
  const parsed = z.array(VariantSchema).safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`emulator/variants.json is invalid:\n${z.prettifyError(parsed.error)}`);
  const ids = parsed.data.map((v) => v.id);
  const missing = variantIds.filter((id) => !ids.includes(id));
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (missing.length || repeated.length) {
    throw new Error(`emulator/variants.json: missing ${missing.join(', ') || 'none'}; repeated ${repeated.join(', ') || 'none'}`);
  }
  return parsed.data;
}
