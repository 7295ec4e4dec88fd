import type { Reward } from '../reward.ts';

/**
 * Today's orders: three short goals a UTC day, each paid once when met (docs/decisions.md, "Today's
 * orders"). Every goal can be met by a new player in one sitting, so a first day ends with XP and a
 * crate from play, not only from the community's missions. They pay shards, not energy: a new
 * player's regions rest long before their energy runs out, and shards buy crates.
 */
export const ORDER_KEYS = ['stages', 'run', 'crate', 'gumball', 'dress'] as const;
export type OrderKey = (typeof ORDER_KEYS)[number];

export interface Order {
  key: OrderKey;
  /** What the player does, as a short imperative ("Pass 3 stages"). */
  title: string;
  /** How many times it is done to meet the order. */
  target: number;
  /** What meeting it pays, claimed by the player. */
  reward: readonly Reward[];
}

/** An order that pays `xp` and `shards`. */
const order = (key: OrderKey, title: string, target: number, xp: number, shards: number): Order => ({
  key,
  title,
  target,
  reward: [
    { kind: 'xp', amount: xp },
    { kind: 'shards', amount: shards },
  ],
});

export const ORDERS: Readonly<Record<OrderKey, Order>> = {
  stages: order('stages', 'Pass 3 stages', 3, 50, 1500),
  run: order('run', 'Finish an expedition', 1, 50, 1500),
  crate: order('crate', 'Open a crate', 1, 30, 1000),
  gumball: order('gumball', 'Pull the gumball', 1, 30, 1000),
  dress: order('dress', 'Apply a trait or an item', 1, 30, 500),
};

/** Paid once all of a day's orders are claimed. */
export const ORDERS_BONUS: readonly Reward[] = [
  { kind: 'xp', amount: 50 },
  { kind: 'crate', amount: 1, crateKind: 0 },
];

/** How many orders a day has. */
export const ORDERS_A_DAY = 3;

/**
 * The day's orders (`day` YYYY-MM-DD), the same for every player: passing stages every day, and two
 * of the others chosen by the day, so that they change from one day to the next.
 */
export function ordersOfDay(day: string): Order[] {
  let h = 2166136261;
  for (let i = 0; i < day.length; i++) h = Math.imul(h ^ day.charCodeAt(i), 16777619) >>> 0;
  const others = ORDER_KEYS.filter((k) => k !== 'stages');
  const first = h % others.length;
  const second = (first + 1 + (Math.floor(h / others.length) % (others.length - 1))) % others.length;
  return [ORDERS.stages, ORDERS[others[first]!], ORDERS[others[second]!]];
}
