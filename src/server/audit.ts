import { asc, count, gt, inArray, sql } from 'drizzle-orm';
import { balancesOf } from '../rules/ledger.ts';
import type { PlayerState } from '../rules/state.ts';
import type { Database } from './db/database.ts';
import { ledger, players } from './db/schema.ts';

/** One disagreement: a balance that is not the sum of its ledger rows, or a negative balance. */
export interface AuditDifference {
  playerId: string;
  what: string;
  /** The balance held in the player's state. */
  balance: number;
  /** The sum of the ledger's deltas for it. */
  ledgerSum: number;
  problem: 'mismatch' | 'negative';
}

/** One batch of players and their ledger sums. */
interface AuditBatch {
  rows: { id: string; state: unknown }[];
  sums: { playerId: string; what: string; total: string }[];
}

/** How far an audit has gone: players checked out of those there were when it started (or since). */
export interface AuditProgress {
  checked: number;
  total: number;
}

/**
 * Checks every player: each balance of the state (`balancesOf`) equals the sum of the player's
 * ledger rows for it, and none is negative. Returns the differences; none means the books balance.
 * Players are read `batch` at a time (by id), each batch with its ledger sums in one transaction
 * (a player's state and its ledger rows are written together, so a batch is consistent), and
 * `onProgress` hears after each.
 */
export async function auditLedger(
  db: Database,
  opts: { batch?: number; onProgress?: (p: AuditProgress) => void } = {},
): Promise<AuditDifference[]> {
  const batch = opts.batch ?? 1000;
  const [counted] = await db.read((d) => d.select({ n: count() }).from(players));
  let total = counted?.n ?? 0;
  let checked = 0;
  opts.onProgress?.({ checked, total });
  const out: AuditDifference[] = [];
  let after: string | null = null;
  for (;;) {
    const from: string | null = after;
    const { rows, sums } = await db.transaction(async (tx): Promise<AuditBatch> => {
      const rows = await tx
        .select({ id: players.id, state: players.state })
        .from(players)
        .where(from === null ? undefined : gt(players.id, from))
        .orderBy(asc(players.id))
        .limit(batch);
      if (rows.length === 0) return { rows, sums: [] };
      const sums = await tx
        .select({ playerId: ledger.playerId, what: ledger.what, total: sql<string>`sum(${ledger.delta})` })
        .from(ledger)
        .where(
          inArray(
            ledger.playerId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(ledger.playerId, ledger.what);
      return { rows, sums };
    });
    const byPlayer = new Map<string, Map<string, number>>();
    for (const s of sums) {
      const m = byPlayer.get(s.playerId) ?? new Map<string, number>();
      m.set(s.what, Number(s.total));
      byPlayer.set(s.playerId, m);
    }
    for (const { id, state } of rows) {
      const balances = balancesOf(state as PlayerState);
      const ledgerSums = byPlayer.get(id) ?? new Map<string, number>();
      const keys = new Set([...Object.keys(balances), ...ledgerSums.keys()]);
      for (const what of [...keys].sort()) {
        const balance = balances[what] ?? 0;
        const ledgerSum = ledgerSums.get(what) ?? 0;
        if (balance < 0) out.push({ playerId: id, what, balance, ledgerSum, problem: 'negative' });
        else if (balance !== ledgerSum)
          out.push({ playerId: id, what, balance, ledgerSum, problem: 'mismatch' });
      }
    }
    checked += rows.length;
    // Players who joined while it ran are checked too.
    total = Math.max(total, checked);
    if (rows.length < batch) break;
    after = rows[rows.length - 1]!.id;
    opts.onProgress?.({ checked, total });
  }
  opts.onProgress?.({ checked, total: checked });
  return out;
}
