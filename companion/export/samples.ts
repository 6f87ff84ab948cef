import type { TrajectoryRecord, TrajectoryStep } from '../../protocol';
import type { ImageSize } from './images';
import { FAMILIES, pointForModel } from '../../models/families';
import { systemPrompt } from '../../models/prompt';

/** The families SFT data is written for (models/families.ts holds what differs between them). */
export type ModelFamily = 'qwen3-vl' | 'qwen2.5-vl';
export type Form = 'step' | 'trajectory';

/** Patch size per family: Qwen3-VL 32 px, Qwen2.5-VL 28 px. */
export const PATCH: Record<ModelFamily, number> = { 'qwen3-vl': FAMILIES['qwen3-vl'].patch, 'qwen2.5-vl': FAMILIES['qwen2.5-vl'].patch };

export interface Message {
  role: 'system' | 'user' | 'assistant';
  content: string;
  /** ms-swift only: whether this assistant turn is trained on. */
  loss?: boolean;
}

export interface Sample {
  messages: Message[];
  images: string[];
}

/** How a step's screenshot was exported: its path in the export and both sizes. */
export interface StepImage {
  path: string;
  original: ImageSize;
  resized: ImageSize;
}

/** The `openai` policy's own system prompt, so a model is trained on what it is later asked. */
export const SYSTEM_PROMPT: Record<ModelFamily, string> = {
  'qwen3-vl': systemPrompt(FAMILIES['qwen3-vl']),
  'qwen2.5-vl': systemPrompt(FAMILIES['qwen2.5-vl']),
};

/**
 * The point to teach for a ref action: Qwen3-VL 0-1000; Qwen2.5-VL absolute pixels of the resized image
 * (`frame` maps viewport pixels to it; without one the viewport pixels are kept).
 */
export function pointFor(step: TrajectoryStep, model: ModelFamily, frame: StepImage | undefined): [number, number] | undefined {
  const t = step.target;
  if (!t) return undefined;
  if (model === 'qwen3-vl') return [Math.round(t.nx), Math.round(t.ny)];
  if (!frame) return [Math.round(t.x), Math.round(t.y)];
  return pointForModel(FAMILIES[model], t.x, t.y, frame.resized, frame.original);
}

/** "Thought: ...\nStep: N\nAction: {json}" (the policy's answer form) with the family's point added to targeted actions. */
export function assistantText(step: TrajectoryStep, model: ModelFamily, frame: StepImage | undefined): string {
  if (!step.action) return step.output;
  const point = pointFor(step, model, frame);
  const action = point && 'ref' in step.action ? { ...step.action, point } : step.action;
  return `Thought: ${step.thought}\n${step.docStep !== null ? `Step: ${step.docStep}\n` : ''}Action: ${JSON.stringify(action)}`;
}

/** Failed actions (result ok false) and unparsable outputs are shown but not learned. */
export const learnable = (step: TrajectoryStep): boolean => step.action !== null && step.result?.ok !== false;

function userTurn(step: TrajectoryStep, image: StepImage | undefined): Message {
  return { role: 'user', content: `${image ? '<image>\n' : ''}${step.observation.text}` };
}

export interface BuildOptions {
  form: Form;
  model: ModelFamily;
  /** Per-turn loss flags (ms-swift); LLaMA-Factory has none. */
  loss: boolean;
  /** The exported image of a step, keyed `${episodeId}:${index}`. */
  images: ReadonlyMap<string, StepImage>;
  /** Indexes of steps kept but not trained on (filters.ts `--flag`). */
  flagged?: ReadonlySet<number>;
}

export const imageKey = (record: TrajectoryRecord, step: TrajectoryStep) => `${record.episodeId}:${step.index}`;

/** The episode's frame: the first exported screenshot, so steps without one still map pixels consistently. */
function episodeFrame(record: TrajectoryRecord, images: ReadonlyMap<string, StepImage>): StepImage | undefined {
  for (const step of record.steps) {
    const image = images.get(imageKey(record, step));
    if (image) return image;
  }
  return undefined;
}

/** Samples of one episode: one per step, or one with every turn. */
export function buildSamples(record: TrajectoryRecord, opts: BuildOptions): Sample[] {
  const system: Message = { role: 'system', content: SYSTEM_PROMPT[opts.model] };
  const frame = episodeFrame(record, opts.images);
  const turns = record.steps.map((step) => {
    const image = opts.images.get(imageKey(record, step));
    const answer: Message = { role: 'assistant', content: assistantText(step, opts.model, image ?? frame) };
    if (opts.loss) answer.loss = learnable(step) && !opts.flagged?.has(step.index);
    return { user: userTurn(step, image), answer, image: image?.path };
  });
  if (opts.form === 'step') {
    return turns.map((t) => ({ messages: [system, t.user, t.answer], images: t.image ? [t.image] : [] }));
  }
  if (!turns.length) return [];
  return [
    {
      messages: [system, ...turns.flatMap((t) => [t.user, t.answer])],
      images: turns.flatMap((t) => (t.image ? [t.image] : [])),
    },
  ];
}
