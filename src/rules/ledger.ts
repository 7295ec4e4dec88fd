import { totalXp, progressFromXp } from './formulas/progression.ts';
import { MISSION_FIELDS, type GameEvent, type LedgerEntry, type Outcome, type PlayerState } from './state.ts';

/**
 * Every balance a player holds, flattened to `what -> amount`. Energy is the stored value
 * (regeneration is written to the ledger when it is materialised). Zero balances may be absent.
 */
export function balancesOf(state: PlayerState): Record<string, number> {
  const out: Record<string, number> = { shards: state.shards, TWC: state.TWC, energy: state.energy };
  for (const field of MISSION_FIELDS) out[`xp:${field}`] = state.missions[field];
  for (const [kind, count] of Object.entries(state.crates)) out[`crate:${kind}`] = count;
  for (const [key, count] of Object.entries(state.vauchers)) out[`voucher:${key}`] = count;
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

/** The ledger entries that take `before` to `after`: one per balance that changed, in a stable order. */
export function diffLedger(before: PlayerState, after: PlayerState): LedgerEntry[] {
  const a = balancesOf(before);
  const b = balancesOf(after);
  const entries: LedgerEntry[] = [];
  for (const [what, to] of Object.entries(b)) {
    const from = a[what] ?? 0;
    if (from !== to) entries.push({ what, delta: to - from, balanceAfter: to });
  }
  for (const [what, from] of Object.entries(a)) {
    if (!(what in b) && from !== 0) entries.push({ what, delta: -from, balanceAfter: 0 });
  }
  // Only the changed balances are sorted (a handful), not every balance the player holds.
  return entries.sort((x, y) => (x.what < y.what ? -1 : x.what > y.what ? 1 : 0));
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
