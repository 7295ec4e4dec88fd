import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
let p: TestPlayer;
beforeAll(async () => {
  t = await startTestApp();
  p = await t.signIn('Fresh');
});
afterAll(() => t.close());

const STARTER_TRAITS = [2, 102, 206, 302, 402];

describe("a fresh player's records", () => {
  it('has a level 1 Warlord with nothing applied and full energy', async () => {
    const res = await t.call(p, 'GET', '/warlord');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
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
      energyUpdatedAt: new Date(NOW).toISOString(),
    });
  });

  it('holds 5,000 shards, 0 TWC, 80 energy, one Basic crate and five Common level-1 traits', async () => {
    const pocket = (await t.call(p, 'GET', '/pocket')).json();
    expect(pocket.shards).toBe(5000);
    expect(pocket.TWC).toBe(0);
    expect(pocket.energy).toBe(80);
    expect(pocket.maxEnergy).toBe(80);
    expect(pocket.xpCurrency).toBe(0);
    expect(pocket.ownedCrates).toEqual([{ kind: 0, count: 1 }]);
    expect(pocket.ownedItems).toEqual([]);
    expect(pocket.ownedVauchers).toEqual({ FreeMint: 0, Whitelist: 0, FCFS: 0, OG: 0, MintTicket: 0 });
    expect(pocket.ownedTraits.map((tr: { id: number }) => tr.id)).toEqual(STARTER_TRAITS);
    for (const trait of pocket.ownedTraits) {
      expect(trait).toMatchObject({ level: 1, cards: 0, cardsRequired: 5, applied: false, rarity: 0 });
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
