import { defineConfig } from 'vitest/config';

/**
 * Files that drive the real extension through its service worker (stopped and restarted mid-test, screenshots
 * through captureVisibleTab): they run after the others, one at a time, so that no other suite competes with them.
 */
const ALONE = ['test/record.e2e.test.ts', 'test/extension.e2e.test.ts', 'test/own-account.e2e.test.ts', 'test/security/navigation.extension.test.ts'];
const EXCLUDE = ['node_modules/**', '**/dist/**', 'runs/**', 'extension/.output/**'];
const shared = { testTimeout: 120_000, hookTimeout: 120_000, setupFiles: ['test/worker-home.ts'] };
/**
 * The reader, the task loader, the compiler, the agent and the protocol: their files share one module graph per
 * worker instead of importing it afresh each (isolate: false). Importing that graph took most of their time
 * (61 files: 390 s isolated, 98 s shared, measured on a loaded machine); environment stubs are undone after each test.
 */
const UNIT = ['companion/doc/**/*.test.ts', 'companion/task/**/*.test.ts', 'companion/compile/**/*.test.ts', 'companion/agent/**/*.test.ts', 'protocol/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'unit', include: UNIT, exclude: EXCLUDE, isolate: false, unstubEnvs: true, fileParallelism: true, maxWorkers: 2, sequence: { groupOrder: 0 } } },
      // Two files at a time on two cores: the browser suites mostly wait (for the console to settle, an instance to
      // stop, a process to exit), so two side by side roughly halve the wall time. Each worker has its own ACA home.
      {
        test: {
          ...shared,
          name: 'side-by-side',
          include: ['**/*.test.ts', '**/*.test.tsx'],
          exclude: [...EXCLUDE, ...ALONE, ...UNIT],
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      { test: { ...shared, name: 'alone', include: ALONE, exclude: EXCLUDE, fileParallelism: false, maxWorkers: 1, sequence: { groupOrder: 2 } } },
    ],
  },
});
