/**
 * Starts the real game server (`src/server/server.ts`) as a child process on a free loopback port and
 * waits until /api/health answers. The browser tests and the reliability suites both start servers so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS, openEmbedded } from '../../src/server/db/database.ts';

/** Whether `port` can be listened on now, on the loopback. */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** The file that says a port is taken while nothing listens on it (a server stopped on purpose). */
const reservation = (port: number) => join(tmpdir(), `warlords-e2e-port-${port}`);

/**
 * Keeps `port` from freePort while its server is down on purpose (outage.e2e stops one and starts
 * it again on the same port): in an E2E_PORTS range, another file's server took the first free
 * port, that one, and the page found a server answering through the outage. Answers the release.
 */
export function reservePort(port: number): () => void {
  writeFileSync(reservation(port), String(process.pid));
  return () => rmSync(reservation(port), { force: true });
}

/** How long a port handed out of E2E_PORTS stays another process's: long enough for its server to listen. */
const CLAIM_MS = 120_000;

/**
 * Takes `port` for this process, for CLAIM_MS, if no other process took it within that time: the
 * claim file is made with `wx`, which one process alone can do. Two files starting at once each
 * found the first port free (neither server listened yet), and one server then ran on the other's.
 */
function claim(port: number): boolean {
  const file = join(tmpdir(), `warlords-e2e-claim-${port}`);
  try {
    if (Date.now() - statSync(file).mtimeMs < CLAIM_MS) return false;
    rmSync(file, { force: true });
  } catch {
    // No claim yet.
  }
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A free loopback port: the system's pick, or the first free one of E2E_PORTS ("4800-4819") where a
 * shared machine gives each user a range (none reserved: reservePort; none another process was
 * handed within CLAIM_MS: claim).
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORTS ?? '');
  if (range) {
    for (let port = Number(range[1]); port <= Number(range[2]); port++)
      if (!existsSync(reservation(port)) && (await portFree(port)) && claim(port)) return port;
    throw new Error(`no free port in E2E_PORTS ${process.env.E2E_PORTS}`);
  }
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

/** A server process of the game. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Kills it with `signal` and waits for the exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

let template: Promise<string> | undefined;

/**
 * An embedded data folder migrated to this tree's migrations, made once per machine for a given set
 * of migrations and PGlite version (both name it), by whichever test process needs it first. A
 * server started on a copy of it skips initdb and the migrations: about 6.5 s of CPU of the 11 s a
 * start on an empty folder takes, times the 30-odd servers the browser and reliability suites start.
 * Not `migratedSnapshot()` (db/database.ts), the in-process tests' in-memory copy: a server process
 * opens a folder, and the folder is made once for every process of the run, where a snapshot is
 * made once in each process that opens in-memory databases (and never touches the disk).
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const hash = createHash('sha256');
    for (const file of readdirSync(MIGRATIONS, { recursive: true, encoding: 'utf8' }).sort()) {
      if (!/\.(sql|json)$/.test(file)) continue;
      hash.update(file).update(readFileSync(join(MIGRATIONS, file)));
    }
    hash.update(readFileSync('node_modules/@electric-sql/pglite/package.json'));
    const dir = join(tmpdir(), `warlords-migrated-${hash.digest('hex').slice(0, 16)}`);
    if (existsSync(join(dir, 'PG_VERSION'))) return dir;
    const making = mkdtempSync(`${dir}-making-`);
    const db = await openEmbedded(making);
    await db.migrate();
    await db.close();
    try {
      renameSync(making, dir);
    } catch {
      // Another process made it first: theirs is the same.
      rmSync(making, { recursive: true, force: true });
    }
    return dir;
  })();
  return template;
}

/** Starts a server with `env` over this process's environment; gives up after `timeoutMs`. */
export async function spawnServer(env: Record<string, string>, timeoutMs = 180_000): Promise<ServerProcess> {
  // An empty embedded data folder starts as a copy of the migrated one (the server's migrate then
  // finds nothing to do); a folder with data, and PostgreSQL, are left as they are.
  const dataDir = env.DATA_DIR;
  const postgres = (env.DATABASE_URL ?? process.env.DATABASE_URL ?? '') !== '';
  if (dataDir && !postgres && (!existsSync(dataDir) || readdirSync(dataDir).length === 0))
    cpSync(await migratedTemplate(), dataDir, { recursive: true });
  // A fixed PORT (a restart test brings the same server back at the same address), else a free one.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in ${timeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    child,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
  };
}
