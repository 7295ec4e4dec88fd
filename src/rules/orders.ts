import { ORDER_KEYS, type OrderKey } from './catalog/orders.ts';
import { utcDay } from './formulas/time.ts';
import type { PlayerState, TodaysOrders } from './state.ts';

/** The player's orders record for the UTC day of `now` (a new, empty one when the day has changed). */
export function ordersToday(state: PlayerState, now: number): TodaysOrders {
  const day = utcDay(now);
  if (state.orders?.day === day) return state.orders;
  return { day, progress: {}, claimed: [], bonus: false };
}

/**
 * What a done action (by its ledger name) counts towards the orders, read from the state before and
 * after it: a stage passed, an expedition finished (its region's level rose), a crate opened, a
 * gumball pulled, a trait or an item applied.
 */
function countedBy(action: string, before: PlayerState, after: PlayerState): OrderKey | null {
  switch (action) {
    case 'expedition.sent':
      return after.expedition.passed && !after.expedition.hidden ? 'stages' : null;
    case 'expedition.claimed': {
      const region = String(before.expedition.region);
      return (after.regions[region]?.level ?? 0) > (before.regions[region]?.level ?? 0) ? 'run' : null;
    }
    case 'crate.opened':
      return 'crate';
    case 'gumball.pulled':
      return 'gumball';
    case 'trait.applied':
    case 'item.applied':
      return 'dress';
    default:
      return null;
  }
}

/**
 * The state after an action with its orders counted (the state itself when the action counts for
 * none). Orders hold no balance: counting writes no ledger row; claiming one does (`order.claimed`).
 */
export function countOrders(
  action: string,
  before: PlayerState,
  after: PlayerState,
  now: number,
): PlayerState {
  const key = countedBy(action, before, after);
  if (!key || !ORDER_KEYS.includes(key)) return after;
  const orders = ordersToday(after, now);
  return {
    ...after,
    orders: { ...orders, progress: { ...orders.progress, [key]: (orders.progress[key] ?? 0) + 1 } },
  };
}
