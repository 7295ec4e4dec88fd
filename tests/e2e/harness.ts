/**
 * Browser-test harness: starts the real server (built client + API) on a free port with a fresh
 * embedded database folder (or the PostgreSQL of DATABASE_URL), and Debian's chromium through
 * playwright-core. Screenshots go to `screenshots/` (see README).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(process.cwd(), 'screenshots');
export const ADMIN_TOKEN = 'e2e-admin-token';
export const BOT_TOKEN = 'e2e-bot-token';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface GameServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `src/server/server.ts` on a fresh data folder and waits for /api/health. */
export async function startServer(env: Record<string, string> = {}): Promise<GameServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'warlords-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_TOKEN,
      BOT_TOKEN,
      ALLOW_DEV_LOGIN: '1',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      // WebGL in headless mode, drawn on the CPU (the scenes' e2e tests need the WebGL renderer).
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
    ],
  });
}

export type Profile = 'desktop' | 'tablet';

/** A desktop (1440x900, mouse) or touch tablet (1024x768, touch, DPR 2) context. */
export async function newContext(
  browser: Browser,
  profile: Profile,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  if (profile === 'desktop') {
    return browser.newContext({ viewport: { width: 1440, height: 900 }, colorScheme });
  }
  const ipad = devices['iPad (gen 7) landscape'] ?? {};
  return browser.newContext({
    ...ipad,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 2,
    isMobile: false,
    hasTouch: true,
    colorScheme,
  });
}

/** Saves a full-page screenshot as screenshots/<name>.png. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Operator call helper. */
export async function admin(
  url: string,
  path: string,
  body: unknown,
  token = ADMIN_TOKEN,
): Promise<Response> {
  return fetch(`${url}/api/admin/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}
