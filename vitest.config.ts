import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer.ts';
import SlowestFilesReporter from './scripts/slowest-files-reporter.ts';

// The fault tests hold the server to time budgets (ready again within 5 s of a SIGKILL, 503 within
// 2 s of a database cut, SIGTERM drained within 10 s, overload judged by event-loop lag). They start
// real server processes and run one file at a time after the other API tests, so each budget
// measures the server on the machine, not the server sharing two cores with another test file.
const faultTests = ['test/crash-recovery.test.ts', 'test/db-outage.test.ts', 'test/main.test.ts', 'test/overload.test.ts', 'test/shutdown-under-load.test.ts', 'test/map-during-outage.test.ts', 'test/burst.test.ts', 'test/webhook-replay.test.ts', 'test/restart-during-outage.test.ts'];
// The unit tests (`contracts`, `web`) run three files at a time on two cores: a worker's files
// share its jsdom (apps/web/vitest.config.ts), and a file often waits on a timer or a lazy page,
// so two workers left a core idle half the time (117 s against 98 s). Both projects say the same.
const UNIT_WORKERS = 3;
// What the server's two projects share: each file's databases start as copies of ones migrated
// once per run (test/helpers/global-setup.ts). `gc` is there for the tests that measure what the
// heap keeps: V8 only promises it from the command line, not when the flag is set at run time.
const serverTests = {
  root: 'apps/server',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['test/helpers/global-setup.ts'],
  execArgv: ['--expose-gc'],
};

// One runner, five projects: `npm run test:unit`, `test:api` (server, then faults) and `test:e2e`
// pick theirs.
export default defineConfig({
  test: {
    // The usual report, then each project's time and the slowest files (scripts/slowest-files-reporter.ts).
    reporters: ['default', new SlowestFilesReporter()],
    // The longest files first, by the last full run's times (scripts/test-durations.json).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['test/**/*.test.ts'], maxWorkers: UNIT_WORKERS } },
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...faultTests],
          // Two files at a time: each has its own databases (a PGlite, a PostgreSQL database of its
          // own) and spends much of its time waiting on them, so one file used about 1.3 of two
          // cores (28 minutes against 19). The budgets that need the machine are in `faults`.
          maxWorkers: 2,
          // The files of a worker share its loaded modules: each file used to load the whole app
          // again, about 2 s of every file. Every file builds its own apps and databases, and no
          // file mocks a module, so nothing a file sees comes from the one before.
          isolate: false,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'faults',
          include: faultTests,
          fileParallelism: false,
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
          // Two files at a time, each with its own server and browser: one file at a time kept two
          // cores about a third busy (waiting on pages, timers and the browser), 18 minutes
          // against 12. Three at a time overran the cores: files took half as long again and a
          // long test ran past its minute. What holds the server to a time budget is in `faults`.
          maxWorkers: 2,
          // A worker's files share its loaded modules (playwright, the helpers): each file loaded
          // them again, about a second of every file. Each file starts its own server and browser.
          isolate: false,
          // What a page shows after a fetch, a decode or a timer: waited for as a person would,
          // not for vitest's default second, which a busy machine can miss.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
