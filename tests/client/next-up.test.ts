// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CratesView } from '../../src/rules/views/crates-view.ts';
import type { ExpeditionView, RegionView } from '../../src/rules/views/expedition-view.ts';
import type { MissionsView } from '../../src/rules/views/missions-view.ts';
import type { OrdersView } from '../../src/rules/views/orders-view.ts';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';
import {
  leadOf,
  nextReady,
  nextUnlock,
  offers,
  openingRegion,
} from '../../src/client/screens/expedition/next-up.ts';

const T0 = Date.parse('2026-11-21T12:00:00.000Z');
const iso = (t: number) => new Date(t).toISOString();

const region = (id: number, patch: Partial<RegionView> = {}): RegionView =>
  ({
    id,
    name: `Region ${id}`,
    locked: false,
    rankRequired: 1,
    cooldownTill: null,
    maxStage: 2,
    stageInfo: { stage: 1, energyRequired: 15 },
    ...patch,
  }) as unknown as RegionView;

const view = (regions: RegionView[], run: Partial<ExpeditionView['expedition']> = {}): ExpeditionView =>
  ({
    regions,
    expedition: { hidden: true, region: 1, finished: false, passed: false, ...run },
  }) as ExpeditionView;

const pocket = (patch: Partial<PocketView> = {}): PocketView =>
  ({
    energy: 80,
    maxEnergy: 80,
    energyUpdatedAt: iso(T0),
    shards: 0,
    ownedTraits: [],
    ownedItems: [],
    ownedCrates: [],
    ...patch,
  }) as unknown as PocketView;

const cooling = (ms: number) => ({ cooldownTill: iso(T0 + ms) });

describe('the region the map opens on', () => {
  it('keeps the selected region when it can be sent now', () => {
    expect(openingRegion(view([region(1), region(2)]), pocket(), 2, T0)).toBe(2);
  });

  it('moves off a cooling selection to the first region that can be sent', () => {
    const regions = [region(1, cooling(60_000)), region(2, cooling(60_000)), region(3), region(4)];
    expect(openingRegion(view(regions), pocket(), 1, T0)).toBe(3);
  });

  it('skips locked regions and regions whose stage costs more energy than is left', () => {
    const regions = [
      region(1, { locked: true }),
      region(2, { stageInfo: { stage: 1, energyRequired: 40 } } as never),
      region(3),
    ];
    expect(openingRegion(view(regions), pocket({ energy: 20 }), 1, T0)).toBe(3);
  });

  it('opens on the run under way', () => {
    expect(openingRegion(view([region(1), region(2)], { hidden: false, region: 2 }), pocket(), 1, T0)).toBe(
      2,
    );
  });

  it('keeps the selection when nothing can be sent', () => {
    expect(openingRegion(view([region(1, cooling(1000)), region(2, cooling(1000))]), pocket(), 2, T0)).toBe(
      2,
    );
  });
});

describe('when the next region is ready', () => {
  it('is nothing while a region can be sent', () => {
    expect(nextReady(view([region(1, cooling(1000)), region(2)]), pocket(), T0)).toBeNull();
  });

  it('is the cooldown that ends first', () => {
    const next = nextReady(
      view([region(1, cooling(3_600_000)), region(2, cooling(1_800_000))]),
      pocket(),
      T0,
    );
    expect([next?.region.id, next?.inMs]).toEqual([2, 1_800_000]);
  });

  it('waits for the energy a stage needs (one point every 90 s)', () => {
    // 10 energy, 15 needed: 5 points, the first 90 s after the last update.
    const next = nextReady(view([region(1)]), pocket({ energy: 10 }), T0);
    expect([next?.region.id, next?.inMs]).toEqual([1, 450_000]);
  });
});

