import { readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/sequencer';

/**
 * Files that drive the real extension through its service worker (stopped and restarted mid-test, screenshots
 * through captureVisibleTab): they run after the others, one at a time, so that no other suite competes with them.
 */
const ALONE = ['test/record.e2e.test.ts', 'test/extension.e2e.test.ts', 'test/own-account.e2e.test.ts', 'test/security/navigation.extension.test.ts'];
const EXCLUDE = ['node_modules/**', '**/dist/**', 'runs/**', 'extension/.output/**'];
const shared = { testTimeout: 120_000, hookTimeout: 120_000, setupFiles: ['test/worker-home.ts'] };
/**
 * Files that drive no browser (the reader, task loader, compiler, agent, protocol, reports, judges, cloud and serve
 * logic, the emulator's OpenAPI through the official SDKs): they share one module graph per worker instead of
 * importing it afresh each (isolate: false). Importing took most of their time: the SDK tests spent 5-10 times
 * longer importing (the SDKs, the emulator) than testing, and 61 reader-to-agent files took 390 s isolated against 98 s
 * shared on a loaded machine. Environment stubs are undone after each test. A file that launches Chromium or the
 * extension stays in side-by-side, isolated: a console UI test is named *.ui.test.ts, the others are listed.
 */
const SHARED_FOLDERS = [
  ...['doc', 'task', 'compile', 'agent', 'report', 'judge', 'cloud', 'serve', 'net', 'explore', 'batch', 'export'].map((d) => `companion/${d}/`),
  'protocol/', 'models/', 'bench/', 'emulator/products/', 'emulator/gateway/', 'emulator/console/kinds/', 'emulator/console/src/',
];
const SHARED_FILES = ['test/catalogue.test.ts', 'test/product-lists.test.ts', 'test/products-contract.test.ts'];
const BROWSER_IN_SHARED_FOLDERS = ['companion/batch/k8s.test.ts', 'companion/export/recorder.test.ts', 'companion/export/filters.test.ts', 'companion/cloud/pool.test.ts'];
const isShared = (file: string) =>
  SHARED_FILES.includes(file) ||
  (/^emulator\/[^/]+\.test\.ts$/.test(file) || SHARED_FOLDERS.some((folder) => file.startsWith(folder))) && !file.endsWith('.ui.test.ts') && !BROWSER_IN_SHARED_FOLDERS.includes(file);

/** Every test file of the checkout, relative to it (read at each start, so a new file is never left out). */
function testFiles(dir = ''): string[] {
  return readdirSync(dir || '.', { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`;
    if (entry.isDirectory()) return ['node_modules', 'dist', 'runs', '.output', '.git', '.wxt'].includes(entry.name) ? [] : testFiles(`${path}/`);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const ALL = testFiles();
const SHARED = ALL.filter(isShared);
const SIDE_BY_SIDE = ALL.filter((file) => !isShared(file) && !ALONE.includes(file));

export default defineConfig({
  test: {
    // Within each project the longest files start first (test/durations.json), so that none of them is the tail.
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { ...shared, name: 'shared', include: SHARED, exclude: EXCLUDE, isolate: false, unstubEnvs: true, fileParallelism: true, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      // Two files at a time on two cores: the browser suites mostly wait (for the console to settle, an instance to
      // stop, a process to exit), so two side by side roughly halve the wall time. Each worker has its own ACA home.
      {
        test: {
          ...shared,
          name: 'side-by-side',
          include: SIDE_BY_SIDE,
          exclude: EXCLUDE,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      { test: { ...shared, name: 'alone', include: ALONE, exclude: EXCLUDE, fileParallelism: false, maxWorkers: 1, sequence: { groupOrder: 2 } } },
    ],
  },
});
