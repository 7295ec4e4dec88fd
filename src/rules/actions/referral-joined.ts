import { changeOf, type PlayerChange, type PlayersReducer } from '../state.ts';
import { referralBonusMarked } from './referral-bonus-marked.ts';
import { referralPaid } from './referral-paid.ts';
import { referralRecorded } from './referral-recorded.ts';

export interface ReferralJoinedAction {
  /** The player making their first profile call. */
  playerId: string;
  /** The player `ref_id` names, when it names one (its state is then in `states`). */
  referrerId: string | null;
  /**
   * The referrer's own chain of referrers, nearest first: a player found in it would close a
   * circle (A refers B, B refers C, C refers A) and is refused like a circle of two.
   */
  referrerChain: readonly string[];
}

/**
 * A player's first profile call over the player and the referrer `ref_id` names: `referralRecorded`
 * on the player; when recorded, `referralPaid` `{stage: 'joined'}` on the referrer, and when that
 * referral does not pay (the referrer's 10 are used), `referralBonusMarked` on the player: an
 * unpaid referral never pays the rank-2 bonus either. The rank-2 bonus itself is settled by the
 * server's write pipeline after every action (see `referralSettlements`).
 */
export const referralJoined: PlayersReducer<ReferralJoinedAction, { recorded: boolean }> = (
  states,
  { playerId, referrerId, referrerChain },
  ctx,
) => {
  const circle = referrerChain.includes(playerId);
  const recorded = referralRecorded(
    states[playerId]!,
    {
      referrerId: referrerId !== null && states[referrerId] && !circle ? referrerId : null,
      selfId: playerId,
      referrerOwnReferrer: referrerChain[0] ?? null,
    },
    ctx,
  );
  const changes: PlayerChange[] = [changeOf(playerId, referralRecorded, recorded)];
  if (!recorded.result.recorded) return { changes, result: { recorded: false } };
  const paid = referralPaid(states[referrerId!]!, { stage: 'joined' }, ctx);
  changes.push(changeOf(referrerId!, referralPaid, paid));
  if (paid.result.capped) {
    changes.push(changeOf(playerId, referralBonusMarked, referralBonusMarked(recorded.state, {}, ctx)));
  }
  return { changes, result: { recorded: true } };
};
