import { z } from 'zod';
import { StepKindSchema } from './task';

/** A point target: viewport pixels, or 0-1000 normalized (Qwen3-VL style). */
export const PointSchema = z.object({
  x: z.number(),
  y: z.number(),
  space: z.enum(['viewport', 'norm1000']).default('viewport'),
});

/** GUI actions name their element by ref, or by a point. */
const targeted = {
  ref: z.string().optional(),
  point: PointSchema.optional(),
};
const needsTarget = (a: { ref?: string; point?: unknown }) => a.ref !== undefined || a.point !== undefined;
const targetMessage = { message: 'needs a target: "ref" or "point"' };

export const ClickSchema = z.object({ type: z.literal('click'), ...targeted }).refine(needsTarget, targetMessage);
export const DoubleClickSchema = z.object({ type: z.literal('double_click'), ...targeted }).refine(needsTarget, targetMessage);
export const HoverSchema = z.object({ type: z.literal('hover'), ...targeted }).refine(needsTarget, targetMessage);
export const TypeSchema = z
  .object({
    type: z.literal('type'),
    ...targeted,
    text: z.string(),
    /** Clear the field first (default true). */
    clear: z.boolean().default(true),
    /** Press Enter after typing (default false). */
    submit: z.boolean().default(false),
  })
  .refine(needsTarget, targetMessage);
export const SelectSchema = z
  .object({ type: z.literal('select'), ...targeted, option: z.string().min(1) })
  .refine(needsTarget, targetMessage);
export const CheckSchema = z
  .object({ type: z.literal('check'), ...targeted, checked: z.boolean().default(true) })
  .refine(needsTarget, targetMessage);
export const ScrollSchema = z.object({
  type: z.literal('scroll'),
  ...targeted,
  direction: z.enum(['up', 'down', 'left', 'right']),
  /** Pixels; default one viewport. */
  amount: z.number().positive().optional(),
});
export const PressSchema = z.object({ type: z.literal('press'), key: z.string().min(1) });
export const NavigateSchema = z.object({ type: z.literal('navigate'), url: z.string().min(1) });
export const BackSchema = z.object({ type: z.literal('back') });
export const SwitchTabSchema = z.object({ type: z.literal('switch_tab'), tab: z.string() });
export const WaitSchema = z
  .object({ type: z.literal('wait'), ms: z.number().int().positive().max(60_000).optional(), text: z.string().optional() })
  .refine((a) => a.ms !== undefined || a.text !== undefined, { message: 'needs "ms" or "text"' });

export const TaskCompleteSchema = z.object({ type: z.literal('task_complete'), summary: z.string() });
export const TaskUnachievableSchema = z.object({
  type: z.literal('task_unachievable'),
  reason: z.string(),
  step: z.number().int().positive().optional(),
  evidence: z.string().default(''),
});
export const RequestResourceSchema = z.object({
  type: z.literal('request_resource'),
  description: z.string(),
  resourceType: z.string().optional(),
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
export const NoteDeviationSchema = z.object({
  type: z.literal('note_deviation'),
  step: z.number().int().positive(),
  kind: StepKindSchema,
  expected: z.string(),
  actual: z.string(),
});
/**
 * The agent cannot tell how to do a doc step: it asks the person (in the extension's side panel) instead of guessing.
 * `candidates` are the page's elements it weighed, by ref and name; headless, with nobody to ask, the step is unclear.
 */
export const AskHumanSchema = z.object({
  type: z.literal('ask_human'),
  question: z.string(),
  step: z.number().int().positive().optional(),
  candidates: z.array(z.object({ ref: z.string().optional(), name: z.string() })).max(20).optional(),
});

/** Every action a policy may emit (SPEC section 5). */
export const ActionSchema = z.union([
  ClickSchema,
  DoubleClickSchema,
  HoverSchema,
  TypeSchema,
  SelectSchema,
  CheckSchema,
  ScrollSchema,
  PressSchema,
  NavigateSchema,
  BackSchema,
  SwitchTabSchema,
  WaitSchema,
  TaskCompleteSchema,
  TaskUnachievableSchema,
  RequestResourceSchema,
  NoteDeviationSchema,
  AskHumanSchema,
]);
export type Action = z.infer<typeof ActionSchema>;
export type ActionType = Action['type'];

/** Actions the browser executes; the rest are handled by the agent loop. */
export const PAGE_ACTIONS = [
  'click', 'double_click', 'hover', 'type', 'select', 'check', 'scroll', 'press', 'navigate', 'back', 'switch_tab', 'wait',
] as const satisfies readonly ActionType[];
export type PageAction = Extract<Action, { type: (typeof PAGE_ACTIONS)[number] }>;
export const isPageAction = (a: Action): a is PageAction => (PAGE_ACTIONS as readonly string[]).includes(a.type);

/** `navigation-refused`: the URL is not one the run allows (protocol/navigation.ts); the page stayed where it was. */
export const ActionErrorCodeSchema = z.enum([
  'element-gone', 'not-visible', 'disabled', 'not-editable', 'option-missing', 'navigation-failed', 'navigation-refused',
  'timeout', 'blocked', 'invalid-action', 'needs-approval', 'other',
]);

/** What happened when an action ran. */
export const ActionResultSchema = z.object({
  ok: z.boolean(),
  error: z.object({ code: ActionErrorCodeSchema, message: z.string() }).optional(),
  changes: z
    .object({
      navigated: z.string().optional(),
      dialogOpened: z.string().optional(),
      dialogClosed: z.string().optional(),
      toasts: z.array(z.string()).optional(),
      newTab: z.string().optional(),
    })
    .default({}),
  /** `ask_human`: what the person answered; `answerRef` the candidate they chose, if they chose one. */
  answer: z.string().optional(),
  answerRef: z.string().optional(),
});
export type ActionResult = z.infer<typeof ActionResultSchema>;

/** A policy turn: ReAct thought then one action. */
export const PolicyTurnSchema = z.object({ thought: z.string(), action: ActionSchema });
export type PolicyTurn = z.infer<typeof PolicyTurnSchema>;
