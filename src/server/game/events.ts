import { and, eq, gt, sql } from 'drizzle-orm';
import { GameError } from '../../rules/errors.ts';
import type { GameEvent, PlayerState } from '../../rules/state.ts';
import type { AppDeps } from '../deps.ts';
import type { Tx } from '../db/database.ts';
import { voucherStock } from '../db/schema.ts';
import { settleReferralBonus } from './referrals.ts';

/**
 * The world's side of an action, in the same transaction: a battle pass voucher taken from the
 * global stock per `voucher.stock.used` (refused when none is left, which rolls the action back),
 * and the referrer's bonus once the player is at rank 2. Returns the player's state, marked when
 * the bonus was paid.
 */
export async function applyEvents(
  tx: Tx,
  deps: AppDeps,
  state: PlayerState,
  events: GameEvent[],
  ref: string,
  now: number,
): Promise<PlayerState> {
  for (const event of events) {
    if (event.type === 'voucher.stock.used') {
      const taken = await tx
        .update(voucherStock)
        .set({ left: sql`${voucherStock.left} - 1` })
        .where(and(eq(voucherStock.vaucher, event.vaucher), gt(voucherStock.left, 0)))
        .returning({ left: voucherStock.left });
      if (taken.length === 0) throw new GameError(`No ${event.vaucher} vouchers are left, try again`, 409);
    }
  }
  return settleReferralBonus(tx, deps, state, events, ref, now);
}
