import { z } from 'zod';
import { ActionResultSchema, ActionSchema, PolicyTurnSchema } from './action';
import { PageSnapshotSchema, TabSchema } from './observation';
import { StepVerdictSchema, TaskReportSchema } from './report';

/**
 * The extension <-> companion socket (SPEC section 7). Bump PROTOCOL_VERSION on any incompatible change
 * to a method or event below; `checkVersion` tells both ends whether they can talk.
 */
export const PROTOCOL_VERSION = 1;

export function checkVersion(ours: number, theirs: unknown): { ok: true } | { ok: false; reason: string } {
  if (typeof theirs !== 'number' || !Number.isInteger(theirs)) return { ok: false, reason: `protocol version must be an integer, got ${JSON.stringify(theirs)}` };
  if (theirs !== ours) return { ok: false, reason: `protocol version ${theirs} is not supported (this side speaks ${ours}); update the ${theirs < ours ? 'extension' : 'companion'}` };
  return { ok: true };
}

const RunModeSchema = z.enum(['auto', 'step', 'takeover']);

/** Methods: request params and result schemas, by wire name. `to` says which side serves the call. */
export const METHODS = {
  'session.hello': {
    to: 'companion',
    params: z.object({ protocolVersion: z.number(), extensionVersion: z.string(), token: z.string(), resumeSessionId: z.string().optional() }),
    result: z.object({ protocolVersion: z.number(), sessionId: z.string(), resumed: z.boolean() }),
  },
  'task.list': {
    to: 'companion',
    params: z.object({}),
    result: z.array(z.object({ id: z.string(), title: z.string(), product: z.string(), file: z.string() })),
  },
  'episode.start': {
    to: 'companion',
    params: z.object({ taskId: z.string().optional(), markdown: z.string().optional(), mode: RunModeSchema }),
    result: z.object({ episodeId: z.string() }),
  },
  'episode.decide': {
    to: 'companion',
    params: z.object({
      episodeId: z.string(),
      turn: z.number().int(),
      decision: z.enum(['approve', 'skip', 'edit', 'takeover']),
      action: ActionSchema.optional(),
    }),
    result: z.object({ accepted: z.boolean() }),
  },
  'episode.stop': { to: 'companion', params: z.object({ episodeId: z.string() }), result: z.object({ stopped: z.boolean() }) },
  'page.observe': {
    to: 'extension',
    params: z.object({ tabId: z.string().optional() }),
    result: PageSnapshotSchema,
  },
  'page.act': {
    to: 'extension',
    params: z.object({ tabId: z.string().optional(), action: ActionSchema }),
    result: ActionResultSchema,
  },
  'page.screenshot': {
    to: 'extension',
    params: z.object({ tabId: z.string().optional(), format: z.enum(['png', 'jpeg']).default('png') }),
    result: z.object({ dataUrl: z.string(), width: z.number(), height: z.number() }),
  },
  'tabs.list': { to: 'extension', params: z.object({}), result: z.array(TabSchema) },
} as const;
export type MethodName = keyof typeof METHODS;
export type MethodParams<M extends MethodName> = z.input<(typeof METHODS)[M]['params']>;
export type MethodResult<M extends MethodName> = z.infer<(typeof METHODS)[M]['result']>;

/** Events: one-way notifications, by wire name. */
export const EVENTS = {
  heartbeat: z.object({ at: z.number() }),
  'episode.proposed': z.object({ episodeId: z.string(), turn: z.number().int(), docStep: z.number().int().nullable(), turnOutput: PolicyTurnSchema, targetRef: z.string().optional() }),
  'episode.step': z.object({ episodeId: z.string(), turn: z.number().int(), docStep: z.number().int().nullable(), action: ActionSchema.nullable(), result: ActionResultSchema.nullable() }),
  'episode.verdict': z.object({ episodeId: z.string(), verdict: StepVerdictSchema }),
  'episode.finished': z.object({ episodeId: z.string(), report: TaskReportSchema, reportUrl: z.string().optional() }),
} as const;
export type EventName = keyof typeof EVENTS;

/** Envelopes on the wire. */
export const RequestEnvelopeSchema = z.object({ id: z.number().int(), method: z.string(), params: z.unknown() });
export const ResponseEnvelopeSchema = z.object({
  id: z.number().int(),
  result: z.unknown().optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
export const EventEnvelopeSchema = z.object({ event: z.string(), data: z.unknown() });
export const EnvelopeSchema = z.union([RequestEnvelopeSchema, ResponseEnvelopeSchema, EventEnvelopeSchema]);

/** Largest message either side accepts, in bytes (screenshots travel as data URLs). */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
