/**
 * The client's figures: JS per route (gzip, from dist/client: `npm run build` first) against the
 * landing budget, and Lighthouse (mobile, the default, and desktop) on `/`, `/auth` and, signed
 * in, `/expedition`, run against Debian's chromium.
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { LANDING_BUDGET, clientSizes } from '../client-sizes.ts';
import { CHROMIUM, HEADLESS_FLAGS } from '../../tests/e2e/harness.ts';
import { startServer } from './server-process.ts';
import type { Line } from './table.ts';

function bundleLines(): Line[] {
  const { routes, libraries } = clientSizes();
  const lines: Line[] = [];
  for (const r of routes) {
    const landing = r.route === '/';
    lines.push({
      section: 'client JS gzip',
      what: r.route,
      note: `${(r.gzip / 1024).toFixed(1)} KB`,
      ...(landing ? { target: '< 150 KB', met: r.gzip <= LANDING_BUDGET } : {}),
    });
  }
  for (const l of libraries) {
    lines.push({
      section: 'client JS gzip',
      what: `${l.name} only in scene chunks`,
      note: l.chunks.join(' ') || 'yes',
      target: 'not in any screen',
      met: l.chunks.length === 0 && l.found,
    });
  }
  return lines;
}

async function signedInCookie(url: string): Promise<string> {
  const res = await fetch(`${url}/api/_auth/dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'Lighthouse' }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  return cookie.split(';')[0]!;
}

/** One Lighthouse run in a fresh browser: after a WebGL scene an old one may stop painting. */
async function audit(url: string, config: Config | undefined, extraHeaders: Record<string, string>) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: HEADLESS_FLAGS });
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders,
    },
    config,
  ).finally(() => chrome.kill());
  // A moment for the killed browser to let go of the CPU before the next run measures.
  await new Promise((r) => setTimeout(r, 2000));
  return result;
}

export async function clientFigures(): Promise<Line[]> {
  if (!existsSync('dist/client/index.html')) {
    return [{ section: 'client', what: 'no build', note: 'run npm run build first', met: false }];
  }
  const lines = bundleLines();
  const srv = await startServer();
  try {
    const cookie = await signedInCookie(srv.url);
    const pages: [string, Record<string, string>][] = [
      ['/', {}],
      ['/auth', {}],
      ['/expedition', { Cookie: cookie }],
    ];
    // The signed-in scene page last: a WebGL scene under software rendering can leave the
    // machine busy enough that the next page does not paint in time (NO_FCP).
    const forms = [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ] as const;
    const runs = pages.flatMap((p) => forms.map((f) => [f, p] as const));
    for (const [[form, config], [path, extraHeaders]] of runs) {
      const url = `${srv.url}${path}`;
      let result = await audit(url, config, extraHeaders);
      // A run Lighthouse itself could not record (NO_NAVSTART, NO_FCP) scores 0 and says
      // nothing about the page: it is run once more, and a second failure stands.
      const first = result?.lhr.runtimeError?.message;
      if (first) {
        process.stderr.write(`  lighthouse ${form} ${path}: ${first}; once more\n`);
        result = await audit(url, config, extraHeaders);
      }
      const failure = result?.lhr.runtimeError?.message;
      if (failure) process.stderr.write(`  lighthouse ${form} ${path}: ${failure}\n`);
      const cats = result?.lhr.categories;
      const perf = Math.round((cats?.performance?.score ?? 0) * 100);
      const a11y = Math.round((cats?.accessibility?.score ?? 0) * 100);
      process.stderr.write(`  lighthouse ${form} ${path}: performance ${perf}, accessibility ${a11y}\n`);
      lines.push({
        section: `lighthouse ${form}`,
        what: path,
        note: `perf ${perf}, a11y ${a11y}`,
        target: 'perf >= 90, a11y >= 95',
        met: perf >= 90 && a11y >= 95,
      });
    }
    return lines;
  } finally {
    await srv.stop();
  }
}
