import { ORDER_KEYS, ORDERS, ORDERS_BONUS, ordersOfDay, type OrderKey } from '../catalog/orders.ts';
import { ensure } from '../errors.ts';
import { settle } from '../ledger.ts';
import { ordersToday } from '../orders.ts';
import { prepare } from '../prepare.ts';
import { receiveAll, type Reward } from '../reward.ts';
import { reducer } from '../state.ts';

/**
 * `order.claimed`: pays one of today's orders that is met and not yet claimed. The claim of the
 * day's last order also pays the bonus (`bonus` true in the answer, its rewards after the order's).
 */
export const orderClaimed = reducer<{ key: string }, { key: OrderKey; reward: Reward[]; bonus: boolean }>(
  'order.claimed',
  (before, { key }, { now }) => {
    ensure((ORDER_KEYS as readonly string[]).includes(key), `Unknown order ${key}`, 404);
    const state = prepare(before, now);
    const orders = ordersToday(state, now);
    const today = ordersOfDay(orders.day);
    const order = ORDERS[key as OrderKey];
    ensure(
      today.some((o) => o.key === order.key),
      `"${order.title}" is not one of today's orders`,
    );
    ensure(!orders.claimed.includes(order.key), `"${order.title}" is already claimed today`);
    const done = orders.progress[order.key] ?? 0;
    ensure(done >= order.target, `"${order.title}" is not done yet: ${done} of ${order.target}`);
    const claimed = [...orders.claimed, order.key];
    const bonus = !orders.bonus && today.every((o) => claimed.includes(o.key));
    const { state: after, granted } = receiveAll(
      { ...state, orders: { ...orders, claimed, bonus: orders.bonus || bonus } },
      bonus ? [...order.reward, ...ORDERS_BONUS] : order.reward,
    );
    return settle(before, after, { key: order.key, reward: granted, bonus });
  },
);
