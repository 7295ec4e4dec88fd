import { sql } from 'drizzle-orm';
import { referralJoined } from '../../rules/actions/referral-joined.ts';
import type { AppDeps } from '../deps.ts';
import type { Tx } from '../db/database.ts';
import type { PlayerStore } from './player-store.ts';
import { isUuid } from './players.ts';
import { runAction } from './run-action.ts';

/** The longest chain of referrers looked up above a referrer (a circle is refused within it). */
const CHAIN_LIMIT = 1000;

/** The referrer's own referrers, nearest first (each recorded once and for good, so not locked). */
async function referrerChain(tx: Tx, referrerId: string): Promise<string[]> {
  const rows = await tx.execute<{ id: string }>(sql`
    WITH RECURSIVE up(id, depth) AS (
      SELECT referrer_id, 1 FROM players WHERE id = ${referrerId}::uuid AND referrer_id IS NOT NULL
      UNION ALL
      SELECT p.referrer_id, up.depth + 1 FROM up JOIN players p ON p.id = up.id::uuid
      WHERE p.referrer_id IS NOT NULL AND up.depth < ${CHAIN_LIMIT}
    )
    SELECT id FROM up ORDER BY depth`);
  const list = Array.isArray(rows) ? rows : (rows as { rows: { id: string }[] }).rows;
  return list.map((r) => r.id);
}

/**
 * The player's first profile call: records the referrer named by `ref_id` (if it is a player, and
 * not one that would close a circle of referrals) once and for good, pays the referrer 5 Referral
 * XP, and settles what follows (see `referralJoined`). One run of the write pipeline, both rows locked.
 */
export async function recordReferral(
  app: { deps: AppDeps; players: PlayerStore },
  playerId: string,
  refId: string | undefined,
  requestId: string,
): Promise<void> {
  const referrerId = refId && refId !== playerId && isUuid(refId) ? refId : null;
  await runAction(app, {
    who: { id: playerId },
    // Locked before deciding: two players naming each other at once cannot both see the other
    // still unreferred (one waits, or a deadlock retries it, and then sees the other's referrer).
    others: async () => (referrerId ? [referrerId] : []),
    reducer: referralJoined,
    input: async (tx, _row, rows) => {
      const known = referrerId && rows.has(referrerId) ? referrerId : null;
      return { playerId, referrerId: known, referrerChain: known ? await referrerChain(tx, known) : [] };
    },
    answer: () => null,
    requestId,
  });
}
