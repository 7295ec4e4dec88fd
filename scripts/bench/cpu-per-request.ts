/**
 * `npm run bench:cpu`: where a request's CPU goes, per process, for the ceilings and the game
 * calls side by side on PostgreSQL: microseconds of CPU (user + system, from /proc) per request
 * in the server, in the load generator (this process) and in all of PostgreSQL's processes.
 * The bench's ratios say how far a call is from its ceiling; this says which process pays.
 * Linux only. BENCH_SECONDS (default 4) per scenario; BENCH_CPU picks scenarios (comma-separated).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freshDatabase } from './databases.ts';
import { pairCursor, run, scenarios } from './load.ts';
import { createPlayers } from './players.ts';
import { startServer } from './server-process.ts';

const TICKS_PER_S = 100;
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const pgServer = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const names = (
  process.env.BENCH_CPU ??
  'ceiling: SELECT by key,GET /pocket,GET /expedition,ceiling: short transaction,POST /crates/open'
).split(',');

/** CPU ticks (user + system) of the processes, those that ended since counting as none. */
function ticks(pids: number[]): number {
  let sum = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      sum += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return sum;
}

const postgresPids = () =>
  execFileSync('pgrep', ['-u', 'postgres'], { encoding: 'utf8' }).trim().split('\n').map(Number);

const db = await freshDatabase(pgServer, 'cpu');
const srv = await startServer({ databaseUrl: db.url });
try {
  const players = await createPlayers(srv.url, 1000);
  const pairs = pairCursor(players);
  process.stdout.write(
    `\n${'scenario'.padEnd(30)}${'req/s'.padStart(8)}  CPU us/request: server  bench  postgres\n`,
  );
  for (const name of names) {
    const who = () => [[srv.pid], [process.pid], postgresPids()];
    const before = who().map(ticks);
    const started = performance.now();
    const m = await run(
      [srv.url],
      () => scenarios[name]!(players, pairs),
      seconds,
      () => pairs.settle(srv.url),
    );
    const elapsed = (performance.now() - started) / 1000;
    const after = who().map(ticks);
    // The warm-up second runs at about the measured rate: count its requests too.
    const requests = m.rps * elapsed;
    const us = after.map((a, i) => (((a - before[i]!) / TICKS_PER_S) * 1e6) / requests);
    process.stdout.write(
      `${name.padEnd(30)}${m.rps.toFixed(0).padStart(8)}  ${' '.repeat(15)}` +
        us.map((u, i) => u.toFixed(0).padStart([6, 7, 10][i]!)).join('') +
        '\n',
    );
  }
} finally {
  await srv.stop();
  await db.drop();
}
