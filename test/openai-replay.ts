/**
 * The one stand-in the tests may use: a local OpenAI-compatible server (`POST /v1/chat/completions`) that replays
 * recorded responses in order, in the wire format vLLM sends (JSON or SSE stream; `prompt_token_ids` and choice
 * `token_ids` when the request asks `return_token_ids`, logprobs when it asks `logprobs`), and records every
 * request for the test to inspect. Entries may be faults: an HTTP error (429 with `retry-after`, 5xx), a delay
 * (the client times out), or a stream cut after some chunks.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReplayEntry {
  /** Only requests for this model take the entry (judges: one script per model); default any. */
  model?: string;
  /** The assistant's text. */
  content?: string;
  toolCalls?: { name: string; arguments: string }[];
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Returned when the request has `return_token_ids: true` (vLLM). */
  tokenIds?: { prompt: number[]; completion: number[] };
  /** Per completion token; returned when the request has `logprobs: true`. */
  logprobs?: number[];
  fault?: { status: number; retryAfter?: string; message?: string } | { delayMs: number } | { dropAfterChunks: number };
  /** The request's last user message must contain this text, else the server answers 409 saying so. */
  expect?: string;
  /** Computes the answer from the request when the entry is consumed (a scripted model that reads the page for a ref). */
  answer?(request: any): Omit<ReplayEntry, 'answer'>;
}

export interface RecordedRequest {
  body: any;
  headers: IncomingMessage['headers'];
  /** The entry it consumed (index), or -1. */
  entry: number;
  /** How many other requests were being answered when it arrived (two callers at once: the later one sees 1). */
  othersOpen: number;
}

export interface ReplayServer {
  url: string;
  requests: RecordedRequest[];
  /** Entries not consumed yet. */
  remaining(): number;
  /** Adds entries at the end of the script. */
  push(...entries: ReplayEntry[]): void;
  close(): Promise<void>;
}

