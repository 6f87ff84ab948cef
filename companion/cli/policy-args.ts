/**
 * `--policy local|openai [--models FILE] [--model NAME] [--judges A,B] [--no-marks] [--text-only]`: which policy
 * runs the episodes and which models judge the tasks that no ActionTrail event proves. Models come from a config
 * file (`--models`, or `$ACA_MODELS`) or, for the policy alone, from the environment (`OPENAI_BASE_URL` + `ACA_MODEL`,
 * or `DASHSCOPE_API_KEY`); see models/README.md.
 */
import { ChatClient } from '../../models/client';
import { loadModelsConfig, modelFromEnv, ModelConfigError, type ModelConfig, type ModelsConfig } from '../../models/config';
import type { PolicyFactory } from '../agent/policy';
import { CliError } from './errors';

export const POLICY_OPTIONS = {
  policy: { type: 'string' },
  models: { type: 'string' },
  model: { type: 'string' },
  judges: { type: 'string' },
  'no-marks': { type: 'boolean' },
  'text-only': { type: 'boolean' },
} as const;

export interface PolicyValues {
  policy?: string;
  models?: string;
  model?: string;
  judges?: string;
  'no-marks'?: boolean;
  'text-only'?: boolean;
}

export interface PolicyChoice {
  policy: { name: string; version: string; create: PolicyFactory };
  judges?: ChatClient[];
}

export async function choosePolicy(values: PolicyValues, log: (line: string) => void, env = process.env): Promise<PolicyChoice> {
  const name = values.policy ?? 'local';
  if (name !== 'local' && name !== 'openai') throw new CliError('bad-arguments', `--policy must be local or openai, got "${name}"`);
  const file = values.models ?? env.ACA_MODELS;
  let config: ModelsConfig | null = null;
  try {
    config = file ? await loadModelsConfig(file, env) : null;
  } catch (error) {
    if (error instanceof ModelConfigError) throw new CliError('bad-model-config', error.message);
    throw error;
  }
  const judges = judgeModels(values, config).map((m) => new ChatClient(m, { log }));
  if (name === 'local') {
    if (values.model) throw new CliError('bad-arguments', '--model chooses the openai policy\'s model: add --policy openai');
    const { createLocalPolicy } = await import('../agent/local/policy');
    return { policy: { name: 'local', version: '1', create: createLocalPolicy }, ...(judges.length ? { judges } : {}) };
  }
  const model = policyModel(values, config, env);
  // The policies are loaded once the options hold, so that a mistyped option is answered at once.
  const { createOpenAIPolicy } = await import('../agent/openai/policy');
  return {
    policy: createOpenAIPolicy({ model, marks: !values['no-marks'], vision: !values['text-only'], log }),
    ...(judges.length ? { judges } : {}),
  };
}

function policyModel(values: PolicyValues, config: ModelsConfig | null, env: NodeJS.ProcessEnv): ModelConfig {
  if (config) {
    const names = Object.keys(config.models);
    const chosen = values.model ?? config.policy ?? (names.length === 1 ? names[0] : undefined);
    if (!chosen) throw new CliError('bad-arguments', `the model config has several models (${names.join(', ')}): choose one with --model NAME or "policy:" in the file`);
    const model = config.models[chosen];
    if (!model) throw new CliError('bad-arguments', `--model ${chosen}: no such model in the config (${names.join(', ')})`);
    return model;
  }
  if (values.model) throw new CliError('bad-arguments', `--model ${values.model} needs a model config: --models FILE`);
  let fromEnv: ModelConfig | null;
  try {
    fromEnv = modelFromEnv(env);
  } catch (error) {
    throw new CliError('bad-model-config', (error as Error).message);
  }
  if (!fromEnv) {
    throw new CliError('bad-arguments', 'the openai policy needs a model: --models FILE (see models/README.md), or OPENAI_BASE_URL and ACA_MODEL, or DASHSCOPE_API_KEY');
  }
  return fromEnv;
}

function judgeModels(values: PolicyValues, config: ModelsConfig | null): ModelConfig[] {
  const names = values.judges ? values.judges.split(',').map((s) => s.trim()).filter(Boolean) : config?.judges ?? [];
  if (!names.length) return [];
  if (!config) throw new CliError('bad-arguments', '--judges names models of a model config: add --models FILE');
  if (names.length !== 2) throw new CliError('bad-arguments', `the judge ensemble takes exactly two models, got ${names.length} (${names.join(', ')})`);
  return names.map((n) => {
    const m = config.models[n];
    if (!m) throw new CliError('bad-arguments', `--judges: no model named "${n}" in the config (${Object.keys(config.models).join(', ')})`);
    return m;
  });
}
