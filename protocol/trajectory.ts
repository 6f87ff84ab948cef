import { z } from 'zod';
import { ActionResultSchema, ActionSchema } from './action';
import { OnDemandRecordSchema } from './report';
import { StepKindSchema } from './task';

/** One agent turn of an episode, as recorded. */
export const TrajectoryStepSchema = z.object({
  index: z.number().int().nonnegative(),
  /** Doc step being worked on (1-based), if any. */
  docStep: z.number().int().positive().nullable(),
  observation: z.object({
    /** The serialized text exactly as the policy saw it. */
    text: z.string(),
    url: z.string(),
    screenshot: z.string().optional(),
    screenshotSize: z.object({ width: z.number(), height: z.number(), originalWidth: z.number(), originalHeight: z.number() }).optional(),
    chars: z.number().int(),
  }),
  /** Raw policy output (model text or the local policy's rendering). */
  output: z.string(),
  thought: z.string(),
  action: ActionSchema.nullable(),
  /** Parse or validation error of the policy output, when there was one. */
  parseError: z.string().optional(),
  /** Where a ref action landed: element box centre in pixels and 0-1000, and a selector. */
  target: z
    .object({
      ref: z.string(),
      x: z.number(),
      y: z.number(),
      nx: z.number(),
      ny: z.number(),
      selector: z.string().optional(),
      role: z.string().optional(),
      name: z.string().optional(),
      /** How many elements before it on the page have the same role and name (0: the first or only one). */
      nth: z.number().int().nonnegative().optional(),
    })
    .optional(),
  result: ActionResultSchema.nullable(),
  verdict: StepKindSchema.optional(),
  tokens: z.object({ prompt: z.array(z.number()), completion: z.array(z.number()), logprobs: z.array(z.number()).optional() }).optional(),
  /** A model policy's turn: tokens it was billed, what that cost and how long the model took (absent for local policies). */
  usage: z
    .object({
      model: z.string(),
      promptTokens: z.number().int().nonnegative(),
      completionTokens: z.number().int().nonnegative(),
      /** Image tokens within promptTokens (estimated from the image size and the family's patch). */
      imageTokens: z.number().int().nonnegative().optional(),
      cny: z.number().nonnegative(),
      /** Whether the token counts came from the server or were counted locally. */
      source: z.enum(['server', 'counted']),
      /** Requests made for this turn (retries included). */
      attempts: z.number().int().positive(),
      ms: z.number().nonnegative(),
    })
    .optional(),
  ms: z.number(),
});
export type TrajectoryStep = z.infer<typeof TrajectoryStepSchema>;

/** One episode (one JSONL line). */
export const TrajectoryRecordSchema = z.object({
  taskId: z.string(),
  groupId: z.string(),
  episodeId: z.string(),
  policy: z.object({ name: z.string(), version: z.string() }),
  account: z.string(),
  variant: z.string().nullable(),
  locale: z.string(),
  /**
   * The episode's own values: inputs after expansion (secrets as placeholders) and provisioned resources. A replay
   * maps them to its own episode's values (names carry a per-episode random suffix).
   */
  context: z.object({ inputs: z.record(z.string(), z.string()), resources: z.record(z.string(), z.record(z.string(), z.string())) }).optional(),
  steps: z.array(TrajectoryStepSchema),
  /** Resources created on demand during the episode, when any were. */
  onDemand: z.array(OnDemandRecordSchema).optional(),
  reward: z.number(),
  success: z.boolean(),
  rewardSource: z.enum(['actiontrail', 'judge', 'unknown']),
  /** Why the episode is invalid (the judges disagreed, or one failed): excluded from training and scores. */
  invalid: z.string().optional(),
  /** The judge ensemble's verdicts, for tasks judged by models (SPEC section 10). */
  judge: z
    .object({
      verdicts: z.array(
        z.object({
          judge: z.string(),
          verdict: z.enum(['success', 'failure']).nullable(),
          reason: z.string(),
          error: z.string().optional(),
          promptTokens: z.number(),
          completionTokens: z.number(),
          cny: z.number(),
        }),
      ),
      cny: z.number(),
    })
    .optional(),
  cost: z.object({ cny: z.number(), promptTokens: z.number(), completionTokens: z.number() }),
  startedAt: z.string(),
  seconds: z.number(),
});
export type TrajectoryRecord = z.infer<typeof TrajectoryRecordSchema>;
