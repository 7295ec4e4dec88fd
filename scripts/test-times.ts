/**
 * `npm run test:times`: where the test time went, from the JSON reports `npm test` leaves in
 * test-results/ (vitest-<engine>-<phase>.json). Prints each phase's wall time (first file's start to
 * last file's end), its files by duration, and the slowest cases of all.
 *
 * `npm run test:times -- 20` shows 20 files a phase and 20 cases (10 by default); further
 * arguments name the reports to read (default: every test-results/vitest-*.json).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface Report {
  startTime: number;
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    assertionResults: { fullName: string; duration?: number | null; status: string }[];
  }[];
}

const args = process.argv.slice(2);
const top = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : 10;
const dir = 'test-results';
const files =
  args.length > 0
    ? args
    : existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => /^vitest-.*\.json$/.test(f))
          .sort()
          .map((f) => join(dir, f))
      : [];
if (files.length === 0) {
  console.log('no reports in test-results/: run `npm test` (or one of its phases) first');
  process.exit(0);
}

const s = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
const cases: { ms: number; name: string }[] = [];

for (const path of files) {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  const results = report.testResults;
  if (results.length === 0) continue;
  const start = Math.min(...results.map((r) => r.startTime));
  const end = Math.max(...results.map((r) => r.endTime));
  const busy = results.reduce((n, r) => n + (r.endTime - r.startTime), 0);
  console.log(
    `\n${path}: ${s(end - start).trim()} wall, ${s(busy).trim()} in files (${results.length} files)`,
  );
  const byTime = [...results].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime));
  for (const r of byTime.slice(0, top)) {
    const n = r.assertionResults.length;
    console.log(`  ${s(r.endTime - r.startTime)}  ${relative(process.cwd(), r.name)} (${n} cases)`);
    for (const a of r.assertionResults)
      cases.push({ ms: a.duration ?? 0, name: `${relative(process.cwd(), r.name)} › ${a.fullName}` });
  }
  for (const r of byTime.slice(top))
    for (const a of r.assertionResults)
      cases.push({ ms: a.duration ?? 0, name: `${relative(process.cwd(), r.name)} › ${a.fullName}` });
}

console.log(`\nslowest cases:`);
for (const c of cases.sort((a, b) => b.ms - a.ms).slice(0, top)) console.log(`  ${s(c.ms)}  ${c.name}`);
