import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A component test types and waits like a user; on two cores with the other layers' servers
    // running, the slowest need more than the default 5 s.
    testTimeout: 15_000,
    // Vitest leaves one core free by default, which on two cores is a single worker; the layers run
    // one after another, so the suite takes both.
    maxWorkers: 2,
  },
});
