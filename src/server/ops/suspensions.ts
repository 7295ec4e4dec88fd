import { and, eq, isNull } from 'drizzle-orm';
import { GameError } from '../../rules/errors.ts';
import type { Db, Tx } from '../db/database.ts';
import { players, sessions, settings } from '../db/schema.ts';
import { readSetting, writeSetting } from '../game/world.ts';

/** A player's suspension: why, by whom, since when. */
export interface Suspension {
  reason: string;
  operator: string;
  since: string;
}

/**
 * Suspensions are kept in `settings` under `suspension:<profile id>` (a key looked up by its
 * primary key at each sign-in; no migration of the players' table, the hot path's).
 */
const keyOf = (playerId: string) => `suspension:${playerId}`;

export function suspensionOf(db: Db | Tx, playerId: string): Promise<Suspension | null> {
  return readSetting<Suspension>(db, keyOf(playerId));
}

/** The words a suspended player reads when a sign-in is refused. */
export const suspendedText = (s: Suspension) => `Your account is suspended: ${s.reason}`;

/** Refuses the sign-in of a suspended player (403, with the reason). */
export async function refuseSuspended(tx: Tx, playerId: string): Promise<void> {
  const s = await suspensionOf(tx, playerId);
  if (s) throw new GameError(suspendedText(s), 403);
}

/**
 * Suspends a player, takes them off the leaderboard (`players.suspended`) and revokes every
 * session of theirs (409 when already suspended).
 */
export async function suspend(tx: Tx, playerId: string, s: Suspension, now: number): Promise<number> {
  if (await suspensionOf(tx, playerId)) throw new GameError('This player is already suspended', 409);
  await writeSetting(tx, keyOf(playerId), s);
  await tx.update(players).set({ suspended: true }).where(eq(players.id, playerId));
  const revoked = await tx
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.revokedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length;
}

/** Lifts a suspension (404 when there is none): the player may sign in again and is back on the board. */
export async function unsuspend(tx: Tx, playerId: string): Promise<Suspension> {
  const [gone] = await tx
    .delete(settings)
    .where(eq(settings.key, keyOf(playerId)))
    .returning();
  if (!gone) throw new GameError('This player is not suspended', 404);
  await tx.update(players).set({ suspended: false }).where(eq(players.id, playerId));
  return gone.value as Suspension;
}
