/**
 * The anomaly rules of the console, on plain rows (the queries are in anomalies.ts), so each can
 * be read and tested alone.
 */

/** The q-quantile (0..1) of `xs`, by linear interpolation; 0 for none. */
export function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const at = (s.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return s[lo]! + (s[hi]! - s[lo]!) * (at - lo);
}

export interface Flag {
  kind: 'income' | 'burst' | 'referral-chain' | 'cheap-buys';
  playerId: string;
  day?: string;
  why: string;
}

/** A player's shard income on one UTC day, with the XP band the player is in. */
export interface DayIncome {
  playerId: string;
  day: string;
  income: number;
  band: number;
}

/** The XP band of a total XP: 0 below 1,000, then one band per power of ten. */
export const xpBand = (totalXp: number): number => (totalXp < 1000 ? 0 : Math.floor(Math.log10(totalXp)) - 2);

/** Incomes over the 99.9th percentile of all, or over 10x the median of their band. */
export function incomeFlags(rows: DayIncome[]): Flag[] {
  const p999 = quantile(
    rows.map((r) => r.income),
    0.999,
  );
  const bands = new Map<number, number[]>();
  for (const r of rows) bands.set(r.band, [...(bands.get(r.band) ?? []), r.income]);
  const medians = new Map([...bands].map(([b, xs]) => [b, quantile(xs, 0.5)]));
  const out: Flag[] = [];
  for (const r of rows) {
    const median = medians.get(r.band)!;
    if (median > 0 && r.income > 10 * median) {
      out.push({
        kind: 'income',
        playerId: r.playerId,
        day: r.day,
        why: `${r.income} shards, over 10x the band's median ${median}`,
      });
    } else if (rows.length >= 1000 && r.income > p999) {
      out.push({
        kind: 'income',
        playerId: r.playerId,
        day: r.day,
        why: `${r.income} shards, over the 99.9th percentile ${Math.round(p999)}`,
      });
    }
  }
  return out;
}

/** Sign-ups per 10 minutes: a window with over 10 and over 5x the median window is a burst. */
export function burstFlags(created: { playerId: string; at: number }[]): Flag[] {
  const windows = new Map<number, string[]>();
  for (const c of created) {
    const w = Math.floor(c.at / 600_000);
    windows.set(w, [...(windows.get(w) ?? []), c.playerId]);
  }
  const median = quantile(
    [...windows.values()].map((ids) => ids.length),
    0.5,
  );
  const out: Flag[] = [];
  for (const [w, ids] of windows) {
    if (ids.length > 10 && ids.length > 5 * median) {
      const at = new Date(w * 600_000).toISOString();
      for (const id of ids)
        out.push({
          kind: 'burst',
          playerId: id,
          day: at.slice(0, 10),
          why: `one of ${ids.length} sign-ups in the 10 minutes from ${at}`,
        });
    }
  }
  return out;
}

/** Players at the end of a referral chain of `min` links or more (each referred by the one before). */
export function referralChainFlags(referrers: Map<string, string>, min = 5): Flag[] {
  const out: Flag[] = [];
  for (const start of referrers.keys()) {
    let depth = 0;
    const seen = new Set<string>([start]);
    for (let p = referrers.get(start); p && !seen.has(p); p = referrers.get(p)) {
      seen.add(p);
      depth++;
    }
    if (depth >= min)
      out.push({
        kind: 'referral-chain',
        playerId: start,
        why: `referred through a chain of ${depth} players`,
      });
  }
  return out;
}

/** A sale: who bought what from whom, at what price. */
export interface Sale {
  buyerId: string;
  sellerId: string;
  good: string;
  price: number;
}

/** Buyers of 3 or more listings at under a third of their good's median price, from one seller. */
export function cheapBuyFlags(sales: Sale[]): Flag[] {
  const byGood = new Map<string, number[]>();
  for (const s of sales) byGood.set(s.good, [...(byGood.get(s.good) ?? []), s.price]);
  const floors = new Map([...byGood].map(([g, xs]) => [g, quantile(xs, 0.5)]));
  const pairs = new Map<string, number>();
  for (const s of sales) {
    if (s.price < floors.get(s.good)! / 3) {
      const key = `${s.buyerId} ${s.sellerId}`;
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
  }
  return [...pairs]
    .filter(([, n]) => n >= 3)
    .map(([key, n]) => {
      const [buyerId, sellerId] = key.split(' ') as [string, string];
      return {
        kind: 'cheap-buys' as const,
        playerId: buyerId,
        why: `bought ${n} listings of ${sellerId} at under a third of the median price`,
      };
    });
}
