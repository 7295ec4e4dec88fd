import { describe, expect, it } from 'vitest';
import { referralBonusDue, referralPaid } from './referral-paid.ts';
import { referralBonusMarked } from './referral-bonus-marked.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';
import { emptyMissions } from '../new-player.ts';
import type { PlayerState } from '../state.ts';

const referred = (patch: Partial<PlayerState['referral']>, engageXp = 0) =>
  player({
    missions: { ...emptyMissions(), engageXp },
    referral: { decided: true, referrerId: 'r1', bonusPaid: false, paidCount: 0, ...patch },
  });

describe('referral.paid', () => {
  it('pays the referrer 5 Referral XP when a friend joins', () => {
    const out = referralPaid(player(), { stage: 'joined' }, ctx());
    expect(out.result).toEqual({ xpGranted: 5, capped: false });
    expect(out.state.missions.referralXp).toBe(5);
    expect(out.state.referral.paidCount).toBe(1);
    expect(out.state.lifetime['5']).toBe(1);
    expect(out.ledger).toEqual([{ what: 'xp:referralXp', delta: 5, balanceAfter: 5 }]);
  });

  it('pays 10 referrals, then caps', () => {
    let state = player();
    const granted: number[] = [];
    for (let i = 0; i < 11; i++) {
      const out = referralPaid(state, { stage: 'joined' }, ctx());
      state = out.state;
      granted.push(out.result.xpGranted);
    }
    expect(granted).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0]);
    expect(state.referral.paidCount).toBe(10);
    expect(state.missions.referralXp).toBe(50);
    expect(referralPaid(state, { stage: 'joined' }, ctx()).result).toEqual({ xpGranted: 0, capped: true });
  });

  it('pays 1,495 more when the friend reaches rank 2, without counting the referral again', () => {
    const joined = referralPaid(player(), { stage: 'joined' }, ctx()).state;
    const out = referralPaid(joined, { stage: 'rank2' }, ctx());
    expect(out.result).toEqual({ xpGranted: 1495, capped: false });
    expect(out.state.missions.referralXp).toBe(1500);
    expect(out.state.referral.paidCount).toBe(1);
    expect(out.state.lifetime['5']).toBe(1);
  });

  it('refuses an unknown stage with 400', () => {
    expect(() => referralPaid(player(), { stage: 'rank3' as 'rank2' }, ctx())).toThrow(
      expect.objectContaining({ message: 'Unknown referral stage rank3', status: 400 }),
    );
  });
});

describe('referral bonus', () => {
  it('is due when a referred player reaches rank 2', () => {
    // Rank 2 starts at level 6, which takes 1,500 XP.
    expect(referralBonusDue(referred({}, 1500), [{ type: 'rank.reached', rank: 2 }])).toBe(true);
    expect(referralBonusDue(referred({}, 1500))).toBe(true);
  });

  it('is not due below rank 2, without a referrer, or once paid', () => {
    expect(referralBonusDue(referred({}, 1499))).toBe(false);
    expect(referralBonusDue(referred({ referrerId: null }, 1500), [{ type: 'rank.reached', rank: 2 }])).toBe(
      false,
    );
    expect(referralBonusDue(referred({ bonusPaid: true }, 1500), [{ type: 'rank.reached', rank: 2 }])).toBe(
      false,
    );
  });

  it('is marked paid once on the referred player', () => {
    const out = referralBonusMarked(referred({}, 1500), {}, ctx());
    expect(out.result).toEqual({ marked: true });
    expect(out.state.referral.bonusPaid).toBe(true);
    expect(referralBonusDue(out.state, [{ type: 'rank.reached', rank: 2 }])).toBe(false);
    expect(referralBonusMarked(out.state, {}, ctx()).result).toEqual({ marked: false });
  });
});
