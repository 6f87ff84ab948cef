import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '**/dist/**', 'runs/**', 'extension/.output/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two files at a time on two cores: the browser suites mostly wait (for the console to settle, an instance to
    // stop, a process to exit), so two side by side roughly halve the wall time. Each worker has its own ACA home.
    fileParallelism: true,
    maxWorkers: 2,
    setupFiles: ['test/worker-home.ts'],
  },
});
