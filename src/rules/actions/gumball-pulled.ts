import { GUMBALL_TABLE, drawRewards } from '../catalog/drop-tables.ts';
import { ensure } from '../errors.ts';
import { utcDay } from '../formulas/time.ts';
import { settle } from '../ledger.ts';
import { prepare } from '../prepare.ts';
import { receiveAll, type Reward } from '../reward.ts';
import { type PlayerState, reducer } from '../state.ts';

/** Shards a gumball pull costs once the day's free pull is used. */
export const GUMBALL_PRICE = 2000;

/** Whether the player's free pull of the UTC day of `now` is still there. */
export function gumballFreeToday(state: PlayerState, now: number): boolean {
  return state.gumballFreeDay !== utcDay(now);
}

/**
 * `gumball.pulled`: one roll of the gumball table. The first pull of each UTC day is free,
 * every other costs 2,000 shards (refused when the player holds fewer).
 */
export const gumballPulled = reducer<
  Record<string, never>,
  { reward: Reward[]; price: number; free: boolean }
>('gumball.pulled', (before, _action, { now, rng }) => {
  const state = prepare(before, now);
  const free = gumballFreeToday(state, now);
  const price = free ? 0 : GUMBALL_PRICE;
  ensure(state.shards >= price, `Not enough shards: ${price} needed, ${state.shards} held`);
  const paid: PlayerState = free
    ? { ...state, gumballFreeDay: utcDay(now) }
    : { ...state, shards: state.shards - price };
  const { state: after, granted } = receiveAll(paid, drawRewards(rng, GUMBALL_TABLE));
  return settle(before, after, { reward: granted, price, free });
});
