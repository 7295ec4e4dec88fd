import { STARTER_TRAITS } from './catalog/traits.ts';
import { CrateKind } from './catalog/crate-kinds.ts';
import { maxEnergy } from './formulas/energy.ts';
import { MISSION_FIELDS, type MissionsXp, type PlayerState } from './state.ts';

/** Shards a new player starts with. */
export const STARTING_SHARDS = 5000;
export const REGION_COUNT = 10;

/** The zero missions record. */
export function emptyMissions(): MissionsXp {
  return Object.fromEntries(MISSION_FIELDS.map((f) => [f, 0])) as MissionsXp;
}

/**
 * A new player: a Warlord with nothing applied, energy at its maximum, 5,000 shards, 0 TWC,
 * one Basic crate and one Common level-1 trait of Face, Hair, Eyes, Suit and Background.
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
    vauchers: { FreeMint: 0, Whitelist: 0, FCFS: 0, OG: 0, MintTicket: 0 },
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

/** The new player's state with the starter kit in it. */
export function starterState(now: number): PlayerState {
  const empty = emptyPlayerState(now);
  return {
    ...empty,
    shards: STARTING_SHARDS,
    energy: maxEnergy(1, 100),
    crates: { [CrateKind.Small]: 1 },
    traits: Object.fromEntries(STARTER_TRAITS.map((id) => [String(id), { level: 1, cards: 0 }])),
  };
}
