import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { crateDrawsSince, crateOddsOf, type CrateOdds } from './crate-odds.ts';

export type { CrateOdds };

/** The goods whose flows the dashboard shows day by day (crates and cards are in the CSV). */
const CURRENCIES = ['shards', 'TWC', 'energy'];

/** The dashboard's figures, as the contract declares them (GET /api/admin/economy). */
export type { Economy, FlowRow } from '../../contract/admin.ts';
import type { Economy } from '../../contract/admin.ts';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(r: unknown) => (r as Rows<T>).rows;

/** The UTC days from `since` to `until` (epoch ms), as YYYY-MM-DD. */
export function utcDays(since: number, until: number): string[] {
  const out: string[] = [];
  for (let t = since; t < until; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * The economy of the last `days` UTC days up to `now`, computed from the ledger (and the market's
 * sales and the players' sign-up times). One grouped query per table; no index is added to the
 * ledger for it (the ledger is the hot path's table; this is an operator's occasional read).
 */
export async function economyOf(db: Db, now: number, days: number): Promise<Economy> {
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  const since = today - (days - 1) * 86_400_000;
  const sinceAt = new Date(since).toISOString();
  const day = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`);

  const flows = rowsOf<{ day: string; what: string; action: string; inflow: string; outflow: string }>(
    await db.execute(sql`SELECT ${day('created_at')} AS day, what, action,
      sum(CASE WHEN delta > 0 THEN delta ELSE 0 END) AS inflow,
      sum(CASE WHEN delta < 0 THEN -delta ELSE 0 END) AS outflow
      FROM ledger WHERE created_at >= ${sinceAt} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
  );
  const before = rowsOf<{ what: string; total: string }>(
    await db.execute(sql`SELECT what, sum(delta) AS total FROM ledger
      WHERE created_at < ${sinceAt} AND what IN ('shards', 'TWC') GROUP BY what`),
  );
  const active = rowsOf<{ day: string; n: string }>(
    await db.execute(sql`SELECT ${day('created_at')} AS day, count(DISTINCT player_id) AS n
      FROM ledger WHERE created_at >= ${sinceAt} GROUP BY 1`),
  );
  const joined = rowsOf<{ day: string; n: string }>(
    await db.execute(sql`SELECT ${day('created_at')} AS day, count(*) AS n
      FROM players WHERE created_at >= ${sinceAt} GROUP BY 1`),
  );
  const sales = rowsOf<{ day: string; sales: string; volume: string; median: string; fees: string }>(
    await db.execute(sql`SELECT ${day('created_at')} AS day, count(*) AS sales,
      sum(price * quantity) AS volume, percentile_cont(0.5) WITHIN GROUP (ORDER BY price) AS median,
      sum(fee) AS fees
      FROM market_sales WHERE created_at >= ${sinceAt} GROUP BY 1`),
  );
  const opened = rowsOf<{ day: string; kind: number; n: string }>(
    await db.execute(sql`SELECT ${day('created_at')} AS day, (detail->>'kind')::int AS kind, count(*) AS n
      FROM action_records WHERE action = 'crate.opened' AND created_at >= ${sinceAt}
      GROUP BY 1, 2 ORDER BY 1, 2`),
  );
  const sent = rowsOf<{ day: string; n: string; energy: string }>(
    await db.execute(sql`SELECT ${day('created_at')} AS day, count(*) AS n,
      sum((detail->>'energySpent')::bigint) AS energy
      FROM action_records WHERE action = 'expedition.sent' AND created_at >= ${sinceAt} GROUP BY 1`),
  );

  const crateOdds = crateOddsOf(await crateDrawsSince(db, sinceAt));

  const dayList = utcDays(since, today + 86_400_000);
  const flowRows = flows.map((f) => ({ ...f, inflow: Number(f.inflow), outflow: Number(f.outflow) }));
  const held = { shards: 0, TWC: 0 } as Record<string, number>;
  for (const b of before) held[b.what] = Number(b.total);
  const circulation = dayList.map((d) => {
    for (const f of flowRows) {
      if (f.day === d && (f.what === 'shards' || f.what === 'TWC')) held[f.what]! += f.inflow - f.outflow;
    }
    return { day: d, shards: held.shards!, TWC: held.TWC! };
  });
  const byDay = (rows: { day: string; n: string }[]) => new Map(rows.map((r) => [r.day, Number(r.n)]));
  const activeBy = byDay(active);
  const joinedBy = byDay(joined);
  const salesBy = new Map(sales.map((s) => [s.day, s]));
  return {
    days: dayList,
    flows: flowRows.filter((f) => CURRENCIES.includes(f.what) || f.what.startsWith('crate:')),
    circulation,
    cratesOpened: opened.map((o) => ({ day: o.day, kind: Number(o.kind), opened: Number(o.n) })),
    expeditions: dayList.map((d) => {
      const e = sent.find((x) => x.day === d);
      return { day: d, sent: Number(e?.n ?? 0), energySpent: Number(e?.energy ?? 0) };
    }),
    crateOdds,
    market: dayList.map((d) => {
      const s = salesBy.get(d);
      return {
        day: d,
        sales: Number(s?.sales ?? 0),
        volume: Number(s?.volume ?? 0),
        medianPrice: Number(s?.median ?? 0),
        feesBurned: Number(s?.fees ?? 0),
      };
    }),
    players: dayList.map((d) => ({ day: d, active: activeBy.get(d) ?? 0, new: joinedBy.get(d) ?? 0 })),
  };
}
