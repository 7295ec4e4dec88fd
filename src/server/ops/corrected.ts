import { CRATE_NAMES, isCrateKind } from '../../rules/catalog/crate-kinds.ts';
import { ensure } from '../../rules/errors.ts';
import { settle } from '../../rules/ledger.ts';
import { prepare } from '../../rules/prepare.ts';
import { reducer } from '../../rules/state.ts';

/** What an operator's correction takes away from one player: amounts of 0 or less. */
export interface CorrectionAction {
  shards?: number;
  TWC?: number;
  energy?: number;
  crates?: { kind: number; count: number }[];
}

/** Whether a grant's body takes something away (and so is a correction). */
export function isCorrection(action: CorrectionAction): boolean {
  return [action.shards, action.TWC, action.energy, ...(action.crates ?? []).map((c) => c.count)].some(
    (n) => n !== undefined && n < 0,
  );
}

/**
 * `corrected`: an operator takes back what a player should not hold (a grant with negative
 * amounts). Refused whole, with what the player holds, when it would take a balance below zero;
 * written to the ledger under `corrected` like every change.
 */
export const corrected = reducer<CorrectionAction, { corrected: { what: string; amount: number }[] }>(
  'corrected',
  (before, action, { now }) => {
    const state = prepare(before, now);
    const next = { ...state, crates: { ...state.crates } };
    const taken: { what: string; amount: number }[] = [];
    for (const what of ['shards', 'TWC', 'energy'] as const) {
      const n = action[what] ?? 0;
      ensure(n <= 0, 'A correction only takes away: give and take in two calls', 400);
      if (n === 0) continue;
      ensure(
        state[what] + n >= 0,
        `The correction would take ${what} below zero: the player holds ${state[what]}`,
      );
      next[what] = state[what] + n;
      taken.push({ what, amount: n });
    }
    for (const { kind, count } of action.crates ?? []) {
      ensure(isCrateKind(kind), `Unknown crate kind ${kind}`, 404);
      ensure(count <= 0, 'A correction only takes away: give and take in two calls', 400);
      if (count === 0) continue;
      const key = String(kind);
      const held = next.crates[key] ?? 0;
      ensure(
        held + count >= 0,
        `The correction would take ${CRATE_NAMES[kind]} crates below zero: the player holds ${held}`,
      );
      if (held + count === 0) delete next.crates[key];
      else next.crates[key] = held + count;
      taken.push({ what: `crate:${kind}`, amount: count });
    }
    ensure(taken.length > 0, 'The correction takes nothing away', 400);
    return settle(before, next, { corrected: taken });
  },
);
