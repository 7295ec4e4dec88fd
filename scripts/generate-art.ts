/**
 * `npm run art` (also run before `npm run build`): draws every game image from the SVG code in
 * assets/src/ and writes the generated art under assets/: the sprite atlases the scenes load
 * (assets/atlases/, see src/client/scenes/shared/atlas-plan.ts), the single images the DOM
 * screens show (assets/images/) and the sound effects (assets/sounds/). The build copies the
 * three folders into dist/client (vite.config.ts). Skips all work when assets/.stamp holds the
 * hash of the current sources and every file exists.
 * Pass `--force` to redraw anyway, or an output folder: `generate-art.ts [--force] [outDir]`.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { atlasPlans } from '../src/client/scenes/shared/atlas-plan.ts';
import { buildAtlas } from '../assets/src/atlas/atlas.ts';
import { artJobs } from '../assets/src/jobs.ts';
import { renderJob } from '../assets/src/render.ts';
import { generateSounds, SOUND_NAMES } from './generate-sounds.ts';

const ROOT = join(import.meta.dirname, '..');
/** Where the generated art goes: beside its sources, served by the build. */
export const ASSETS_DIR = join(ROOT, 'assets');
const DENSITIES = [1, 2] as const;

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
    ...walk(join(ROOT, 'assets/src')),
    join(ROOT, 'src/client/scenes/shared/atlas-plan.ts'),
    join(ROOT, 'src/client/scenes/warlord/warlord-anatomy.ts'),
    join(ROOT, 'src/client/scenes/warlord/warlord-pose.ts'),
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

/** The public path of every file the generator writes (under the output folder). */
export function outputs(): string[] {
  return [
    ...artJobs().map((j) => j.path),
    ...atlasPlans().flatMap((plan) =>
      DENSITIES.flatMap((d) => [`/atlases/${plan.name}@${d}x.png`, `/atlases/${plan.name}@${d}x.png.json`]),
    ),
    ...SOUND_NAMES.map((n) => `/sounds/${n}.wav`),
  ];
}

/** Draws every image, atlas and sound into `outDir`; returns what it did. */
/** Whether `outDir` holds every output, made from the sources as they are (its `.stamp`). */
export function artUpToDate(outDir: string, hash = sourceHash()): boolean {
  const stamp = join(outDir, '.stamp');
  const complete = outputs().every((p) => existsSync(join(outDir, p)));
  return complete && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

export function generateArt(
  outDir: string,
  force = false,
): { skipped: boolean; images: number; atlases: number; bytes: number; ms: number } {
  const started = performance.now();
  const hash = sourceHash();
  const jobs = artJobs();
  const plans = atlasPlans();
  const done = { images: jobs.length, atlases: plans.length * DENSITIES.length };
  if (!force && artUpToDate(outDir, hash))
    return { skipped: true, ...done, bytes: 0, ms: performance.now() - started };
  let bytes = 0;
  for (const job of jobs) bytes += renderJob(job, outDir);
  const byPath = new Map(jobs.map((j) => [j.path, j]));
  const atlasDir = join(outDir, 'atlases');
  mkdirSync(atlasDir, { recursive: true });
  for (const plan of plans)
    for (const density of DENSITIES) {
      const { png, sheet } = buildAtlas(plan, density, byPath);
      writeFileSync(join(atlasDir, sheet.meta.image), png);
      writeFileSync(join(atlasDir, `${sheet.meta.image}.json`), JSON.stringify(sheet));
      bytes += png.length;
    }
  bytes += generateSounds(join(outDir, 'sounds'));
  writeFileSync(join(outDir, '.stamp'), hash);
  return { skipped: false, ...done, bytes, ms: performance.now() - started };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const dir = args.find((a) => !a.startsWith('--')) ?? ASSETS_DIR;
  const r = generateArt(dir, force);
  console.log(
    r.skipped
      ? `art: up to date (${r.images} images, ${r.atlases} atlases)`
      : `art: ${r.images} images, ${r.atlases} atlases and ${SOUND_NAMES.length} sounds, ${(r.bytes / 1024).toFixed(0)} KiB in ${(r.ms / 1000).toFixed(1)} s`,
  );
}
