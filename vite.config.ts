import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** One id per build: the client polls builds/latest.json and reloads when the id changes. */
const BUILD_TIMESTAMP = Date.now();
const BUILD_ID = BUILD_TIMESTAMP.toString(36);

/** Writes builds/latest.json ({id, timestamp}) and builds/meta/{id}.json into the build output. */
function buildManifest(): Plugin {
  return {
    name: 'warlords-build-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      const latest = { id: BUILD_ID, timestamp: BUILD_TIMESTAMP };
      const chunks = Object.values(bundle)
        .filter((f) => f.type === 'chunk')
        .map((f) => f.fileName)
        .sort();
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify(latest) });
      this.emitFile({
        type: 'asset',
        fileName: `builds/meta/${BUILD_ID}.json`,
        source: JSON.stringify({ ...latest, chunks }),
      });
    },
  };
}

/** What scripts/generate-art.ts writes under assets/, served at /atlases/, /images/ and /sounds/. */
const ART_DIR = join(import.meta.dirname, 'assets');
const ART_FOLDERS = ['atlases', 'images', 'sounds'];
const ART_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.json': 'application/json',
  '.wav': 'audio/wav',
  '.svg': 'image/svg+xml',
};

/**
 * The generated art: served from assets/ by the dev server, copied into the build output (where
 * the game server's static files are) by the build. The vector sources in assets/src stay out.
 */
function generatedArt(): Plugin {
  let outDir = '';
  return {
    name: 'warlords-generated-art',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = normalize(decodeURIComponent((req.url ?? '').split('?')[0] ?? ''));
        const file = join(ART_DIR, path);
        const folder = path.split('/')[1] ?? '';
        if (!ART_FOLDERS.includes(folder) || !file.startsWith(ART_DIR) || !existsSync(file)) return next();
        if (!statSync(file).isFile()) return next();
        res.setHeader('content-type', ART_TYPES[extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    writeBundle() {
      for (const folder of ART_FOLDERS) {
        const from = join(ART_DIR, folder);
        if (existsSync(from)) cpSync(from, join(outDir, folder), { recursive: true });
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [react(), buildManifest(), generatedArt()],
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? BUILD_ID : 'dev') },
  publicDir: 'public',
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
