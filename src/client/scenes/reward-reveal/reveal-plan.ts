import type { Reward } from '../../../rules/reward.ts';
import { rewardRarity } from '../../ui/reward-list.tsx';

/*
 * The reveal's pace (issue 24's fresh review: an Epic crate still "Revealing…" 3.5 s after the
 * press): an Epic crate's five cards let the player continue about 2.5 s after the press, a
 * Legendary's six about 3.2 s; a Basic crate's three about 2 s. Shorter than art-direction.md's
 * card timings (250 ms apart, 350 ms a flip), kept in their order and escalation; docs/client.md.
 */

/** The time the first face-down card takes to come out of the crate before it may turn (ms). */
export const CARDS_OUT_MS = 180;
/** The cards come out one after another, in the order they will turn, this far apart (ms). */
export const CARD_OUT_STAGGER_MS = 50;
/** Each card turns in 260 ms: 130 ms for its back, 130 ms for its face (art-direction.md: 350). */
export const HALF_TURN_MS = 130;
/**
 * Two turns start 150 ms apart (art-direction.md: 250): the next back goes edge-on 20 ms after the
 * face before it is up, so the faces still come up one at a time.
 */
export const TURN_GAP_MS = 150;
/**
 * From the last face up to the end of the reveal (ms of frames shown): the line that says what the
 * player got, and Continue, come only after every face has been seen up, its count landed.
 */
export const GOT_AFTER_MS = 150;
/** The turns of a long list (a claim of many battle pass levels) share this much, at most (ms). */
const TURNS_AT_MOST_MS = 2000;
/**
 * Before a card of a rarity turns (Common, Rare, Epic, Legendary): a held breath in which nothing
 * moves (ms), before an Epic or a Legendary only…
 */
export const HOLD_MS = [0, 0, 80, 120] as const;
/** …then its back glows in its rarity's colour and trembles, harder and longer the rarer (ms). */
export const BUILD_MS = [0, 100, 200, 320] as const;

/**
 * The least a crate (or the loot) rattles from the press before it charges (ms of frames shown,
 * shown-time.ts), however soon the server answers: the player sees the crate they opened before
 * anything happens to it.
 */
export const RATTLE_AT_LEAST_MS = 200;

/** Each best rarity's charge (s): Common, Rare, Epic, Legendary. */
const CHARGE_S = [0.45, 0.5, 0.55, 0.65] as const;

/**
 * The crate's charge before its lid bursts (seconds): it shakes harder and harder while a light in
 * the best rarity's colour grows in it, longer the rarer (0.45 s for a Common to 0.65 s for a
 * Legendary, about art-direction.md's 600 ms). With the rattle before it and the flash after, a
 * Basic crate builds up for about 0.8 s before its first card.
 */
export function chargeSeconds(best: number): number {
  return CHARGE_S[Math.min(3, Math.max(0, best)) as 0];
}

/** The gumball's build once its ball has landed, before it cracks open (0.6 s to 0.75 s). */
export function ballBuildSeconds(best: number): number {
  return 0.6 + 0.05 * Math.min(3, Math.max(0, best));
}

/** From the lid's burst to the first card coming out of the crate (its flash), in ms. */
export const BURST_TO_CARDS_MS = 150;

/** A reward's rank in the reveal: currencies first, then Common to Legendary. */
const rank = (r: Reward): number => rewardRarity(r) ?? -1;

/**
 * From the press to Continue (ms, frames shown at their time, the server answering within the
 * rattle): a crate's rattle, charge and burst, its cards' turns, and the line of what was got.
 */
export function crateRevealMs(rewards: readonly Reward[]): number {
  const best = Math.max(0, ...rewards.map(rank));
  return (
    RATTLE_AT_LEAST_MS +
    chargeSeconds(best) * 1000 +
    BURST_TO_CARDS_MS +
    revealPlan(rewards).endMs +
    GOT_AFTER_MS
  );
}

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
