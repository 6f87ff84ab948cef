import { z } from 'zod';
import { ActionResultSchema, ActionSchema } from './action';
import { PageSnapshotSchema, TabSchema } from './observation';
import { StepVerdictSchema, TaskReportSchema } from './report';

/**
 * The extension <-> companion socket (SPEC section 7). Bump PROTOCOL_VERSION on any incompatible change
 * to a method or event below; `checkVersion` tells both ends whether they can talk.
 */
export const PROTOCOL_VERSION = 2;

export function checkVersion(ours: number, theirs: unknown): { ok: true } | { ok: false; reason: string } {
  if (typeof theirs !== 'number' || !Number.isInteger(theirs)) return { ok: false, reason: `protocol version must be an integer, got ${JSON.stringify(theirs)}` };
  if (theirs !== ours) return { ok: false, reason: `protocol version ${theirs} is not supported (this side speaks ${ours}); update the ${theirs < ours ? 'extension' : 'companion'}` };
  return { ok: true };
}

/**
 * How an episode runs in the user's console: the agent acts alone, each action waits for approval, the human does
 * each step when the agent reaches it, or the human demonstrates the whole procedure while it is recorded.
 */
export const RunModeSchema = z.enum(['auto', 'step', 'takeover', 'record']);
export type RunMode = z.infer<typeof RunModeSchema>;

const TaskSummarySchema = z.object({ id: z.string(), title: z.string(), product: z.string(), file: z.string(), locale: z.string() });

/** Where an item of a plan came from (a step, a sentence of the doc, the catalogue) and how sure the compiler is. */
const PlanWhy = {
  evidence: z.object({ text: z.string(), step: z.string().optional(), source: z.string() }).optional(),
  confidence: z.number().min(0).max(1).optional(),
};

/**
 * What creating one resource of a type costs, from the price table (companion/cloud/prices.ts): `free`, a
 * pay-as-you-go price (`amount` in `currency` per `unit`), or `unknown`; `note` says what else is billed, `source` and
 * `checked` where and when the fact was read.
 */
export const CostSchema = z.object({
  kind: z.enum(['free', 'pay-as-you-go', 'unknown']),
  amount: z.number().optional(),
  currency: z.string().optional(),
  unit: z.string().optional(),
  note: z.string(),
  source: z.string().optional(),
  checked: z.string().optional(),
});

