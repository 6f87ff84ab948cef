import { readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test/sequencer';

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
const SHARED_FILES = ['test/catalogue.test.ts', 'test/product-lists.test.ts', 'test/products-contract.test.ts', 'test/readings.test.ts'];
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
const SIDE_BY_SIDE = ALL.filter((file) => !isShared(file));

export default defineConfig({
  test: {
    // Within each project the longest files start first (test/durations.json), so that none of them is the tail.
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { ...shared, name: 'shared', include: SHARED, exclude: EXCLUDE, isolate: false, unstubEnvs: true, fileParallelism: true, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      // Two files at a time on two cores: the browser suites wait on the console, an instance or a process, and with
      // their Chromium and emulator two keep both cores busy (three were slower). Each worker has its own ACA home.
      // The extension's own suites (service worker stopped mid-test, captureVisibleTab) run here too: they passed
      // with other processes beside them at load 16, and run alone after the others they left a core idle ~5 minutes.
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
    ],
  },
});
