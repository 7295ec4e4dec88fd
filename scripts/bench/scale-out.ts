/**
 * Scale out: one server process, then two, against the same PostgreSQL, rate limits shared in the
 * Redis of REDIS_URL (default redis://127.0.0.1:6379) in both cases so the figures compare.
 */
import { createPlayers } from './players.ts';
import { ROUNDS, medianOf, pairCursor, run, scenarios, type Measure } from './load.ts';
import { median } from './stats.ts';
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
      // Rounds as in server-load.ts: one process, then two right after it, the gain taken per round.
      const ones: Measure[] = [];
      const twos: Measure[] = [];
      const gains: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const load = (urls: string[]) =>
          run(
            urls,
            () => scenarios[name]!(players, pairs),
            seconds,
            () => pairs.settle(a.url),
          );
        const one = await load([a.url]);
        const two = await load([a.url, b.url]);
        ones.push(one);
        twos.push(two);
        gains.push(two.rps / one.rps);
        process.stderr.write(
          `  round ${round} ${name}: ${one.rps.toFixed(0)} -> ${two.rps.toFixed(0)} req/s\n`,
        );
      }
      const gain = median(gains);
      lines.push({ section: 'scale, 1 process', what: name, m: medianOf(ones) });
      lines.push({
        section: 'scale, 2 process',
        what: name,
        m: medianOf(twos),
        ratio: `${gain.toFixed(2)} x one process`,
        target: '> 1 (2 cores shared)',
        met: gain > 1,
      });
    }
    return lines;
  } finally {
    await a.stop();
    await b.stop();
  }
}
