import { STARTER_TRAITS, TRAITS } from './catalog/traits.ts';
import { CrateKind } from './catalog/crate-kinds.ts';
import { maxEnergy } from './formulas/energy.ts';
import { warlordStats } from './formulas/stats.ts';
import type { Rng } from './rng.ts';
import { MISSION_FIELDS, type MissionsXp, type PlayerState } from './state.ts';

/** Shards a new player starts with. */
export const STARTING_SHARDS = 5000;
export const REGION_COUNT = 10;

/** The zero missions record. */
export function emptyMissions(): MissionsXp {
  return Object.fromEntries(MISSION_FIELDS.map((f) => [f, 0])) as MissionsXp;
}

/**
 * A new player: a Warlord with no items applied, energy at its maximum, 5,000 shards, 0 TWC,
 * one Basic crate and one Common level-1 trait of Face, Hair, Eyes, Suit and Background, worn.
 * Balances start at zero here; `grantStarterKit` gives the kit through the ledger.
 */
export function emptyPlayerState(now: number): PlayerState {
  return {
    shards: 0,
    TWC: 0,
    energy: 0,
    energyUpdatedAt: now,
    missions: emptyMissions(),
    battlePassLevelClaimed: 0,
    traits: {},
    appliedTraits: [],
    items: {},
    appliedItems: [-1, -1, -1, -1],
    crates: {},
    vouchers: { FreeMint: 0, Whitelist: 0, FCFS: 0, OG: 0, MintTicket: 0 },
    regions: Object.fromEntries(
      Array.from({ length: REGION_COUNT }, (_, i) => [String(i + 1), { level: 1, cooldownTill: 0 }]),
    ),
    expedition: { region: 1, stage: 1, passed: false, hidden: true, gained: { shards: 0, crates: [] } },
    today: { day: '', counts: {} },
    lifetime: {},
    gumballFreeDay: '',
    referral: { decided: false, referrerId: null, bonusPaid: false, paidCount: 0 },
  };
}

/** The categories a new player gets one Common trait of, in this order. */
export const STARTER_CATEGORIES = ['Face', 'Hair', 'Eyes', 'Suit', 'Background'] as const;

/**
 * Commons a new Warlord is never dressed in: a first look should be heroic, and the Sad face and the
 * red eyes read as defeated or sick (a fresh player's review). They still drop from crates.
 */
export const UNHEROIC_TRAITS: ReadonlySet<number> = new Set([5 /* Face: Sad */, 208 /* Eyes: Red */]);

/**
 * One Common trait of each starter category, each drawn uniformly among that category's heroic
 * Commons (game-design.md section 1: new Warlords are dressed and need not look alike).
 */
export function drawStarterTraits(rng: Rng): number[] {
  return STARTER_CATEGORIES.map((category) => {
    const commons = TRAITS.filter(
      (t) => t.category === category && t.rarity === 0 && !UNHEROIC_TRAITS.has(t.id),
    );
    return commons[Math.min(commons.length - 1, Math.floor(rng.next() * commons.length))]!.id;
  });
}

/**
 * The new player's state with the starter kit in it. With `rng`, the five traits are drawn at
 * random and worn; without it (test fixtures), they are the first Commons, owned but not worn.
 */
export function starterState(now: number, rng?: Rng): PlayerState {
  const empty = emptyPlayerState(now);
  const traits = rng ? drawStarterTraits(rng) : [...STARTER_TRAITS];
  const kit: PlayerState = {
    ...empty,
    shards: STARTING_SHARDS,
    crates: { [CrateKind.Small]: 1 },
    traits: Object.fromEntries(traits.map((id) => [String(id), { level: 1, cards: 0 }])),
    appliedTraits: rng ? traits : [],
  };
  // Full energy for the Warlord as dressed: worn traits raise exploration, and with it the maximum.
  return { ...kit, energy: maxEnergy(1, warlordStats(kit).exploration) };
}
