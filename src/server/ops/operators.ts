import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/database.ts';
import { operatorAudit, operatorSessions, players, sessions } from '../db/schema.ts';
import { hashToken, randomToken, sameSecret } from '../auth/tokens.ts';
import { discordKey, tokenKey, type OperatorToken, type Role } from './roles.ts';

/** The console's cookie: httpOnly, sent only to the operators' calls. */
export const OPERATOR_COOKIE = 'warlords_operator';
const SESSION_HOURS = 12;

function cookieOptions(config: Config) {
  return {
    path: '/api/admin',
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: config.nodeEnv === 'production',
  };
}

/** Who opens a console session, and with what (checked again on each of its requests). */
export interface OperatorSignIn {
  operator: string;
  /** A Discord operator's id; none for the operator token. */
  discordId?: string;
  /** The token it was opened with: the player session's, or the operator token. */
  credential: string;
}

/** Opens an operator session and sets its cookie. */
export async function openOperatorSession(
  tx: Tx,
  reply: FastifyReply,
  config: Config,
  who: OperatorSignIn,
  now: number,
): Promise<void> {
  const token = randomToken();
  await tx.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operator: who.operator,
    discordId: who.discordId ?? null,
    credentialHash: hashToken(who.credential),
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_HOURS * 3600_000),
  });
  reply.setCookie(OPERATOR_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_HOURS * 3600 });
}

/** Ends the session of the cookie's token, if any, and clears the cookie. */
export async function closeOperatorSession(
  tx: Tx,
  reply: FastifyReply,
  config: Config,
  token: string | undefined,
): Promise<void> {
  if (token) await tx.delete(operatorSessions).where(eq(operatorSessions.tokenHash, hashToken(token)));
  reply.clearCookie(OPERATOR_COOKIE, cookieOptions(config));
}

/** A live console session as its requests see it. */
export interface OperatorSession {
  /** The session's id: the SHA-256 of its cookie's token. */
  id: string;
  operator: string;
  /** The holder's key in `operator_roles` and configured role (ops/roles.ts). */
  key: string;
  configured: Role;
}

/** The operator tokens: OPERATOR_TOKENS', and ADMIN_TOKEN as an admin named `admin` (as before roles). */
export function operatorTokensOf(config: Config): OperatorToken[] {
  const admin = config.adminToken
    ? [{ name: 'admin', role: 'admin' as const, secret: config.adminToken, holder: config.adminTokenName }]
    : [];
  return [...config.operatorTokens, ...admin];
}

/** The configured operator token a secret is, if any (each compared in constant time). */
export function operatorTokenOf(config: Config, secret: string | undefined): OperatorToken | undefined {
  let found: OperatorToken | undefined;
  for (const t of operatorTokensOf(config)) if (sameSecret(secret, t.secret)) found = t;
  return found;
}

/**
 * The operator of a console session, checked on every request: the session has not expired or
 * been ended, and its holder is still an operator of this process's configuration: a Discord
 * operator still listed in OPERATOR_DISCORD_IDS whose player session (the one signed in with) is
 * still live and still theirs, or a session opened with an operator token still configured. An
 * operator removed from the list, a revoked player session or a changed token ends it at once,
 * on every process that no longer lists them. Null otherwise.
 */
export async function operatorOf(
  db: Db,
  config: Config,
  token: string,
  now: number,
): Promise<OperatorSession | null> {
  const at = new Date(now);
  const [row] = await db
    .select({
      id: operatorSessions.tokenHash,
      operator: operatorSessions.operator,
      discordId: operatorSessions.discordId,
      credentialHash: operatorSessions.credentialHash,
      playerDiscordId: players.discordId,
    })
    .from(operatorSessions)
    .leftJoin(
      sessions,
      and(
        eq(sessions.tokenHash, operatorSessions.credentialHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
      ),
    )
    .leftJoin(players, eq(players.id, sessions.playerId))
    .where(and(eq(operatorSessions.tokenHash, hashToken(token)), gt(operatorSessions.expiresAt, at)))
    .limit(1);
  if (!row) return null;
  if (row.discordId === null) {
    const token = operatorTokensOf(config).find((t) => row.credentialHash === hashToken(t.secret));
    return token
      ? { id: row.id, operator: row.operator, key: tokenKey(token.name), configured: token.role }
      : null;
  }
  const listed = config.operatorDiscordIds.includes(row.discordId);
  if (!listed || row.playerDiscordId !== row.discordId) return null;
  const configured = config.operatorDiscordRoles[row.discordId] ?? 'admin';
  return { id: row.id, operator: row.operator, key: discordKey(row.discordId), configured };
}

/** The console sessions not expired, newest first, for the operators' list. */
export async function liveOperatorSessions(db: Db, now: number) {
  const rows = await db
    .select()
    .from(operatorSessions)
    .where(gt(operatorSessions.expiresAt, new Date(now)))
    .orderBy(desc(operatorSessions.createdAt));
  return rows.map((r) => ({
    id: r.tokenHash,
    operator: r.operator,
    discordId: r.discordId,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
  }));
}

/** One operator action for the audit log. */
export interface OperatorAction {
  operator: string;
  action: string;
  target: string | null;
  reason: string;
  detail: unknown;
}

/** The largest body kept in the audit log, in characters of JSON. */
const DETAIL_MAX = 4000;

/** Writes one row of the operator audit log. */
export async function recordOperatorAction(db: Db | Tx, a: OperatorAction, now: number): Promise<void> {
  const json = JSON.stringify(a.detail ?? null);
  const detail = json.length > DETAIL_MAX ? { truncated: json.slice(0, DETAIL_MAX) } : (a.detail ?? null);
  await db.insert(operatorAudit).values({ ...a, detail, createdAt: new Date(now) });
}
