import { and, asc, count, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/database.ts';
import { players } from '../db/schema.ts';

/** A place in the leaderboard's order: the key of the index players_leaderboard_key. */
export interface LeaderKey {
  negXp: number;
  createdAt: Date;
  id: string;
}

/** Every ANCHOR_EVERY-th key, so a deep page or place starts from the nearest anchor. */
export interface Anchors {
  /** keys[i] is the key at place i * ANCHOR_EVERY + 1. */
  keys: LeaderKey[];
  total: number;
}

// Few rows from an anchor to any place: a page skips up to this many rows, each a heap visit for
// its name. (The index carries total_xp too, migration 0006, so the anchors' window and the counts
// of `me` read the index alone.)
export const ANCHOR_EVERY = 200;
/** Below this many players, every page and place is counted exactly (and no anchor is kept). */
export const ANCHORED_FROM = 10_000;
/** Anchors older than this are rebuilt in the background on the next read. */
const MAX_AGE_MS = 30_000;

/**
 * Who is on the board: every player but the suspended. Every read of the board says it, so the
 * planner uses the key's partial index (migration 0013), and places are counted without them.
 */
export const onBoard = sql`NOT ${players.suspended}`;

/** The leaderboard order's key as SQL: one ascending row, compared in one index range. */
export const keyOf = sql`(-${players.totalXp}, ${players.createdAt}, ${players.id})`;
export const keyOrder = [sql`-${players.totalXp}`, asc(players.createdAt), asc(players.id)];

/**
 * Keys from `from` (inclusive) to `to` (exclusive), either end open. The plain bounds on -total_xp
 * repeat what the row comparison says, for the planner: it cannot estimate a row comparison and
 * would otherwise scan the whole table.
 */
export function keyRange(from: LeaderKey | null, to: LeaderKey | null) {
  const neg = sql`-${players.totalXp}`;
  return and(
    from ? sql`${keyOf} >= ${keyValue(from)} AND ${neg} >= ${from.negXp}::bigint` : undefined,
    to ? sql`${keyOf} < ${keyValue(to)} AND ${neg} <= ${to.negXp}::bigint` : undefined,
  );
}

export function keyValue(k: LeaderKey) {
  return sql`(${k.negXp}::bigint, ${k.createdAt.toISOString()}::timestamptz, ${k.id}::uuid)`;
}

export function compareKeys(a: LeaderKey, b: LeaderKey): number {
  return (
    a.negXp - b.negXp ||
    a.createdAt.getTime() - b.createdAt.getTime() ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

async function buildAnchors(db: Db): Promise<Anchors> {
  const [n] = await db.select({ n: count() }).from(players).where(onBoard);
  const total = n?.n ?? 0;
  if (total < ANCHORED_FROM) return { keys: [], total };
  const ranked = db
    .select({
      negXp: sql<string>`-${players.totalXp}`.as('neg_xp'),
      createdAt: players.createdAt,
      id: players.id,
      rn: sql<string>`row_number() over (order by -${players.totalXp}, ${players.createdAt}, ${players.id})`.as(
        'rn',
      ),
    })
    .from(players)
    .where(onBoard)
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`(${ranked.rn} - 1) % ${ANCHOR_EVERY} = 0`)
    .orderBy(ranked.rn);
  const keys = rows.map((r) => ({ negXp: Number(r.negXp), createdAt: new Date(r.createdAt), id: r.id }));
  return { keys, total };
}

/**
 * The anchors of one server process: read-mostly, rebuilt at most every 30 s (one scan of the
 * index) while the leaderboard is read. Places up to ANCHOR_EVERY, and every place of a board
 * under ANCHORED_FROM players, never use them and are exact; deeper places count from an
 * anchor up to 30 s old, so they lag by the players who crossed it since.
 */
export function leaderboardAnchors(db: Database) {
  let anchors: Anchors | null = null;
  let builtAt = -Infinity;
  let building: Promise<void> | null = null;
  return {
    /** The current anchors (possibly being refreshed), or null before the first build. */
    current(): Anchors | null {
      if (!building && performance.now() - builtAt > MAX_AGE_MS) {
        building = db
          .read(buildAnchors)
          .then((a) => {
            anchors = a;
            builtAt = performance.now();
          })
          .catch(() => undefined)
          .finally(() => (building = null));
      }
      return anchors;
    },
    /** Waits for a build under way (the bench warms up with it). */
    async settled(): Promise<void> {
      await building;
    },
  };
}

export type LeaderboardAnchors = ReturnType<typeof leaderboardAnchors>;

/** The last anchor index whose key is at or before `key` (0 when none is). */
export function anchorBefore(keys: LeaderKey[], key: LeaderKey): number {
  let lo = 0;
  let hi = keys.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (compareKeys(keys[mid]!, key) <= 0) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
