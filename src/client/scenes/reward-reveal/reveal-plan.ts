import type { Reward } from '../../../rules/reward.ts';
import { rewardRarity } from '../../ui/reward-list.tsx';

/** The time the first face-down card takes to come out of the crate before it may turn (ms). */
export const CARDS_OUT_MS = 380;
/** The cards come out one after another, in the order they will turn, this far apart (ms). */
export const CARD_OUT_STAGGER_MS = 90;
/** Each card turns in 350 ms (art-direction.md): 175 ms for its back, 175 ms for its face. */
export const HALF_TURN_MS = 175;
/**
 * Two turns start art-direction.md's 250 ms apart: the next back goes edge-on 75 ms after the face
 * before it is up (while that face still comes round), so the faces still come up one at a time.
 */
export const TURN_GAP_MS = 250;
/**
 * From the last face up to the end of the reveal (ms of frames shown): the line that says what the
 * player got, and Continue, come only after every face has been seen up, its count landed.
 */
export const GOT_AFTER_MS = 400;
/** The turns of a long list (a claim of many battle pass levels) share this much, at most (ms). */
const TURNS_AT_MOST_MS = 2000;
/**
 * Before a card of a rarity turns (Common, Rare, Epic, Legendary): a held breath in which nothing
 * moves (ms), before an Epic or a Legendary only…
 */
export const HOLD_MS = [0, 0, 150, 200] as const;
/** …then its back glows in its rarity's colour and trembles, harder and longer the rarer (ms). */
export const BUILD_MS = [0, 150, 300, 550] as const;

/**
 * The least a crate (or the loot) rattles from the press before it charges (ms of frames shown,
 * shown-time.ts), however soon the server answers: the player sees the crate they opened before
 * anything happens to it.
 */
export const RATTLE_AT_LEAST_MS = 500;

/** Each best rarity's charge (s): Common, Rare, Epic, Legendary. */
const CHARGE_S = [0.9, 0.95, 1, 1.1] as const;

/**
 * The crate's charge before its lid bursts (seconds): it shakes harder and harder while a light in
 * the best rarity's colour grows in it, longer the rarer (0.9 s for a Common to 1.1 s for a
 * Legendary: a collecting game's peak moment, not art-direction.md's bare 600 ms). With the rattle
 * before it and the flash after, a Basic crate builds up for about 1.6 s before its first card.
 */
export function chargeSeconds(best: number): number {
  return CHARGE_S[Math.min(3, Math.max(0, best)) as 0];
}

/** The gumball's build once its ball has landed, before it cracks open (0.6 s to 0.75 s). */
export function ballBuildSeconds(best: number): number {
  return 0.6 + 0.05 * Math.min(3, Math.max(0, best));
}

/** From the lid's burst to the first card coming out of the crate (its flash), in ms. */
export const BURST_TO_CARDS_MS = 220;

/** A reward's rank in the reveal: currencies first, then Common to Legendary. */
const rank = (r: Reward): number => rewardRarity(r) ?? -1;

export interface RevealPlan {
  /** The cards' indices in the order they turn: the rarest last (equal ones in the list's order). */
  order: number[];
  /**
   * The wait before each turn (ms), by turn: the first after the cards began to come out, each
   * next one after the face before it is up. A turn waits for the one before it, so on a slow
   * machine the cards still turn one at a time, each face after its back. A rare card's wait holds
   * its build (`builds`) at its end.
   */
  waits: number[];
  /** How long each turn's back glows and trembles before it turns (ms), by turn; 0 for none. */
  builds: number[];
  /** When the last face is up and still, on time (ms). */
  endMs: number;
}

/**
 * When each card turns. The cards come out face down one after another, the commonest first, then
 * turn one by one in that order, the rarest last; before a Rare its back glows a moment, before an
 * Epic or a Legendary the reveal holds its breath, then the back glows in the card's colour and
 * trembles, growing (the rarer, the longer), before it turns.
 */
export function revealPlan(rewards: readonly Reward[]): RevealPlan {
  const order = rewards.map((_, i) => i).sort((a, b) => rank(rewards[a]!) - rank(rewards[b]!) || a - b);
  const gap = order.length > 1 ? Math.min(TURN_GAP_MS, TURNS_AT_MOST_MS / (order.length - 1)) : 0;
  const rarity = order.map((i) => Math.max(0, Math.min(3, rank(rewards[i]!))));
  const builds = rarity.map((r) => BUILD_MS[r as 0]);
  const waits = order.map(
    (_, k) =>
      (k === 0 ? CARDS_OUT_MS : Math.max(0, gap - HALF_TURN_MS)) + HOLD_MS[rarity[k] as 0] + builds[k]!,
  );
  // Each turn: its wait, its back going edge-on; then the last face coming round.
  const endMs = waits.reduce((sum, w) => sum + w + HALF_TURN_MS, 0) + HALF_TURN_MS;
  return { order, waits, builds, endMs };
}
