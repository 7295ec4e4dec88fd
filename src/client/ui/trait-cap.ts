import type { CrateKind } from '../../rules/catalog/crate-kinds.ts';
import { dropTable } from '../../rules/catalog/drop-tables.ts';
import { RARITY_NAMES, type Rarity } from '../../rules/catalog/rarity.ts';
import { MAX_DISTINCT_TRAITS, overflowShardsPerCard } from '../../rules/reward.ts';
import type { PocketView } from '../api/types.ts';
import { formatNumber } from './format.ts';

/** The trait rarities a crate's (or the gumball's) table can give cards of, in order. */
function traitRarities(kind: CrateKind | 'gumball'): Rarity[] {
  const table = dropTable(kind);
  const found = new Set<Rarity>();
  for (const e of [...table.guaranteed, ...table.entries])
    if (e.reward.kind === 'traitCards') found.add(e.reward.rarity);
  return [...found].sort((a, b) => a - b);
}

/**
 * What a player at the trait limit should know before buying or opening (game-design.md 4: at
 * most 12 distinct traits; cards of another trait turn into 250 x (rarity + 1) shards each), e.g.
 * "You hold 12 of 12 traits: a card of a trait you do not hold becomes 250 shards (Common).".
 * Null below the limit, or when the table gives no trait cards.
 */
export function traitCapWarning(pocket: PocketView | undefined, kind: CrateKind | 'gumball'): string | null {
  if (!pocket || pocket.ownedTraits.length < MAX_DISTINCT_TRAITS) return null;
  const rarities = traitRarities(kind);
  if (rarities.length === 0) return null;
  const each = rarities.map((r) => `${formatNumber(overflowShardsPerCard(r))} shards (${RARITY_NAMES[r]})`);
  const values = each.length > 1 ? `${each.slice(0, -1).join(', ')} or ${each.at(-1)}` : each[0];
  return (
    `You hold ${pocket.ownedTraits.length} of ${MAX_DISTINCT_TRAITS} traits: a card of a trait ` +
    `you do not hold becomes ${values} a card. Cards of traits you hold still count.`
  );
}
