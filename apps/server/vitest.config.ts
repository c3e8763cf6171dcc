import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every test file has a database of its own; two cores run two files at once (Vitest's default
    // leaves one core free, which here is a single worker).
    maxWorkers: 2,
  },
});
