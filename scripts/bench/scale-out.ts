/**
 * Scale out: one server process, then two, against the same PostgreSQL, rate limits shared in the
 * Redis of REDIS_URL (default redis://127.0.0.1:6379) in both cases so the figures compare.
 */
import { createPlayers } from './players.ts';
import { pairCursor, run, scenarios } from './load.ts';
import { startServer } from './server-process.ts';
import type { Line } from './table.ts';

const SCENARIOS = ['GET /pocket', 'POST /crates/open'];

export async function scaleOut(seconds: number, databaseUrl: string): Promise<Line[]> {
  const env = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
  const a = await startServer({ databaseUrl, env });
  const b = await startServer({ databaseUrl, env });
  try {
    const players = await createPlayers(a.url, 1000);
    const pairs = pairCursor(players);
    const lines: Line[] = [];
    for (const name of SCENARIOS) {
      const one = await run(
        [a.url],
        () => scenarios[name]!(players, pairs),
        seconds,
        () => pairs.settle(a.url),
      );
      const two = await run(
        [a.url, b.url],
        () => scenarios[name]!(players, pairs),
        seconds,
        () => pairs.settle(a.url),
      );
      const gain = two.rps / one.rps;
      lines.push({ section: 'scale, 1 process', what: name, m: one });
      lines.push({
        section: 'scale, 2 process',
        what: name,
        m: two,
        ratio: `${gain.toFixed(2)} x one process`,
        target: '> 1 (2 cores shared)',
        met: gain > 1,
      });
      process.stderr.write(`  ${name}: ${one.rps.toFixed(0)} -> ${two.rps.toFixed(0)} req/s\n`);
    }
    return lines;
  } finally {
    await a.stop();
    await b.stop();
  }
}
