import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { ledger } from '../db/schema.ts';
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

/**
 * A player's ledger newest first, optionally of one good (`what`) and one action, `limit` rows
 * older than the row `before`: the console's player page and GET /api/admin/ledger both read it.
 */
export async function ledgerPage(
  db: Db,
  q: { playerId: string; what?: string; action?: string; before?: number; limit: number },
): Promise<Page<Dated<typeof ledger.$inferSelect>>> {
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
  return pageOf(rows, q.limit);
}
