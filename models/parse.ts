/**
 * Reading a model's turn (SPEC section 5): the text form `Thought: …` / `Step: N` / `Action: {json}`, a Qwen-style
 * `<tool_call>{"name", "arguments"}</tool_call>` in the text, or an OpenAI tool call. Output that does not parse or
 * validate is an error that says what is wrong; nothing is guessed.
 */
import { ActionSchema, type Action } from '../protocol';

export interface Turn {
  thought: string;
  action: Action;
  /** The doc step the model says this action serves, when it says one. */
  step: number | null;
}

export type Parsed = { ok: true; turn: Turn } | { ok: false; error: string };

/** Maps a point as the model wrote it (`[x, y]` or `{x, y}` in its own coordinate system) to the action's point. */
export type PointMapper = (x: number, y: number) => { x: number; y: number; space: 'viewport' | 'norm1000' };

export interface ParseOptions {
  /** Default: the point is taken as viewport pixels. */
  point?: PointMapper;
}

const fail = (error: string): Parsed => ({ ok: false, error });

/** Parses one assistant message in the text form (or a tool call written into the text). */
export function parseText(text: string, opts: ParseOptions = {}): Parsed {
  const toolCall = /<tool_call>([\s\S]*?)(?:<\/tool_call>|$)/.exec(text);
  if (toolCall) {
    const thought = text.slice(0, toolCall.index).replace(/^\s*Thought:\s*/i, '').trim();
    let call: unknown;
    try {
      call = JSON.parse(toolCall[1].trim());
    } catch (error) {
      return fail(`the <tool_call> is not JSON: ${(error as Error).message}`);
    }
    if (!isObject(call) || typeof call.name !== 'string') return fail('the <tool_call> needs {"name": "<action>", "arguments": {...}}');
    const args = typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments ?? {});
    return parseToolCall(call.name, args, thought, opts);
  }
  const actionAt = /^\s*Action\s*:/im.exec(text);
  if (!actionAt) return fail('no "Action:" line; answer with "Thought: ..." and then "Action: {json}"');
  const head = text.slice(0, actionAt.index);
  const thought = /Thought\s*:\s*([\s\S]*?)(?=^\s*Step\s*:|$(?![\s\S]))/im.exec(head)?.[1]?.trim() ?? head.trim();
  const stepText = /^\s*Step\s*:\s*(\S+)/im.exec(head)?.[1];
  const step = stepText === undefined ? null : Number.parseInt(stepText, 10);
  if (stepText !== undefined && (!Number.isInteger(step) || step! < 1)) return fail(`"Step: ${stepText}" is not a doc step number`);
  const body = stripFence(text.slice(actionAt.index + actionAt[0].length));
  const json = firstJsonObject(body);
  if (!json) return fail('the Action is not a JSON object: write Action: {"type": "...", ...}');
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    return fail(`the Action is not valid JSON: ${(error as Error).message}`);
  }
  return validate(raw, thought, step, opts);
}

/** Parses an OpenAI tool call: the function name is the action type, its arguments the action's fields. */
export function parseToolCall(name: string, args: string, thought: string, opts: ParseOptions = {}): Parsed {
  let fields: unknown;
  try {
    fields = args.trim() ? JSON.parse(args) : {};
  } catch (error) {
    return fail(`the arguments of tool call "${name}" are not JSON: ${(error as Error).message}`);
  }
  if (!isObject(fields)) return fail(`the arguments of tool call "${name}" must be a JSON object`);
  const { step, ...rest } = fields;
  if (step !== undefined && name !== 'note_deviation' && name !== 'task_unachievable' && (!Number.isInteger(step) || (step as number) < 1)) {
    return fail(`tool call "${name}": "step" must be a doc step number`);
  }
  const keepStep = name === 'note_deviation' || name === 'task_unachievable';
  const action = keepStep ? { ...fields, type: name } : { ...rest, type: name };
  const docStep = typeof step === 'number' && Number.isInteger(step) ? step : null;
  return validate(action, thought.replace(/^\s*Thought:\s*/i, '').trim(), docStep, opts);
}

function validate(raw: unknown, thought: string, step: number | null, opts: ParseOptions): Parsed {
  const action = checkAction(raw, opts);
  return typeof action === 'string' ? fail(action) : { ok: true, turn: { thought, action, step } };
}

const BY_TYPE = new Map(ActionSchema.options.map((schema) => [schema.shape.type.value as string, schema]));

/**
 * The validated action, or what is wrong with it: checked against the schema of its own type (not the whole union),
 * so the message names the field. A `point` may be written `[x, y]`; `opts.point` maps it from the model's system.
 */
export function checkAction(input: unknown, opts: ParseOptions = {}): Action | string {
  if (!isObject(input)) return 'the action must be a JSON object like {"type": "click", "ref": "e12"}';
  if (typeof input.type !== 'string') return 'the action needs a "type" (click, type, select, ..., task_complete)';
  const schema = BY_TYPE.get(input.type);
  if (!schema) return `unknown action type "${input.type}"; one of: ${[...BY_TYPE.keys()].join(', ')}`;
  const candidate: Record<string, unknown> = { ...input };
  if (candidate.point !== undefined) {
    const p = candidate.point;
    const xy = Array.isArray(p) && p.length === 2 ? p : isObject(p) ? [p.x, p.y] : null;
    if (!xy || typeof xy[0] !== 'number' || typeof xy[1] !== 'number' || !Number.isFinite(xy[0]) || !Number.isFinite(xy[1])) {
      return '"point" must be [x, y] with two numbers';
    }
    candidate.point = opts.point ? opts.point(xy[0], xy[1]) : { x: xy[0], y: xy[1], space: isObject(p) && p.space === 'norm1000' ? 'norm1000' : 'viewport' };
  }
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) {
    return `invalid "${input.type}" action: ${parsed.error.issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message)).join('; ')}`;
  }
  return parsed.data as Action;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function stripFence(s: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(s);
  return fenced ? fenced[1] : s;
}

/** The first balanced `{...}` in `s` (strings and escapes respected), or null. */
function firstJsonObject(s: string): string | null {
  const start = s.indexOf('{');
  const end = start < 0 ? -1 : closingBrace(s, start);
  return end < 0 ? null : s.slice(start, end + 1);
}

/** Index of the `}` that closes the `{` at `start` (braces inside JSON strings do not count), or -1. */
export function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return -1;
}
