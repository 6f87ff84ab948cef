/**
 * The `openai` policy (SPEC section 10): a vision-language model behind any OpenAI-compatible endpoint picks each
 * action from the doc, the page text and a set-of-marks screenshot. Answers in the text form or as tool calls are
 * parsed strictly; one that does not parse goes back to the model as an error on the next turn. Each turn records
 * its tokens (the server's counts, else the Qwen3 tokenizer's), its cost in CNY and, when the server returns them,
 * the exact token ids and logprobs.
 */
import type { Observation } from '../../../protocol';
import { ChatClient, ModelError, type Completion } from '../../../models/client';
import type { ModelConfig } from '../../../models/config';
import { familyOf, imageTokens, pointFromModel, type Family, type Size } from '../../../models/families';
import { parseText, parseToolCall, type Parsed } from '../../../models/parse';
import { costOf } from '../../../models/prices';
import { actionTools } from '../../../models/prompt';
import { countPrompt, countText } from '../../../models/tokens';
import { observationText } from '../observation';
import type { Decision, EpisodeContext, Policy, PolicyFactory, TurnExtras, TurnFeedback } from '../policy';
import type { Screenshot } from '../../driver/driver';
import { modelImage } from './marks';
import { buildRequest, pageLine, turnText, type PastTurn } from './messages';

export interface OpenAIPolicyOptions {
  model: ModelConfig;
  /** Draw set-of-marks boxes on the screenshot (default true). */
  marks?: boolean;
  /** Send screenshots at all (default true; false sends the page text only). */
  vision?: boolean;
  log?(line: string): void;
}

export function createOpenAIPolicy(opts: OpenAIPolicyOptions): { name: string; version: string; create: PolicyFactory } {
  const client = new ChatClient(opts.model, { log: opts.log });
  return { name: 'openai', version: opts.model.model, create: (context) => new OpenAIPolicy(context, client, opts) };
}

export interface TurnInput {
  context: EpisodeContext;
  family: Family;
  past: PastTurn[];
  observation: Observation;
  last: TurnFeedback | null;
  screenshot?: Screenshot;
  marks: boolean;
}

/** The request of one turn and its token count, exactly as the policy sends it (`bench:cost` counts the same). */
export async function composeTurn(input: TurnInput) {
  const { observation, family, last } = input;
  const image = input.screenshot ? await modelImage(input.screenshot, observation.page, family, { marks: input.marks }) : undefined;
  const sent: Size = image?.size ?? observation.page.viewport;
  const error = last && last.action === null ? last.result?.error?.message : undefined;
  const text = turnText(input.context, observation, observationText(observation), error);
  const imagePart = image ? { dataUrl: image.dataUrl, tokens: imageTokens(family, image.size) } : undefined;
  const request = buildRequest(family, input.past, { text, image: imagePart });
  return { text, request, imagePart, sent, counted: countPrompt(request.counted), marks: image?.marks ?? 0 };
}

class OpenAIPolicy implements Policy {
  readonly name = 'openai';
  readonly version: string;
  readonly vision: boolean;
  private readonly family: Family;
  private readonly past: PastTurn[] = [];
  private docStep: number | null = null;

  constructor(
    private readonly context: EpisodeContext,
    private readonly client: ChatClient,
    private readonly opts: OpenAIPolicyOptions,
  ) {
    this.version = opts.model.model;
    this.vision = opts.vision ?? true;
    this.family = familyOf(opts.model.family);
  }

  async next(observation: Observation, last: TurnFeedback | null, extras: TurnExtras = {}): Promise<Decision> {
    const viewport = observation.page.viewport;
    const { text, request, imagePart, sent, counted } = await composeTurn({
      context: this.context, family: this.family, past: this.past, observation, last, screenshot: extras.screenshot, marks: this.opts.marks ?? true,
    });

    let completion: Completion;
    try {
      completion = await this.client.complete(request.messages, { tools: this.family.tools ? actionTools(this.family) : undefined });
    } catch (failure) {
      if (!(failure instanceof ModelError)) throw failure;
      // The model is out of reach after its retries: the episode ends as the agent's failure, with the reason, and
      // keeps what it did so far (never a doc defect).
      const reason = `agent-error: ${failure.message}`;
      return { thought: 'The model did not answer.', action: { type: 'task_unachievable', reason, evidence: '' }, docStep: this.docStep, raw: '', seen: text };
    }

    const raw = completion.content + completion.toolCalls.map((t) => `\n<tool_call>${JSON.stringify({ name: t.name, arguments: t.arguments })}</tool_call>`).join('');
    const promptTokens = completion.usage?.promptTokens ?? counted.total;
    const completionTokens = completion.usage?.completionTokens ?? countText(raw);
    const usage = {
      model: this.opts.model.name,
      promptTokens,
      completionTokens,
      imageTokens: counted.image,
      cny: costOf(this.opts.model.price, promptTokens, completionTokens),
      source: completion.usage ? ('server' as const) : ('counted' as const),
      attempts: completion.attempts,
      ms: completion.ms,
    };
    this.past.push({ page: pageLine(observation), answer: raw, ...(imagePart ? { image: imagePart } : {}) });

    const parsed = this.parse(completion, sent, viewport);
    const base = { raw, seen: text, usage, ...(completion.tokens ? { tokens: completion.tokens } : {}) };
    if (!parsed.ok) return { thought: '', action: null, docStep: this.docStep, parseError: parsed.error, ...base };
    const { turn } = parsed;
    const step = turn.step ?? (turn.action.type === 'note_deviation' ? turn.action.step : null) ?? this.docStep ?? observation.step?.index ?? null;
    if (step !== null && !observation.steps.some((s) => s.index === step)) {
      return { thought: turn.thought, action: null, docStep: this.docStep, parseError: `"Step: ${step}" is not a step of the doc (1-${observation.steps.length})`, ...base };
    }
    this.docStep = step;
    return { thought: turn.thought, action: turn.action, docStep: step, ...base };
  }

  private parse(completion: Completion, sent: Size, viewport: Size): Parsed {
    const point = (x: number, y: number) => pointFromModel(this.family, x, y, sent, viewport);
    if (completion.toolCalls.length > 1) return { ok: false, error: `answer with one action, not ${completion.toolCalls.length} tool calls` };
    if (completion.toolCalls.length === 1) {
      const call = completion.toolCalls[0];
      return parseToolCall(call.name, call.arguments, completion.content, { point });
    }
    if (!completion.content.trim()) return { ok: false, error: `the answer was empty (finish reason ${completion.finishReason ?? 'none'})` };
    return parseText(completion.content, { point });
  }
}
