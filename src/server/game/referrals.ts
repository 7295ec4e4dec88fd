import { referralBonusMarked } from '../../rules/actions/referral-bonus-marked.ts';
import { referralBonusDue, referralPaid } from '../../rules/actions/referral-paid.ts';
import { referralRecorded } from '../../rules/actions/referral-recorded.ts';
import type { Ctx, GameEvent, PlayerState } from '../../rules/state.ts';
import type { AppDeps } from '../deps.ts';
import type { Tx } from '../db/database.ts';
import { lockPlayer, saveState, saveWithLedger, type PlayerRow } from './players.ts';

const noWorld = (deps: AppDeps, now: number): Ctx => ({ now, rng: deps.rng, world: { goldenRush: null } });

/** Runs a referral action on the referrer's locked row and writes it; false when there is no referrer. */
async function payReferrer(
  tx: Tx,
  deps: AppDeps,
  referrerId: string,
  stage: 'joined' | 'rank2',
  ref: string,
  now: number,
): Promise<{ capped: boolean } | null> {
  const referrer = await lockPlayer(tx, referrerId);
  if (!referrer) return null;
  const outcome = referralPaid(referrer.state, { stage }, noWorld(deps, now));
  await saveWithLedger(tx, referrer.id, outcome.state, 'referral.paid', ref, outcome.ledger, now);
  return { capped: outcome.result.capped };
}

/**
 * When the player's state (after an action and its events) makes the referrer's rank-2 bonus due,
 * pays the referrer (row locked in the same transaction) and marks the bonus settled on the player.
 * Returns the player's state, marked or unchanged.
 */
export async function settleReferralBonus(
  tx: Tx,
  deps: AppDeps,
  state: PlayerState,
  events: readonly GameEvent[],
  ref: string,
  now: number,
): Promise<PlayerState> {
  if (!referralBonusDue(state, events)) return state;
  await payReferrer(tx, deps, state.referral.referrerId!, 'rank2', ref, now);
  return referralBonusMarked(state, {}, noWorld(deps, now)).state;
}

/**
 * The player's first profile call: records the referrer named by `ref_id` (if it is a player) once
 * and for good, pays the referrer 5 Referral XP, and settles what follows (a capped referral never
 * pays the rank-2 bonus; a player already at rank 2 pays it at once). One transaction, both rows locked.
 */
export async function recordReferral(
  deps: AppDeps,
  playerId: string,
  refId: string | undefined,
  requestId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row: PlayerRow | null = await lockPlayer(tx, playerId);
    if (!row || row.state.referral.decided) return;
    const now = deps.clock();
    // Locked before deciding: two players naming each other at once cannot both see the other
    // still unreferred (one waits, or a deadlock retries it, and then sees the other's referrer).
    const referrer = refId && refId !== playerId ? await lockPlayer(tx, refId) : null;
    const recorded = referralRecorded(
      row.state,
      {
        referrerId: referrer?.id ?? null,
        selfId: row.id,
        referrerOwnReferrer: referrer?.state.referral.referrerId ?? null,
      },
      noWorld(deps, now),
    );
    let state = recorded.state;
    if (recorded.result.recorded) {
      const paid = await payReferrer(tx, deps, referrer!.id, 'joined', requestId, now);
      if (paid?.capped) state = referralBonusMarked(state, {}, noWorld(deps, now)).state;
      state = await settleReferralBonus(tx, deps, state, [], requestId, now);
    }
    await saveState(tx, row.id, state);
  });
}
