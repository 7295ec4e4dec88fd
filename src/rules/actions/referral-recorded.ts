import { settle } from '../ledger.ts';
import { reducer } from '../state.ts';

/**
 * `referral.recorded`, on the referred player: records who referred them. Only the player's first
 * profile call may record a referrer (after it, `decided` is true whatever happened); never the
 * player themself, never a second referrer, never the player's own referee (`referrerOwnReferrer`,
 * the referrer's referrer, is this player: two players cannot refer each other and both be paid).
 * Not recording is no error, so the profile call still answers. The server passes `referrerId`
 * null when `ref_id` names no known player.
 *
 * How the server chains the referral (each step one transaction, both players' rows locked):
 * 1. GET /profile?ref_id=R of player P: `referralRecorded` on P. When `recorded`, `referralPaid`
 *    `{stage: 'joined'}` on R (5 Referral XP, one of R's 10 paid referrals). When that answer is
 *    `capped`, `referralBonusMarked` on P: an unpaid referral never pays the rank-2 bonus either.
 * 2. After any action of P, when `referralBonusDue(P's new state, outcome.events)` holds:
 *    `referralPaid` `{stage: 'rank2'}` on P's referrer (1,495 more XP) and `referralBonusMarked` on P.
 */
export const referralRecorded = reducer<
  { referrerId: string | null; selfId: string; referrerOwnReferrer?: string | null },
  { recorded: boolean }
>('referral.recorded', (before, { referrerId, selfId, referrerOwnReferrer = null }) => {
  // No balance and nothing time-bound changes here, so the state is not prepared.
  const recorded =
    !before.referral.decided &&
    before.referral.referrerId === null &&
    typeof referrerId === 'string' &&
    referrerId !== '' &&
    referrerId !== selfId &&
    referrerOwnReferrer !== selfId;
  const referral = {
    ...before.referral,
    decided: true,
    referrerId: recorded ? referrerId : before.referral.referrerId,
  };
  return settle(before, { ...before, referral }, { recorded });
});
