/**
 * The steps `npm start` takes before the server starts, each skipped when its inputs are unchanged:
 * 1. the art (scripts/generate-art.ts, skipped by the hash in assets/.stamp);
 * 2. the client (vite build, then the compressed copies), skipped when the hash of its inputs
 *    (the client's and the rules' sources, index.html, public/, the build configuration, the lock
 *    file and the art's hash) is the one stored in dist/.client-stamp and dist/client is whole.
 * Prints each step as it starts and what it skipped. `--force` draws and builds everything anyway;
 * `--build` (npm run build) builds the client whatever its stamp says, and keeps the stamp true.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const STAMP = join(ROOT, 'dist/.client-stamp');
const CLIENT = join(ROOT, 'dist/client');

/** Every file under `dir`, sorted, tests left out (they are no input of the build). */
function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    })
    .filter((p) => !/\.test\.tsx?$/.test(p));
}

/** The inputs of the client build: what vite reads, and the art it copies. */
export function clientInputs(): string[] {
  return [
    ...walk(join(ROOT, 'src/client')),
    ...walk(join(ROOT, 'src/rules')),
    ...walk(join(ROOT, 'public')),
    ...['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'assets/.stamp'].map((f) =>
      join(ROOT, f),
    ),
    join(ROOT, 'scripts/compress-client.ts'),
    join(ROOT, 'scripts/prepare-start.ts'),
  ].filter((p) => existsSync(p));
}

export function clientHash(): string {
  const h = createHash('sha256');
  for (const file of clientInputs()) h.update(relative(ROOT, file)).update('\0').update(readFileSync(file));
  return h.digest('hex');
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function step(n: number, of: number, title: string): number {
  console.log(`[${n}/${of}] ${title}`);
  return performance.now();
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT });
  if (r.status !== 0) {
    console.error(`npm start: ${cmd} ${args.join(' ')} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const force = process.argv.includes('--force');
  const build = process.argv.includes('--build');
  const steps = build ? 2 : 3;
  let started = step(1, steps, 'art: drawing the images, atlases and sounds unless up to date');
  const { generateArt, ASSETS_DIR } = await import('./generate-art.ts');
  const art = generateArt(ASSETS_DIR, force);
  console.log(
    art.skipped
      ? `      skipped: the art is up to date (${art.images} images, ${art.atlases} atlases; assets/.stamp)`
      : `      drew ${art.images} images and ${art.atlases} atlases in ${seconds(performance.now() - started)}`,
  );

  started = step(2, steps, 'client: building it unless its sources are unchanged');
  const hash = clientHash();
  const whole = existsSync(join(CLIENT, 'index.html')) && existsSync(join(CLIENT, 'builds/latest.json'));
  if (!force && !build && whole && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === hash) {
    console.log(`      skipped: dist/client was built from these sources (dist/.client-stamp)`);
  } else {
    // Vite's own lines (a hundred chunks, each with its size) would bury the address the server
    // prints last: only its warnings and errors are shown, and the build's size in one line.
    run('npx', ['vite', 'build', '--logLevel', 'warn']);
    run(process.execPath, ['--import', 'tsx', 'scripts/compress-client.ts']);
    mkdirSync(join(ROOT, 'dist'), { recursive: true });
    writeFileSync(STAMP, hash);
    console.log(`      built in ${seconds(performance.now() - started)}`);
  }
  if (!build) step(3, steps, 'server: starting');
}
