// Vitest setup file: each worker gets its own ACA home, account pool and secrets file, so that test files running
// side by side never share `~/.aca` (the pairing token, the fingerprint key, pool.db), as a fresh CI machine starts.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const home = join(tmpdir(), `aca-test-home-${process.env.VITEST_POOL_ID ?? '0'}-${process.ppid}`);
mkdirSync(home, { recursive: true, mode: 0o700 });
process.env.ACA_HOME = home;
process.env.ACA_POOL_DB = join(home, 'pool.db');
process.env.ACA_SECRETS_FILE = join(home, 'secrets.json');
