import { describe, expect, it } from 'vitest';
import { warlordView } from './warlord-view.ts';
import { NOW, player } from '../../../tests/rules/fixtures.ts';
import { emptyMissions } from '../new-player.ts';

describe('warlordView', () => {
  it('shows a new player: level 1, rank 1, rarity 100, every stat 100, full energy', () => {
    expect(warlordView(player(), NOW)).toEqual({
      level: 1,
      rank: 1,
      rarity: 100,
      points: 0,
      requiredPoints: 100,
      stats: { yield: 100, exploration: 100, power: 100, stealth: 100 },
      appliedTraits: [],
      appliedItems: [-1, -1, -1, -1],
      energy: 80,
      maxEnergy: 80,
      energyUpdatedAt: '2026-01-10T12:00:00.000Z',
    });
  });

  it('derives level, points, rarity, stats and regenerated energy from the state', () => {
    const state = player({
      // 350 XP: level 3 starts at 300, so 50 points of the 300 level 3 takes.
      missions: { ...emptyMissions(), gmXp: 300, craftXp: 50 },
      appliedTraits: [2, 102],
      items: { '257': { level: 1, cards: 0, usagesLeft: 0 } },
      appliedItems: [257, -1, -1, -1],
      // 100 s ago: one tick of 90 s, the 10 s beyond are kept.
      energy: 50,
      energyUpdatedAt: NOW - 100_000,
    });
    expect(warlordView(state, NOW)).toEqual({
      level: 3,
      rank: 1,
      // Grin (Face) and Undercut (Hair), Common at level 1: boost 2 each.
      rarity: 104,
      points: 50,
      requiredPoints: 300,
      // Dagger adds (0 + 2)*2 = 4 power.
      stats: { yield: 104, exploration: 102, power: 106, stealth: 100 },
      appliedTraits: [2, 102],
      appliedItems: [257, -1, -1, -1],
      energy: 51,
      // (1+1)*40 + floor((102-100)/2) = 81.
      maxEnergy: 81,
      energyUpdatedAt: '2026-01-10T11:59:50.000Z',
    });
  });

  it('shows rank 2 from level 6 (1,500 XP)', () => {
    const view = warlordView(player({ missions: { ...emptyMissions(), memeXp: 1500 } }), NOW);
    expect(view).toMatchObject({ level: 6, rank: 2, points: 0, requiredPoints: 600, maxEnergy: 120 });
  });
});
