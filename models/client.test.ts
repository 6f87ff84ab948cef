import { afterEach, describe, expect, it } from 'vitest';
import { startReplayServer, type ReplayEntry, type ReplayServer } from '../test/openai-replay';
import { ChatClient, ModelError } from './client';
import { modelFromEnv, modelsConfigFrom, type ModelConfig } from './config';

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientFor(script: ReplayEntry[], entry: Record<string, unknown> = {}, logs: string[] = []): Promise<ChatClient> {
  server = await startReplayServer(script);
  const config: ModelConfig = modelsConfigFrom({ models: { m: { model: 'qwen3-vl-plus', baseURL: server.url, apiKey: 'sk-test-secret', family: 'qwen3-vl', ...entry } } }, 'test').models.m;
  return new ChatClient(config, { log: (l) => logs.push(l), backoffMs: () => 10 });
}

const hello = [{ role: 'user' as const, content: 'hello' }];

describe('ChatClient', () => {
  it('streams the content, usage, token ids and logprobs, and sends the key, headers and extra body', async () => {
    const client = await clientFor(
      [{ content: 'Thought: the list is open\nAction: {"type":"click","ref":"e12"}', usage: { prompt_tokens: 1234, completion_tokens: 21 }, tokenIds: { prompt: [1, 2, 3], completion: [7, 8, 9, 10] }, logprobs: [-0.1, -0.2, -0.3, -0.4] }],
      { headers: { 'x-team': 'docs' }, body: { return_token_ids: true }, logprobs: true },
    );
    const done = await client.complete(hello);
    expect(done.content).toBe('Thought: the list is open\nAction: {"type":"click","ref":"e12"}');
    expect(done.usage).toEqual({ promptTokens: 1234, completionTokens: 21 });
    expect(done.tokens).toEqual({ prompt: [1, 2, 3], completion: [7, 8, 9, 10], logprobs: [-0.1, -0.2, -0.3, -0.4] });
    expect(done.attempts).toBe(1);
    const req = server!.requests[0];
    expect(req.headers.authorization).toBe('Bearer sk-test-secret');
    expect(req.headers['x-team']).toBe('docs');
    expect(req.body).toMatchObject({ model: 'qwen3-vl-plus', stream: true, stream_options: { include_usage: true }, return_token_ids: true, logprobs: true });
  });

  it('reads tool calls from a non-streamed answer', async () => {
    const client = await clientFor([{ content: 'Thought: stop it', toolCalls: [{ name: 'click', arguments: '{"ref":"e5"}' }] }], { stream: false });
    const done = await client.complete(hello);
    expect(done.toolCalls).toEqual([{ name: 'click', arguments: '{"ref":"e5"}' }]);
    expect(done.finishReason).toBe('tool_calls');
    expect(server!.requests[0].body.stream).toBe(false);
  });

  it('waits as a 429 asks and then succeeds, logging the retry without the key', async () => {
    const logs: string[] = [];
    const client = await clientFor([{ fault: { status: 429, retryAfter: '0', message: 'Requests rate limit exceeded' } }, { content: 'Thought: ok\nAction: {"type":"back"}' }], {}, logs);
    const done = await client.complete(hello);
    expect(done.attempts).toBe(2);
    expect(done.content).toContain('"back"');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/HTTP 429 rate limited: Requests rate limit exceeded; retry 1\/4 in 0\.0 s/);
    expect(logs.join('\n')).not.toContain('sk-test-secret');
  });

  it('retries a 5xx, a request that times out and a stream that drops midway', async () => {
    const logs: string[] = [];
    const client = await clientFor(
      [{ fault: { status: 503 } }, { content: 'late', fault: { delayMs: 1500 } }, { content: 'Thought: half of this is lost', fault: { dropAfterChunks: 2 } }, { content: 'Thought: whole\nAction: {"type":"back"}' }],
      { timeoutMs: 500 },
      logs,
    );
    const done = await client.complete(hello);
    expect(done.content).toBe('Thought: whole\nAction: {"type":"back"}');
    expect(done.attempts).toBe(4);
    expect(logs[0]).toMatch(/HTTP 503 server error/);
    expect(logs[1]).toMatch(/no complete answer within 500 ms/);
    expect(logs[2]).toMatch(/stream/);
  });

  it('gives up after the configured retries with the last reason, and does not retry a 400', async () => {
    const client = await clientFor([{ fault: { status: 500 } }, { fault: { status: 500 } }, { fault: { status: 500 } }], { retries: 2 });
    const error = await client.complete(hello).catch((e) => e);
    expect(error).toBeInstanceOf(ModelError);
    expect(error.message).toMatch(/model m: HTTP 500 server error: replayed HTTP 500 \(gave up after 3 attempts\)/);
    expect(server!.remaining()).toBe(0);

    await server!.close();
    const bad = await clientFor([{ fault: { status: 400, message: 'image too large' } }, { content: 'never' }]);
    const refused = await bad.complete(hello).catch((e) => e);
    expect(refused.message).toBe('model m: HTTP 400 request refused: image too large');
    expect(refused.retryable).toBe(false);
    expect(server!.remaining()).toBe(1);
  });
});

