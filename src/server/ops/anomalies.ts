import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import {
  burstFlags,
  cheapBuyFlags,
  incomeFlags,
  referralChainFlags,
  xpBand,
  type Flag,
} from './anomaly-rules.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Actions whose shards are not earned by play (the starter kit, operator grants, sales between players). */
const NOT_INCOME = ['player.created', 'granted', 'market.sold'];

/** The anomaly flags of the last `days` UTC days, each naming the player to look at. */
export async function anomaliesOf(db: Db, now: number, days: number): Promise<Flag[]> {
  const since = new Date(now - days * 86_400_000).toISOString();
  const incomes = rowsOf<{ player_id: string; day: string; income: string; total_xp: string | null }>(
    await db.execute(sql`SELECT l.player_id, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
      sum(l.delta) AS income, max(p.total_xp) AS total_xp
      FROM ledger l JOIN players p ON p.id = l.player_id
      WHERE l.created_at >= ${since} AND l.what = 'shards' AND l.delta > 0
        AND l.action NOT IN (${sql.join(
          NOT_INCOME.map((a) => sql`${a}`),
          sql`, `,
        )})
      GROUP BY 1, 2`),
  );
  const created = rowsOf<{ id: string; created_at: string | Date }>(
    await db.execute(sql`SELECT id, created_at FROM players WHERE created_at >= ${since}`),
  );
  const referred = rowsOf<{ id: string; referrer_id: string }>(
    await db.execute(sql`SELECT id, referrer_id FROM players WHERE referrer_id IS NOT NULL`),
  );
  const sales = rowsOf<{ buyer_id: string; seller_id: string; good: string; price: string }>(
    await db.execute(sql`SELECT s.buyer_id, l.seller_id, s.good_kind || ':' || s.good_id AS good, s.price
      FROM market_sales s JOIN market_listings l ON l.id = s.listing_id WHERE s.created_at >= ${since}`),
  );
  return [
    ...incomeFlags(
      incomes.map((r) => ({
        playerId: r.player_id,
        day: r.day,
        income: Number(r.income),
        band: xpBand(Number(r.total_xp ?? 0)),
      })),
    ),
    ...burstFlags(created.map((c) => ({ playerId: c.id, at: new Date(c.created_at).getTime() }))),
    ...referralChainFlags(new Map(referred.map((r) => [r.id, r.referrer_id]))),
    ...cheapBuyFlags(
      sales.map((s) => ({
        buyerId: s.buyer_id,
        sellerId: s.seller_id,
        good: s.good,
        price: Number(s.price),
      })),
    ),
  ];
}
