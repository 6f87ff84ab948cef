#!/usr/bin/env node
// Rewrites test/durations.json (seconds per test file; test/sequencer.ts starts the longest first) from what a full
// test run printed: `npm test 2>&1 | tee run.log`, then `node bin/durations.mjs run.log`. The printed time of a file
// counts its hooks (the JSON report's does not: verify-tasks runs its tasks in beforeAll).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const [log] = process.argv.slice(2);
if (!log) {
  console.error('usage: node bin/durations.mjs <output of a full npm test>');
  process.exit(2);
}
let text;
try {
  text = readFileSync(log, 'utf8');
} catch (error) {
  console.error(`${log}: cannot be read (${error.code ?? error.message})`);
  process.exit(2);
}
// " ✓  side-by-side  test/verify-tasks.test.ts (93 tests) 447046ms", colours removed.
const line = /^ [✓❯×↓] +\S+ +(\S+\.test\.tsx?) \([^)]*\) (\d+)ms$/;
const table = {};
const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
for (const raw of text.replace(colour, '').split('\n')) {
  const m = line.exec(raw.trimEnd());
  if (m) table[m[1]] = Math.round(Number(m[2]) / 100) / 10;
}
const files = Object.keys(table).sort();
if (files.length === 0) {
  console.error(`${log}: no test file's time in it (is it the output of npm test?)`);
  process.exit(2);
}
const here = resolve(new URL('..', import.meta.url).pathname);
writeFileSync(resolve(here, 'test/durations.json'), `${JSON.stringify(Object.fromEntries(files.map((f) => [f, table[f]])), null, 1)}\n`);
console.log(`test/durations.json: ${files.length} files`);
