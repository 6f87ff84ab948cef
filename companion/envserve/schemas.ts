/**
 * The env server's HTTP contract: request and response bodies of `aca env-serve` (companion/envserve/README.md).
 * Requests are validated at the HTTP edge with these schemas (unknown fields are errors); responses are built to
 * them and published as JSON Schema by `GET /schema`. The action and the page elements are the protocol's own.
 */
import { z } from 'zod';
import { ActionResultSchema, ActionSchema, ElementSchema, TaskReportSchema, TaskVerdictSchema } from '../../protocol';

const SessionId = z.string().min(1).describe('the session id that POST /reset returned');

/** `POST /reset`: start one episode of a task in a new session. */
export const ResetRequestSchema = z.strictObject({
  /** A task id from the server's `--tasks` folder (`ecs/stop-instance`) or a path to a task `.md` file. */
  task: z.string().min(1),
  /** Send a (masked) PNG screenshot with every observation. Default false. */
  screenshot: z.boolean().optional(),
});
export type ResetRequest = z.infer<typeof ResetRequestSchema>;

/**
 * `POST /step`: one policy turn, either a JSON action (SPEC 5) or the model's raw text
 * (`Thought: ...\nAction: {json}`). The action is checked by the episode, not here: an invalid one is a step
 * that comes back as an error observation, never an HTTP error.
 */
export const StepRequestSchema = z
  .strictObject({
    session: SessionId,
    /** A JSON action of SPEC 5 (`{"type": "click", "ref": "e12"}`). */
    action: z.unknown().optional(),
    /** The model's raw output, parsed like a model policy's (`models/parse.ts`). */
    text: z.string().optional(),
    /** With `action`: the thought recorded in the trajectory. Default "". */
    thought: z.string().optional(),
    /** With `action`: the doc step (1-based) the action serves, when the trainer knows it. */
    step: z.number().int().positive().optional(),
  })
  .refine((r) => (r.action === undefined) !== (r.text === undefined), { message: 'give exactly one of "action" (a JSON action) or "text" (the model output)' })
  .refine((r) => r.text === undefined || (r.thought === undefined && r.step === undefined), { message: '"thought" and "step" go with "action"; with "text" they are parsed from the text' });
export type StepRequest = z.infer<typeof StepRequestSchema>;

/** `POST /close`. */
export const CloseRequestSchema = z.strictObject({ session: SessionId });

/** What a policy sees each turn (SPEC 4), as the env server sends it. */
export const EnvObservationSchema = z.object({
  /** Exactly the text a policy reads: doc step, recent actions with their results, the page outline. */
  text: z.string(),
  url: z.string(),
  /** The doc step being worked on; null when every step is done. */
  step: z.object({ index: z.number().int(), total: z.number().int(), text: z.string() }).nullable(),
  /** The page's elements; act on one by its `ref`. */
  elements: z.array(ElementSchema),
  /** `data:image/png;base64,...` when the session asked for screenshots (secrets blacked out). */
  screenshot: z.string().optional(),
});
export type EnvObservation = z.infer<typeof EnvObservationSchema>;

const DocStepsSchema = z.array(z.object({ index: z.number().int(), text: z.string() }));

export const ResetResponseSchema = z.object({
  session: z.string(),
  observation: EnvObservationSchema,
  info: z.object({
    task: z.object({ id: z.string(), title: z.string() }),
    /** The doc's steps, `${...}` filled in (secrets as `<secret:name>`). */
    steps: DocStepsSchema,
    maxTurns: z.number().int(),
    screenshot: z.boolean(),
  }),
});
export type ResetResponse = z.infer<typeof ResetResponseSchema>;

/** The end of an episode: reward from the task's ActionTrail rules, verdict and report. */
const EndInfoSchema = z.object({
  success: z.boolean(),
  verdict: TaskVerdictSchema,
  /** Why the episode ended: task_complete, task_unachievable, turn limit, closed. */
  ending: z.string(),
  report: TaskReportSchema,
});

export const StepResponseSchema = z.object({
  /** The page after the action; at the end, the last observation the policy saw (the page is closed by then). */
  observation: EnvObservationSchema,
  /** 0 until the episode ends; then 1 when the task's ActionTrail rules held, else 0. */
  reward: z.number(),
  done: z.boolean(),
  info: z
    .object({
      /** This step's turn number (0-based). */
      turn: z.number().int(),
      /** The action that was taken, as validated (absent when the input was invalid). */
      action: ActionSchema.optional(),
      /** What the action did in the page (an `invalid-action` error for invalid input; null for control actions). */
      result: ActionResultSchema.nullable(),
      /** Set when the action or text did not parse or validate: what is wrong. The episode goes on. */
      error: z.string().optional(),
    })
    .extend(EndInfoSchema.partial().shape),
});
export type StepResponse = z.infer<typeof StepResponseSchema>;

export const HistoryEntrySchema = z.object({
  turn: z.number().int(),
  action: ActionSchema.nullable(),
  /** The raw model text, for `text` steps. */
  text: z.string().optional(),
  error: z.string().optional(),
  result: ActionResultSchema.nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

export const StateResponseSchema = z.object({
  session: z.string(),
  task: z.string(),
  /** Turns taken so far. */
  turn: z.number().int(),
  done: z.boolean(),
  reward: z.number(),
  /** null until the episode ends. */
  success: z.boolean().nullable(),
  verdict: TaskVerdictSchema.nullable(),
  history: z.array(HistoryEntrySchema),
});
export type StateResponse = z.infer<typeof StateResponseSchema>;

/** `POST /close`: the final state, with the episode's report (null when the episode failed to run). */
export const CloseResponseSchema = StateResponseSchema.extend({ report: TaskReportSchema.nullable() });
export type CloseResponse = z.infer<typeof CloseResponseSchema>;

export const HealthResponseSchema = z.object({
  ok: z.literal(true),
  /** Sessions whose episode is still running: these count against maxSessions. */
  sessions: z.number().int(),
  maxSessions: z.number().int(),
});

/** Every error: what is wrong and where. */
export const ErrorResponseSchema = z.object({ error: z.string(), /** Stable: bad-request, unknown-session, too-many-sessions, ... */ code: z.string() });

/** The document `GET /schema` returns: JSON Schemas (draft 2020-12) of the requests, responses, action and observation. */
export function schemaDocument(): Record<string, unknown> {
  const json = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return {
    reset: { request: json(ResetRequestSchema, 'input'), response: json(ResetResponseSchema, 'output') },
    step: { request: json(StepRequestSchema, 'input'), response: json(StepResponseSchema, 'output') },
    close: { request: json(CloseRequestSchema, 'input'), response: json(CloseResponseSchema, 'output') },
    state: { response: json(StateResponseSchema, 'output') },
    health: { response: json(HealthResponseSchema, 'output') },
    error: json(ErrorResponseSchema, 'output'),
    action: json(ActionSchema, 'input'),
    observation: json(EnvObservationSchema, 'output'),
  };
}
