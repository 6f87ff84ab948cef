/**
 * Which models the policy and the judges use: a config file (JSON or YAML) naming models, or the environment
 * (`OPENAI_BASE_URL` + `OPENAI_API_KEY`, or `DASHSCOPE_API_KEY`). Keys are read from the environment by name
 * (`apiKeyEnv`) or given in the file; they never appear in an error, a log or a report.
 */
import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { FAMILIES, type FamilyName } from './families';
import { PRICES, type Price } from './prices';

const FamilySchema = z.enum(Object.keys(FAMILIES) as [FamilyName, ...FamilyName[]]);

const ModelEntrySchema = z
  .object({
    /** The model id the server knows (`qwen3-vl-plus`, `Qwen/Qwen3-VL-32B-Instruct`). */
    model: z.string().min(1),
    baseURL: z.string().url(),
    apiKey: z.string().optional(),
    /** Environment variable holding the key (preferred over `apiKey`). */
    apiKeyEnv: z.string().optional(),
    family: FamilySchema.default('generic'),
    headers: z.record(z.string(), z.string()).default({}),
    /** Extra fields merged into each request body (`{"return_token_ids": true, "top_k": 20}`). */
    body: z.record(z.string(), z.unknown()).default({}),
    timeoutMs: z.number().int().positive().default(60_000),
    retries: z.number().int().nonnegative().default(4),
    stream: z.boolean().default(true),
    temperature: z.number().min(0).max(2).optional(),
    maxTokens: z.number().int().positive().default(1024),
    /** Ask for logprobs of the completion (kept in the trajectory). */
    logprobs: z.boolean().default(false),
    /** A name in the price table, or per-million-token prices in CNY. */
    price: z.union([z.string(), z.object({ input: z.number().nonnegative(), output: z.number().nonnegative() })]).optional(),
  })
  .strict();

const ConfigFileSchema = z
  .object({
    models: z.record(z.string(), ModelEntrySchema),
    /** The model the `openai` policy uses (a key of `models`). */
    policy: z.string().optional(),
    /** The two judges (keys of `models`). */
    judges: z.array(z.string()).optional(),
  })
  .strict();

export interface ModelConfig extends Omit<z.infer<typeof ModelEntrySchema>, 'apiKeyEnv' | 'price'> {
  /** The config's own name for the model (the key in the file, or `env`). */
  name: string;
  price?: Price;
}

export interface ModelsConfig {
  models: Record<string, ModelConfig>;
  policy?: string;
  judges?: string[];
}

export class ModelConfigError extends Error {
  readonly code = 'bad-model-config';
}

type Env = Record<string, string | undefined>;

const DASHSCOPE_URL = 'https://dashscope.aliyuncs.com/compatible-mode/v1';

/** Reads a config file, resolving keys from `env`. Errors name the file and the field. */
export async function loadModelsConfig(file: string, env: Env = process.env): Promise<ModelsConfig> {
  let raw: unknown;
  try {
    const text = await readFile(file, 'utf8');
    raw = file.endsWith('.json') ? JSON.parse(text) : parseYaml(text);
  } catch (error) {
    throw new ModelConfigError(`${file}: cannot read the model config: ${(error as Error).message}`);
  }
  return modelsConfigFrom(raw, file, env);
}

export function modelsConfigFrom(raw: unknown, where: string, env: Env = process.env): ModelsConfig {
  const checked = ConfigFileSchema.safeParse(raw);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new ModelConfigError(`${where}: ${issue.path.map(String).join('.') || '(top level)'}: ${issue.message}`);
  }
  const models: Record<string, ModelConfig> = {};
  for (const [name, entry] of Object.entries(checked.data.models)) {
    const { apiKeyEnv, price, ...rest } = entry;
    if (apiKeyEnv && !env[apiKeyEnv]) throw new ModelConfigError(`${where}: models.${name}.apiKeyEnv: the environment has no ${apiKeyEnv}`);
    models[name] = { ...rest, name, apiKey: apiKeyEnv ? env[apiKeyEnv] : rest.apiKey, price: resolvePrice(price, rest.model, `${where}: models.${name}.price`) };
  }
  const refs = [...(checked.data.policy ? [['policy', checked.data.policy]] : []), ...(checked.data.judges ?? []).map((j, i) => [`judges.${i}`, j])];
  for (const [field, ref] of refs) {
    if (!models[ref]) throw new ModelConfigError(`${where}: ${field}: no model named "${ref}" in models (${Object.keys(models).join(', ')})`);
  }
  return { models, policy: checked.data.policy, judges: checked.data.judges };
}

function resolvePrice(price: string | { input: number; output: number } | undefined, model: string, where: string): Price | undefined {
  if (price === undefined) return PRICES[model];
  if (typeof price === 'string') {
    if (!PRICES[price]) throw new ModelConfigError(`${where}: no price named "${price}" (${Object.keys(PRICES).join(', ')})`);
    return PRICES[price];
  }
  return { tiers: [{ upTo: Infinity, ...price }], note: 'from the model config' };
}

/**
 * The model from the environment: `OPENAI_BASE_URL` (+ `OPENAI_API_KEY`), else DashScope's compatible endpoint with
 * `DASHSCOPE_API_KEY`. `ACA_MODEL` and `ACA_MODEL_FAMILY` choose the model id and family. Null when neither is set.
 */
export function modelFromEnv(env: Env = process.env): ModelConfig | null {
  const base = env.OPENAI_BASE_URL || (env.DASHSCOPE_API_KEY ? DASHSCOPE_URL : undefined);
  if (!base) return null;
  const apiKey = env.OPENAI_BASE_URL ? env.OPENAI_API_KEY : env.DASHSCOPE_API_KEY;
  const model = env.ACA_MODEL || (env.OPENAI_BASE_URL ? '' : 'qwen3-vl-plus');
  if (!model) throw new ModelConfigError('OPENAI_BASE_URL is set but ACA_MODEL (the model id to ask for) is not');
  const family = env.ACA_MODEL_FAMILY || (model.toLowerCase().includes('qwen3-vl') ? 'qwen3-vl' : model.toLowerCase().includes('qwen2.5-vl') ? 'qwen2.5-vl' : 'generic');
  return modelsConfigFrom({ models: { env: { model, baseURL: base, apiKey, family } }, policy: 'env' }, 'the environment', env).models.env;
}
