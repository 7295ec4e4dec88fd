/**
 * `npm run bench`: measures the server (embedded database and PostgreSQL, against the ceilings),
 * scale-out to two processes, the leaderboard over a million players, the client and the scenes'
 * frame times, and prints ONE table. Loopback only. PostgreSQL: the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), on fresh databases dropped afterwards.
 * BENCH_SECONDS (default 3) per load run; the server figures are medians of BENCH_ROUNDS (default 3)
 * runs each; BENCH_ONLY=server,scale,live,leaderboard,client,frames picks parts (server-embedded or
 * server-postgres: the server on one database only).
 */
import { freshDatabase } from './databases.ts';
import { serverLoad } from './server-load.ts';
import { scaleOut } from './scale-out.ts';
import { leaderboardAtScale } from './leaderboard-scale.ts';
import { clientFigures } from './client.ts';
import { frameFigures } from './frames.ts';
import { liveFigures } from './live.ts';
import { printTable, type Line } from './table.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 3);
const pgServer = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const only = new Set((process.env.BENCH_ONLY ?? 'server,scale,live,leaderboard,client,frames').split(','));
const started = Date.now();
const lines: Line[] = [];

async function onFreshDb<T>(tag: string, fn: (url: string) => Promise<T>): Promise<T> {
  const db = await freshDatabase(pgServer, tag);
  try {
    return await fn(db.url);
  } finally {
    await db.drop();
  }
}

if (only.has('server') || only.has('server-embedded')) {
  process.stderr.write('server load, embedded database\n');
  lines.push(...(await serverLoad('embedded', seconds)));
}
if (only.has('server') || only.has('server-postgres')) {
  process.stderr.write('server load, PostgreSQL\n');
  lines.push(...(await onFreshDb('load', (url) => serverLoad('postgres', seconds, url))));
}
if (only.has('scale')) {
  process.stderr.write('scale out\n');
  lines.push(...(await onFreshDb('scale', (url) => scaleOut(seconds, url))));
}
if (only.has('live')) {
  process.stderr.write('live streams\n');
  lines.push(...(await onFreshDb('live', (url) => liveFigures(seconds, url))));
}
if (only.has('leaderboard')) {
  process.stderr.write('leaderboard at scale\n');
  lines.push(...(await onFreshDb('lb', (url) => leaderboardAtScale(url))));
}
if (only.has('client')) {
  process.stderr.write('client\n');
  lines.push(...(await clientFigures()));
}
if (only.has('frames')) {
  process.stderr.write('frames\n');
  lines.push(...(await frameFigures()));
}

process.stdout.write(`\n${printTable(lines)}\n\n`);
process.stdout.write(`bench took ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
