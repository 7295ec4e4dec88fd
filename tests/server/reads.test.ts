import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, startTestApp, type TestApp, type TestPlayer } from './harness.ts';
import { traitCategoryOf } from '../../src/rules/catalog/traits.ts';

let t: TestApp;
let p: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  p = await t.signIn('Fresh');
});
afterAll(() => t.close());

describe("a fresh player's records", () => {
  it('has a level 1 Warlord wearing its five Commons and full energy', async () => {
    const res = await t.call(p, 'GET', '/warlord');
    expect(res.statusCode).toBe(200);
    const worn = res.json().appliedTraits as number[];
    expect(worn.map((id) => traitCategoryOf(id))).toEqual(['Face', 'Hair', 'Eyes', 'Suit', 'Background']);
    // Five Commons at level 1 add (0*2+1)*2 = 2 each: rarity 110; each stat is raised by 2 or 3 traits.
    expect(res.json()).toEqual({
      level: 1,
      rank: 1,
      rarity: 110,
      points: 0,
      requiredPoints: 100,
      stats: { yield: 106, exploration: 106, power: 104, stealth: 104 },
      appliedTraits: worn,
      appliedItems: [-1, -1, -1, -1],
      energy: 83,
      maxEnergy: 83,
      energyUpdatedAt: new Date(NOW).toISOString(),
    });
  });

  it('holds 5,000 shards, 0 TWC, 83 energy, one Basic crate and five Common level-1 traits, worn', async () => {
    const pocket = (await t.call(p, 'GET', '/pocket')).json();
    expect(pocket.shards).toBe(5000);
    expect(pocket.TWC).toBe(0);
    expect(pocket.energy).toBe(83);
    expect(pocket.maxEnergy).toBe(83);
    expect(pocket.xpCurrency).toBe(0);
    expect(pocket.ownedCrates).toEqual([{ kind: 0, count: 1 }]);
    expect(pocket.ownedItems).toEqual([]);
    expect(pocket.ownedVauchers).toEqual({ FreeMint: 0, Whitelist: 0, FCFS: 0, OG: 0, MintTicket: 0 });
    const worn = (await t.call(p, 'GET', '/warlord')).json().appliedTraits as number[];
    expect(pocket.ownedTraits.map((tr: { id: number }) => tr.id)).toEqual(worn);
    for (const trait of pocket.ownedTraits) {
      expect(trait).toMatchObject({ level: 1, cards: 0, cardsRequired: 5, applied: true, rarity: 0 });
    }
  });

  it('has no expedition and region I open at stage 1', async () => {
    const { expedition, regions } = (await t.call(p, 'GET', '/expedition')).json();
    expect(expedition).toMatchObject({
      region: 1,
      regionLevel: 1,
      stage: 1,
      passed: false,
      hidden: true,
      gainedRewards: { shards: 0, crates: [] },
    });
    expect(expedition.complexities).toHaveLength(10);
    expect(regions).toHaveLength(10);
    expect(regions[0]).toMatchObject({
      id: 1,
      level: 1,
      maxStage: 2,
      name: 'Region I',
      rankRequired: 1,
      cooldownTill: null,
      locked: false,
      stageInfo: {
        stage: 1,
        energyRequired: 15,
        rewardLeft: { shards: 1850, crates: 1 },
        shardRP: { values: [555, 1110, 1665, 2220] },
      },
    });
    expect(regions.map((r: { locked: boolean }) => r.locked)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('has every missions XP field at 0 and no battle pass level claimed', async () => {
    const missions = (await t.call(p, 'GET', '/missions')).json();
    for (const field of [
      'artXp',
      'expeditionXp',
      'floodXp',
      'gmXp',
      'memeXp',
      'refferalXp',
      'threadXp',
      'engageXp',
      'collabXp',
      'craftXp',
      'totalXp',
      'battlePassLevelClaimed',
      'battlePassMedals',
    ]) {
      expect(missions[field], field).toBe(0);
    }
    expect(missions.today.Gm).toBe(0);
  });

  it('lists the crates with prices and published tables, and a free gumball pull', async () => {
    const { crates, gumball } = (await t.call(p, 'GET', '/crates')).json();
    expect(crates).toHaveLength(11);
    expect(crates[0]).toMatchObject({
      kind: 0,
      name: 'Basic',
      price: { shards: 4000, TWC: 4 },
      owned: 1,
      rolls: 3,
    });
    const total = crates[0].table.reduce((sum: number, row: { chance: number }) => sum + row.chance, 0);
    expect(total).toBeCloseTo(100, 5);
    expect(gumball).toMatchObject({ price: 2000, freeToday: true });
  });

  it('shows the global battle pass stock', async () => {
    const res = await t.call(p, 'GET', '/battle-pass/left');
    expect(res.json()).toEqual([
      { vaucher: 'Whitelist', left: 500 },
      { vaucher: 'FCFS', left: 1000 },
    ]);
  });

  it('has a profile with the Discord name and nothing else filled in', async () => {
    const res = await t.call(p, 'GET', '/profile');
    expect(res.json()).toEqual({
      id: p.id,
      createdAt: new Date(NOW).toISOString(),
      discord: { id: 'dev:fresh', username: 'Fresh', avatar: null },
      social: { id: null, name: null },
      ethWallet: null,
      solWallet: null,
      questPlatformId: null,
      referrals: { count: 0, xp: 0 },
    });
  });

  it('refuses unknown query fields on a read', async () => {
    const res = await t.call(p, 'GET', '/pocket?debug=1');
    expect(res.statusCode).toBe(400);
    expect(res.json().err).toMatch(/debug/);
  });
});