describe('what the card offers meanwhile', () => {
  const crates = { gumball: { price: 2000, freeToday: true } } as CratesView;

  it('offers an upgrade the player has the cards for, their crates, the free gumball and the market', () => {
    const p = pocket({
      ownedTraits: [{ name: 'Grin', cards: 5, cardsRequired: 5, maxLevel: false }] as never,
      ownedCrates: [{ kind: 0, count: 2 }],
    });
    expect(offers(p, crates).map((o) => o.text)).toEqual([
      'Open your 2 Basic crates',
      'Upgrade Grin: you have the cards',
      'Pull the gumball: free today',
      "Earn XP on today's missions",
      'Trade cards on the market',
    ]);
  });

  it('offers a crate to buy when the shards are there, and a paid pull', () => {
    const p = pocket({ shards: 5000 });
    expect(
      offers(p, { gumball: { price: 2000, freeToday: false } } as CratesView).map((o) => o.text),
    ).toEqual([
      'Buy a Basic crate for 4,000 shards',
      'Pull the gumball for 2,000 shards',
      "Earn XP on today's missions",
      'Trade cards on the market',
    ]);
  });

  it('offers no upgrade without the cards, nor a weapon upgrade without the shards', () => {
    const p = pocket({
      shards: 100,
      ownedTraits: [{ name: 'Grin', cards: 4, cardsRequired: 5, maxLevel: false }] as never,
      ownedItems: [
        { name: 'Axe', kind: 'Weapon', cards: 9, cardsRequired: 2, shardsRequired: 500, maxLevel: false },
      ] as never,
    });
    expect(offers(p, undefined).map((o) => o.key)).toEqual(['missions', 'market']);
  });

  it('offers the battle pass levels reached and not claimed', () => {
    const missions = { battlePass: { level: 3 }, battlePassLevelClaimed: 1 } as MissionsView;
    expect(offers(pocket(), undefined, missions).map((o) => o.text)).toEqual([
      'Claim 2 battle pass levels',
      "Earn XP on today's missions",
      'Trade cards on the market',
    ]);
    const claimed = { battlePass: { level: 3 }, battlePassLevelClaimed: 3 } as MissionsView;
    expect(offers(pocket(), undefined, claimed).map((o) => o.key)).toEqual(['missions', 'market']);
  });

  it("offers an order of today's done and not claimed first, and leads with it", () => {
    const order = (key: string, title: string, done: number, claimed = false) =>
      ({ key, title, target: 1, done, claimed, reward: [] }) as unknown as OrdersView['orders'][number];
    const orders = (...o: OrdersView['orders']) => ({ orders: o }) as OrdersView;
    const one = offers(pocket(), undefined, null, {
      orders: orders(order('gumball', 'Pull the gumball', 1), order('dress', 'Apply a trait or an item', 0)),
    });
    expect(one[0]).toEqual({
      key: 'orders',
      to: '/missions',
      text: "Today's order “Pull the gumball” is done: claim it in Missions",
    });
    expect(leadOf([], one)).toEqual({ to: '/missions', label: 'Claim in Missions' });
    const two = orders(order('gumball', 'Pull the gumball', 1), order('crate', 'Open a crate', 1));
    expect(offers(pocket(), undefined, null, { orders: two })[0]!.text).toBe(
      "2 of today's orders are done: claim them in Missions",
    );
    // Claimed, or not done: nothing to offer.
    const none = orders(order('gumball', 'Pull the gumball', 1, true), order('crate', 'Open a crate', 0));
    expect(offers(pocket(), undefined, null, { orders: none }).map((o) => o.key)).not.toContain('orders');
  });

  it('names the crate a run just won, and leaves the starting Basic crate to its first step', () => {
    const p = pocket({
      ownedCrates: [
        { kind: 0, count: 1 },
        { kind: 4, count: 1 },
      ],
    });
    expect(offers(p, undefined).map((o) => o.text)[0]).toBe('Open your 2 crates');
    const first = offers(p, undefined, null, { pending: new Set(['crate']) });
    expect(first[0]).toEqual({
      key: 'open',
      to: '/pocket#crates-title',
      text: 'Open your Expedition I crate',
    });
    // A second Basic crate (a gumball's prize) beside the step's: "your other" one.
    const two = pocket({ ownedCrates: [{ kind: 0, count: 2 }] });
    expect(offers(two, undefined, null, { pending: new Set(['crate']) })[0]!.text).toBe(
      'Open your other Basic crate',
    );
    expect(offers(two, undefined)[0]!.text).toBe('Open your 2 Basic crates');
    // The Basic crate alone, its step pending: offered by the step only.
    const basic = offers(pocket({ ownedCrates: [{ kind: 0, count: 1 }] }), undefined, null, {
      pending: new Set(['crate']),
    });
    expect(basic.map((o) => o.key)).toEqual(['missions']);
  });

  it('leaves the free pull to its first step, and the market out while the steps show', () => {
    const shown = offers(pocket(), crates, null, { pending: new Set(['gumball', 'trait']) });
    expect(shown.map((o) => o.key)).toEqual(['missions']);
  });

  it('says how much XP the next rank takes and the region it opens', () => {
    const unlock = { rank: 2, title: 'Shattered Glacier', xpLeft: 1475 };
    expect(offers(pocket(), undefined, null, { unlock }).find((o) => o.key === 'missions')?.text).toBe(
      'Missions: 1,475 XP to rank 2 and Shattered Glacier',
    );
  });
});

describe('the next region a rank opens', () => {
  it('is the locked region of the lowest rank, with the XP left to it (rank 2 at 1,500 XP)', () => {
    const regions = [
      region(1),
      region(2),
      region(4, { locked: true, rankRequired: 3 }),
      region(3, { locked: true, rankRequired: 2 }),
    ];
    expect(nextUnlock(regions, 25)).toEqual({ rank: 2, title: 'Shattered Glacier', xpLeft: 1475 });
  });

  it('is nothing when every region is open or the XP is not known yet', () => {
    expect(nextUnlock([region(1), region(2)], 25)).toBeNull();
    expect(nextUnlock([region(3, { locked: true, rankRequired: 2 })], undefined)).toBeNull();
  });
});

describe("the resting card's one button", () => {
  const step = (key: string, done = false) => ({ key, text: `step ${key}`, to: `/${key}`, done });
  const held = pocket({ ownedCrates: [{ kind: 4, count: 1 }] });

  it('leads to the starting crate first, then to a crate a run won, before the other steps', () => {
    const steps = [step('send', true), step('crate'), step('trait'), step('gumball')];
    expect(leadOf(steps, offers(held, undefined))).toEqual({ to: '/crate', label: 'step crate' });
    const opened = [step('send', true), step('crate', true), step('trait'), step('gumball')];
    expect(leadOf(opened, offers(held, undefined))).toEqual({
      to: '/pocket#crates-title',
      label: 'Open your Expedition I crate',
    });
    expect(leadOf(opened, offers(pocket(), undefined))).toEqual({ to: '/gumball', label: 'step gumball' });
  });

  it('leads to the missions when nothing else is there, never to the send it cannot make', () => {
    expect(leadOf([step('send')], offers(pocket(), undefined))).toEqual({
      to: '/missions',
      label: 'Earn XP on missions',
    });
  });
});
