import { REFERRAL_XP_AT_ONCE, REFERRAL_XP_AT_RANK_2, TaskType, taskByType } from '../catalog/tasks.ts';
import { creditActivity } from '../activity.ts';
import { ensure } from '../errors.ts';
import { progressFromXp, totalXp } from '../formulas/progression.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { type GameEvent, type PlayerState, reducer } from '../state.ts';

/** The rank a referred player must reach for the referrer's second payment. */
export const REFERRAL_BONUS_RANK = 2;
/** Most referrals that pay a player in their lifetime. */
export const MAX_PAID_REFERRALS = taskByType(TaskType.Referral)!.lifetimeCap!;

/**
 * `referral.paid`, on the referrer (see referral-recorded.ts for the chain). `joined`: 5 Referral XP,
 * counted as one of the 10 referrals that pay (capped past them). `rank2`: the 1,495 XP left of the
 * referral's 1,500 when the friend reaches rank 2; it does not count again.
 */
export const referralPaid = reducer<{ stage: 'joined' | 'rank2' }, { xpGranted: number; capped: boolean }>(
  'referral.paid',
  (before, { stage }, { now }) => {
    ensure(stage === 'joined' || stage === 'rank2', `Unknown referral stage ${String(stage)}`, 400);
    const state = prepare(before, now);
    if (stage === 'rank2') {
      const missions = { ...state.missions, referralXp: state.missions.referralXp + REFERRAL_XP_AT_RANK_2 };
      return settle(before, { ...state, missions }, { xpGranted: REFERRAL_XP_AT_RANK_2, capped: false });
    }
    if (state.referral.paidCount >= MAX_PAID_REFERRALS) {
      return settle(before, state, { xpGranted: 0, capped: true });
    }
    const credited = creditActivity(state, TaskType.Referral, REFERRAL_XP_AT_ONCE);
    if (credited.capped) return settle(before, state, { xpGranted: 0, capped: true });
    const referral = { ...credited.state.referral, paidCount: credited.state.referral.paidCount + 1 };
    return settle(before, { ...credited.state, referral }, { xpGranted: credited.xpGranted, capped: false });
  },
);

/**
 * Whether a referred player's referrer is now owed the rank-2 bonus: the player has a referrer, the
 * bonus is unpaid, and the player has reached rank 2 (a `rank.reached` event of the action, or the
 * player's rank as it stands).
 */
export function referralBonusDue(referred: PlayerState, events: readonly GameEvent[] = []): boolean {
  if (referred.referral.referrerId === null || referred.referral.bonusPaid) return false;
  const reached = events.some((e) => e.type === 'rank.reached' && e.rank >= REFERRAL_BONUS_RANK);
  return reached || progressFromXp(totalXp(referred.missions)).rank >= REFERRAL_BONUS_RANK;
}
