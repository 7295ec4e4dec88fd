import { ORDERS_BONUS, ordersOfDay, type OrderKey } from '../catalog/orders.ts';
import { DAY_MS } from '../formulas/time.ts';
import { ordersToday } from '../orders.ts';
import type { Reward } from '../reward.ts';
import type { PlayerState } from '../state.ts';

/** What an order pays: a reward, never a voucher. */
export type OrderReward = Omit<Reward, 'voucher'>;

/** GET /orders: today's orders with the player's progress, the bonus, and when the day ends (UTC). */
export interface OrdersView {
  day: string;
  orders: {
    key: OrderKey;
    title: string;
    target: number;
    /** Done today, at most the target. */
    done: number;
    claimed: boolean;
    reward: OrderReward[];
  }[];
  bonus: { reward: OrderReward[]; claimed: boolean };
  /** Milliseconds until the next UTC day's orders. */
  endsInMs: number;
}

/** Today's orders done and not claimed yet (the HUD's count, the claim's offer). */
export function claimableOrders(view: OrdersView | undefined): OrdersView['orders'] {
  return view?.orders.filter((o) => o.done >= o.target && !o.claimed) ?? [];
}

export function ordersView(state: PlayerState, now: number): OrdersView {
  const orders = ordersToday(state, now);
  return {
    day: orders.day,
    orders: ordersOfDay(orders.day).map((o) => ({
      key: o.key,
      title: o.title,
      target: o.target,
      done: Math.min(o.target, orders.progress[o.key] ?? 0),
      claimed: orders.claimed.includes(o.key),
      reward: [...o.reward],
    })),
    bonus: { reward: [...ORDERS_BONUS], claimed: orders.bonus },
    endsInMs: DAY_MS - (now % DAY_MS),
  };
}
