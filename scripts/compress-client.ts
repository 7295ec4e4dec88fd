/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text file of the built client, so
 * the server sends JS, CSS and HTML compressed (its static files are served `preCompressed`)
 * without compressing on every request. Run by `npm run build` after `vite build`.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.map']);
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every text file of `dir` worth it; answers the bytes before and after brotli. */
export function compressClient(dir: string): { files: number; bytes: number; brotli: number } {
  let count = 0;
  let bytes = 0;
  let brotli = 0;
  for (const path of files(dir)) {
    if (!TEXT.has(extname(path))) continue;
    const raw = readFileSync(path);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
    count++;
    bytes += raw.length;
    brotli += br.length;
  }
  return { files: count, bytes, brotli };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { files: n, bytes, brotli } = compressClient(process.argv[2] ?? 'dist/client');
  const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
  process.stdout.write(`compressed ${n} files: ${kb(bytes)} -> ${kb(brotli)} brotli\n`);
}
