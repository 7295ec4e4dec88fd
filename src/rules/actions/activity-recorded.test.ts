import { describe, expect, it } from 'vitest';
import { activityRecorded } from './activity-recorded.ts';
import { NOW, ctx, player } from '../../../tests/rules/fixtures.ts';
import type { PlayerState } from '../state.ts';

const NEXT_MIDNIGHT = Date.UTC(2026, 0, 11, 0, 0, 0);

/** Records `n` activities of a type in a row at `now`. */
function record(state: PlayerState, type: number, n: number, now = NOW) {
  const results = [];
  for (let i = 0; i < n; i++) {
    const out = activityRecorded(state, { type, duplicate: false }, ctx({ now }));
    state = out.state;
    results.push(out.result);
  }
  return { state, results };
}

describe('activity.recorded', () => {
  it('pays a Meme 350 XP into memeXp', () => {
    const out = activityRecorded(player(), { type: 2, duplicate: false }, ctx());
    expect(out.result).toEqual({ xpGranted: 350, capped: false, duplicate: false });
    expect(out.state.missions.memeXp).toBe(350);
    expect(out.ledger).toEqual([{ what: 'xp:memeXp', delta: 350, balanceAfter: 350 }]);
  });

  it('credits combined activities to their first named field', () => {
    expect(activityRecorded(player(), { type: 17, duplicate: false }, ctx()).state.missions.floodXp).toBe(50);
    expect(activityRecorded(player(), { type: 19, duplicate: false }, ctx()).state.missions.threadXp).toBe(
      350,
    );
  });

  it('pays 3 Expedition activities a day, caps the 4th, and pays again on the next UTC day', () => {
    const day1 = record(player(), 6, 4);
    expect(day1.results.map((r) => r.xpGranted)).toEqual([25, 25, 25, 0]);
    expect(day1.results[3]).toEqual({ xpGranted: 0, capped: true, duplicate: false });
    expect(day1.state.missions.expeditionXp).toBe(75);
    const late = activityRecorded(day1.state, { type: 6, duplicate: false }, ctx({ now: NEXT_MIDNIGHT - 1 }));
    expect(late.result.capped).toBe(true);
    const day2 = activityRecorded(day1.state, { type: 6, duplicate: false }, ctx({ now: NEXT_MIDNIGHT }));
    expect(day2.result).toEqual({ xpGranted: 25, capped: false, duplicate: false });
    expect(day2.state.missions.expeditionXp).toBe(100);
    expect(day2.state.today).toEqual({ day: '2026-01-11', counts: { '6': 1 } });
  });

  it('pays 5 Collab activities a day', () => {
    const { results, state } = record(player(), 20, 6);
    expect(results.map((r) => r.xpGranted)).toEqual([500, 500, 500, 500, 500, 0]);
    expect(state.missions.collabXp).toBe(2500);
  });

  it('does not cap Gm activities', () => {
    expect(record(player(), 1, 20).state.missions.gmXp).toBe(1000);
  });

  it('pays at most 10 Referral activities in a lifetime, and counts them as paid referrals', () => {
    const early = record(player(), 5, 6, NOW).state;
    const { results, state } = record(early, 5, 5, NOW + 10 * 86_400_000);
    expect(results.map((r) => r.capped)).toEqual([false, false, false, false, true]);
    expect(state.missions.referralXp).toBe(15_000);
    expect(state.referral.paidCount).toBe(10);
  });

  it('changes nothing for a duplicate', () => {
    const before = player({ energy: 0, energyUpdatedAt: NOW - 3600_000 });
    const out = activityRecorded(before, { type: 2, duplicate: true }, ctx());
    expect(out.result).toEqual({ xpGranted: 0, capped: false, duplicate: true });
    expect(out.state).toBe(before);
    expect(out.ledger).toEqual([]);
  });

  it('refuses an unknown activity type with 400', () => {
    expect(() => activityRecorded(player(), { type: 9, duplicate: false }, ctx())).toThrow(
      expect.objectContaining({ message: 'Unknown activity type 9', status: 400 }),
    );
  });
});