/** Methods: request params and result schemas, by wire name. `to` says which side serves the call. */
export const METHODS = {
  /**
   * First message on a connection; the companion answers only when token, origin and version are right. Instead
   * of the token, a one-time pairing code from a pairing link: the answer then carries the token to keep.
   */
  'session.hello': {
    to: 'companion',
    params: z
      .object({
        protocolVersion: z.number(),
        extensionVersion: z.string(),
        token: z.string().optional(),
        /** A pairing link's one-time code (`aca serve` prints the link), traded for the token. */
        pairingCode: z.string().optional(),
        /** The session this extension had before its service worker was stopped or the socket dropped. */
        resumeSessionId: z.string().optional(),
      })
      .refine((p) => (p.token === undefined) !== (p.pairingCode === undefined), { message: 'give exactly one of "token" or "pairingCode"' }),
    result: z.object({
      protocolVersion: z.number(),
      sessionId: z.string(),
      resumed: z.boolean(),
      companionVersion: z.string(),
      /** Only when paired by a code: the token to use from now on. */
      pairingToken: z.string().optional(),
    }),
  },
  'task.list': { to: 'companion', params: z.object({}), result: z.array(TaskSummarySchema) },
  'episode.start': {
    to: 'companion',
    params: z
      .object({
        /** A task of the companion's list. */
        taskId: z.string().optional(),
        /** A doc's Markdown pasted into the side panel, or read from the help-center page in the tab. */
        markdown: z.string().max(500_000).optional(),
        mode: RunModeSchema,
        /**
         * A doc without front matter: compile it (as `episode.plan` does) and run one of its procedures as a task,
         * its `requires` created (in a new emulator account, or with `picks` and `approve` in the person's) and its
         * success judged by ActionTrail. Without it the doc runs in the tab as it is. Refused `no-emulator` without
         * an emulator or the person's account, `not-compiled` when nothing compiles.
         */
        provision: z.boolean().optional(),
        /** With `provision`: which of the plan's `procedures` runs (its index; default 0, the first). */
        procedure: z.number().int().nonnegative().max(1000).optional(),
        /** Tab to work in (default: the active tab). */
        tabId: z.string().optional(),
        /**
         * With `provision`, in the account the companion is configured with: the existing resource the person picked
         * for a required item (its id in the plan -> the cloud id of one of its `existing`). Picked ones are used as
         * they are and never deleted; references such as `${vpc.id}` resolve to them.
         */
        picks: z.record(z.string().min(1).max(64), z.string().min(1).max(256)).optional(),
        /**
         * With `provision`, in the account the companion is configured with: the person's approval of what Start
         * creates there, the ids of every required item not picked. Refused `approval-required` when it is missing or
         * does not name exactly those.
         */
        approve: z.object({ create: z.array(z.string().min(1).max(64)).max(50) }).optional(),
      })
      .refine((p) => Boolean(p.taskId) !== Boolean(p.markdown), { message: 'give exactly one of "taskId" or "markdown"' })
      .refine((p) => !(p.provision && p.taskId), { message: '"provision" is for a doc given as "markdown" (a task provisions by its front matter)' })
      .refine((p) => p.provision || (!p.picks && !p.approve && p.procedure === undefined), { message: '"picks", "approve" and "procedure" go with "provision": true' }),
    result: z.object({ episodeId: z.string(), steps: z.array(z.object({ index: z.number().int(), text: z.string() })) }),
  },
  /**
   * What a doc without front matter needs before it starts, compiled by the rules against the catalogue of the
   * emulator `aca serve` uses: per procedure what must exist (and in which state), the values it leaves to the
   * reader, and what proves it done (ActionTrail events, or a judge's rubric), each with the words it came from.
   * Refused `no-emulator` when the companion has no emulator (no catalogue), `invalid-doc` for a doc with front matter.
   */
  'episode.plan': {
    to: 'companion',
    params: z.object({ markdown: z.string().min(1).max(500_000) }),
    result: z.object({
      procedures: z.array(
        z.object({
          procedure: z.string(),
          taskId: z.string(),
          product: z.string(),
          /**
           * `state`: the state it must be in, or (none set) the one it is created in. With an account configured:
           * `existing`, what the account already has of the type (read-only listing) and whether each is in the
           * required state (`fits`), or `listError` when it could not be listed; `cost`, what creating one costs.
           */
          requires: z.array(
            z.object({
              id: z.string(), type: z.string(), state: z.string().optional(), ...PlanWhy,
              existing: z.array(z.object({ id: z.string(), name: z.string(), state: z.string().optional(), fits: z.boolean() })).optional(),
              listError: z.string().optional(),
              cost: CostSchema.optional(),
            }),
          ),
          inputs: z.array(z.object({ name: z.string(), value: z.string(), ...PlanWhy })),
          success: z.array(z.object({ service: z.string(), event: z.string(), params: z.record(z.string(), z.string()), ...PlanWhy })),
          judge: z.object({ rubric: z.string(), ...PlanWhy }).optional(),
        }),
      ),
      /** Procedures (or the whole doc) that could not be compiled, and why. */
      failures: z.array(z.object({ procedure: z.string().optional(), reason: z.string() })),
      /**
       * The account the companion lists from and creates in (`aca serve --own-account`), by its id (an AccessKey id
       * masked, never a secret) and region; absent when Start creates in a new emulator account (or nowhere).
       */
      account: z.object({ id: z.string(), region: z.string(), endpoint: z.string() }).optional(),
      /**
       * Where `episode.start` with `provision` creates what the doc needs: a new emulator account, the person's
       * account (`account`, with their picks and approval), or nowhere (a companion without an emulator).
       */
      provision: z.enum(['emulator', 'account', 'none']).optional(),
    }),
  },
  /** The human's answer to an `episode.proposed` action (step mode, and destructive actions in any mode). */
  'episode.decide': {
    to: 'companion',
    params: z.object({
      episodeId: z.string(),
      turn: z.number().int(),
      decision: z.enum(['approve', 'skip', 'edit', 'takeover']),
      /** The edited action, with decision "edit". */
      action: ActionSchema.optional(),
    }),
    result: z.object({ accepted: z.boolean(), reason: z.string().optional() }),
  },
  /**
   * The person's answer to `episode.ask`: their words, and `ref` when they chose one of the candidates ("none of
   * these" is an answer without a ref).
   */
  'episode.answer': {
    to: 'companion',
    params: z.object({ episodeId: z.string(), turn: z.number().int(), answer: z.string().min(1).max(4000), ref: z.string().optional() }),
    result: z.object({ accepted: z.boolean(), reason: z.string().optional() }),
  },
  /** The human finished a step by hand; the recorded actions become the turn's actions and the agent goes on. */
  'episode.handback': {
    to: 'companion',
    params: z.object({ episodeId: z.string(), actions: z.array(ActionSchema).max(200) }),
    result: z.object({ accepted: z.boolean() }),
  },
  /**
   * Record mode: what the person did or said. `action`: one action they performed in the page, with the page as
   * it was just before it (the content script's snapshot at the moment of the pointer down, focus or key down);
   * `thought`: their words for the next action; `step`: the doc step the next actions belong to; `undo`: drop the
   * last recorded action (the page is not changed back); `finish`: end the demonstration.
   */
  'episode.record': {
    to: 'companion',
    params: z.object({
      episodeId: z.string(),
      input: z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('action'), action: ActionSchema, page: PageSnapshotSchema.optional() }),
        z.object({ kind: z.literal('thought'), text: z.string().max(4000) }),
        z.object({ kind: z.literal('step'), docStep: z.number().int().positive() }),
        z.object({ kind: z.literal('undo') }),
        z.object({ kind: z.literal('finish'), outcome: z.enum(['success', 'unachievable']), reason: z.string().max(4000).optional(), step: z.number().int().positive().optional() }),
      ]),
    }),
    result: z.object({ accepted: z.boolean(), reason: z.string().optional(), recorded: z.number().int() }),
  },
  'episode.stop': { to: 'companion', params: z.object({ episodeId: z.string() }), result: z.object({ stopped: z.boolean() }) },
  /** The self-contained HTML report of a finished episode. */
  'report.get': { to: 'companion', params: z.object({ episodeId: z.string() }), result: z.object({ html: z.string() }) },
  'page.observe': {
    to: 'extension',
    params: z.object({ tabId: z.string().optional() }),
    result: PageSnapshotSchema,
  },
  'page.act': {
    to: 'extension',
    params: z.object({
      tabId: z.string().optional(),
      /** Unique per action: a retried call after a reconnect returns the first result instead of acting twice. */
      callId: z.string(),
      action: ActionSchema,
    }),
    result: ActionResultSchema,
  },
  'page.screenshot': {
    to: 'extension',
    params: z.object({ tabId: z.string().optional(), format: z.enum(['png', 'jpeg']).default('jpeg') }),
    result: z.object({ dataUrl: z.string(), width: z.number(), height: z.number() }),
  },
  'page.highlight': {
    to: 'extension',
    params: z.object({ tabId: z.string().optional(), ref: z.string().nullable() }),
    result: z.object({ shown: z.boolean() }),
  },
  'tabs.list': { to: 'extension', params: z.object({}), result: z.array(TabSchema) },
  /**
   * The Alibaba Cloud account the tab's console is signed in to, as the console page itself declares it (its
   * `ALIYUN_CONSOLE_CONFIG`: the main account's id, the signed-in identity's, the account type); null when the page
   * declares none (not a console page, or signed out). Asked before a run in the person's own account creates
   * anything, so that it never creates in one account and acts in another.
   */
  'page.account': {
    to: 'extension',
    params: z.object({ tabId: z.string().optional() }),
    result: z.object({ accountId: z.string(), identityId: z.string().optional(), type: z.string().optional() }).nullable(),
  },
} as const;
export type MethodName = keyof typeof METHODS;
export type MethodParams<M extends MethodName> = z.input<(typeof METHODS)[M]['params']>;
export type MethodResult<M extends MethodName> = z.infer<(typeof METHODS)[M]['result']>;

