import { describe, expect, it } from 'vitest';
import { missionsView } from './missions-view.ts';
import { NOW, player } from '../../../tests/rules/fixtures.ts';
import { emptyMissions } from '../new-player.ts';

const state = player({
  missions: { ...emptyMissions(), gmXp: 2000, expeditionXp: 75, craftXp: 280 },
  battlePassLevelClaimed: 1,
  today: { day: '2026-01-10', counts: { '6': 3, '1': 40 } },
  lifetime: { '6': 12, '1': 40, '5': 2 },
});

describe('missionsView', () => {
  it('shows every XP field, the total and the battle pass numbers', () => {
    const view = missionsView(state, NOW);
    expect(view).toMatchObject({
      gmXp: 2000,
      expeditionXp: 75,
      craftXp: 280,
      referralXp: 0,
      rewardXp: 0,
      totalXp: 2355,
      battlePassLevelClaimed: 1,
      battlePassMedals: 23,
    });
    expect(view.battlePass).toMatchObject({ level: 2, medals: 23 });
    expect(view.battlePass.fill).toBeCloseTo(0.3, 12);
  });

  it('lists ten levels of rewards from the next unclaimed one', () => {
    const next = missionsView(state, NOW).battlePass.nextRewards;
    expect(next.map((n) => n.level)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(next[0]!.reward).toEqual([{ kind: 'energy', amount: 10 }]);
    expect(next[8]!.reward).toEqual([{ kind: 'voucher', voucher: 'Whitelist', amount: 1 }]);
    const out = missionsView(state, NOW, { Whitelist: 0, FCFS: 5 }).battlePass.nextRewards;
    expect(out[8]!.reward).toEqual([{ kind: 'voucher', voucher: 'FCFS', amount: 1 }]);
  });

  it('counts today`s activities by task name, and none on a new UTC day', () => {
    const view = missionsView(state, NOW);
    expect(view.today).toMatchObject({ Expedition: 3, Gm: 40, Collab: 0 });
    expect(Object.keys(view.today)).toHaveLength(12);
    expect(missionsView(state, Date.UTC(2026, 0, 11)).today.Expedition).toBe(0);
  });

  it('lists the tasks with XP, caps and counts', () => {
    const tasks = missionsView(state, NOW).tasks;
    expect(tasks).toHaveLength(12);
    expect(tasks.find((t) => t.name === 'Expedition')).toEqual({
      type: 6,
      name: 'Expedition',
      xp: 25,
      dailyCap: 3,
      todayCount: 3,
      lifetimeCap: null,
      lifetimeCount: 12,
    });
    expect(tasks.find((t) => t.name === 'Referral')).toMatchObject({ lifetimeCap: 10, lifetimeCount: 2 });
  });
});
