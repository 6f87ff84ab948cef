import { z } from 'zod';

/** Difficulty tiers of the benchmark. */
export const DifficultySchema = z.enum(['standard', 'hard']);
/** Console language a task runs in. */
export const LocaleSchema = z.enum(['en-US', 'zh-CN']);

/** Verdict kinds a doc step can get (SPEC section 6). */
export const StepKindSchema = z.enum([
  'pass',
  'label-changed',
  'path-changed',
  'element-missing',
  'missing-step',
  'obsolete-step',
  'value-rejected',
  'outcome-mismatch',
  'env-blocked',
  'agent-error',
  /**
   * Not in SPEC section 6's table: the agent could not tell how to read or ground the step (two controls fit equally)
   * and nobody was there to ask (headless). The step proves nothing either way: the task is inconclusive.
   */
  'unclear',
  /** Not in SPEC section 6's table: the episode ended before this step (after a blocking defect, or a failure). */
  'not-run',
]);
export type StepKind = z.infer<typeof StepKindSchema>;

/** The kinds that say the doc is wrong, as opposed to the environment or the agent. */
export const DEFECT_KINDS: readonly StepKind[] = [
  'label-changed',
  'path-changed',
  'element-missing',
  'missing-step',
  'obsolete-step',
  'value-rejected',
  'outcome-mismatch',
];

const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** One entry of Resource META: a resource provisioned before the episode. */
export const RequiredResourceSchema = z
  .object({
    /** Local name; later values refer to it as `${id.attr}`. */
    id: z.string().regex(/^[a-zA-Z][\w-]*$/, 'must start with a letter and hold only letters, digits, _ and -'),
    /** Resource type of the catalog (Terraform type without `alicloud_`), e.g. `vpc`. */
    type: z.string().min(1),
    /** OpenAPI request parameters (`VpcName`, `CidrBlock`, ...). */
    attributes: z.record(z.string(), scalar).default({}),
  })
  .strict();
export type RequiredResource = z.infer<typeof RequiredResourceSchema>;

/** An ActionTrail rule: some event of the episode must match it. */
export const SuccessRuleSchema = z
  .object({
    service: z.string().min(1),
    event: z.string().min(1),
    /** Subset match on requestParameters (strings compared after `${...}` expansion). */
    params: z.record(z.string(), scalar).optional(),
    /** Region the event must come from; default any. */
    region: z.string().optional(),
    /** When true the event must carry no errorCode (default true). */
    succeeded: z.boolean().default(true),
  })
  .strict();
export type SuccessRule = z.infer<typeof SuccessRuleSchema>;

export const ExpectedDefectSchema = z
  .object({
    step: z.number().int().positive(),
    kind: StepKindSchema,
    /** Why the defect is expected: for real drift, which difference between doc versions produces it (our words). */
    why: z.string().min(1).optional(),
  })
  .strict();

export const TaskExpectSchema = z
  .object({
    verdict: z.enum(['verified', 'defective', 'inconclusive']),
    defects: z.array(ExpectedDefectSchema).default([]),
  })
  .strict();

/**
 * A console generation: an earlier console of a product, `<product>@<YYYY>` or `<product>@<YYYY-MM>` (`ecs@2019`).
 * An account's variant is either a synthetic drift variant (applied to today's console) or a generation.
 */
export const GENERATION_ID = /^([a-z][a-z0-9]*)@(\d{4})(?:-(\d{2}))?$/;
export const isGenerationId = (variant: string | null | undefined): boolean => Boolean(variant && GENERATION_ID.test(variant));

/** The help-center page a task was written from, and the date of the version used. */
export const TaskSourceSchema = z
  .object({
    /** The page's URL, or `https://github.com/AlibabaCloudDocs/<repo>/blob/<commit>/<path>` for a Markdown source. */
    url: z.string().url(),
    /** "Last Updated" of the page version, or the commit date of the source file: `YYYY-MM-DD`. */
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  })
  .strict();

/** The same doc run on another console (real drift from history): the console and what to expect there. */
export const TaskDriftSchema = z
  .object({
    /** The console: a generation id or a variant; null for today's console. */
    variant: z.string().nullable(),
    expect: TaskExpectSchema,
  })
  .strict();

/** YAML front matter of a task file (SPEC section 3). */
export const TaskFrontMatterSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)+$/, 'must be path-like, e.g. ecs/create-instance'),
    title: z.string().min(1),
    product: z.string().min(1),
    difficulty: DifficultySchema.default('standard'),
    locale: LocaleSchema.default('en-US'),
    /** Where the procedure starts: a path on the emulator or a console URL. */
    start: z.string().min(1),
    /** Emulator UI variant (drift on purpose); null for the current console. */
    variant: z.string().nullable().default(null),
    requires: z.array(RequiredResourceSchema).default([]),
    /** Values the doc leaves to the reader. */
    inputs: z.record(z.string(), z.string()).default({}),
    success: z.array(SuccessRuleSchema).default([]),
    /** Rubric for the judge ensemble when no event proves success. */
    judge: z.string().nullable().default(null),
    /** The help-center page the task was written from (tasks/real). */
    source: TaskSourceSchema.optional(),
    expect: TaskExpectSchema.optional(),
    /**
     * The same doc on consoles it does not match: each entry becomes its own task, id `<id>~<variant>` (`~today` for
     * today's console), with that variant and expectation.
     */
    drift: z.array(TaskDriftSchema).optional(),
  })
  .strict();
export type TaskFrontMatter = z.infer<typeof TaskFrontMatterSchema>;
