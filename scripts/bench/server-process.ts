/**
 * Starts the real server (src/server/server.ts) as a child process on a free loopback port for the
 * bench, with the bench's ceiling routes on, and stops it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN_TOKEN = 'bench-admin-token';

export interface ServerProcess {
  url: string;
  /** The server's process id (for its CPU time, see cpu-per-request.ts). */
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => (typeof a === 'object' && a ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** A server on the embedded database (a fresh folder) or on the PostgreSQL of `databaseUrl`. */
export async function startServer(
  opts: { databaseUrl?: string; env?: Record<string, string>; nodeArgs?: string[] } = {},
) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'warlords-bench-'));
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_TOKEN,
    BENCH_ROUTES: '1',
    NODE_ENV: 'development',
    // Per-request info lines would measure the terminal; both the game and the ceilings run alike.
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(
    process.execPath,
    // As `npm start` runs it (package.json): a larger young generation, fewer scavenges under load.
    [...(opts.nodeArgs ?? []), '--max-semi-space-size=32', '--import', 'tsx', 'src/server/server.ts'],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies ServerProcess;
}
