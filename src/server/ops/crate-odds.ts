import { sql } from 'drizzle-orm';
import { CRATE_KINDS, CRATE_NAMES, type CrateKind } from '../../rules/catalog/crate-kinds.ts';
import { CRATE_TABLES, publishedTable } from '../../rules/catalog/drop-tables.ts';
import type { Db } from '../db/database.ts';
import { chiSquareTest } from './chi-square.ts';

/** One outcome of a crate's published table, observed beside its odds. */
export interface OddsRow {
  reward: string;
  /** The published chance per roll, in percent. */
  odds: number;
  expected: number;
  observed: number;
  /** observed / draws, in percent (two decimals). */
  frequency: number;
}

/** A crate kind's openings in the period, as recorded when they happened, and the test of its odds. */
export interface CrateOdds {
  kind: number;
  name: string;
  opened: number;
  /** Rolls drawn from the table (a MegaItem's guaranteed potion is not a roll). */
  draws: number;
  rewards: OddsRow[];
  /** Pearson's chi-square test of the observed counts against the odds (categories pooled). */
  test: { statistic: number; degreesOfFreedom: number; pValue: number } | null;
}

/** What the openings of one kind drew: how many were opened, and the draws per entry of its table. */
export interface KindDraws {
  kind: CrateKind;
  opened: number;
  /** Draws per entry of the kind's table, by index. */
  counts: number[];
}

/** Tests each kind's drawn entries against its published odds. */
export function crateOddsOf(draws: readonly KindDraws[]): CrateOdds[] {
  const out: CrateOdds[] = [];
  for (const kind of CRATE_KINDS) {
    const found = draws.find((d) => d.kind === kind);
    if (!found || found.opened === 0) continue;
    const table = CRATE_TABLES[kind];
    const total = table.entries.reduce((s, e) => s + e.weight, 0);
    const observed = table.entries.map((_, i) => found.counts[i] ?? 0);
    const n = observed.reduce((s, o) => s + o, 0);
    const probabilities = table.entries.map((e) => e.weight / total);
    const test = chiSquareTest(observed, probabilities);
    out.push({
      kind,
      name: CRATE_NAMES[kind],
      opened: found.opened,
      draws: n,
      rewards: publishedTable(kind).map((p, i) => ({
        reward: p.reward,
        odds: p.chance,
        expected: Math.round(probabilities[i]! * n * 100) / 100,
        observed: observed[i]!,
        frequency: n === 0 ? 0 : Math.round((observed[i]! / n) * 10000) / 100,
      })),
      test: test && {
        statistic: test.statistic,
        degreesOfFreedom: test.degreesOfFreedom,
        pValue: test.pValue,
      },
    });
  }
  return out;
}

type Rows<T> = { rows: T[] };

/**
 * What the crates opened since `sinceAt` drew, per kind: read from `action_records`, where each
 * opening wrote its drawn entries in its own transaction (game/events.ts), so every opening
 * counts, whatever it drew and whatever the player held.
 */
export async function crateDrawsSince(db: Db, sinceAt: string): Promise<KindDraws[]> {
  const opened = (await db.execute(sql`SELECT (detail->>'kind')::int AS kind, count(*) AS n
    FROM action_records WHERE action = 'crate.opened' AND created_at >= ${sinceAt}
    GROUP BY 1`)) as unknown as Rows<{ kind: number; n: string | number }>;
  const entries = (await db.execute(sql`SELECT (detail->>'kind')::int AS kind, e::int AS entry,
      count(*) AS n
    FROM action_records, jsonb_array_elements_text(detail->'entries') AS e
    WHERE action = 'crate.opened' AND created_at >= ${sinceAt}
    GROUP BY 1, 2`)) as unknown as Rows<{ kind: number; entry: number; n: string | number }>;
  return opened.rows
    .filter((o) => (CRATE_KINDS as readonly number[]).includes(Number(o.kind)))
    .map((o) => {
      const kind = Number(o.kind) as CrateKind;
      const counts = CRATE_TABLES[kind].entries.map(() => 0);
      for (const e of entries.rows) {
        if (Number(e.kind) === kind && Number(e.entry) < counts.length) counts[Number(e.entry)] = Number(e.n);
      }
      return { kind, opened: Number(o.n), counts };
    });
}
