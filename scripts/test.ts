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
 * With DATABASE_URL every suite that uses a database runs on that PostgreSQL server (the server
 * unit suites, the reliability suites with the ones that need it, `*.postgres.test.ts`, and the
 * browser tests); the rules, client and bot suites, which use none, are left to the run without it.
 *
 * The order: the linter, the formatter check and the type check (one after another) beside the
 * client build; then the browser tests beside the unit suites and the reliability suites (these
 * two niced, each beside the other). The time of each step is in the summary; `npm run test:times`
 * prints each file's.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { CHROMIUM, RELIABILITY_SKIPPED, SERVER_NO_DATABASE } from '../vitest.config.ts';

/** Runs a command with its output as this process's, without blocking it (a `lane` beside it goes on). */
async function runBeside(title: string, cmd: string, args: string[]): Promise<boolean> {
  console.log(`\n== ${title}: ${cmd} ${args.join(' ')}`);
  const child = spawn(cmd, args, { stdio: 'inherit', env: process.env });
  return (await new Promise<number | null>((done) => child.on('close', done))) === 0;
}

interface Step {
  title: string;
  cmd: string;
  args: string[];
}

/**
 * Runs steps one after another, a child process each, beside what this process does meanwhile;
 * their output is kept and printed whole when the last one has ended, so that it does not mix
 * with the rest. Answers each step's title, whether it passed and how long it took.
 */
