import { defineConfig } from 'vitest/config';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Browser tests run where Debian's chromium is installed; scripts/test.ts says so loudly when it is not. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const withBrowser = existsSync(CHROMIUM) && process.env.SKIP_E2E !== '1';
/**
 * The reliability suites (`npm run test:reliability`; `npm test` runs them as a phase of their own).
 * The `*.postgres.test.ts` ones need DATABASE_URL; with it, crash.test.ts (which kills a server on an
 * embedded folder whatever the environment names) is left to the embedded run.
 */
export const RELIABILITY_SKIPPED = process.env.DATABASE_URL
  ? { files: ['tests/reliability/crash.test.ts'], why: 'embedded-only: the run without DATABASE_URL runs it' }
  : { files: ['tests/reliability/**/*.postgres.test.ts'], why: 'PostgreSQL only: they need DATABASE_URL' };

/**
 * Server-suite files that open no database (arithmetic, parsers, serializers, the listen address):
 * the PostgreSQL pass (DATABASE_URL), which runs the server suite again for what the database
 * changes, leaves them to the run without, which runs them.
 */
export const SERVER_NO_DATABASE = {
  files: [
    'src/server/ops/chi-square.test.ts',
    'src/server/ops/crate-odds.test.ts',
    'tests/server/anomaly-rules.test.ts',
    'tests/server/api-doc.test.ts',
    'tests/server/expedition-json.test.ts',
    'tests/server/listen-host.test.ts',
    'tests/server/live-hub.test.ts',
    'tests/server/mutex.test.ts',
    'tests/server/pocket-json.test.ts',
    'tests/server/tokens.test.ts',
  ],
  why: 'they open no database: the run without DATABASE_URL runs them',
};

/**
 * Client-suite files that need a module graph of their own: the ones that mock a module (`vi.mock`,
 * which would leak into the next file of a worker that shares its graph) and the ones that read a
 * module's state as a fresh page has it (the game store's first rank-up, the notice tray's counts).
 * The rest share one graph per worker, each file starting with the stores as a page first has them
 * (tests/client/fresh-stores.ts) (`isolate: false`): importing the client afresh for each of 60
 * files, in a fresh jsdom, was 106 s of CPU for 13 s of tests; shared, 20 s.
 */
const CLIENT_FRESH = [
  'tests/client/juice.test.tsx',
  'tests/client/live.test.ts',
  ...['tests/client', 'src/client']
    .flatMap((dir) =>
      (readdirSync(dir, { recursive: true }) as string[]).map((f) => join(dir, f).replaceAll('\\', '/')),
    )
    .filter((f) => /\.test\.tsx?$/.test(f) && readFileSync(f, 'utf8').includes('vi.mock(')),
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'rules',
          include: ['src/rules/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          environment: 'node',
          // Property runs and the linter's own start take seconds on a loaded machine (in CI the
          // PostgreSQL pass's suites run beside the browser tests): properties.test's invariants,
          // 7.5 s alone, ran past 30 s in a clean-clone CI run at a load of 10-20.
          testTimeout: 120_000,
          // One module graph per worker: the rules are pure functions over their arguments (no module
          // state, no mocks), and importing them afresh per file was a third of this suite's time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts', 'src/server/**/*.test.ts'],
          exclude: process.env.DATABASE_URL ? SERVER_NO_DATABASE.files : [],
          environment: 'node',
          // One module graph per worker, not per file: each file builds its own app on its own
          // database (tests/server/harness.ts) and none mocks a module or changes the environment,
          // so files share only the process's metrics registry (metrics.test.ts counts what it
          // adds). Importing the whole server once per file was most of this suite's time (on
          // PostgreSQL, run alone at load 2-4: 106 s and 41 s of CPU).
          isolate: false,
          // A case may open several databases of its own (health-logs: two fresh embedded ones); in CI
          // the PostgreSQL pass runs niced beside the browser tests, where one such case took 60 s and
          // a file's start (backup-safety: 12 s of CPU alone) waited past 180 s.
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'bot',
          include: ['tests/bot/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Its set-up starts a game server (PGlite, migrations): past 120 s on a CI machine whose
          // CPU ran a node loop 4x slower than usual, beside the browser tests (session 30).
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          exclude: RELIABILITY_SKIPPED.files,
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'client',
          include: ['tests/client/**/*.test.{ts,tsx}', 'src/client/**/*.test.{ts,tsx}'],
          exclude: CLIENT_FRESH,
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts', 'tests/client/fresh-stores.ts'],
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'client-fresh',
          include: CLIENT_FRESH,
          environment: 'jsdom',
          setupFiles: ['tests/client/setup.ts'],
          testTimeout: 30_000,
        },
      },
      ...(withBrowser
        ? [
            {
              test: {
                name: 'e2e',
                include: ['tests/e2e/**/*.e2e.ts'],
                environment: 'node',
                testTimeout: 120_000,
                hookTimeout: 300_000,
                // Two files at once (scripts/test.ts caps it: E2E_WORKERS, 2 by default), each with its
                // own server and browser: most of a browser test's time is waiting (animations that
                // last what they last, a page throttled 4x), about a quarter of it the CPU's.
                fileParallelism: true,
                // A browser test that fails once on a busy machine is run once more; its assertions stay.
                retry: 1,
                // What a page shows after an action can take seconds on a loaded machine (a 4x page
                // waits on a quarter of a core): a poll gives it 10 s, not Vitest's 1 s, before it
                // fails (76 polls left it to the default; three failed at load 20-30).
                expect: { poll: { timeout: 10_000 } },
              },
            },
          ]
        : []),
    ],
  },
});
