import type { CrateKind } from '../../rules/catalog/crate-kinds.ts';
import { dropTable } from '../../rules/catalog/drop-tables.ts';
import { RARITY_NAMES, type Rarity } from '../../rules/catalog/rarity.ts';
import { MAX_DISTINCT_TRAITS, overflowShardsPerCard } from '../../rules/reward.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
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
 * Whether the trait limit matters to this crate (or the gumball) for `pocket`: its rolls could take
 * the traits held past the limit, and its table gives trait cards.
 */
function capMatters(pocket: PocketView | undefined, kind: CrateKind | 'gumball'): pocket is PocketView {
  if (!pocket) return false;
  if (pocket.ownedTraits.length + dropTable(kind).rolls <= MAX_DISTINCT_TRAITS) return false;
  return traitRarities(kind).length > 0;
}

/**
 * What a player at or near the trait limit should know before buying or opening (game-design.md 4:
 * at most 12 distinct traits; cards of another trait turn into 250 x (rarity + 1) shards each).
 * At the limit, e.g. "You hold 12 of 12 traits: a card of a trait you do not hold becomes 250
 * shards (Common) a card. …". Short of it, only when this crate's rewards could reach it (the
 * traits held and its rolls are more than 12): "You hold 10 of 12 traits: once you hold 12, a card
 * of a new trait becomes shards (250 shards (Common) a card); this crate's 6 rewards could get you
 * there." Null when neither applies, or when the table gives no trait cards (docs/decisions.md).
 */
export function traitCapWarning(pocket: PocketView | undefined, kind: CrateKind | 'gumball'): string | null {
  if (!capMatters(pocket, kind)) return null;
  const held = pocket.ownedTraits.length;
  const rolls = dropTable(kind).rolls;
  const rarities = traitRarities(kind);
  const each = rarities.map((r) => `${formatNumber(overflowShardsPerCard(r))} shards (${RARITY_NAMES[r]})`);
  const values = each.length > 1 ? `${each.slice(0, -1).join(', ')} or ${each.at(-1)}` : each[0];
  if (held < MAX_DISTINCT_TRAITS)
    return (
      `You hold ${held} of ${MAX_DISTINCT_TRAITS} traits: once you hold ${MAX_DISTINCT_TRAITS}, a card of a ` +
      `new trait becomes shards (${values} a card); this crate's ${rolls} rewards could get you there.`
    );
  return (
    `You hold ${held} of ${MAX_DISTINCT_TRAITS} traits: a card of a trait ` +
    `you do not hold becomes ${values} a card. Cards of traits you hold still count.`
  );
}

/**
 * The same warning in one line, said once over the crates held (the whole sentence ran to seven
 * lines under every crate in one review; the line under each crate said it eight times over in
 * another): "12 of 12 traits: cards of new traits become shards." at the limit, "10 of 12 traits:
 * this crate may fill them." (or "these crates", for several) short of it; null where
 * `traitCapWarning` is for none of `kinds`. What a card becomes is said on the buy's confirm and on
 * the card's own tile; the gumball keeps the whole.
 */
export function traitCapShort(
  pocket: PocketView | undefined,
  kinds: readonly (CrateKind | 'gumball')[],
): string | null {
  const matter = kinds.filter((kind) => capMatters(pocket, kind));
  if (!pocket || matter.length === 0) return null;
  const held = pocket.ownedTraits.length;
  return held < MAX_DISTINCT_TRAITS
    ? `${held} of ${MAX_DISTINCT_TRAITS} traits: ${matter.length > 1 ? 'these crates' : 'this crate'} may fill them.`
    : `${held} of ${MAX_DISTINCT_TRAITS} traits: cards of new traits become shards.`;
}
