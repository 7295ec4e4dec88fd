/**
 * `npm run art` (also run before `npm run build`): draws every game image from the SVG code in
 * scripts/art/ into public/images/ and synthesises the sound effects into public/sounds/.
 * Skips all work when public/images/.stamp holds the hash of the current sources and every file exists.
 * Pass `--force` to redraw anyway, or an output folder: `generate-art.ts [--force] [publicDir]`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { artJobs } from './art/jobs.ts';
import { renderJob } from './art/render.ts';
import { generateSounds, SOUND_NAMES } from './generate-sounds.ts';

const ROOT = join(import.meta.dirname, '..');

/** Every source file the output depends on: the art code, this script, the sound code and the catalogs. */
function sources(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir)
      .sort()
      .flatMap((f) => {
        const p = join(dir, f);
        return statSync(p).isDirectory() ? walk(p) : [p];
      });
  return [
    ...walk(join(ROOT, 'scripts/art')),
    join(ROOT, 'scripts/generate-art.ts'),
    join(ROOT, 'scripts/generate-sounds.ts'),
    ...walk(join(ROOT, 'src/rules/catalog')),
    join(ROOT, 'src/rules/rng.ts'),
    join(ROOT, 'package-lock.json'),
  ].filter((p) => !p.endsWith('.test.ts'));
}

function sourceHash(): string {
  const h = createHash('sha256');
  for (const file of sources()) h.update(file.slice(ROOT.length)).update(readFileSync(file));
  return h.digest('hex');
}

/** Draws every image and sound into `publicDir` (images/ and sounds/ inside it); returns what it did. */
export function generateArt(
  publicDir: string,
  force = false,
): { skipped: boolean; images: number; bytes: number; ms: number } {
  const started = performance.now();
  const imagesDir = join(publicDir, 'images');
  const soundsDir = join(publicDir, 'sounds');
  const stamp = join(imagesDir, '.stamp');
  const hash = sourceHash();
  const jobs = artJobs();
  const complete =
    jobs.every((j) => existsSync(join(publicDir, j.path))) &&
    SOUND_NAMES.every((n) => existsSync(join(soundsDir, `${n}.wav`)));
  if (!force && complete && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash)
    return { skipped: true, images: jobs.length, bytes: 0, ms: performance.now() - started };
  let bytes = 0;
  for (const job of jobs) bytes += renderJob(job, imagesDir);
  bytes += generateSounds(soundsDir);
  mkdirSync(imagesDir, { recursive: true });
  writeFileSync(stamp, hash);
  return { skipped: false, images: jobs.length, bytes, ms: performance.now() - started };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const dir = args.find((a) => !a.startsWith('--')) ?? join(ROOT, 'public');
  const r = generateArt(dir, force);
  console.log(
    r.skipped
      ? `art: up to date (${r.images} images)`
      : `art: ${r.images} images and ${SOUND_NAMES.length} sounds, ${(r.bytes / 1024).toFixed(0)} KiB in ${(r.ms / 1000).toFixed(1)} s`,
  );
}
