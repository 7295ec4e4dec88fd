import { isPotion, itemById } from './catalog/items.ts';
import { traitById } from './catalog/traits.ts';
import type { VoucherKey } from './catalog/vouchers.ts';
import type { MissionField, PlayerState } from './state.ts';

/** At most this many distinct traits are held; cards of one more are turned into shards. */
export const MAX_DISTINCT_TRAITS = 12;

/** Shards paid per card of a trait that does not fit: 250 * (rarity + 1). */
export function overflowShardsPerCard(rarity: number): number {
  return 250 * (rarity + 1);
}

/**
 * The note on cards of a trait or weapon the player did not hold: its first card unlocks it (at
 * level 1, no card counted), so "2 Sad Face cards" shows as "1 / 5 cards" after. Without numbers,
 * so a summary that adds two drops of it up keeps it.
 */
export const UNLOCKED_NOTE = 'New: the first card unlocks it';

/**
 * One thing granted, as the API shows it (`reward` of crates, gumball and battle pass); the wire
 * names `voucher` `vaucher` (src/contract/wire.ts).
 */
export interface Reward {
  kind: 'xp' | 'shards' | 'TWC' | 'energy' | 'cards' | 'items' | 'crate' | 'voucher';
  amount: number;
  traitId?: number;
  itemId?: number;
  crateKind?: number;
  voucher?: VoucherKey;
  note?: string;
}

/**
 * Gives one reward to the player and returns the reward as granted (a trait that does not fit
 * comes back as shards with a note). XP from rewards is credited to `field` (default rewardXp).
 * Pure: returns a new state.
 */
export function receive(
  state: PlayerState,
  reward: Reward,
  field: MissionField = 'rewardXp',
): { state: PlayerState; granted: Reward } {
  const amount = reward.amount;
  switch (reward.kind) {
    case 'xp':
      return {
        state: { ...state, missions: { ...state.missions, [field]: state.missions[field] + amount } },
        granted: reward,
      };
    case 'shards':
      return { state: { ...state, shards: state.shards + amount }, granted: reward };
    case 'TWC':
      return { state: { ...state, TWC: state.TWC + amount }, granted: reward };
    case 'energy':
      return { state: { ...state, energy: state.energy + amount }, granted: reward };
    case 'crate': {
      const key = String(reward.crateKind);
      return {
        state: { ...state, crates: { ...state.crates, [key]: (state.crates[key] ?? 0) + amount } },
        granted: reward,
      };
    }
    case 'voucher': {
      const key = reward.voucher!;
      return {
        state: { ...state, vouchers: { ...state.vouchers, [key]: state.vouchers[key] + amount } },
        granted: reward,
      };
    }
    case 'cards':
      return receiveTraitCards(state, reward.traitId!, amount);
    case 'items':
      return receiveItemCards(state, reward.itemId!, amount);
  }
}

/** k cards of a trait: a trait not owned becomes owned at level 1 with k-1 cards; otherwise cards += k. */
export function receiveTraitCards(
  state: PlayerState,
  traitId: number,
  k: number,
): { state: PlayerState; granted: Reward } {
  const info = traitById(traitId);
  if (!info) throw new Error(`unknown trait ${traitId}`);
  // No cards gives nothing (a trait not owned must not appear with -1 cards).
  if (k <= 0) return { state, granted: { kind: 'cards', traitId, amount: 0 } };
  const key = String(traitId);
  const owned = state.traits[key];
  if (owned) {
    return {
      state: { ...state, traits: { ...state.traits, [key]: { ...owned, cards: owned.cards + k } } },
      granted: { kind: 'cards', traitId, amount: k },
    };
  }
  if (Object.keys(state.traits).length >= MAX_DISTINCT_TRAITS) {
    const shards = overflowShardsPerCard(info.rarity) * k;
    return {
      state: { ...state, shards: state.shards + shards },
      granted: {
        kind: 'shards',
        amount: shards,
        traitId,
        note: `${k} ${info.name} card${k === 1 ? '' : 's'} turned into ${shards} shards: you already hold ${MAX_DISTINCT_TRAITS} traits`,
      },
    };
  }
  return {
    state: { ...state, traits: { ...state.traits, [key]: { level: 1, cards: k - 1 } } },
    granted: { kind: 'cards', traitId, amount: k, note: UNLOCKED_NOTE },
  };
}

/**
 * k cards of an item. A weapon not owned becomes owned at level 1 with k-1 cards, otherwise cards += k.
 * A potion adds its full usages k times.
 */
export function receiveItemCards(
  state: PlayerState,
  itemId: number,
  k: number,
): { state: PlayerState; granted: Reward } {
  const info = itemById(itemId);
  if (!info) throw new Error(`unknown item ${itemId}`);
  if (k <= 0) return { state, granted: { kind: 'items', itemId, amount: 0 } };
  const key = String(itemId);
  const owned = state.items[key];
  let next;
  let note: string | undefined;
  if (isPotion(info)) {
    next = { level: 1, cards: 0, usagesLeft: (owned?.usagesLeft ?? 0) + info.usages * k };
  } else if (owned) {
    next = { ...owned, cards: owned.cards + k };
  } else {
    next = { level: 1, cards: k - 1, usagesLeft: 0 };
    note = UNLOCKED_NOTE;
  }
  return {
    state: { ...state, items: { ...state.items, [key]: next } },
    granted: { kind: 'items', itemId, amount: k, ...(note ? { note } : {}) },
  };
}

/** Gives a list of rewards in order; returns what was granted. */
export function receiveAll(
  state: PlayerState,
  rewards: readonly Reward[],
  field?: MissionField,
): { state: PlayerState; granted: Reward[] } {
  const granted: Reward[] = [];
  let s = state;
  for (const r of rewards) {
    const out = receive(s, r, field);
    s = out.state;
    granted.push(out.granted);
  }
  return { state: s, granted };
}
