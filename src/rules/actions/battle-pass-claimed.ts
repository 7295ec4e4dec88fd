import { ensure } from '../errors.ts';
import {
  BATTLE_PASS_LEVELS,
  STOCKED_VOUCHERS,
  battlePassLevel,
  battlePassMedals,
  battlePassRewards,
  medalsForLevel,
  type StockedVoucher,
} from '../formulas/battle-pass.ts';
import { totalXp } from '../formulas/progression.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { receiveAll, type Reward } from '../reward.ts';
import { type GameEvent, reducer } from '../state.ts';

const isStocked = (key: string | undefined): key is StockedVoucher => STOCKED_VOUCHERS.some((v) => v === key);

/** What a claim asks for: how many of the next levels (default one). */
export interface BattlePassClaim {
  count?: number;
}

/** What a claim granted: its first and last level, and every level's rewards in level order. */
export interface BattlePassClaimed {
  levels: [first: number, last: number];
  reward: Reward[];
}

/**
 * `battlePass.claimed`: grants the next `count` unclaimed battle pass levels (default one) in one
 * action, or as many of them as the medals reach when fewer are (at least the next one must be
 * reached, else it refuses and grants nothing). Each level gives what it gives alone, in level
 * order. Level 10's voucher comes from the global stock in `ctx.world.voucherStock` (a voucher the
 * world does not list has none left), counted down here per voucher granted so that a claim never
 * gives more than the stock read; each stocked voucher (Whitelist or FCFS) granted emits one
 * `voucher.stock.used`, so the server takes it from the global stock in the same transaction.
 */
export const battlePassClaimed = reducer<BattlePassClaim, BattlePassClaimed>(
  'battlePass.claimed',
  (before, { count = 1 }, { now, world }) => {
    ensure(Number.isInteger(count) && count >= 1, 'Claim 1 level or more', 400);
    const state = prepare(before, now);
    const first = state.battlePassLevelClaimed + 1;
    ensure(first <= BATTLE_PASS_LEVELS, `All ${BATTLE_PASS_LEVELS} battle pass levels are claimed`);
    const medals = battlePassMedals(totalXp(state.missions));
    const reached = battlePassLevel(medals);
    ensure(
      reached >= first,
      `Level ${first} is not reached yet: ${medals} of ${medalsForLevel(first)} medals`,
    );
    const last = Math.min(reached, first + count - 1);

    const stock = { Whitelist: world.voucherStock?.Whitelist ?? 0, FCFS: world.voucherStock?.FCFS ?? 0 };
    let granted = state;
    const reward: Reward[] = [];
    const events: GameEvent[] = [];
    for (let level = first; level <= last; level++) {
      const out = receiveAll(granted, battlePassRewards(level, stock.Whitelist, stock.FCFS));
      granted = out.state;
      reward.push(...out.granted);
      for (const r of out.granted) {
        if (r.kind !== 'voucher' || !isStocked(r.voucher)) continue;
        stock[r.voucher] -= r.amount;
        for (let i = 0; i < r.amount; i++) events.push({ type: 'voucher.stock.used', voucher: r.voucher });
      }
    }
    return settle(
      before,
      { ...granted, battlePassLevelClaimed: last },
      { levels: [first, last], reward },
      events,
    );
  },
);
