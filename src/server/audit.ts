import { sql } from 'drizzle-orm';
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

/**
 * Checks every player: each balance of the state (`balancesOf`) equals the sum of the player's
 * ledger rows for it, and none is negative. Returns the differences; none means the books balance.
 */
export async function auditLedger(db: Database): Promise<AuditDifference[]> {
  const { rows, sums } = await db.read(async (d) => ({
    rows: await d.select({ id: players.id, state: players.state }).from(players),
    sums: await d
      .select({ playerId: ledger.playerId, what: ledger.what, total: sql<string>`sum(${ledger.delta})` })
      .from(ledger)
      .groupBy(ledger.playerId, ledger.what),
  }));
  const byPlayer = new Map<string, Map<string, number>>();
  for (const s of sums) {
    const m = byPlayer.get(s.playerId) ?? new Map<string, number>();
    m.set(s.what, Number(s.total));
    byPlayer.set(s.playerId, m);
  }
  const out: AuditDifference[] = [];
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
  return out;
}
