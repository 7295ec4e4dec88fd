import { totalXp, progressFromXp } from './formulas/progression.ts';
import {
  MISSION_FIELDS,
  type GameEvent,
  type LedgerEntry,
  type OwnedItem,
  type OwnedTrait,
  type Outcome,
  type PlayerState,
} from './state.ts';

/**
 * Every balance a player holds, flattened to `what -> amount`. Energy is the stored value
 * (regeneration is written to the ledger when it is materialised). Zero balances may be absent.
 */
export function balancesOf(state: PlayerState): Record<string, number> {
  const out: Record<string, number> = { shards: state.shards, TWC: state.TWC, energy: state.energy };
  for (const field of MISSION_FIELDS) out[`xp:${field}`] = state.missions[field];
  for (const [kind, count] of Object.entries(state.crates)) out[`crate:${kind}`] = count;
  for (const [key, count] of Object.entries(state.vouchers)) out[`voucher:${key}`] = count;
  for (const [id, t] of Object.entries(state.traits)) {
    out[`trait:${id}:level`] = t.level;
    out[`trait:${id}:cards`] = t.cards;
  }
  for (const [id, i] of Object.entries(state.items)) {
    out[`item:${id}:level`] = i.level;
    out[`item:${id}:cards`] = i.cards;
    out[`item:${id}:usages`] = i.usagesLeft;
  }
  return out;
}

/** Per owned trait and item, the balances it holds, as balancesOf names them. */
const TRAIT_BALANCES = [
  ['level', (t: OwnedTrait) => t.level],
  ['cards', (t: OwnedTrait) => t.cards],
] as const;
const ITEM_BALANCES = [
  ['level', (i: OwnedItem) => i.level],
  ['cards', (i: OwnedItem) => i.cards],
  ['usages', (i: OwnedItem) => i.usagesLeft],
] as const;

/**
 * The ledger entries that take `before` to `after`: one per balance of balancesOf that changed (an
 * absent balance counts as 0), in a stable order. Compares the two states field by field rather
 * than through balancesOf's two maps (which cost most of a crate's opening): a record, or a trait
 * or item, that is the same object in both holds the same balances and is skipped.
 */
export function diffLedger(before: PlayerState, after: PlayerState): LedgerEntry[] {
  const entries: LedgerEntry[] = [];
  const add = (what: string, from = 0, to = 0) => {
    if (from !== to) entries.push({ what, delta: to - from, balanceAfter: to });
  };
  add('shards', before.shards, after.shards);
  add('TWC', before.TWC, after.TWC);
  add('energy', before.energy, after.energy);
  for (const field of MISSION_FIELDS) {
    if (before.missions[field] !== after.missions[field]) {
      add(`xp:${field}`, before.missions[field], after.missions[field]);
    }
  }
  const counts = (prefix: string, a: Record<string, number>, b: Record<string, number>) => {
    if (a === b) return;
    for (const key of keysOf(a, b)) add(`${prefix}:${key}`, a[key], b[key]);
  };
  counts('crate', before.crates, after.crates);
  counts('voucher', before.vouchers, after.vouchers);
  const owned = <T>(
    prefix: string,
    a: Record<string, T>,
    b: Record<string, T>,
    balances: readonly (readonly [string, (x: T) => number])[],
  ) => {
    if (a === b) return;
    for (const key of keysOf(a, b)) {
      const from = a[key];
      const to = b[key];
      if (from === to) continue;
      for (const [name, of] of balances) {
        add(`${prefix}:${key}:${name}`, from && of(from), to && of(to));
      }
    }
  };
  owned('trait', before.traits, after.traits, TRAIT_BALANCES);
  owned('item', before.items, after.items, ITEM_BALANCES);
  // Only the changed balances are sorted (a handful), not every balance the player holds.
  return entries.sort((x, y) => (x.what < y.what ? -1 : x.what > y.what ? 1 : 0));
}

/** The keys of two records, each once. */
function keysOf(a: object, b: object): string[] {
  const keys = Object.keys(a);
  for (const key of Object.keys(b)) if (!Object.hasOwn(a, key)) keys.push(key);
  return keys;
}

/**
 * Closes an action: computes its ledger from the two states, and adds a `rank.reached` event
 * when the action raised the Warlord's rank.
 */
export function settle<R>(
  before: PlayerState,
  after: PlayerState,
  result: R,
  events: GameEvent[] = [],
): Outcome<R> {
  const rankBefore = progressFromXp(totalXp(before.missions)).rank;
  const rankAfter = progressFromXp(totalXp(after.missions)).rank;
  const all: GameEvent[] =
    rankAfter > rankBefore ? [...events, { type: 'rank.reached', rank: rankAfter }] : events;
  return { state: after, ledger: diffLedger(before, after), events: all, result };
}

/** Whether any balance of the state is negative (which no action may ever cause). */
export function hasNegativeBalance(state: PlayerState): boolean {
  return Object.values(balancesOf(state)).some((v) => v < 0 || !Number.isFinite(v));
}