/** Events: one-way notifications, by wire name. */
export const EVENTS = {
  heartbeat: z.object({ at: z.number() }),
  /** Companion -> side panel: something the person should know (reconnected, resumed, refused). */
  'session.notice': z.object({ level: z.enum(['info', 'warning', 'error']), message: z.string() }),
  /** An action the agent wants to take; in step mode (or when destructive) it waits for `episode.decide`. */
  'episode.proposed': z.object({
    episodeId: z.string(),
    turn: z.number().int(),
    docStep: z.number().int().nullable(),
    thought: z.string(),
    action: ActionSchema,
    waiting: z.boolean(),
    /** Why approval is required even in auto mode, e.g. "destructive action in a real console". */
    reason: z.string().optional(),
  }),
  /** The agent cannot settle a doc step alone (two controls fit it equally): it waits for `episode.answer`. */
  'episode.ask': z.object({
    episodeId: z.string(),
    turn: z.number().int(),
    docStep: z.number().int().nullable(),
    question: z.string(),
    candidates: z.array(z.object({ ref: z.string().optional(), name: z.string() })),
  }),
  /** The human is asked to carry out a step by hand, then call `episode.handback`. */
  'episode.takeover': z.object({ episodeId: z.string(), docStep: z.number().int().nullable(), text: z.string() }),
  'episode.step': z.object({ episodeId: z.string(), turn: z.number().int(), docStep: z.number().int().nullable(), action: ActionSchema.nullable(), result: ActionResultSchema.nullable() }),
  /** The doc's steps with the episode's own values filled in (`${inputs.name}` -> the name), once provisioned. */
  'episode.steps': z.object({ episodeId: z.string(), steps: z.array(z.object({ index: z.number().int(), text: z.string() })) }),
  /** Record mode: the last recorded action was dropped (`turn` is the dropped turn). */
  'episode.undone': z.object({ episodeId: z.string(), turn: z.number().int() }),
  'episode.verdict': z.object({ episodeId: z.string(), verdict: StepVerdictSchema }),
  'episode.finished': z.object({ episodeId: z.string(), report: TaskReportSchema }),
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

/**
 * WebSocket close codes the companion uses when it refuses or ends a session (the reason string says more).
 * A foreign Origin or a non-loopback peer is refused before the upgrade (HTTP 403), so it gets no code.
 */
export const CLOSE_CODES = {
  /** No `session.hello` first, or a malformed one. */
  badHello: 4400,
  /** Wrong or missing pairing token. */
  badToken: 4401,
  /** Another extension session is active. */
  busy: 4409,
  /** Protocol versions differ. */
  badVersion: 4426,
  /** A message over MAX_MESSAGE_BYTES. */
  tooBig: 1009,
  /** Missed heartbeats. */
  timeout: 4408,
} as const;
