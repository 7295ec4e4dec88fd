/**
 * The notification every save of a player's state queues (src/server/game/players.ts): PostgreSQL
 * delivers it to each listening process once the transaction commits, never when it rolls back.
 * Its payload is small, ids only: `<profile id>:<live sequence>`.
 */
export const LIVE_CHANNEL = 'warlords_live';

/** A save's notification: the player and the live sequence the save reached. */
export interface LiveNote {
  playerId: string;
  seq: number;
}

/** The note of a payload, or null for anything else. */
export function parseLiveNote(payload: string): LiveNote | null {
  const at = payload.lastIndexOf(':');
  if (at <= 0) return null;
  const seq = Number(payload.slice(at + 1));
  if (!Number.isSafeInteger(seq) || seq < 0) return null;
  return { playerId: payload.slice(0, at), seq };
}
