#!/usr/bin/env node
// The README's test command: builds what the tests need, runs vitest, and ends with the line CI reads:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const build = spawnSync(process.execPath, ['bin/build.mjs'], { stdio: 'inherit' });
if (build.status !== 0) {
  console.error('build failed; not running tests');
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const out = join(mkdtempSync(join(tmpdir(), 'aca-test-')), 'vitest.json');
const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...process.argv.slice(2)];
const run = spawnSync('npx', args, { stdio: 'inherit' });

let passed = 0;
let failed = 0;
try {
  const result = JSON.parse(readFileSync(out, 'utf8'));
  passed = result.numPassedTests;
  failed = result.numFailedTests + (result.numRuntimeErrorTestSuites ?? 0);
  if (result.numTotalTests === 0) failed += 1; // a run that tested nothing is a failure
} catch (error) {
  console.error(`could not read vitest results: ${error.message}`);
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(run.status === 0 && failed === 0 ? 0 : 1);
