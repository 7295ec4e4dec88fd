/**
 * The built client's JavaScript per route, gzip: what a player downloads before a screen is
 * interactive (the entry and its static imports, then the screen's chunk and its static imports).
 * Read from dist/client after `vite build`; `npm run build` prints it, the bundle budget test
 * and the bench read it.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface RouteSize {
  route: string;
  files: string[];
  gzip: number;
}

/** The landing page's budget, gzip bytes (issue 8). */
export const LANDING_BUDGET = 150 * 1024;

/** Marks of each library in minified code: its chunks must only load with a scene. */
export const SCENE_LIBRARIES: Record<string, RegExp> = {
  pixi: /PIXI|pixi\.js|autoDetectRenderer/,
  gsap: /GreenSock|gsap/,
  howler: /Howler/,
};

export function clientSizes(dir = 'dist/client') {
  const assets = join(dir, 'assets');
  const read = (file: string) => readFileSync(join(assets, file), 'utf8');
  const gz = new Map<string, number>();
  const gzipOf = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(assets, file))).length);
    return gz.get(file)!;
  };
  const staticImports = (file: string) =>
    [...read(file).matchAll(/(?:from|import)\s*["`]\.\/([\w.-]+\.js)["`]/g)].map((m) => m[1]!);
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...staticImports(f));
    }
    return seen;
  };
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const entryFiles = [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
  const entry = closure(entryFiles);
  const sizeOf = (route: string, files: Set<string>): RouteSize => ({
    route,
    files: [...files].sort(),
    gzip: [...files].reduce((s, f) => s + gzipOf(f), 0),
  });
  // The router's table in the entry: { path: `/auth`, ..., screen: () => import(`./auth-screen-….js`) }.
  const code = entryFiles.map(read).join('\n');
  const routes: RouteSize[] = [];
  // The game's layout (its HUD) loads with a game screen, beside it (app/routes.tsx): counted there.
  const gameLayout = code.match(/import\(`\.\/(game-layout-[\w-]+\.js)`\)/)?.[1];
  for (const m of code.matchAll(/path:`([^`]*)`([^{}]*?)import\(`\.\/([\w.-]+\.js)`\)/g)) {
    const layout = m[2]!.includes('layout:`game`') && gameLayout ? [gameLayout] : [];
    routes.push(sizeOf(m[1]!, new Set([...entry, ...closure([m[3]!, ...layout])])));
  }
  // Screens loaded outside the table (e.g. through a variable): named by their chunk.
  const named = new Set(routes.flatMap((r) => r.files));
  for (const m of code.matchAll(/import\(`\.\/(([\w-]+-screen)-[\w-]+\.js)`\)/g)) {
    if (!named.has(m[1]!)) routes.push(sizeOf(`(${m[2]})`, new Set([...entry, ...closure([m[1]!])])));
  }
  const screenFiles = [...new Set(routes.flatMap((r) => r.files))];
  const allJs = readdirSync(assets).filter((f) => f.endsWith('.js'));
  // Vite's preload lists name the chunks a dynamic import will fetch ("assets/gsap-….js"): a
  // name is not the library's code, so the lists are left out before the marks are looked for.
  const codeOf = (file: string) => read(file).replace(/"assets\/[\w.-]+\.js"/g, '""');
  const libraries = Object.entries(SCENE_LIBRARIES).map(([name, mark]) => ({
    name,
    /** Chunks holding the library that a screen loads before any scene: none expected. */
    chunks: screenFiles.filter((f) => mark.test(codeOf(f))),
    /** Whether the build holds it at all (the marks still find it). */
    found: allJs.some((f) => mark.test(codeOf(f))),
  }));
  return { entry: sizeOf('(entry)', entry), routes, libraries };
}

/** The table `npm run build` prints. */
export function sizesText(dir = 'dist/client'): string {
  const { entry, routes, libraries } = clientSizes(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const lines = [`JS per route (gzip), entry ${kb(entry.gzip)}:`];
  for (const r of routes) lines.push(`  ${r.route.padEnd(28)} ${kb(r.gzip).padStart(10)}`);
  for (const l of libraries)
    lines.push(`  ${l.name} outside the scene chunks: ${l.chunks.join(', ') || 'none'}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? 'dist/client';
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`no build in ${dir}: npm run build`);
  process.stdout.write(`${sizesText(dir)}\n`);
}
