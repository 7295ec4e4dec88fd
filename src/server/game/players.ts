import { eq, getTableColumns } from 'drizzle-orm';
import type { LedgerEntry, PlayerState } from '../../rules/state.ts';
import { isoTime, runStatement, type Db, type Statement, type Tx } from '../db/database.ts';
import { ledger, players } from '../db/schema.ts';
import { ledgerWritten } from '../metrics.ts';
import { LIVE_CHANNEL } from '../live/live-channel.ts';

/** A player's row; its live sequence is the live streams' business alone (src/server/live), its suspended flag the leaderboard's. */
export type PlayerRow = Omit<typeof players.$inferSelect, 'liveSeq' | 'suspended'>;

const { liveSeq: _liveSeq, suspended: _suspended, ...playerRowColumns } = getTableColumns(players);

/** The columns of a `PlayerRow`, for the builder's selects. */
export const PLAYER_ROW = playerRowColumns;

/** The players row's columns but the state, as our own statements select them (aliased `p`). */
export const PLAYER_FIELDS =
  'p.id, p.discord_id, p.username, p.avatar, p.created_at, p.social_id, p.social_name, p.eth_wallet, ' +
  'p.sol_wallet, p.quest_platform_id, p.shards, p.twc, p.energy, p.total_xp, p.referrer_id';

/** A players row as the database names its columns. */
export interface RawPlayerRow {
  id: string;
  discord_id: string;
  username: string;
  avatar: string | null;
  created_at: Date;
  social_id: string | null;
  social_name: string | null;
  eth_wallet: string | null;
  sol_wallet: string | null;
  quest_platform_id: string | null;
  state: PlayerState;
  shards: string | number | bigint | null;
  twc: string | number | bigint | null;
  energy: string | number | bigint | null;
  total_xp: string | number | bigint | null;
  referrer_id: string | null;
}

const numberOrNull = (v: string | number | bigint | null) => (v === null ? null : Number(v));

/** The row of a statement of ours as the rest of the server knows it (drizzle's shape). */
export function playerRowOf(raw: RawPlayerRow): PlayerRow {
  return {
    id: raw.id,
    discordId: raw.discord_id,
    username: raw.username,
    avatar: raw.avatar,
    createdAt: raw.created_at,
    socialId: raw.social_id,
    socialName: raw.social_name,
    ethWallet: raw.eth_wallet,
    solWallet: raw.sol_wallet,
    questPlatformId: raw.quest_platform_id,
    state: raw.state,
    shards: numberOrNull(raw.shards),
    twc: numberOrNull(raw.twc),
    energy: numberOrNull(raw.energy),
    totalXp: numberOrNull(raw.total_xp),
    referrerId: raw.referrer_id,
  };
}

/** One ledger row to write: the action it comes from (a reducer's name) and the balance's change. */
export interface LedgerRow extends LedgerEntry {
  action: string;
}

/**
 * The new state and its ledger rows in one statement (one round trip): the ledger rows are
 * inserted only when the update found the row, in the order of `entries`, each under its action. Answers the row's new
 * version (its `xmin`), under which the state written may be kept (src/server/game/kept.ts).
 * The save counts up the player's live sequence, which its ledger rows carry, and queues a
 * notification of it and of its action (`LIVE_CHANNEL`): PostgreSQL delivers it to every listening process only
 * once the transaction commits, and never when it rolls back (src/server/live).
 */
const SAVE_WITH_LEDGER: Statement = {
  name: 'save_player_with_ledger',
  text: `WITH saved AS (UPDATE players SET state = $2::jsonb, live_seq = live_seq + 1 WHERE id = $1
  RETURNING id, xmin::text AS version, live_seq),
logged AS (
  INSERT INTO ledger (player_id, action, what, delta, balance_after, ref, created_at, live_seq)
  SELECT saved.id, e.action, e.what, e.delta, e.balance_after, $3, $4, saved.live_seq
  FROM saved, ROWS FROM (jsonb_to_recordset($5::jsonb) AS (action text, what text, delta bigint, balance_after bigint))
    WITH ORDINALITY AS e(action, what, delta, balance_after, n)
  ORDER BY e.n)
SELECT version, pg_notify('${LIVE_CHANNEL}', saved.id || ':' || saved.live_seq || ':' || $6::text) FROM saved`,
};

/** Reads a player's row, or null. */
export async function findPlayer(db: Db | Tx, id: string): Promise<PlayerRow | null> {
  if (!isUuid(id)) return null;
  const rows = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Reads a player's row by Discord id and locks it, or null. */
export async function lockPlayerByDiscordId(tx: Tx, discordId: string): Promise<PlayerRow | null> {
  const rows = await tx.select().from(players).where(eq(players.discordId, discordId)).for('update').limit(1);
  return rows[0] ?? null;
}

/** A player's profile id by Discord id (no lock), or null. */
export async function playerIdByDiscordId(db: Db | Tx, discordId: string): Promise<string | null> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.discordId, discordId))
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * Writes a player's new state and appends the ledger rows of its action, in one round trip.
 * Resolves to the row's new version (undefined when there is no such player).
 */
export async function saveWithLedger(
  tx: Tx,
  id: string,
  state: PlayerState,
  entries: LedgerRow[],
  ref: string,
  now: number,
): Promise<string | undefined> {
  const perAction = new Map<string, number>();
  for (const e of entries) perAction.set(e.action, (perAction.get(e.action) ?? 0) + 1);
  for (const [action, count] of perAction) ledgerWritten(action, count);
  const rows = entries.map((e) => ({
    action: e.action,
    what: e.what,
    delta: e.delta,
    balance_after: e.balanceAfter,
  }));
  const [saved] = await runStatement<{ version: string }>(tx, SAVE_WITH_LEDGER, [
    id,
    JSON.stringify(state),
    ref,
    isoTime(now),
    JSON.stringify(rows),
    // The notification names the save's action (its first ledger row's), for the world's feed.
    entries[0]?.action ?? '',
  ]);
  return saved?.version;
}

/**
 * Writes a new player's row with its first state and the ledger rows of its making, both
 * statements issued at once (in order, on the transaction's one connection): the write pipeline
 * may commit right behind them. Its live sequence stays 0 and no live note is sent: nobody can be
 * listening to a player not made yet.
 */
export async function insertPlayer(
  tx: Tx,
  row: PlayerRow,
  entries: LedgerRow[],
  ref: string,
  now: number,
): Promise<undefined> {
  const { id, discordId, username, avatar, createdAt, state } = row;
  for (const e of entries) ledgerWritten(e.action, 1);
  const at = new Date(now);
  const inserted = tx.insert(players).values({ id, discordId, username, avatar, createdAt, state });
  const logged = entries.length
    ? tx.insert(ledger).values(
        entries.map((e) => ({
          playerId: id,
          action: e.action,
          what: e.what,
          delta: e.delta,
          balanceAfter: e.balanceAfter,
          ref,
          createdAt: at,
        })),
      )
    : undefined;
  await Promise.all([inserted, logged]);
  return undefined;
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
