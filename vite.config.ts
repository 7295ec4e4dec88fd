import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

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

/**
 * Pixi's canvas-renderer helpers (pulled in by its text and graphics fill styles, though the scenes
 * draw with WebGL only) test at module load whether a 2D canvas blends with `multiply`: three
 * canvases and a `getImageData`. Where the browser draws 2D canvases on the GPU (SwiftShader
 * included), that read waits for the GPU process to finish every frame queued before it: on
 * /pocket's cold load, under the review's flags, 12 s of the page's thread in one task (a Chrome
 * trace, scripts/bench/pocket-time.ts). The test runs on first use instead (the canvas renderer's,
 * which the scenes never start); `tintMethod` is chosen then too.
 */
export function lazyPixiCanvasProbe(): Plugin {
  const FILE = /pixi\.js\/lib\/rendering\/renderers\/canvas\/utils\/canvasUtils\.mjs$/;
  const PROBE = 'canUseMultiply: canUseNewCanvasBlendModes(),';
  const TINT =
    'canvasUtils.tintMethod = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel;';
  return {
    name: 'warlords-lazy-pixi-canvas-probe',
    transform(code, id) {
      if (!FILE.test(id.split('?')[0]!)) return null;
      if (!code.includes(PROBE) || !code.includes(TINT))
        this.error(
          'pixi.js canvasUtils changed: check whether its module-load probe is still there (vite.config.ts)',
        );
      const own = (value: string) =>
        `Object.defineProperty(canvasUtils, 'tintMethod', { value: ${value}, writable: true, configurable: true, enumerable: true })`;
      return code.replace(PROBE, 'get canUseMultiply() { return canUseNewCanvasBlendModes(); },').replace(
        TINT,
        `Object.defineProperty(canvasUtils, 'tintMethod', { configurable: true, enumerable: true,
  get() { const m = canvasUtils.canUseMultiply ? canvasUtils.tintWithMultiply : canvasUtils.tintWithPerPixel; ${own('m')}; return m; },
  set(v) { ${own('v')}; } });`,
      );
    },
  };
}

const CLIENT = join(import.meta.dirname, 'src/client');
/** The module roots the chunk groups below are read from. */
const ROOTS = {
  entry: join(CLIENT, 'main.tsx'),
  routes: join(CLIENT, 'app/route-table.ts'),
  layout: join(CLIENT, 'layouts/game-layout.tsx'),
  map: join(CLIENT, 'scenes/region-map/region-map-scene.tsx'),
  portrait: join(CLIENT, 'scenes/portrait/portrait-scene.tsx'),
};
/** The screens outside the game layout (route-table.ts: the landing and sign-in layouts). */
const OUTSIDE_GAME = ['screens/landing/', 'screens/auth/', 'screens/not-found/', 'admin/'].map((p) =>
  join(CLIENT, p),
);

