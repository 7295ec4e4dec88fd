import { CrateKind } from '../catalog/crate-kinds.ts';
import { BIG_EARN_POTION, SMALL_EARN_POTION } from '../catalog/items.ts';
import type { VoucherKey } from '../catalog/vouchers.ts';
import type { Reward } from '../reward.ts';

/** XP per battle pass medal. */
export const XP_PER_MEDAL = 100;
/** Medals per battle pass level (spec section 9). */
export const MEDALS_PER_LEVEL = 10;
/** The battle pass has this many levels. */
export const BATTLE_PASS_LEVELS = 50;
/** The levels that grant a mint pass voucher. */
export const WHITELIST_LEVEL = 10;
export const MINT_TICKET_LEVEL = 20;
/** Vouchers the battle pass gives from a global stock set by the operator, and that stock's defaults. */
export const STOCKED_VOUCHERS = ['Whitelist', 'FCFS'] as const satisfies readonly VoucherKey[];
export type StockedVoucher = (typeof STOCKED_VOUCHERS)[number];
export const DEFAULT_VOUCHER_STOCK: Record<StockedVoucher, number> = { Whitelist: 500, FCFS: 1000 };

/** Medals = floor(total XP / 100). */
export function battlePassMedals(totalXp: number): number {
  return Math.floor(totalXp / XP_PER_MEDAL);
}

/** The level reached: floor(medals / 10), at most 50. */
export function battlePassLevel(medals: number): number {
  return Math.min(BATTLE_PASS_LEVELS, Math.floor(medals / MEDALS_PER_LEVEL));
}

/** How full the level being earned is, 0 to 0.9 in tenths; 1 once all 50 levels are reached. */
export function battlePassFill(medals: number): number {
  if (battlePassLevel(medals) >= BATTLE_PASS_LEVELS) return 1;
  return (medals % MEDALS_PER_LEVEL) / MEDALS_PER_LEVEL;
}

/** Medals needed to reach a level. */
export function medalsForLevel(level: number): number {
  return level * MEDALS_PER_LEVEL;
}

/**
 * The rewards of one battle pass level (game design section 6). Level 10: a Whitelist voucher while the
 * global stock lasts, else an FCFS voucher, else (both stocks out) an Advanced crate; level 20: a
 * MintTicket; other levels by level mod 3: 1 a potion (Small Earn up to level 10, Big Earn beyond),
 * 2 energy min(50, ceil(level/4)*10), 0 a crate (Basic up to level 10, Advanced beyond).
 */
export function battlePassRewards(level: number, whitelistLeft: number, fcfsLeft = Infinity): Reward[] {
  if (level === WHITELIST_LEVEL) {
    if (whitelistLeft > 0) return [{ kind: 'voucher', voucher: 'Whitelist', amount: 1 }];
    if (fcfsLeft > 0) return [{ kind: 'voucher', voucher: 'FCFS', amount: 1 }];
    return [{ kind: 'crate', crateKind: CrateKind.Medium, amount: 1 }];
  }
  if (level === MINT_TICKET_LEVEL) return [{ kind: 'voucher', voucher: 'MintTicket', amount: 1 }];
  const early = level <= 10;
  switch (level % 3) {
    case 1:
      return [{ kind: 'items', itemId: early ? SMALL_EARN_POTION : BIG_EARN_POTION, amount: 1 }];
    case 2:
      return [{ kind: 'energy', amount: Math.min(50, Math.ceil(level / 4) * 10) }];
    default:
      return [{ kind: 'crate', crateKind: early ? CrateKind.Small : CrateKind.Medium, amount: 1 }];
  }
}

/**
 * The rewards of the next `count` levels (default ten) from the next unclaimed one, as the
 * battle pass lists them; none past level 50.
 */
export function upcomingBattlePassRewards(
  levelClaimed: number,
  whitelistLeft: number,
  fcfsLeft = Infinity,
  count = 10,
): { level: number; reward: Reward[] }[] {
  const out = [];
  for (let level = levelClaimed + 1; level <= Math.min(BATTLE_PASS_LEVELS, levelClaimed + count); level++) {
    out.push({ level, reward: battlePassRewards(level, whitelistLeft, fcfsLeft) });
  }
  return out;
}
