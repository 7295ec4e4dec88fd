/**
 * The notification every save of a player's state queues (src/server/game/players.ts): PostgreSQL
 * delivers it to each listening process once the transaction commits, never when it rolls back.
 * Its payload is small, ids only: `<profile id>:<live sequence>:<action>` (the action of the save's
 * first ledger row, or nothing).
 */
export const LIVE_CHANNEL = 'warlords_live';

/** A save's notification: the player, the live sequence the save reached, and its action. */
export interface LiveNote {
  playerId: string;
  seq: number;
  action: string;
}

/** The note of a payload, or null for anything else. */
export function parseLiveNote(payload: string): LiveNote | null {
  const [playerId, seqText, action = ''] = payload.split(':');
  const seq = Number(seqText);
  if (!playerId || !seqText || !Number.isSafeInteger(seq) || seq < 0) return null;
  return { playerId, seq, action };
}
