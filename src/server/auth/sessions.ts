import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import type { PlayerState } from '../../rules/state.ts';
import { isoTime, runStatement, type Db, type Statement, type Tx } from '../db/database.ts';
import { PLAYER_FIELDS, playerRowOf, type PlayerRow, type RawPlayerRow } from '../game/players.ts';
import { checkedState, type KeptStates } from '../game/kept.ts';
import { players, sessions } from '../db/schema.ts';
import { hashToken, randomToken } from './tokens.ts';
import type { SessionUser } from '../../contract/views.ts';

export const SESSION_COOKIE = 'warlords_session';
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The answers of a game call refused for its session (401) or for its path (403). */
export const REFUSED = {
  noToken: 'Sign in first: no access token was sent',
  ended: 'Your session has ended, please sign in again',
  otherDiscord: 'The access token does not belong to that Discord account',
  notYours: 'That is not your Warlord',
} as const;

/** What a game call claims of its player: the path's player and the Discord id header, when sent. */
export interface SessionClaim {
  userId?: string;
  discordId?: string;
}

/** The Discord id a request names in its `x-discord-id` header, if it names one. */
export function discordIdHeader(headers: Record<string, string | string[] | undefined>): string | undefined {
  const id = headers['x-discord-id'];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * Why a game call may not go on with this session's player (none: the session has ended), as
 * the status and answer every game call gives; null when it may.
 */
export function sessionRefusal(
  player: { id: string; discordId: string } | null,
  claim: SessionClaim,
): { status: 401 | 403; err: string } | null {
  if (!player) return { status: 401, err: REFUSED.ended };
  if (claim.discordId && claim.discordId !== player.discordId)
    return { status: 401, err: REFUSED.otherDiscord };
  if (claim.userId !== undefined && claim.userId !== player.id) return { status: 403, err: REFUSED.notYours };
  return null;
}

/** The user record of GET /api/_auth/session. */
export type { SessionUser };

/** Opens a session for a player; returns the token (only its hash is stored). */
export async function openSession(tx: Tx, playerId: string, now: number): Promise<string> {
  const token = randomToken();
  await tx.insert(sessions).values({
    tokenHash: hashToken(token),
    playerId,
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_DAYS * DAY_MS),
  });
  return token;
}

const LIVE_SESSION = `FROM sessions s JOIN players p ON p.id = s.player_id
WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`;

/** The player of a live token (not expired, not revoked), with the user record. */
export async function findSession(db: Db | Tx, token: string, now: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      id: players.id,
      discordId: players.discordId,
      username: players.username,
      avatar: players.avatar,
    })
    .from(sessions)
    .innerJoin(players, eq(players.id, sessions.playerId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { profileId: row.id, discordId: row.discordId, username: row.username, avatar: row.avatar, token };
}

const LIVE_SESSION_HASHES: Statement = {
  name: 'live_session_hashes',
  text: `SELECT s.token_hash FROM sessions s JOIN players p ON p.id = s.player_id
WHERE s.token_hash = ANY($1::text[]) AND s.revoked_at IS NULL AND s.expires_at > $2`,
};

/**
 * Which of `tokenHashes` are sessions still live (not expired, not revoked, their player there):
 * the live streams' check of all their sessions at once, one statement for any number.
 */
export async function liveSessionHashes(db: Db, tokenHashes: string[], now: number): Promise<Set<string>> {
  if (tokenHashes.length === 0) return new Set();
  const rows = await runStatement<{ token_hash: string }>(db, LIVE_SESSION_HASHES, [
    tokenHashes,
    isoTime(now),
  ]);
  return new Set(rows.map((r) => r.token_hash));
}

/** The row of a live session's player, locked; its state only when its version is not $3 (held). */
const LOCK_SESSION_PLAYER: Statement = {
  name: 'lock_session_player',
  text: `SELECT ${PLAYER_FIELDS}, p.xmin::text AS version,
CASE WHEN p.xmin::text = $3 THEN NULL ELSE p.state END AS state ${LIVE_SESSION} FOR UPDATE OF p`,
};

/** The player of a live session as a game call knows it. */
export interface SessionPlayerState {
  id: string;
  discordId: string;
  state: PlayerState;
}

/**
 * The player of a live token by the token's hash, the player's row locked until the transaction
 * ends: a game write checks its session and locks its row in one round trip. With `kept`, a state
 * the process holds for the token is reused when the row has not changed since (the database
 * sends no state then), and a state the database sends is kept: it is the row's latest.
 */
export async function lockSessionPlayer(
  tx: Tx,
  tokenHash: string,
  now: number,
  kept?: KeptStates<PlayerState>,
): Promise<PlayerRow | null> {
  const held = kept?.get(tokenHash);
  type Row = Omit<RawPlayerRow, 'state'> & { version: string; state: PlayerState | null };
  const [row] = await runStatement<Row>(tx, LOCK_SESSION_PLAYER, [
    tokenHash,
    isoTime(now),
    held?.version ?? null,
  ]);
  if (!row) return null;
  return playerRowOf({ ...row, state: checkedState(row, held, kept, tokenHash) });
}

/** Revokes a token for good. */
export async function revokeSession(tx: Tx, token: string, now: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

function cookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.nodeEnv === 'production',
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_DAYS * 24 * 3600 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
