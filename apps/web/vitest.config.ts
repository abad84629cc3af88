import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

// The `web` project of the root vitest config: component and unit tests in jsdom.
export default defineProject({
  plugins: [react()],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify('test'),
    'import.meta.env.VITE_BUILD_NUMBER': JSON.stringify('test'),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // Many tests render the whole app, whose pages load on first use: on a cold two-core machine
    // (no transform cache yet, every worker compiling) the first such render can take seconds.
    testTimeout: 15_000,
    // As the root config's UNIT_WORKERS (the two must match).
    maxWorkers: 3,
    // Worker threads, not processes: a file starts about a fifth sooner, and these files need
    // nothing of a process of their own (no chdir, no exit, no signals).
    pool: 'threads',
    // A worker's files share its jsdom and loaded modules: a fresh environment and a fresh import
    // of the app for every file was more than half of the run (247 s against 100 s on two cores).
    // vitest.setup.ts clears what a test leaves behind (the DOM, both storages, mocks, language).
    isolate: false,
  },
});
