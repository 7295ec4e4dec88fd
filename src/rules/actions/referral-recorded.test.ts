import { describe, expect, it } from 'vitest';
import { referralRecorded } from './referral-recorded.ts';
import { ctx, player } from '../../../tests/rules/fixtures.ts';

const fresh = () => player();

describe('referral.recorded', () => {
  it('records the referrer on the first profile call', () => {
    const out = referralRecorded(fresh(), { referrerId: 'r1', selfId: 'p1' }, ctx());
    expect(out.result).toEqual({ recorded: true });
    expect(out.state.referral).toEqual({ decided: true, referrerId: 'r1', bonusPaid: false, paidCount: 0 });
    expect(out.ledger).toEqual([]);
  });

  it('refuses the player as their own referrer, and decides for good', () => {
    const out = referralRecorded(fresh(), { referrerId: 'p1', selfId: 'p1' }, ctx());
    expect(out.result).toEqual({ recorded: false });
    expect(out.state.referral).toMatchObject({ decided: true, referrerId: null });
    const later = referralRecorded(out.state, { referrerId: 'r1', selfId: 'p1' }, ctx());
    expect(later.result.recorded).toBe(false);
    expect(later.state.referral.referrerId).toBeNull();
  });

  it('refuses a second referrer', () => {
    const first = referralRecorded(fresh(), { referrerId: 'r1', selfId: 'p1' }, ctx());
    const second = referralRecorded(first.state, { referrerId: 'r2', selfId: 'p1' }, ctx());
    expect(second.result.recorded).toBe(false);
    expect(second.state.referral.referrerId).toBe('r1');
  });

  it('records nothing after a first profile call without a referrer', () => {
    const first = referralRecorded(fresh(), { referrerId: null, selfId: 'p1' }, ctx());
    expect(first.result.recorded).toBe(false);
    expect(first.state.referral.decided).toBe(true);
    expect(referralRecorded(first.state, { referrerId: 'r1', selfId: 'p1' }, ctx()).result.recorded).toBe(
      false,
    );
  });

  it('refuses the player who was referred by this one: two players cannot refer each other', () => {
    const out = referralRecorded(
      fresh(),
      { referrerId: 'r1', selfId: 'p1', referrerOwnReferrer: 'p1' },
      ctx(),
    );
    expect(out.result.recorded).toBe(false);
    expect(out.state.referral).toMatchObject({ decided: true, referrerId: null });
    const other = referralRecorded(
      fresh(),
      { referrerId: 'r1', selfId: 'p1', referrerOwnReferrer: 'x9' },
      ctx(),
    );
    expect(other.result.recorded).toBe(true);
  });

  it('does not take an empty ref_id as a referrer', () => {
    expect(referralRecorded(fresh(), { referrerId: '', selfId: 'p1' }, ctx()).result.recorded).toBe(false);
  });
});
