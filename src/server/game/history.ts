import { and, desc, eq, like, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { ledger } from '../db/schema.ts';
import type { QueryOf } from '../../contract/endpoint.ts';
import type { history } from '../../contract/game.ts';
import type { HistoryRow } from '../../contract/views.ts';

/** The goods a player filters their history by, as ledger `what` patterns. */
export const HISTORY_GOODS = {
  shards: ['shards'],
  TWC: ['TWC'],
  energy: ['energy'],
  xp: ['xp:%'],
  crates: ['crate:%'],
  vouchers: ['voucher:%'],
  traits: ['trait:%'],
  items: ['item:%'],
} as const;

/** The kinds of action a player filters by, as ledger `action` patterns. */
export const HISTORY_KINDS = {
  expeditions: ['expedition.%'],
  crates: ['crate.%', 'gumball.%'],
  crafting: ['trait.%', 'item.%'],
  market: ['market.%'],
  missions: ['activity.%', 'battlePass.%'],
  referrals: ['referral.%'],
  mint: ['mint.%'],
  operators: ['granted', 'corrected'],
  start: ['player.created'],
} as const;

export type HistoryGood = keyof typeof HISTORY_GOODS;
export type HistoryKind = keyof typeof HISTORY_KINDS;

// The contract's filters are these goods and kinds, no more and no fewer.
type Filters = QueryOf<typeof history>;
const _sameFilters: [Exclude<Filters['good'], undefined>, Exclude<Filters['kind'], undefined>] extends [
  HistoryGood,
  HistoryKind,
]
  ? [HistoryGood, HistoryKind] extends [
      Exclude<Filters['good'], undefined>,
      Exclude<Filters['kind'], undefined>,
    ]
    ? true
    : never
  : never = true;

const anyOf = (column: typeof ledger.what | typeof ledger.action, patterns: readonly string[]): SQL =>
  or(...patterns.map((p) => (p.includes('%') ? like(column, p) : eq(column, p))))!;

/**
 * A player's own ledger newest first, `limit` rows older than the row `before`, of one good and one
 * kind of action when asked; `next` is the cursor of the page after, or null at the end.
 */
export async function historyPage(
  db: Db,
  q: { playerId: string; good?: HistoryGood; kind?: HistoryKind; before?: number; limit: number },
): Promise<{ rows: HistoryRow[]; next: number | null }> {
  const where = [eq(ledger.playerId, q.playerId)];
  if (q.good) where.push(anyOf(ledger.what, HISTORY_GOODS[q.good]));
  if (q.kind) where.push(anyOf(ledger.action, HISTORY_KINDS[q.kind]));
  if (q.before) where.push(lt(ledger.id, q.before));
  const rows = await db
    .select({
      id: ledger.id,
      action: ledger.action,
      what: ledger.what,
      delta: ledger.delta,
      balanceAfter: ledger.balanceAfter,
      createdAt: ledger.createdAt,
    })
    .from(ledger)
    .where(and(...where))
    .orderBy(desc(ledger.id))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  return {
    rows: page.map(({ createdAt, ...r }) => ({ ...r, at: createdAt.toISOString() })),
    next: rows.length > q.limit ? page[page.length - 1]!.id : null,
  };
}
