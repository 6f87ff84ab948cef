import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The page runtime bundle (`injected/dist/injected.js`), read once per process. */
export const RUNTIME_PATH = fileURLToPath(new URL('../../injected/dist/injected.js', import.meta.url));

export class RuntimeMissingError extends Error {
  readonly code = 'runtime-missing';
  constructor() {
    super(`${RUNTIME_PATH} is missing: run \`npm run build\` first`);
  }
}

let source: string | undefined;

export function runtimeSource(): string {
  if (source === undefined) {
    try {
      source = readFileSync(RUNTIME_PATH, 'utf8');
    } catch {
      throw new RuntimeMissingError();
    }
  }
  return source;
}
