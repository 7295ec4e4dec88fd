import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { ledger, operatorAudit } from '../db/schema.ts';
import { isUuid } from '../game/players.ts';

/** A page of rows newest first, and the cursor of the next (rows older than its last), if any. */
export interface Page<T> {
  rows: T[];
  next: number | null;
}

type Dated<T> = Omit<T, 'createdAt'> & { createdAt: string };

/**
 * The page of `rows` read newest first by id with one row more than `limit` (which tells whether
 * the page is cut): at most `limit` rows, their times as ISO strings, and the next page's cursor.
 */
export function pageOf<T extends { id: number; createdAt: Date }>(rows: T[], limit: number): Page<Dated<T>> {
  const page = rows.slice(0, limit);
  return {
    rows: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    next: rows.length > limit ? page[page.length - 1]!.id : null,
  };
}

/** Who gave or took a grant's or a correction's rows, and why (the operator audit row of the same call). */
export interface LedgerBy {
  operator: string;
  reason: string;
}

/** The ledger's actions an operator writes (POST /api/admin/grant), whose rows say who and why. */
const OPERATOR_ACTIONS = new Set(['granted', 'corrected']);

/**
 * A player's ledger newest first, optionally of one good (`what`) and one action, `limit` rows
 * older than the row `before`: the console's player page and GET /api/admin/ledger both read it.
 * A grant's or a correction's rows carry `by`: the operator and the reason of the audit row
 * written in the same transaction, at the same instant (null on every other row).
 */
export async function ledgerPage(
  db: Db,
  q: { playerId: string; what?: string; action?: string; before?: number; limit: number },
): Promise<Page<Dated<typeof ledger.$inferSelect> & { by: LedgerBy | null }>> {
  if (!isUuid(q.playerId)) return { rows: [], next: null };
  const where = [eq(ledger.playerId, q.playerId)];
  if (q.what) where.push(eq(ledger.what, q.what));
  if (q.action) where.push(eq(ledger.action, q.action));
  if (q.before) where.push(lt(ledger.id, q.before));
  const rows = await db
    .select()
    .from(ledger)
    .where(and(...where))
    .orderBy(desc(ledger.id))
    .limit(q.limit + 1);
  const page = pageOf(rows, q.limit);
  const times = [...new Set(page.rows.filter((r) => OPERATOR_ACTIONS.has(r.action)).map((r) => r.createdAt))];
  const by = new Map<string, LedgerBy>();
  if (times.length > 0) {
    const audits = await db
      .select({
        createdAt: operatorAudit.createdAt,
        operator: operatorAudit.operator,
        reason: operatorAudit.reason,
      })
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.target, q.playerId),
          eq(operatorAudit.action, 'POST /api/admin/grant'),
          inArray(
            operatorAudit.createdAt,
            times.map((t) => new Date(t)),
          ),
        ),
      );
    for (const a of audits) by.set(a.createdAt.toISOString(), { operator: a.operator, reason: a.reason });
  }
  return {
    rows: page.rows.map((r) => ({
      ...r,
      by: OPERATOR_ACTIONS.has(r.action) ? (by.get(r.createdAt) ?? null) : null,
    })),
    next: page.next,
  };
}
