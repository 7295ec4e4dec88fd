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

export default defineConfig(({ command }) => ({
  plugins: [react(), buildManifest()],
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? BUILD_ID : 'dev') },
  publicDir: 'public',
  build: { outDir: 'dist/client', emptyOutDir: true, sourcemap: false },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
