/**
 * The one place a run's report header is built: the tool's name, its version as `package.json` says it, when the
 * run started and finished, the policy and the console it ran against. `aca verify`, `aca batch`, `aca serve` and
 * `aca env-serve` all take it from here, so no front door types a version by hand.
 */
import { readFileSync } from 'node:fs';
import type { Report } from '../../protocol';

const PACKAGE = new URL('../../package.json', import.meta.url);

/** The version of this checkout, read from package.json once. */
export const TOOL_VERSION: string = (() => {
  const parsed = JSON.parse(readFileSync(PACKAGE, 'utf8')) as { version?: unknown };
  if (typeof parsed.version !== 'string' || !parsed.version) throw new Error(`${PACKAGE.pathname} has no "version"`);
  return parsed.version;
})();

export const TOOL_NAME = 'aliyun-console-agent' as const;

export interface HeaderInput {
  startedAt: Date;
  finishedAt?: Date;
  /** The policy's name (`local`, `openai`, `replay`, `env-serve`, `human`). */
  policy: string;
  /** The emulator's URL, or `own-console` for a run in the user's own console. */
  emulator: string;
}

export function reportHeader(input: HeaderInput): Omit<Report, 'tasks'> {
  return {
    tool: TOOL_NAME,
    version: TOOL_VERSION,
    startedAt: input.startedAt.toISOString(),
    finishedAt: (input.finishedAt ?? new Date()).toISOString(),
    policy: input.policy,
    emulator: input.emulator,
  };
}
