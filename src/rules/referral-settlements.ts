import { referralBonusMarked } from './actions/referral-bonus-marked.ts';
import { referralBonusDue, referralPaid } from './actions/referral-paid.ts';
import { changeOf, type Ctx, type PlayerChange, type PlayerState } from './state.ts';

/** What settling the referral bonuses of some players comes to. */
export type Settlement =
  | { changes: PlayerChange[] }
  /** A referrer owed a bonus whose state is not among those given: the caller must add it. */
  | { missing: string[] };

/**
 * The rank-2 referral bonuses owed once an action is done, whatever lifted the player to rank 2 (its
 * own action, a sale, or the XP of its own referrals): for every player of `states` whose bonus is
 * due (`referralBonusDue`), `referralPaid` `{stage: 'rank2'}` on the referrer and
 * `referralBonusMarked` on the player, again until none is due (a bonus may lift the referrer to
 * rank 2 in turn, and pay the referrer's referrer). `states` are the players' latest states; the
 * changes come in the order they are made. When a referrer owed a bonus is not among `states`, it
 * says which players are missing and changes nothing.
 */
export function referralSettlements(states: Readonly<Record<string, PlayerState>>, ctx: Ctx): Settlement {
  const now: Record<string, PlayerState> = { ...states };
  const changes: PlayerChange[] = [];
  for (;;) {
    const due = Object.keys(now).filter((id) => referralBonusDue(now[id]!));
    if (due.length === 0) return { changes };
    const missing = due.map((id) => now[id]!.referral.referrerId!).filter((r) => !now[r]);
    if (missing.length > 0) return { missing: [...new Set(missing)] };
    for (const id of due) {
      const referrerId = now[id]!.referral.referrerId!;
      const paid = referralPaid(now[referrerId]!, { stage: 'rank2' }, ctx);
      now[referrerId] = paid.state;
      changes.push(changeOf(referrerId, referralPaid, paid));
      const marked = referralBonusMarked(now[id]!, {}, ctx);
      now[id] = marked.state;
      changes.push(changeOf(id, referralBonusMarked, marked));
    }
  }
}
