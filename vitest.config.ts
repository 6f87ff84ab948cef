import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '**/dist/**', 'runs/**', 'extension/.output/**'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Browser suites share two cores; running files one after another keeps timings sane.
    fileParallelism: false,
  },
});
