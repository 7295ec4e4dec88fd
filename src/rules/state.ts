import type { Rng } from './rng.ts';
import type { OrderKey } from './catalog/orders.ts';
import type { VoucherKey } from './catalog/vouchers.ts';

/** The XP fields of the missions record. Their sum is the player's total XP. */
export const MISSION_FIELDS = [
  'artXp',
  'expeditionXp',
  'floodXp',
  'gmXp',
  'memeXp',
  'referralXp',
  'threadXp',
  'engageXp',
  'collabXp',
  'craftXp',
  'rewardXp',
] as const;
export type MissionField = (typeof MISSION_FIELDS)[number];
export type MissionsXp = Record<MissionField, number>;

export interface OwnedTrait {
  level: number;
  cards: number;
}

/** An owned item. Potions stay at level 1 with 0 cards; weapons keep usagesLeft at 0. */
export interface OwnedItem {
  level: number;
  cards: number;
  usagesLeft: number;
}

export interface RegionProgress {
  /** Region level, from 1; rises by one on each completed run. */
  level: number;
  /** Epoch milliseconds; 0 when the region never cooled down. */
  cooldownTill: number;
}

/** The player's one expedition. `hidden` true means there is no active expedition. */
export interface ExpeditionRun {
  region: number;
  /** The stage the next send attempts (1-based); past maxStage once the last stage is passed. */
  stage: number;
  /** Whether the last stage sent was passed. */
  passed: boolean;
  hidden: boolean;
  /** What the run has gathered so far; granted by a claim unless the run failed. */
  gained: { shards: number; crates: number[] };
}

/**
 * Everything the rules know of one player, as plain JSON. The server stores it whole;
 * balances can be read off it with `balancesOf`.
 */
export interface PlayerState {
  shards: number;
  TWC: number;
  /** Energy as of `energyUpdatedAt`; the current value is computed on read (see formulas/energy). */
  energy: number;
  energyUpdatedAt: number;
  missions: MissionsXp;
  battlePassLevelClaimed: number;
  /** Owned traits by id. */
  traits: Record<string, OwnedTrait>;
  appliedTraits: number[];
  /** Owned items by id. */
  items: Record<string, OwnedItem>;
  /** Two weapon slots then two consumable slots; -1 is an empty slot. */
  appliedItems: [number, number, number, number];
  /** Unopened crates by crate kind. */
  crates: Record<string, number>;
  vouchers: Record<VoucherKey, number>;
  /** Progress per region id (1-10). */
  regions: Record<string, RegionProgress>;
  expedition: ExpeditionRun;
  /** Activities that paid today, by task type; reset when the UTC day changes. */
  today: { day: string; counts: Record<string, number> };
  /** Activities that ever paid, by task type (for lifetime caps). */
  lifetime: Record<string, number>;
  /** UTC day (YYYY-MM-DD) of the last free gumball pull, or '' never. */
  gumballFreeDay: string;
  /** Today's orders (catalog/orders.ts): absent until the player first does something an order counts. */
  orders?: TodaysOrders;
  referral: {
    /** Whether the player's first profile call happened (a referrer is only recorded on it). */
    decided: boolean;
    /** Who referred this player, once and for good. */
    referrerId: string | null;
    /** Whether the referrer's rank-2 bonus has been paid. */
    bonusPaid: boolean;
    /** Referrals of this player that paid (at most 10). */
    paidCount: number;
  };
}

/** One UTC day's orders of a player: what each kind of goal was done, and what was claimed. */
export interface TodaysOrders {
  day: string;
  progress: Partial<Record<OrderKey, number>>;
  claimed: OrderKey[];
  /** Whether the bonus for claiming every order of the day was paid (it is paid with the last claim). */
  bonus: boolean;
}

/** Goods a player can hold, as moved by grants, rewards and the market. */
export type Good =
  { kind: 'trait'; id: number } | { kind: 'item'; id: number } | { kind: 'crate'; id: number };

/** One of the operators' golden rush windows, epoch milliseconds: [startsAt, endsAt). */
export interface GoldenRushWindow {
  startsAt: number;
  endsAt: number;
}

/** What the rules need to know of the world beyond the player. */
export interface World {
  /** The operators' golden rush windows (any number; the rush is on inside any of them). */
  goldenRush: readonly GoldenRushWindow[];
  /** Whether the GOLDEN_RUSH environment flag forces the rush on. */
  goldenRushForced?: boolean;
  /** Global battle pass voucher stock left, by voucher. */
  voucherStock?: Partial<Record<VoucherKey, number>>;
}

/** The context of every action: the time, the random source and the world. */
export interface Ctx {
  now: number;
  rng: Rng;
  world: World;
}

/** One change of one balance, written as one ledger row. */
export interface LedgerEntry {
  /** What changed: `shards`, `TWC`, `energy`, `xp:<field>`, `crate:<kind>`, `voucher:<key>`,
   * `trait:<id>:cards`, `trait:<id>:level`, `item:<id>:cards`, `item:<id>:level`, `item:<id>:usages`. */
  what: string;
  delta: number;
  balanceAfter: number;
  /** Why this row, where one action writes the same balance twice (e.g. `market.fee` under a sale). */
  note?: string;
}

/** Something that happened that the world beyond this player may act on. */
export type GameEvent =
  | { type: 'rank.reached'; rank: number }
  | { type: 'voucher.stock.used'; voucher: VoucherKey }
  /** A crate opened: the entries of its published table each roll drew (indexes), for the odds test. */
  | { type: 'crate.drawn'; kind: number; entries: number[] }
  /** An expedition sent, with the energy it cost (its ledger row is net of regeneration). */
  | { type: 'expedition.sent'; region: number; energySpent: number };

/** The outcome of an action: the new state, its ledger, events for the world, and the answer. */
export interface Outcome<R> {
  state: PlayerState;
  ledger: LedgerEntry[];
  events: GameEvent[];
  result: R;
}

/**
 * A game action: a pure function of state, input and context, carrying its name (`trait.upgraded`),
 * under which the server writes its ledger rows.
 */
export interface Reducer<A, R> {
  (state: PlayerState, action: A, ctx: Ctx): Outcome<R>;
  readonly action: string;
}

/** Names a reducer: `reducer('trait.upgraded', (state, action, ctx) => ...)`. */
export function reducer<A, R>(
  action: string,
  fn: (state: PlayerState, action: A, ctx: Ctx) => Outcome<R>,
): Reducer<A, R> {
  return Object.assign(fn, { action });
}

/** One player's part of an action over several players: the named action and its outcome. */
export interface PlayerChange {
  playerId: string;
  /** The ledger's action name for these rows (a reducer's name). */
  action: string;
  outcome: Omit<Outcome<unknown>, 'result'>;
}

/** The outcome of an action over several players: each change in the order it was made. */
export interface PlayersOutcome<R> {
  changes: PlayerChange[];
  result: R;
}

/**
 * A game action over the states of several players (a market buy: the buyer and the seller), by
 * profile id. Every player it changes must be among `states`.
 */
export type PlayersReducer<A, R> = (
  states: Readonly<Record<string, PlayerState>>,
  action: A,
  ctx: Ctx,
) => PlayersOutcome<R>;

/** A one-player outcome as a change of that player, under the reducer's name. */
export function changeOf(
  playerId: string,
  named: { action: string },
  outcome: Outcome<unknown>,
): PlayerChange {
  return { playerId, action: named.action, outcome };
}
