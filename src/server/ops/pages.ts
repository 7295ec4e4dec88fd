import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
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
 * written in the same transaction, which names their reference (null on every other row).
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
  const ops = page.rows.filter((r) => OPERATOR_ACTIONS.has(r.action));
  const refs = [...new Set(ops.map((r) => r.ref))];
  const times = [...new Set(ops.map((r) => r.createdAt))];
  // By the ledger reference the audit row names (grant.ts); older audit rows, written before it
  // did, by the same instant.
  const byRef = new Map<string, LedgerBy>();
  const byTime = new Map<string, LedgerBy>();
  if (ops.length > 0) {
    const ledgerRef = sql<string | null>`${operatorAudit.detail} ->> 'ledgerRef'`;
    const audits = await db
      .select({
        createdAt: operatorAudit.createdAt,
        operator: operatorAudit.operator,
        reason: operatorAudit.reason,
        ledgerRef,
      })
      .from(operatorAudit)
      .where(
        and(
          eq(operatorAudit.target, q.playerId),
          eq(operatorAudit.action, 'POST /api/admin/grant'),
          or(
            inArray(ledgerRef, refs),
            and(
              isNull(ledgerRef),
              inArray(
                operatorAudit.createdAt,
                times.map((t) => new Date(t)),
              ),
            ),
          ),
        ),
      );
    for (const a of audits) {
      const who = { operator: a.operator, reason: a.reason };
      if (a.ledgerRef) byRef.set(a.ledgerRef, who);
      else byTime.set(a.createdAt.toISOString(), who);
    }
  }
  const byOf = (r: (typeof page.rows)[number]) => byRef.get(r.ref) ?? byTime.get(r.createdAt) ?? null;
  return {
    rows: page.rows.map((r) => ({
      ...r,
      by: OPERATOR_ACTIONS.has(r.action) ? byOf(r) : null,
    })),
    next: page.next,
  };
}
