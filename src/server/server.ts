/**
 * Starts Warlords: reads the settings, opens the database and runs its migrations, listens on
 * HOST:PORT and closes cleanly on SIGINT and SIGTERM. Everything else lives in app.ts.
 */
import { readFileSync } from 'node:fs';
import { cryptoRng } from '../rules/rng.ts';
import { buildApp } from './app.ts';
import { loadConfig, openAddress } from './config.ts';
import { openDatabase } from './db/database.ts';
import { benchClock } from './bench/bench-routes.ts';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env, version);
} catch (err) {
  // A setting refused (a bad value, or the development sign-in on an address others reach): said plainly.
  process.stderr.write(`\n${err instanceof Error ? err.message : String(err)}\n\n`);
  process.exit(1);
}

const db = await openDatabase(config);
await db.migrate();
const logger = { level: process.env.LOG_LEVEL ?? 'info' };
// The bench's server may move its clock on (see benchClock); every other server keeps the real one.
const clock = config.benchRoutes ? benchClock.now : () => Date.now();
const app = await buildApp({ config, db, clock, rng: cryptoRng(), logger });
app.log.info({ db: db.kind, devLogin: config.devLogin }, 'database ready');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await db.close();
  } finally {
    clearTimeout(force);
  }
}
// The bench reads its memory figures after a full collection it asks for (scripts/bench/live.ts).
const collect = (globalThis as { gc?: () => void }).gc;
if (config.benchRoutes && collect) process.on('SIGUSR2', () => collect());
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
const address = openAddress(config.host, port);
app.log.info({ address }, 'listening');
// The log's lines out first, so the address is the last line of the start: pino writes them in the
// background (its flush answers at once, before they are out), a few milliseconds at most.
await new Promise((done) => setTimeout(done, 100));
// The one plain line a person starting the game looks for, whatever the log format.
process.stdout.write(`\nWarlords is running at ${address}\n\n`);
