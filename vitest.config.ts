import { defineConfig } from 'vitest/config';

// One runner, four projects: `npm run test:unit`, `test:api` and `test:e2e` pick theirs.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/helpers/global-setup.ts'],
          // Tests marked concurrent (the axe walks) share the machine three at a time.
          maxConcurrency: 3,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
