import type { Reward } from '../../api/types.ts';
import { rewardRarity } from '../../ui/reward-list.tsx';

/** The time the face-down cards take to come out of the burst, one after another (ms). */
export const CARDS_OUT_MS = 380;
/** Each card turns in 350 ms (art-direction.md): 175 ms for its back, 175 ms for its face. */
export const HALF_TURN_MS = 175;
/** The wait between two turns: art-direction.md's 250 ms apart, plus the turn itself, so one card turns at a time. */
export const TURN_GAP_MS = 380;
/** The turns of a long list (a claim of many battle pass levels) share this much, at most (ms). */
const TURNS_AT_MOST_MS = 2000;
/** Before the last card of an Epic or a Legendary: a held breath. */
const LAST_PAUSE_MS = 280;

/** The crate's charge before it bursts (seconds): longer the rarer its best reward (0.6 to 1.2 s). */
export function chargeSeconds(best: number): number {
  return 0.6 + 0.2 * Math.min(3, Math.max(0, best));
}

/** A reward's rank in the reveal: currencies first, then Common to Legendary. */
const rank = (r: Reward): number => rewardRarity(r) ?? -1;

export interface RevealPlan {
  /** The cards' indices in the order they turn: the rarest last (equal ones in the list's order). */
  order: number[];
  /**
   * The wait before each turn (ms), by turn: the first after the cards began to come out, each
   * next one after the face before it is up. A turn waits for the one before it, so on a slow
   * machine the cards still turn one at a time, each face after its back.
   */
  waits: number[];
  /** When the last face is up and still, on time (ms). */
  endMs: number;
}

/**
 * When each card turns. The cards come out face down in the server's order, then turn one by one,
 * the rarest last, with a held breath before the last one when it is Epic or better.
 */
export function revealPlan(rewards: readonly Reward[]): RevealPlan {
  const order = rewards.map((_, i) => i).sort((a, b) => rank(rewards[a]!) - rank(rewards[b]!) || a - b);
  const gap = order.length > 1 ? Math.min(TURN_GAP_MS, TURNS_AT_MOST_MS / (order.length - 1)) : 0;
  const last = order.length > 0 ? rank(rewards[order[order.length - 1]!]!) : -1;
  const pause = order.length > 1 && last >= 2 ? LAST_PAUSE_MS : 0;
  const waits = order.map((_, k) =>
    k === 0 ? CARDS_OUT_MS : Math.max(0, gap - HALF_TURN_MS) + (k === order.length - 1 ? pause : 0),
  );
  // Each turn: its wait, its back going edge-on; then the last face coming round.
  const endMs = waits.reduce((sum, w) => sum + w + HALF_TURN_MS, 0) + HALF_TURN_MS;
  return { order, waits, endMs };
}
