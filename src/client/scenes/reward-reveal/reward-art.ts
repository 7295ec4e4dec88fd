import { RARITY_COLORS } from '../../../rules/catalog/rarity.ts';
import type { Reward } from '../../../rules/reward.ts';
import { rewardRarity } from '../../ui/reward-list.tsx';

/** The best rarity among rewards (currencies count as Common). */
export function bestRarity(rewards: readonly Reward[]): number {
  return rewards.reduce((best, r) => Math.max(best, rewardRarity(r) ?? 0), 0);
}

/** A rarity's colour as a number (RARITY_COLORS). */
export function rarityColor(rarity: number): number {
  return parseInt((RARITY_COLORS[rarity as 0] ?? RARITY_COLORS[0]).slice(1), 16);
}

/**
 * The light a crate charges in and a gumball cracks open in: each rarity's colour, but a Common's
 * plain warm light (its grey read as dust in a burst).
 */
export function revealLight(rarity: number): string {
  return rarity <= 0 ? '#fffbef' : RARITY_COLORS[Math.min(3, rarity) as 0];
}

/** The colour a reward reveals with: its card's or item's rarity; currencies in their own colour. */
export function rewardColor(r: Reward): number {
  const rarity = rewardRarity(r);
  if (rarity !== undefined) return rarityColor(rarity);
  return CURRENCY_COLORS[r.kind] ?? 0x5fb3d9;
}

/** The palette's colour of each currency (art-direction.md): shards gold, TWC arcane, energy frost. */
const CURRENCY_COLORS: Partial<Record<Reward['kind'], number>> = {
  shards: 0xd4a017,
  TWC: 0x7b4fd6,
  energy: 0x7cc4dd,
  xp: 0x2f6b3a,
};
