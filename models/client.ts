/**
 * Chat completions against any OpenAI-compatible server (vLLM, SGLang, DashScope) with the `openai` client:
 * streaming, a timeout per attempt, retries with exponential backoff on 429, 5xx, timeouts, refused connections and
 * streams that drop midway (the `retry-after` header is honoured). Token ids and logprobs are kept when the server
 * returns them (vLLM's `return_token_ids`, `logprobs`).
 */
import OpenAI from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { ModelConfig } from './config';

export type ChatMessage = ChatCompletionMessageParam;
export type Tool = ChatCompletionTool;

export interface Completion {
  content: string;
  toolCalls: { name: string; arguments: string }[];
  finishReason: string | null;
  /** Token counts as the server reported them (null when it did not). */
  usage: { promptTokens: number; completionTokens: number } | null;
  /** Exact token ids (and completion logprobs) when the server returned them. */
  tokens?: { prompt: number[]; completion: number[]; logprobs?: number[] };
  /** Requests made, retries included. */
  attempts: number;
  ms: number;
}

/** A failure after the retries ran out, or one not worth retrying (bad request, bad key). */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export interface ClientOptions {
  /** One line per retry, for stderr (never holds the key). */
  log?(line: string): void;
  /** Backoff before retry n (1-based) when the server gives no `retry-after`; default 0.5 s * 2^(n-1), at most 20 s, with jitter. */
  backoffMs?(attempt: number): number;
}

const defaultBackoff = (attempt: number) => Math.min(20_000, 500 * 2 ** (attempt - 1)) * (0.75 + Math.random() * 0.5);

export class ChatClient {
  private readonly client: OpenAI;

  constructor(
    readonly config: ModelConfig,
    private readonly opts: ClientOptions = {},
  ) {
    this.client = new OpenAI({
      baseURL: config.baseURL,
      apiKey: config.apiKey || 'none',
      defaultHeaders: config.headers,
      maxRetries: 0,
      timeout: config.timeoutMs,
    });
  }

  async complete(messages: ChatMessage[], opts: { tools?: Tool[]; signal?: AbortSignal } = {}): Promise<Completion> {
    const started = performance.now();
    const limit = this.config.retries + 1;
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.attempt(messages, opts);
        return { ...result, attempts: attempt, ms: Math.round(performance.now() - started) };
      } catch (error) {
        if (opts.signal?.aborted) throw error;
        const failure = describe(error);
        if (!failure.retryable || attempt >= limit) {
          const tail = failure.retryable ? ` (gave up after ${attempt} attempts)` : '';
          throw new ModelError(`model ${this.config.name}: ${failure.message}${tail}`, failure.status, failure.retryable);
        }
        const wait = failure.retryAfterMs ?? (this.opts.backoffMs ?? defaultBackoff)(attempt);
        this.opts.log?.(`model ${this.config.name}: ${failure.message}; retry ${attempt}/${limit - 1} in ${(wait / 1000).toFixed(1)} s`);
        await sleep(wait, opts.signal);
      }
    }
  }

  private async attempt(messages: ChatMessage[], opts: { tools?: Tool[]; signal?: AbortSignal }): Promise<Omit<Completion, 'attempts' | 'ms'>> {
    const c = this.config;
    const timeout = AbortSignal.timeout(c.timeoutMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const body: Record<string, unknown> = {
      model: c.model,
      messages,
      max_tokens: c.maxTokens,
      ...(c.temperature !== undefined ? { temperature: c.temperature } : {}),
      ...(opts.tools?.length ? { tools: opts.tools } : {}),
      ...(c.logprobs ? { logprobs: true } : {}),
      ...c.body,
    };
    try {
      if (!c.stream) {
        const res: any = await this.client.chat.completions.create({ ...body, stream: false } as any, { signal });
        const choice = res.choices?.[0];
        if (!choice) throw new EmptyResponse('the response has no choices');
        return {
          content: choice.message?.content ?? '',
          toolCalls: (choice.message?.tool_calls ?? []).map((t: any) => ({ name: t.function?.name ?? '', arguments: t.function?.arguments ?? '' })),
          finishReason: choice.finish_reason ?? null,
          usage: res.usage ? { promptTokens: res.usage.prompt_tokens, completionTokens: res.usage.completion_tokens } : null,
          tokens: tokensOf(res.prompt_token_ids, choice.token_ids, choice.logprobs?.content),
        };
      }
      const stream: any = await this.client.chat.completions.create({ ...body, stream: true, stream_options: { include_usage: true } } as any, { signal });
      let content = '';
      const calls: { name: string; arguments: string }[] = [];
      let finishReason: string | null = null;
      let usage: Completion['usage'] = null;
      let promptIds: number[] | undefined;
      const completionIds: number[] = [];
      const logprobs: number[] = [];
      let chunks = 0;
      for await (const chunk of stream) {
        chunks++;
        if (chunk.prompt_token_ids) promptIds = chunk.prompt_token_ids;
        if (chunk.usage) usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens };
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        if (choice.prompt_token_ids) promptIds = choice.prompt_token_ids;
        if (choice.delta?.content) content += choice.delta.content;
        for (const t of choice.delta?.tool_calls ?? []) {
          const i = t.index ?? 0;
          calls[i] ??= { name: '', arguments: '' };
          if (t.function?.name) calls[i].name += t.function.name;
          if (t.function?.arguments) calls[i].arguments += t.function.arguments;
        }
        if (Array.isArray(choice.token_ids)) completionIds.push(...choice.token_ids);
        for (const lp of choice.logprobs?.content ?? []) logprobs.push(lp.logprob);
        if (choice.finish_reason) finishReason = choice.finish_reason;
      }
      if (!chunks) throw new EmptyResponse('the stream ended without a chunk');
      if (finishReason === null) throw new DroppedStream(`the stream ended after ${chunks} chunks without a finish reason`);
      return {
        content, toolCalls: calls.filter(Boolean), finishReason, usage,
        tokens: tokensOf(promptIds, completionIds.length ? completionIds : undefined, logprobs.length ? logprobs.map((logprob) => ({ logprob })) : undefined),
      };
    } catch (error) {
      if (timeout.aborted && !opts.signal?.aborted) throw new Timeout(`no complete answer within ${c.timeoutMs} ms`);
      throw error;
    }
  }
}

