import { z } from 'zod';
import { BoxSchema } from './observation';
import { StepKindSchema } from './task';

export const TaskVerdictSchema = z.enum(['verified', 'defective', 'inconclusive']);
export type TaskVerdict = z.infer<typeof TaskVerdictSchema>;

/** Evidence behind a step verdict. */
export const EvidenceSchema = z.object({
  /** Screenshot file relative to the run folder. */
  screenshot: z.string().optional(),
  /** The element the verdict is about: ref, role and name as observed. */
  element: z
    .object({
      ref: z.string(),
      role: z.string(),
      name: z.string(),
      /** Its box in viewport CSS pixels, as observed; the HTML report outlines it on the screenshot. */
      box: BoxSchema.optional(),
    })
    .optional(),
  url: z.string().optional(),
});

/** The verdict of one doc step. */
export const StepVerdictSchema = z.object({
  index: z.number().int().positive(),
  text: z.string(),
  kind: StepKindSchema,
  expected: z.string().optional(),
  actual: z.string().optional(),
  evidence: EvidenceSchema.optional(),
});
export type StepVerdict = z.infer<typeof StepVerdictSchema>;

/** A doc defect with a suggested fix (a unified diff of the Markdown). */
export const DefectSchema = z.object({
  step: z.number().int().positive(),
  kind: StepKindSchema,
  expected: z.string(),
  actual: z.string(),
  fix: z.string(),
  evidence: EvidenceSchema.optional(),
});
export type Defect = z.infer<typeof DefectSchema>;

/**
 * A resource created on demand during an episode (SPEC section 9): a deferred entry of the task's `requires`
 * (`required` names it) or something the task did not declare. `id` and `attributes` are written as a `requires`
 * entry would be (`${rand}` in names, `${other.id}` for what it depends on), ready for `aca verify --write-requires`.
 */
export const OnDemandRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  attributes: z.record(z.string(), z.string()),
  required: z.string().optional(),
  /** The cloud id the episode's resource had. */
  cloudId: z.string().optional(),
  /** The report line the policy saw in its next observation. */
  summary: z.string(),
});
export type OnDemandRecord = z.infer<typeof OnDemandRecordSchema>;

export const TaskReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  file: z.string().optional(),
  verdict: TaskVerdictSchema,
  /** Success by the task's ActionTrail rules, or by its judges when it has none (false when neither says so). */
  success: z.boolean(),
  successSource: z.enum(['actiontrail', 'judge', 'unknown']),
  /** Rules that held and that did not, for the reader. */
  rules: z.array(z.object({ rule: z.string(), held: z.boolean(), eventId: z.string().optional() })).default([]),
  steps: z.array(StepVerdictSchema),
  defects: z.array(DefectSchema),
  /** Agent actions taken (policy turns). */
  actions: z.number().int(),
  seconds: z.number(),
  variant: z.string().nullable().default(null),
  /** Why the episode is inconclusive, when it is. */
  reason: z.string().optional(),
  /** Why the episode is invalid (its judges disagreed or failed): left out of scores and training data. */
  invalid: z.string().optional(),
  /** What the model policy and the judges cost, in CNY (absent for the local policy). */
  cny: z.number().optional(),
  /** Benchmark check against the task's `expect`, when present. */
  expectMet: z.boolean().optional(),
  /** Resources created on demand during the episode, when any were. */
  onDemand: z.array(OnDemandRecordSchema).optional(),
});
export type TaskReport = z.infer<typeof TaskReportSchema>;

export const ReportSchema = z.object({
  tool: z.literal('aliyun-console-agent'),
  version: z.string(),
  startedAt: z.string(),
  finishedAt: z.string(),
  policy: z.string(),
  emulator: z.string().nullable(),
  tasks: z.array(TaskReportSchema),
});
export type Report = z.infer<typeof ReportSchema>;
