import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { GameError } from '../../rules/errors.ts';
import type { Tx } from '../db/database.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { metrics } from '../metrics.ts';

/** An HTTP answer: status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * An Idempotency-Key as the write pipeline keeps it: scoped to who called (`player:<id>`, `admin`,
 * `bot`), the method and the path, with the fingerprint of the request's body.
 */
export interface IdempotencyKey {
  caller: string;
  method: string;
  path: string;
  key: string;
  fingerprint: string;
}

/** A key is answered with its first answer for this long. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** The message of a key sent again with another request (the IETF Idempotency-Key draft's 422). */
export const KEY_REUSED =
  'This Idempotency-Key was already used with a different request: send a new key for a new request';

/** The fingerprint of a request's body (and query): the same request gives the same one. */
export function fingerprintOf(body: unknown, query?: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([body ?? null, query ?? null]))
    .digest('base64url');
}

const scoped = (k: IdempotencyKey) =>
  and(
    eq(idempotencyKeys.caller, k.caller),
    eq(idempotencyKeys.method, k.method),
    eq(idempotencyKeys.path, k.path),
    eq(idempotencyKeys.key, k.key),
  );

/**
 * The first answer given under the key, if it is younger than 24 hours; a key first sent with
 * another body is refused (422) rather than answered.
 */
export async function storedAnswer(tx: Tx, k: IdempotencyKey, now: number): Promise<Answer | null> {
  const [first] = await tx.select().from(idempotencyKeys).where(scoped(k)).limit(1);
  if (!first || now - first.createdAt.getTime() >= KEEP_MS) return null;
  if (first.fingerprint !== k.fingerprint) throw new GameError(KEY_REUSED, 422);
  metrics.idempotentReplays.inc();
  return { status: first.status, body: first.body };
}

/**
 * Two requests with one key raced (two players granted by one operator key at once): the later
 * runs again and then finds the first's answer. PostgreSQL's serialization-failure code makes the
 * transaction run again.
 */
class KeyRaced extends Error {
  readonly code = '40001';
}

/** Keeps the answer under the key (replacing one older than 24 hours). */
export async function storeAnswer(tx: Tx, k: IdempotencyKey, answer: Answer, now: number): Promise<void> {
  const value = { ...k, status: answer.status, body: answer.body, createdAt: new Date(now) };
  const stored = await tx
    .insert(idempotencyKeys)
    .values(value)
    .onConflictDoUpdate({
      target: [idempotencyKeys.caller, idempotencyKeys.method, idempotencyKeys.path, idempotencyKeys.key],
      set: value,
      setWhere: sql`${idempotencyKeys.createdAt} <= ${new Date(now - KEEP_MS)}`,
    })
    .returning({ key: idempotencyKeys.key });
  if (stored.length === 0) throw new KeyRaced('idempotency key raced');
}
