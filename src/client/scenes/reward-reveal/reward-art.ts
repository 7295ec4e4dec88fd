import { CRATE_NAMES, crateImage, isCrateKind } from '../../../rules/catalog/crate-kinds.ts';
import { itemById } from '../../../rules/catalog/items.ts';
import { RARITY_COLORS } from '../../../rules/catalog/rarity.ts';
import { traitById } from '../../../rules/catalog/traits.ts';
import { voucherByKey } from '../../../rules/catalog/vouchers.ts';
import type { Reward } from '../../api/types.ts';

/** A reward's rarity (0 Common to 3 Legendary): its card's or item's; a mint pass is Legendary. */
export function rewardRarity(r: Reward): number | undefined {
  return r.kind === 'cards'
    ? traitById(r.traitId ?? -1)?.rarity
    : r.kind === 'items'
      ? itemById(r.itemId ?? -1)?.rarity
      : r.kind === 'voucher'
        ? 3
        : undefined;
}

/** The best rarity among rewards (currencies count as Common). */
export function bestRarity(rewards: readonly Reward[]): number {
  return rewards.reduce((best, r) => Math.max(best, rewardRarity(r) ?? 0), 0);
}

/** A rarity's colour as a number (RARITY_COLORS). */
export function rarityColor(rarity: number): number {
  return parseInt((RARITY_COLORS[rarity as 0] ?? RARITY_COLORS[0]).slice(1), 16);
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

/** The picture of a reward, or null for a currency (drawn as a glyph). */
export function rewardImage(r: Reward): string | null {
  if (r.kind === 'cards') return traitById(r.traitId ?? -1)?.img ?? null;
  if (r.kind === 'items') return itemById(r.itemId ?? -1)?.img ?? null;
  if (r.kind === 'crate' && isCrateKind(r.crateKind ?? -1)) return crateImage(r.crateKind as 0);
  if (r.kind === 'voucher' && r.vaucher) return voucherByKey(r.vaucher).image;
  return null;
}

/** A short caption under a revealed reward (the full words are in the list below the scene). */
export function rewardCaption(r: Reward): string {
  const n = r.amount.toLocaleString('en-US');
  switch (r.kind) {
    case 'cards':
      return `${traitById(r.traitId ?? -1)?.name ?? 'Trait'} ×${n}`;
    case 'items':
      return `${itemById(r.itemId ?? -1)?.name ?? 'Item'} ×${n}`;
    case 'crate':
      return `${isCrateKind(r.crateKind ?? -1) ? CRATE_NAMES[r.crateKind as 0] : ''} crate`.trim();
    case 'voucher':
      return 'Mint pass';
    case 'xp':
      return `${n} XP`;
    default:
      return `${n} ${r.kind}`;
  }
}
