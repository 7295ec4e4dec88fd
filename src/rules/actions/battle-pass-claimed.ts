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

/**
 * `battlePass.claimed`: grants the next unclaimed battle pass level, if its medals are reached.
 * Level 10's voucher comes from the global stock in `ctx.world.voucherStock` (a voucher the world
 * does not list has none left). Granting a stocked voucher (Whitelist or FCFS) emits
 * `voucher.stock.used`, so the server takes one from the global stock in the same transaction.
 */
export const battlePassClaimed = reducer<Record<string, never>, { level: number; reward: Reward[] }>(
  'battlePass.claimed',
  (before, _action, { now, world }) => {
    const state = prepare(before, now);
    const level = state.battlePassLevelClaimed + 1;
    ensure(level <= BATTLE_PASS_LEVELS, `All ${BATTLE_PASS_LEVELS} battle pass levels are claimed`);
    const medals = battlePassMedals(totalXp(state.missions));
    ensure(
      battlePassLevel(medals) >= level,
      `Level ${level} is not reached yet: ${medals} of ${medalsForLevel(level)} medals`,
    );
    const stock = world.voucherStock ?? {};
    const rewards = battlePassRewards(level, stock.Whitelist ?? 0, stock.FCFS ?? 0);
    const { state: granted, granted: reward } = receiveAll(state, rewards);
    const events: GameEvent[] = reward
      .filter((r) => r.kind === 'voucher' && isStocked(r.voucher))
      .map((r) => ({ type: 'voucher.stock.used', voucher: r.voucher! }));
    return settle(before, { ...granted, battlePassLevelClaimed: level }, { level, reward }, events);
  },
);
