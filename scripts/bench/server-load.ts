/** Server load on one database: the ceilings and the game calls, side by side, with the targets. */
import { createPlayers } from './players.ts';
import { pairCursor, run, scenarios, type Measure } from './load.ts';
import { startServer } from './server-process.ts';
import type { Line } from './table.ts';

const READS = ['GET /pocket', 'GET /expedition', 'GET /leaderboard/1'];
const WRITES = ['POST /expedition/send+claim', 'POST /crates/open'];
const CEILINGS = ['ceiling: constant', 'ceiling: SELECT by key', 'ceiling: short transaction'];

export const PLAYERS = 1000;

/** Measures every scenario on a fresh server over `databaseUrl` (or the embedded database). */
export async function serverLoad(section: string, seconds: number, databaseUrl?: string): Promise<Line[]> {
  const srv = await startServer({ databaseUrl });
  try {
    const players = await createPlayers(srv.url, PLAYERS);
    const pairs = pairCursor(players);
    const m: Record<string, Measure> = {};
    for (const name of [...CEILINGS, ...READS, ...WRITES]) {
      m[name] = await run(
        [srv.url],
        () => scenarios[name]!(players, pairs),
        seconds,
        () => pairs.settle(srv.url),
      );
      process.stderr.write(`  ${section} ${name}: ${m[name]!.rps.toFixed(0)} req/s\n`);
    }
    const pg = databaseUrl !== undefined;
    const lines: Line[] = CEILINGS.map((what) => ({ section, what, m: m[what] }));
    const judge = (what: string, ceiling: string, label: string): Line => {
      const x = m[what]!;
      const ratio = x.rps / m[ceiling]!.rps;
      const p99Cap = pg ? 50 : 250;
      const met = (pg ? ratio >= 0.7 : true) && x.p99 < p99Cap && x.bad === 0;
      const target = pg ? `>= 0.7, p99 < 50, 0 bad` : `p99 < 250, 0 bad`;
      return { section, what, m: x, ratio: `${ratio.toFixed(2)} of ${label}`, target, met };
    };
    for (const what of READS) lines.push(judge(what, 'ceiling: SELECT by key', 'SELECT'));
    for (const what of WRITES) lines.push(judge(what, 'ceiling: short transaction', 'transaction'));
    return lines;
  } finally {
    await srv.stop();
  }
}
