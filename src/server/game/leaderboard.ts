import { and, count, sql } from 'drizzle-orm';
import { progressFromXp } from '../../rules/formulas/progression.ts';
import { runStatement, type Db, type Statement } from '../db/database.ts';
import { players } from '../db/schema.ts';
import {
  ANCHOR_EVERY,
  ANCHORED_FROM,
  anchorBefore,
  keyOrder,
  keyRange,
  onBoard,
  type Anchors,
  type LeaderKey,
} from './leaderboard-anchors.ts';
import { isUuid } from './players.ts';
import type { LeaderboardRow } from '../../contract/views.ts';

export const PAGE_SIZE = 20;

export type { LeaderboardRow };

/** Places whose rows carry the Warlord's worn traits and applied items, so the client can draw it. */
export const DRESSED_PLACES = 10;

const columns = { id: players.id, username: players.username, avatar: players.avatar, xp: players.totalXp };

type Listed = { id: string; username: string; avatar: string | null; xp: number | null };

/** The ids of a state's list (a JSON value read from the row), integers only. */
const ids = (list: unknown): number[] | undefined =>
  Array.isArray(list) ? list.filter((t): t is number => Number.isInteger(t)) : undefined;

function rowOf(place: number, p: Listed, appliedTraits?: unknown, appliedItems?: unknown): LeaderboardRow {
  const xp = p.xp ?? 0;
  const { level, rank } = progressFromXp(xp);
  const row: LeaderboardRow = {
    place,
    profileId: p.id,
    username: p.username,
    avatar: p.avatar,
    level,
    rank,
    xp,
  };
  if (place > DRESSED_PLACES) return row;
  const traits = ids(appliedTraits);
  if (traits) row.appliedTraits = traits;
  // The four item slots as the state keeps them (-1 for an empty one), for the weapons in hand.
  const items = ids(appliedItems);
  if (items) row.appliedItems = items;
  return row;
}

/** Anchors worth using: a board large enough, already scanned. */
function usable(anchors: Anchors | null): anchors is Anchors {
  return anchors !== null && anchors.total >= ANCHORED_FROM && anchors.keys.length > 1;
}

/**
 * A page (from 1) of players ranked by total XP, ties by the earlier account then the id. A deep
 * page starts from the nearest anchor (one index range, under ANCHOR_EVERY rows skipped) instead of
 * skipping every row before it; on a large board the total is the anchors' count.
 */
export async function leaderboardPage(db: Db, page: number, anchors: Anchors | null = null) {
  const offset = (page - 1) * PAGE_SIZE;
  const at = usable(anchors) ? Math.min(Math.floor(offset / ANCHOR_EVERY), anchors.keys.length - 1) : 0;
  const from = at > 0 ? anchors!.keys[at]! : null;
  // Only the first page has dressed rows; the worn traits and items come from the same row read.
  const dressed = offset < DRESSED_PLACES;
  const rows = await db
    .select({
      ...columns,
      traits: dressed ? sql<unknown>`${players.state} -> 'appliedTraits'` : sql<null>`null`,
      items: dressed ? sql<unknown>`${players.state} -> 'appliedItems'` : sql<null>`null`,
    })
    .from(players)
    .where(and(onBoard, keyRange(from, null)))
    .orderBy(...keyOrder)
    .limit(PAGE_SIZE)
    .offset(offset - at * ANCHOR_EVERY);
  const total = usable(anchors)
    ? anchors.total
    : ((await db.select({ n: count() }).from(players).where(onBoard))[0]?.n ?? 0);
  return { page, total, rows: rows.map((r, i) => rowOf(offset + i + 1, r, r.traits, r.items)) };
}

// `me` is read often (every leaderboard screen) and is personal: its two queries are prepared.
// Each range repeats its bound on -total_xp alone, for the planner (see keyRange).
const KEY = '(-total_xp, created_at, id)';
const ME: Statement = {
  name: 'leaderboard_me',
  text: 'SELECT id, username, avatar, total_xp AS xp, created_at FROM players WHERE id = $1 AND NOT suspended',
};
const BEFORE = `NOT suspended AND ${KEY} < ($1::bigint, $2::timestamptz, $3::uuid) AND -total_xp <= $1::bigint`;
const AHEAD_FROM_TOP: Statement = {
  name: 'leaderboard_ahead',
  text: `SELECT count(*) AS n FROM players WHERE ${BEFORE}`,
};
const AHEAD_FROM_ANCHOR: Statement = {
  name: 'leaderboard_ahead_from_anchor',
  text: `SELECT count(*) AS n FROM players
WHERE ${KEY} >= ($4::bigint, $5::timestamptz, $6::uuid) AND -total_xp >= $4::bigint AND ${BEFORE}`,
};

/**
 * One player's row (null for a suspended player: not on the board), the place counted the way the pages order players: the players ahead,
 * counted in one index range from the top or from the nearest anchor; null when unknown.
 */
export async function leaderboardRowOf(
  db: Db,
  profileId: string,
  anchors: Anchors | null = null,
): Promise<LeaderboardRow | null> {
  if (!isUuid(profileId)) return null;
  type Me = {
    id: string;
    username: string;
    avatar: string | null;
    xp: string | number | null;
    created_at: Date;
  };
  const [me] = await runStatement<Me>(db, ME, [profileId]);
  if (!me) return null;
  const xp = Number(me.xp ?? 0);
  const key: LeaderKey = { negXp: -xp, createdAt: me.created_at, id: me.id };
  const at = usable(anchors) ? anchorBefore(anchors.keys, key) : 0;
  const from = at > 0 ? anchors!.keys[at]! : null;
  const mine = [key.negXp, key.createdAt, key.id];
  const [ahead] = from
    ? await runStatement<{ n: string | number }>(db, AHEAD_FROM_ANCHOR, [
        ...mine,
        from.negXp,
        from.createdAt,
        from.id,
      ])
    : await runStatement<{ n: string | number }>(db, AHEAD_FROM_TOP, mine);
  return rowOf(at * ANCHOR_EVERY + Number(ahead?.n ?? 0) + 1, { ...me, xp });
}
