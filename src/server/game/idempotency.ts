import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { idempotency } from '../db/schema.ts';
import { metrics } from '../metrics.ts';

/** An HTTP answer: status and JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A key is answered with its first answer for this long. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** The first answer given under the player's key, if it is younger than 24 hours. */
export async function storedAnswer(
  tx: Tx,
  playerId: string,
  key: string,
  now: number,
): Promise<Answer | null> {
  const [first] = await tx
    .select()
    .from(idempotency)
    .where(and(eq(idempotency.playerId, playerId), eq(idempotency.key, key)))
    .limit(1);
  if (!first || now - first.createdAt.getTime() >= KEEP_MS) return null;
  metrics.idempotentReplays.inc();
  return { status: first.status, body: first.body };
}

/** Keeps the answer under the player's key (replacing one older than 24 hours). */
export async function storeAnswer(tx: Tx, playerId: string, key: string, answer: Answer, now: number) {
  const value = { playerId, key, status: answer.status, body: answer.body, createdAt: new Date(now) };
  await tx
    .insert(idempotency)
    .values(value)
    .onConflictDoUpdate({ target: [idempotency.playerId, idempotency.key], set: value });
}