type ModuleGraph = {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** The modules `roots` import statically, theirs, and so on (themselves included). */
function staticClosure(graph: ModuleGraph, ...roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Fewer, larger chunks on the cold load's path. Left to itself the bundler gives every set of
 * screens that share a module a chunk of its own: the game layout (the HUD, loaded with every game
 * screen) came in 45 files of 0 to 7 KB, and the map's scene with Pixi in 20 more. On HTTP/1.1 the
 * browser fetches six at a time, so the session check and the screen's chunk queued behind them
 * (docs/client.md, "Cold loads to 1.5 s"). Two groups instead:
 * - `game-layout`: what the game layout imports (every game screen loads all of it anyway), but
 *   what the entry holds or a screen outside the game (landing, sign-in, console) imports too;
 * - `scene-core`: what both the map's and the portrait's scenes import (Pixi's core, the Warlord's
 *   figure: every scene's), but what any screen imports itself (screens load scenes lazily, and
 *   Pixi, gsap and howler only with a scene: tests/e2e/bundle-budget.e2e.ts).
 * Their dependencies are not pulled in after them (`includeDependenciesRecursively: false`): the
 * entry's modules stay in the entry, and a module both a group and another screen use stays shared.
 */
function loadPathChunks() {
  const groupsOf = new WeakMap<ModuleGraph, (id: string) => string | null>();
  const groupOf = (graph: ModuleGraph) => {
    let found = groupsOf.get(graph);
    if (!found) {
      const entry = staticClosure(graph, ROOTS.entry);
      const screens = graph.getModuleInfo(ROOTS.routes)?.dynamicallyImportedIds ?? [];
      const outside = staticClosure(
        graph,
        ...screens.filter((id) => OUTSIDE_GAME.some((p) => id.startsWith(p))),
      );
      const anyScreen = staticClosure(graph, ...screens, ROOTS.layout);
      const layout = staticClosure(graph, ROOTS.layout);
      const map = staticClosure(graph, ROOTS.map);
      const portrait = staticClosure(graph, ROOTS.portrait);
      found = (id: string) => {
        if (entry.has(id)) return null;
        if (layout.has(id)) return outside.has(id) ? null : 'game-layout';
        if (map.has(id) && portrait.has(id) && !anyScreen.has(id)) return 'scene-core';
        return null;
      };
      groupsOf.set(graph, found);
    }
    return found;
  };
  return {
    includeDependenciesRecursively: false,
    groups: [{ name: (id: string, ctx: ModuleGraph) => groupOf(ctx)(id), debugName: 'load-path' }],
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
      outDir = resolve(config.root, config.build.outDir);
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

/** The palette's night sea (art-direction.md): the tablet's status bar and the start-up splash. */
const THEME_COLOR = '#1c3552';
const BACKGROUND_COLOR = '#0e1b2b';

/**
 * The web app manifest and the service worker (Workbox, generateSW). The worker precaches what a
 * second start needs: the page, its code and styles, the font, the sprite atlases and the app's
 * icons; the single pictures and the sounds (most of the build's bytes, most never shown in one
 * session) are cached as they are first used. It never answers /api/* (no route matches, so the
 * browser goes to the network as without a worker: the live streams and every game call stay
 * direct) nor /builds/* (the new-build check). A new worker waits (`prompt`): the build check
 * hands it over at the next full load (src/client/app/service-worker.ts). docs/client.md.
 */
function installable() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: null,
    manifestFilename: 'manifest.webmanifest',
    includeAssets: [],
    manifest: {
      id: '/',
      name: 'Warlords',
      short_name: 'Warlords',
      description: 'Send your Warlord on expeditions, open crates, climb the battle pass.',
      start_url: '/expedition',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/images/app/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/images/app/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/images/app/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The art is copied in when the bundle is written (generatedArt); the worker is built after.
      globPatterns: [
        'index.html',
        'favicon.svg',
        'assets/**/*.{js,css,woff2}',
        // A tablet's density (the install's target); a 1x screen caches its own set as it loads it.
        'atlases/*@2x.png',
        'atlases/*@2x.png.json',
        'images/app/*.png',
      ],
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      dontCacheBustURLsMatching: /^assets\//,
      cleanupOutdatedCaches: true,
      // Pages are the client's: any navigation is answered the precached page, offline too.
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/builds\//, /^\/(assets|atlases|images|sounds)\//],
      // Tapping a system notification brings the game's tab forward (public/sw-notices.js).
      importScripts: ['/sw-notices.js'],
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) =>
            sameOrigin && /^\/(images|sounds|atlases)\//.test(url.pathname),
          // Not hashed: the cached copy shows at once and is checked again behind it (a release may redraw it).
          handler: 'StaleWhileRevalidate',
          options: {
            cacheName: 'warlords-art',
            expiration: { maxEntries: 800, maxAgeSeconds: 30 * 24 * 3600 },
          },
        },
      ],
    },
  });
}

export default defineConfig(({ command }) => ({
  plugins: [react(), lazyPixiCanvasProbe(), buildManifest(), generatedArt(), installable()],
  define: { __BUILD_ID__: JSON.stringify(command === 'build' ? BUILD_ID : 'dev') },
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: loadPathChunks() } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
}));