describe('model config', () => {
  it('names the file and field of a bad entry and resolves keys from the environment', () => {
    expect(() => modelsConfigFrom({ models: { a: { model: 'x', baseURL: 'not a url' } } }, 'models.yaml')).toThrow(/models\.yaml: models\.a\.baseURL: /);
    expect(() => modelsConfigFrom({ models: { a: { model: 'x', baseURL: 'http://h/v1', family: 'llama' } } }, 'm.json')).toThrow(/m\.json: models\.a\.family/);
    expect(() => modelsConfigFrom({ models: { a: { model: 'x', baseURL: 'http://h/v1', apiKeyEnv: 'NOPE_KEY' } } }, 'm.json', {})).toThrow('m.json: models.a.apiKeyEnv: the environment has no NOPE_KEY');
    expect(() => modelsConfigFrom({ models: { a: { model: 'x', baseURL: 'http://h/v1' } }, judges: ['a', 'b'] }, 'm.json')).toThrow('m.json: judges.1: no model named "b" in models (a)');
    const ok = modelsConfigFrom({ models: { a: { model: 'qwen3-vl-flash', baseURL: 'http://h/v1', apiKeyEnv: 'K' } } }, 'm.json', { K: 'secret' });
    expect(ok.models.a.apiKey).toBe('secret');
    expect(ok.models.a.price?.tiers[0]).toEqual({ upTo: 32_000, input: 0.15, output: 1.5 });
  });

  it('takes the policy\'s model from the environment: an OpenAI-compatible server, or DashScope', () => {
    expect(modelFromEnv({})).toBeNull();
    expect(modelFromEnv({ OPENAI_BASE_URL: 'http://gpu:8000/v1', OPENAI_API_KEY: 'k', ACA_MODEL: 'Qwen/Qwen3-VL-32B-Instruct' })).toMatchObject({
      name: 'env', baseURL: 'http://gpu:8000/v1', apiKey: 'k', model: 'Qwen/Qwen3-VL-32B-Instruct', family: 'qwen3-vl',
    });
    expect(() => modelFromEnv({ OPENAI_BASE_URL: 'http://gpu:8000/v1' })).toThrow('OPENAI_BASE_URL is set but ACA_MODEL (the model id to ask for) is not');
    const dashscope = modelFromEnv({ DASHSCOPE_API_KEY: 'sk-d' })!;
    expect([dashscope.baseURL, dashscope.model, dashscope.family, dashscope.apiKey]).toEqual(['https://dashscope.aliyuncs.com/compatible-mode/v1', 'qwen3-vl-plus', 'qwen3-vl', 'sk-d']);
    expect(dashscope.price?.tiers[0]).toEqual({ upTo: 32_000, input: 1, output: 10 });
  });
});
