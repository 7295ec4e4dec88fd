/** Server load on one database: the ceilings and the game calls, side by side, with the targets. */
import { createPlayers } from './players.ts';
import { ROUNDS, medianOf, pairCursor, run, scenarios, type Measure } from './load.ts';
import { median } from './stats.ts';
import { startServer } from './server-process.ts';
import type { Line } from './table.ts';

const SELECT = 'ceiling: SELECT by key';
const TRANSACTION = 'ceiling: short transaction';
const CEILINGS = ['ceiling: constant', SELECT, TRANSACTION];

/** Each game call and the ceiling it is held to (the leaderboard's page is a read). */
const CALLS: { what: string; ceiling: string; label: string }[] = [
  { what: 'GET /pocket', ceiling: SELECT, label: 'SELECT' },
  { what: 'GET /expedition', ceiling: SELECT, label: 'SELECT' },
  { what: 'GET /leaderboard/1', ceiling: SELECT, label: 'SELECT' },
  { what: 'POST /expedition/send+claim', ceiling: TRANSACTION, label: 'transaction' },
  { what: 'POST /crates/open', ceiling: TRANSACTION, label: 'transaction' },
];

export const PLAYERS = 1000;

/**
 * Measures every scenario on a fresh server over `databaseUrl` (or the embedded database), in
 * ROUNDS rounds: in each, every game call runs right after a run of its ceiling, its ratio taken
 * against that run.
 */
export async function serverLoad(section: string, seconds: number, databaseUrl?: string): Promise<Line[]> {
  const srv = await startServer({ databaseUrl });
  try {
    const players = await createPlayers(srv.url, PLAYERS);
    const pairs = pairCursor(players);
    const runs: Record<string, Measure[]> = {};
    const ratios: Record<string, number[]> = {};
    const measure = async (name: string, round: number) => {
      const m = await run(
        [srv.url],
        () => scenarios[name]!(players, pairs),
        seconds,
        () => pairs.settle(srv.url),
      );
      (runs[name] ??= []).push(m);
      process.stderr.write(`  ${section} round ${round} ${name}: ${m.rps.toFixed(0)} req/s\n`);
      return m;
    };
    for (let round = 1; round <= ROUNDS; round++) {
      await measure('ceiling: constant', round);
      for (const call of CALLS) {
        const ceiling = await measure(call.ceiling, round);
        const game = await measure(call.what, round);
        (ratios[call.what] ??= []).push(game.rps / ceiling.rps);
      }
    }
    const pg = databaseUrl !== undefined;
    const lines: Line[] = CEILINGS.map((what) => ({ section, what, m: medianOf(runs[what]!) }));
    for (const { what, label } of CALLS) {
      const x = medianOf(runs[what]!);
      const ratio = median(ratios[what]!);
      const p99Cap = pg ? 50 : 250;
      const met = (pg ? ratio >= 0.7 : true) && x.p99 < p99Cap && x.bad === 0;
      const target = pg ? `>= 0.7, p99 < 50, 0 bad` : `p99 < 250, 0 bad`;
      lines.push({ section, what, m: x, ratio: `${ratio.toFixed(2)} of ${label}`, target, met });
    }
    return lines;
  } finally {
    await srv.stop();
  }
}
