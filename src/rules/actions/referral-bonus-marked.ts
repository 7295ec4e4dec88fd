import { settle } from '../ledger.ts';
import { reducer } from '../state.ts';

/**
 * `referral.bonusMarked`, on the referred player: the referrer's rank-2 bonus is settled (paid, or
 * never due because the referral itself did not pay), so it is never paid again. `marked` is false
 * when it already was.
 */
export const referralBonusMarked = reducer<Record<string, never>, { marked: boolean }>(
  'referral.bonusMarked',
  (before) => {
    if (before.referral.bonusPaid) return settle(before, before, { marked: false });
    return settle(before, { ...before, referral: { ...before.referral, bonusPaid: true } }, { marked: true });
  },
);
