import { eq } from 'drizzle-orm';
import { playerCreated } from '../../rules/actions/player-created.ts';
import type { LedgerEntry, PlayerState } from '../../rules/state.ts';
import type { Db, Tx } from '../db/database.ts';
import { ledger, players } from '../db/schema.ts';

export type PlayerRow = typeof players.$inferSelect;

/** Reads a player's row, or null. */
export async function findPlayer(db: Db | Tx, id: string): Promise<PlayerRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Reads a player's row and locks it until the transaction ends, or null. */
export async function lockPlayer(tx: Tx, id: string): Promise<PlayerRow | null> {
  if (!isUuid(id)) return null;
  const rows = await tx.select().from(players).where(eq(players.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

/** Reads a player's row by Discord id and locks it, or null. */
export async function lockPlayerByDiscordId(tx: Tx, discordId: string): Promise<PlayerRow | null> {
  const rows = await tx.select().from(players).where(eq(players.discordId, discordId)).for('update').limit(1);
  return rows[0] ?? null;
}

/** Writes a player's new state. */
export async function saveState(tx: Tx, id: string, state: PlayerState): Promise<void> {
  await tx.update(players).set({ state }).where(eq(players.id, id));
}

/** Appends the ledger rows of one action in one insert. */
export async function appendLedger(
  tx: Tx,
  playerId: string,
  action: string,
  ref: string,
  entries: LedgerEntry[],
  now: number,
): Promise<void> {
  if (entries.length === 0) return;
  const createdAt = new Date(now);
  await tx.insert(ledger).values(
    entries.map((e) => ({
      playerId,
      action,
      what: e.what,
      delta: e.delta,
      balanceAfter: e.balanceAfter,
      ref,
      createdAt,
    })),
  );
}

/** Creates a player with the starter kit, every starting balance written to the ledger. */
export async function createPlayer(
  tx: Tx,
  who: { discordId: string; username: string; avatar: string | null },
  now: number,
  ref: string,
): Promise<PlayerRow> {
  const outcome = playerCreated(now);
  const [row] = await tx
    .insert(players)
    .values({ ...who, createdAt: new Date(now), state: outcome.state })
    .returning();
  await appendLedger(tx, row!.id, 'player.created', ref, outcome.ledger, now);
  return row!;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is a uuid (anything else cannot be a profile id). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** Keeps a player's name and avatar as the sign-in provider last gave them. */
export async function updateIdentity(tx: Tx, id: string, username: string, avatar: string | null) {
  await tx.update(players).set({ username, avatar }).where(eq(players.id, id));
}
