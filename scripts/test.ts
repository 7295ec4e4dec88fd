/**
 * `npm test`: the linter, the formatter check, the type check, the unit suites (rules, server,
 * client, bot), the reliability suites and, where chromium is installed, the browser tests. Ends
 * with what ran and what was skipped and why, then one plain line: `tests: N passed, N failed`.
 *
 * SKIP_LINT=1 skips the linter, formatter and type check; SKIP_E2E=1 the browser tests;
 * E2E_ONLY=<files or globs, space separated> runs only those browser tests (CI's PostgreSQL pass
 * runs the console's this way); SKIP_UNITS=1 runs neither the unit nor the reliability suites;
 * SKIP_RELIABILITY=1 only not the reliability suites; SKIP_BUILD=1 uses the client already in
 * dist/ (CI's PostgreSQL pass, after the embedded pass has built it from the same sources).
 * With DATABASE_URL every suite runs on that PostgreSQL server, and the reliability suites that
 * need it (`*.postgres.test.ts`) run too.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { basename } from 'node:path';
import { CHROMIUM, RELIABILITY_SKIPPED } from '../vitest.config.ts';

function run(title: string, cmd: string, args: string[]): boolean {
  console.log(`\n== ${title}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return r.status === 0;
}

let passed = 0;
let failed = 0;
/** One line a suite or step: what ran (with its counts) or what was skipped and why. */
const summary: string[] = [];
const ran = (what: string, detail = '') => summary.push(`  ran      ${what}${detail ? `: ${detail}` : ''}`);
const skipped = (what: string, why: string) => {
  summary.push(`  skipped  ${what}: ${why}`);
  console.log(`\n${what} skipped: ${why}`);
};
const check = (name: string, ok: boolean) => {
  if (ok) passed++;
  else {
    failed++;
    console.error(`!! ${name} failed`);
  }
  ran(name, ok ? 'ok' : 'FAILED');
};

const engine = process.env.DATABASE_URL ? 'postgres' : 'embedded';
const on = engine === 'postgres' ? 'on PostgreSQL (DATABASE_URL)' : 'on the embedded database';

if (process.env.SKIP_LINT === '1') {
  skipped('lint, format check and type check', 'SKIP_LINT=1');
} else {
  check('lint', run('lint', 'npx', ['eslint', '.']));
  check('format', run('format', 'npx', ['prettier', '--check', '.']));
  check('typecheck', run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']));
}

const withBrowser = existsSync(CHROMIUM) && process.env.SKIP_E2E !== '1';
if (process.env.SKIP_E2E === '1') {
  skipped('browser tests', 'SKIP_E2E=1');
} else if (!withBrowser) {
  console.warn(
    `\n!!!!!!!!\n!! BROWSER TESTS SKIPPED: no chromium at ${CHROMIUM} (apt-get install chromium). !!\n!!!!!!!!\n`,
  );
  skipped('browser tests', `no chromium at ${CHROMIUM} (apt-get install chromium)`);
} else {
  // The browser tests run against the built client: build it from the sources as they are now.
  if (process.env.SKIP_BUILD === '1') skipped('build', 'SKIP_BUILD=1: the client already in dist/');
  else check('build', run('build for browser tests', 'npm', ['run', 'build']));
}

mkdirSync('test-results', { recursive: true });

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; message?: string; name: string }[];
}

/** Runs Vitest on some projects and adds its counts; a file that fails to load counts as a failure. */
function vitest(phase: string, projects: string[], files: string[] = []): Report | null {
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
    return null;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    if (file.status === 'failed' && file.message) {
      failed++;
      console.error(`!! ${file.name}: ${file.message.split('\n')[0]}`);
    }
  }
  return report;
}

/** `12 files, 340 passed, 0 failed`, and the files' names when there are few. */
function counts(report: Report | null, names = false): string {
  if (!report) return 'no report (see above)';
  const files = report.testResults.map((r) => basename(r.name).replace(/\.test\.tsx?$|\.e2e\.ts$/, ''));
  const list = names ? ` (${files.sort().join(', ')})` : '';
  return `${files.length} files${list}, ${report.numPassedTests} passed, ${report.numFailedTests} failed`;
}

// The browser tests start servers and chromium: they run on their own, after the rest, so the two
// cores are not shared between them and the unit suites.
if (process.env.SKIP_UNITS === '1') {
  skipped('unit and reliability suites', 'SKIP_UNITS=1');
} else {
  const units = ['rules', 'server', 'client', 'bot'];
  ran(`unit suites ${on} (${units.join(', ')})`, counts(vitest('units', units)));
  // Races, crashes, hostile input, access and economy abuse: real server processes and hundreds of
  // requests at once, so a phase of their own, files one after another.
  if (process.env.SKIP_RELIABILITY === '1') {
    skipped('reliability suites', 'SKIP_RELIABILITY=1');
  } else {
    ran(`reliability suites ${on}`, counts(vitest('reliability', ['reliability']), true));
    skipped(`reliability ${RELIABILITY_SKIPPED.files.join(' ')}`, RELIABILITY_SKIPPED.why);
  }
}
const e2eOnly = (process.env.E2E_ONLY ?? '').split(/\s+/).filter(Boolean);
if (e2eOnly.length > 0) console.log(`\nbrowser tests: only ${e2eOnly.join(' ')} (E2E_ONLY)`);
if (withBrowser) {
  const report = vitest('browser', ['e2e'], e2eOnly);
  ran(`browser tests ${on}${e2eOnly.length > 0 ? ' (only E2E_ONLY)' : ''}`, counts(report, true));
}

console.log(`\n== what ran ${on}, and what was skipped\n${summary.join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
