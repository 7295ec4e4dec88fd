import { CRATE_NAMES, crateImage, isCrateKind } from '../../../rules/catalog/crate-kinds.ts';
import { itemById } from '../../../rules/catalog/items.ts';
import { RARITY_COLORS } from '../../../rules/catalog/rarity.ts';
import { traitById } from '../../../rules/catalog/traits.ts';
import { voucherByKey } from '../../../rules/catalog/vouchers.ts';
import type { Reward } from '../../api/types.ts';

/** The colour a reward reveals with: its card's or item's rarity; currencies in gold-less grey-blue. */
export function rewardColor(r: Reward): number {
  const rarity =
    r.kind === 'cards'
      ? traitById(r.traitId ?? -1)?.rarity
      : r.kind === 'items'
        ? itemById(r.itemId ?? -1)?.rarity
        : r.kind === 'voucher'
          ? 3
          : undefined;
  const hex = rarity === undefined ? '#5fb3d9' : RARITY_COLORS[rarity];
  return parseInt(hex.slice(1), 16);
}

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

/** The glyph of a currency reward. */
export function rewardGlyph(r: Reward): string {
  return r.kind === 'shards' ? '◆' : r.kind === 'TWC' ? 'T' : r.kind === 'energy' ? 'E' : 'XP';
}