async function lane(steps: Step[]): Promise<{ title: string; ok: boolean; ms: number }[]> {
  const results: { title: string; ok: boolean; ms: number }[] = [];
  let out = '';
  for (const { title, cmd, args } of steps) {
    const started = performance.now();
    out += `\n== ${title}: ${cmd} ${args.join(' ')}\n`;
    const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    results.push({ title, ok: code === 0, ms: performance.now() - started });
  }
  process.stdout.write(out);
  return results;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
const began = performance.now();
/** Runs `fn` and answers what it answers with the seconds it took, for the summary. */
async function timed<T>(fn: () => T | Promise<T>): Promise<[T, string]> {
  const started = performance.now();
  const value = await fn();
  return [value, seconds(performance.now() - started)];
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
const check = (name: string, ok: boolean, took?: string) => {
  if (ok) passed++;
  else {
    failed++;
    console.error(`!! ${name} failed`);
  }
  ran(name, `${ok ? 'ok' : 'FAILED'}${took ? ` in ${took}` : ''}`);
};

const engine = process.env.DATABASE_URL ? 'postgres' : 'embedded';
const on = engine === 'postgres' ? 'on PostgreSQL (DATABASE_URL)' : 'on the embedded database';

// The linter, the formatter check and the type check (one process each, one core between them)
// run beside the build (the art is drawn on one core), their output printed once they end.
const checks =
  process.env.SKIP_LINT === '1'
    ? (skipped('lint, format check and type check', 'SKIP_LINT=1'), Promise.resolve([]))
    : lane([
        { title: 'lint', cmd: 'npx', args: ['eslint', '.'] },
        { title: 'format', cmd: 'npx', args: ['prettier', '--check', '.'] },
        { title: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
      ]);

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
  else check('build', ...(await timed(() => runBeside('build for browser tests', 'npm', ['run', 'build']))));
}
for (const step of await checks) check(step.title, step.ok, seconds(step.ms));

mkdirSync('test-results', { recursive: true });

interface Report {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    status: string;
    message?: string;
    name: string;
    assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
}

/** Each failed test, `file › name: first line of why`, printed again at the end of the run. */
const failures: string[] = [];

/**
 * Runs Vitest on some projects and adds its counts; a file that fails to load counts as a failure.
 * `beside`: its output goes to test-results/vitest-<engine>-<phase>.log and is printed whole when
 * it ends (it runs beside another phase, whose output is printed as it comes). `nice`: at a lower
 * priority, so that the phase beside it keeps the cores it asks for.
 */
async function vitest(
  phase: string,
  projects: string[],
  files: string[] = [],
  how: { beside?: boolean; nice?: boolean } = {},
): Promise<Report | null> {
  const out = `test-results/vitest-${engine}-${phase}.json`;
  rmSync(out, { force: true });
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    ...files,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const [cmd, cmdArgs] = how.nice ? ['nice', ['-n', '5', 'npx', ...args]] : ['npx', args];
  if (how.beside) {
    const log = `test-results/vitest-${engine}-${phase}.log`;
    console.log(
      `\n== vitest (${phase}) started beside the rest: ${cmd} ${cmdArgs.join(' ')} (output: ${log})`,
    );
    const fd = openSync(log, 'w');
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', fd, fd], env: process.env });
    await new Promise((done) => child.on('close', done));
    closeSync(fd);
    console.log(`\n== vitest (${phase}): its output\n${readFileSync(log, 'utf8')}`);
  } else await runBeside(`vitest (${phase})`, cmd, cmdArgs);
  if (!existsSync(out)) {
    failed++;
    console.error(`!! vitest (${phase}) wrote no report`);
    return null;
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const file of report.testResults) {
    const where = relative(process.cwd(), file.name);
    if (file.status === 'failed' && file.message) {
      failed++;
      console.error(`!! ${file.name}: ${file.message.split('\n')[0]}`);
      failures.push(`${where}: ${file.message.split('\n')[0]}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = (test.failureMessages?.[0] ?? '').split('\n', 1).join('').slice(0, 300);
      failures.push(`${where} › ${test.fullName}: ${why}`);
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

// The browser tests run beside the unit and reliability suites: much of their time is spent
// waiting (animations that last what they last, a page throttled to a quarter of the CPU), which
// the other suites fill. Those run at a lower priority, so that the browser keeps the cores it
// asks for and its frame and timing checks run as they would alone.
const units = process.env.SKIP_UNITS !== '1';
const e2eOnly = (process.env.E2E_ONLY ?? '').split(/\s+/).filter(Boolean);
if (e2eOnly.length > 0) console.log(`\nbrowser tests: only ${e2eOnly.join(' ')} (E2E_ONLY)`);
// Browser files two at a time (E2E_WORKERS): a whole run of them used 362 s of CPU in 1,336 s.
const e2eWorkers = [`--maxWorkers=${Number(process.env.E2E_WORKERS ?? 2) || 2}`];
const browser = withBrowser
  ? timed(() => vitest('browser', ['e2e'], [...e2eOnly, ...e2eWorkers], { beside: units }))
  : null;

if (!units) {
  skipped('unit and reliability suites', 'SKIP_UNITS=1');
} else {
  // Only the server suites read DATABASE_URL: the rules, client and bot suites use no database
  // (the bot's integration test runs the game server on an embedded one of its own), so on
  // PostgreSQL they would prove again what the run without it proved.
  const projects = engine === 'postgres' ? ['server'] : ['rules', 'server', 'client', 'client-fresh', 'bot'];
  if (engine === 'postgres') {
    skipped(
      'unit suites rules, client and bot on PostgreSQL',
      'they use no database: the run without DATABASE_URL runs them',
    );
    skipped(`server suite files ${SERVER_NO_DATABASE.files.join(' ')}`, SERVER_NO_DATABASE.why);
  }
  const nice = browser !== null;
  // Races, crashes, hostile input, access and economy abuse: real server processes and hundreds of
  // requests at once, files one after another, beside the unit suites (one worker on two cores).
  // One after the other, the reliability suites ran alone at the end, 90-160 s after the browser
  // tests had ended, on a core and a half of two.
  const reliability =
    process.env.SKIP_RELIABILITY === '1'
      ? (skipped('reliability suites', 'SKIP_RELIABILITY=1'), null)
      : timed(() => vitest('reliability', ['reliability'], [], { nice, beside: true }));
  const [report, took] = await timed(() =>
    vitest('units', projects, [], { nice, beside: reliability !== null || browser !== null }),
  );
  ran(`unit suites ${on} (${projects.join(', ')})`, `${counts(report)} in ${took}`);
  if (reliability) {
    const [report, took] = await reliability;
    ran(`reliability suites ${on}`, `${counts(report, true)} in ${took}`);
    skipped(`reliability ${RELIABILITY_SKIPPED.files.join(' ')}`, RELIABILITY_SKIPPED.why);
  }
}
if (browser) {
  const [report, took] = await browser;
  ran(
    `browser tests ${on}${e2eOnly.length > 0 ? ' (only E2E_ONLY)' : ''}`,
    `${counts(report, true)} in ${took}`,
  );
}

console.log(`\n== what ran ${on}, and what was skipped\n${summary.join('\n')}`);
console.log(`\nin ${seconds(performance.now() - began)} (per file: npm run test:times)`);
if (failures.length > 0)
  console.log(`\n== what failed ${on}\n${failures.map((f) => `FAILED ${f}`).join('\n')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
