/**
 * `npm test`: the linter, the formatter check, the type check, then every Vitest project
 * (rules, server, client and, where chromium is installed, the browser tests).
 * Ends with one plain line: `tests: N passed, N failed`.
 *
 * SKIP_LINT=1 skips the linter, formatter and type check; SKIP_E2E=1 the browser tests;
 * E2E_ONLY=<files or globs, space separated> runs only those browser tests (CI's PostgreSQL pass
 * runs the console's this way); SKIP_UNITS=1 runs no unit suites and SKIP_BUILD=1 uses the client
 * already in dist/ (CI's PostgreSQL pass, after the embedded pass has built it from the same sources).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { CHROMIUM } from '../vitest.config.ts';

function run(title: string, cmd: string, args: string[]): boolean {
  console.log(`\n== ${title}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status === 0;
}

let passed = 0;
let failed = 0;
const check = (name: string, ok: boolean) => {
  if (ok) passed++;
  else {
    failed++;
    console.error(`!! ${name} failed`);
  }
};

if (process.env.SKIP_LINT === '1') {
  console.log('lint, format and type check skipped (SKIP_LINT=1)');
} else {
  check('lint', run('lint', 'npx', ['eslint', '.']));
  check('format', run('format', 'npx', ['prettier', '--check', '.']));
  check('typecheck', run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
}

const withBrowser = existsSync(CHROMIUM) && process.env.SKIP_E2E !== '1';
if (process.env.SKIP_E2E === '1') {
  console.log('\nbrowser tests skipped (SKIP_E2E=1)');
} else if (!withBrowser) {
  console.warn(
    `\n!!!!!!!!\n!! BROWSER TESTS SKIPPED: no chromium at ${CHROMIUM} (apt-get install chromium). !!\n!!!!!!!!\n`,
  );
} else {
  // The browser tests run against the built client: build it from the sources as they are now.
  if (process.env.SKIP_BUILD === '1') console.log('\nbuild skipped (SKIP_BUILD=1): the client in dist/');
  else check('build', run('build for browser tests', 'npm', ['run', 'build']));
}

if (process.env.RELIABILITY !== '1') {
  console.log(
    '\nreliability suites skipped (several minutes): RELIABILITY=1 npm test, or npm run test:reliability',
  );
}

mkdirSync('test-results', { recursive: true });
const engine = process.env.DATABASE_URL ? 'postgres' : 'embedded';

/** Runs Vitest on some projects and adds its counts; a file that fails to load counts as a failure. */
function vitest(phase: string, projects: string[], files: string[] = []): void {
  const out = `test-results/vitest-${engine}-${phase}.json`;
  rmSync(out, { force: true });
  const args = projects.flatMap((p) => ['--project', p]);
  run(`vitest (${phase})`, 'npx', [
    'vitest',
    'run',
    ...args,
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    failed++;
    console.error(`!! vitest (${phase}) wrote no report`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    testResults: { status: string; message?: string; name: string }[];
  };
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    if (file.status === 'failed' && file.message) {
      failed++;
      console.error(`!! ${file.name}: ${file.message.split('\n')[0]}`);
    }
  }
}

// The browser tests start servers and chromium: they run on their own, after the rest, so the two
// cores are not shared between them and the unit suites.
if (process.env.SKIP_UNITS === '1') console.log('\nunit suites skipped (SKIP_UNITS=1)');
else
  vitest('units', [
    'rules',
    'server',
    'client',
    'bot',
    ...(process.env.RELIABILITY === '1' ? ['reliability'] : []),
  ]);
const e2eOnly = (process.env.E2E_ONLY ?? '').split(/\s+/).filter(Boolean);
if (e2eOnly.length > 0) console.log(`\nbrowser tests: only ${e2eOnly.join(' ')} (E2E_ONLY)`);
if (withBrowser) vitest('browser', ['e2e'], e2eOnly);

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
