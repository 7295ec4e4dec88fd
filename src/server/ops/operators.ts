import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config.ts';
import type { Db, Tx } from '../db/database.ts';
import { operatorAudit, operatorSessions } from '../db/schema.ts';
import { hashToken, randomToken } from '../auth/tokens.ts';

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

/** Opens an operator session and sets its cookie. */
export async function openOperatorSession(
  tx: Tx,
  reply: FastifyReply,
  config: Config,
  operator: string,
  now: number,
): Promise<void> {
  const token = randomToken();
  await tx.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operator,
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

/** The operator of a live console session, or null. */
export async function operatorOf(db: Db, token: string, now: number): Promise<string | null> {
  const [row] = await db
    .select({ operator: operatorSessions.operator })
    .from(operatorSessions)
    .where(
      and(eq(operatorSessions.tokenHash, hashToken(token)), gt(operatorSessions.expiresAt, new Date(now))),
    )
    .limit(1);
  return row?.operator ?? null;
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
