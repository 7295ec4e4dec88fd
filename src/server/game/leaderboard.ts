import { and, asc, count, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { progressFromXp } from '../../rules/formulas/progression.ts';
import type { Db } from '../db/database.ts';
import { players } from '../db/schema.ts';
import { isUuid } from './players.ts';

export const PAGE_SIZE = 20;

/** One row of the leaderboard (api.md). */
export interface LeaderboardRow {
  place: number;
  profileId: string;
  username: string;
  avatar: string | null;
  level: number;
  rank: number;
  xp: number;
}

const columns = { id: players.id, username: players.username, avatar: players.avatar, xp: players.totalXp };

function rowOf(place: number, p: { id: string; username: string; avatar: string | null; xp: number | null }) {
  const xp = p.xp ?? 0;
  const { level, rank } = progressFromXp(xp);
  return { place, profileId: p.id, username: p.username, avatar: p.avatar, level, rank, xp };
}

/** A page (from 1) of players ranked by total XP, ties by the earlier account. */
export async function leaderboardPage(db: Db, page: number) {
  const offset = (page - 1) * PAGE_SIZE;
  const rows = await db
    .select(columns)
    .from(players)
    .orderBy(desc(players.totalXp), asc(players.createdAt), asc(players.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(players);
  return { page, total: total?.n ?? 0, rows: rows.map((r, i) => rowOf(offset + i + 1, r)) };
}

/** One player's row, with the place counted the way the pages order players; null when unknown. */
export async function leaderboardRowOf(db: Db, profileId: string): Promise<LeaderboardRow | null> {
  if (!isUuid(profileId)) return null;
  const [me] = await db
    .select({ ...columns, createdAt: players.createdAt })
    .from(players)
    .where(eq(players.id, profileId));
  if (!me) return null;
  const xp = me.xp ?? 0;
  const [ahead] = await db
    .select({ n: count() })
    .from(players)
    .where(
      or(
        gt(players.totalXp, xp),
        and(eq(players.totalXp, xp), lt(players.createdAt, me.createdAt)),
        and(eq(players.totalXp, xp), eq(players.createdAt, me.createdAt), sql`${players.id} < ${me.id}`),
      ),
    );
  return rowOf((ahead?.n ?? 0) + 1, me);
}