function tokensOf(prompt: unknown, completion: unknown, logprobs: { logprob: number }[] | undefined): Completion['tokens'] {
  if (!Array.isArray(prompt) || !Array.isArray(completion)) return undefined;
  return { prompt: prompt as number[], completion: completion as number[], ...(logprobs?.length ? { logprobs: logprobs.map((l) => l.logprob) } : {}) };
}

class Timeout extends Error {}
class DroppedStream extends Error {}
class EmptyResponse extends Error {}

interface Failure {
  message: string;
  status: number | null;
  retryable: boolean;
  retryAfterMs?: number;
}

/** What went wrong, whether another attempt may help, and how long the server asked us to wait. */
function describe(error: unknown): Failure {
  if (error instanceof Timeout) return { message: error.message, status: null, retryable: true };
  if (error instanceof DroppedStream || error instanceof EmptyResponse) return { message: error.message, status: null, retryable: true };
  if (error instanceof OpenAI.APIConnectionError) return { message: `connection failed (${error.message})`, status: null, retryable: true };
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? null;
    const serverText = messageOf(error.error) ?? error.message;
    const retryable = status === null || status === 408 || status === 409 || status === 429 || status >= 500;
    const label = status === 429 ? 'rate limited' : status && status >= 500 ? 'server error' : 'request refused';
    return { message: `HTTP ${status ?? '?'} ${label}: ${serverText}`, status, retryable, retryAfterMs: retryAfter(error.headers) };
  }
  // A stream cut off midway surfaces as a plain network error from the body reader.
  const message = (error as Error)?.message ?? String(error);
  if (/terminated|socket|ECONNRESET|premature|aborted|network/i.test(message)) return { message: `the stream dropped (${message})`, status: null, retryable: true };
  return { message, status: null, retryable: false };
}

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' ? body : undefined;
  const b = body as Record<string, any>;
  return b.message ?? b.error?.message ?? b.Message ?? undefined;
}

function retryAfter(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms >= 0 && headers?.get('retry-after-ms') !== null) return Math.min(ms, 60_000);
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.min(seconds * 1000, 60_000);
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, Math.min(at - Date.now(), 60_000)) : undefined;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}