export async function startReplayServer(script: ReplayEntry[]): Promise<ReplayServer> {
  const entries = [...script];
  const used = new Set<number>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<import('node:net').Socket>();
  let open = 0;

  const server = createServer(async (req, res) => {
    if (req.method === 'GET' && req.url === '/v1/models') return json(res, 200, { object: 'list', data: [{ id: 'replay', object: 'model' }] });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return json(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
    let body: any;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return json(res, 400, { error: { message: 'body is not JSON' } });
    }
    const index = entries.findIndex((e, i) => !used.has(i) && (!e.model || e.model === body.model));
    open += 1;
    res.once('close', () => (open -= 1));
    requests.push({ body, headers: req.headers, entry: index, othersOpen: open - 1 });
    if (index < 0) return json(res, 500, { error: { message: `replay script exhausted for model ${body.model} (request ${requests.length})` } });
    used.add(index);
    const scripted = entries[index];
    const entry = scripted.answer ? { ...scripted, ...scripted.answer(body) } : scripted;
    if (entry.expect && !lastUserText(body).includes(entry.expect)) {
      return json(res, 409, { error: { message: `replay entry ${index} expects the last user message to contain ${JSON.stringify(entry.expect)}` } });
    }
    const fault = entry.fault;
    if (fault && 'status' in fault) {
      if (fault.retryAfter !== undefined) res.setHeader('retry-after', fault.retryAfter);
      return json(res, fault.status, { error: { message: fault.message ?? `replayed HTTP ${fault.status}`, type: 'replay', code: fault.status } });
    }
    if (fault && 'delayMs' in fault) await new Promise((r) => setTimeout(r, fault.delayMs));
    if (res.destroyed || req.socket.destroyed) return;
    const id = `chatcmpl-replay-${requests.length}`;
    const wantIds = body.return_token_ids === true && entry.tokenIds;
    const wantLogprobs = body.logprobs === true && entry.logprobs;
    const usage = entry.usage ?? { prompt_tokens: 100, completion_tokens: 20 };
    const message = {
      role: 'assistant',
      content: entry.content ?? null,
      ...(entry.toolCalls ? { tool_calls: entry.toolCalls.map((t, i) => ({ id: `call_${i}`, type: 'function', function: t })) } : {}),
    };
    const finish = entry.toolCalls ? 'tool_calls' : 'stop';
    if (!body.stream) {
      return json(res, 200, {
        id, object: 'chat.completion', created: 0, model: body.model,
        ...(wantIds ? { prompt_token_ids: entry.tokenIds!.prompt } : {}),
        choices: [{
          index: 0, message, finish_reason: finish,
          ...(wantIds ? { token_ids: entry.tokenIds!.completion } : {}),
          ...(wantLogprobs ? { logprobs: { content: entry.logprobs!.map((logprob, i) => ({ token: `t${i}`, logprob, bytes: null, top_logprobs: [] })) } } : {}),
        }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunks = streamChunks(entry, { id, model: body.model, wantIds: !!wantIds, wantLogprobs: !!wantLogprobs, finish });
    if (body.stream_options?.include_usage) chunks.push({ id, object: 'chat.completion.chunk', created: 0, model: body.model, choices: [], usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens } });
    const dropAfter = fault && 'dropAfterChunks' in fault ? fault.dropAfterChunks : Infinity;
    for (let i = 0; i < chunks.length; i++) {
      if (i >= dropAfter) {
        req.socket.destroy();
        return;
      }
      res.write(`data: ${JSON.stringify(chunks[i])}\n\n`);
      await new Promise((r) => setImmediate(r));
    }
    res.end('data: [DONE]\n\n');
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    remaining: () => entries.length - used.size,
    push: (...more) => void entries.push(...more),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The content split into a few deltas, tool calls in two pieces, then the finish chunk. */
function streamChunks(entry: ReplayEntry, o: { id: string; model: string; wantIds: boolean; wantLogprobs: boolean; finish: string }): any[] {
  const base = { id: o.id, object: 'chat.completion.chunk', created: 0, model: o.model };
  const out: any[] = [];
  const text = entry.content ?? '';
  const pieces = text ? text.match(/[\s\S]{1,12}/g)! : [];
  const ids = entry.tokenIds?.completion ?? [];
  const lps = entry.logprobs ?? [];
  const share = <T>(all: T[], i: number, n: number) => all.slice(Math.floor((all.length * i) / n), Math.floor((all.length * (i + 1)) / n));
  out.push({ ...base, ...(o.wantIds ? { prompt_token_ids: entry.tokenIds!.prompt } : {}), choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
  pieces.forEach((p, i) => {
    const choice: any = { index: 0, delta: { content: p }, finish_reason: null };
    if (o.wantIds) choice.token_ids = share(ids, i, pieces.length);
    if (o.wantLogprobs) choice.logprobs = { content: share(lps, i, pieces.length).map((logprob, k) => ({ token: `t${k}`, logprob, bytes: null, top_logprobs: [] })) };
    out.push({ ...base, choices: [choice] });
  });
  (entry.toolCalls ?? []).forEach((t, i) => {
    const half = Math.ceil(t.arguments.length / 2);
    out.push({ ...base, choices: [{ index: 0, delta: { tool_calls: [{ index: i, id: `call_${i}`, type: 'function', function: { name: t.name, arguments: t.arguments.slice(0, half) } }] }, finish_reason: null }] });
    out.push({ ...base, choices: [{ index: 0, delta: { tool_calls: [{ index: i, function: { arguments: t.arguments.slice(half) } }] }, finish_reason: null }] });
  });
  out.push({ ...base, choices: [{ index: 0, delta: {}, finish_reason: o.finish }] });
  return out;
}

function lastUserText(body: any): string {
  const users = (body.messages ?? []).filter((m: any) => m.role === 'user');
  const last = users[users.length - 1];
  if (!last) return '';
  return typeof last.content === 'string' ? last.content : (last.content ?? []).filter((p: any) => p.type === 'text').map((p: any) => p.text).join('\n');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    req.on('error', reject);
  });
}
