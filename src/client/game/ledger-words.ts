import { CRATE_NAMES, type CrateKind } from '../../rules/catalog/crate-kinds.ts';
import { itemById } from '../../rules/catalog/items.ts';
import { traitById } from '../../rules/catalog/traits.ts';
import { VOUCHERS } from '../../rules/catalog/vouchers.ts';
import type { MissionField } from '../../rules/state.ts';

/**
 * The ledger in words, for the player: what caused a change (by its action) and the good it
 * counts (by its `what`). The history screen and the live notices both say them so.
 */

/** What caused a change, in words, by the ledger's action. */
const CAUSES: Record<string, string> = {
  'player.created': 'Your starting kit',
  'expedition.sent': 'Sent on an expedition',
  'expedition.claimed': 'Expedition rewards claimed',
  'crate.bought': 'Bought a crate',
  'crate.opened': 'Opened a crate',
  'gumball.pulled': 'Pulled the gumball machine',
  'trait.applied': 'Wore a trait',
  'trait.upgraded': 'Upgraded a trait',
  'trait.cleaved': 'Cleaved a trait',
  'item.applied': 'Equipped an item',
  'item.unapplied': 'Took off an item',
  'item.upgraded': 'Upgraded an item',
  'item.cleaved': 'Cleaved an item',
  'market.listed': 'Listed on the market',
  'market.cancelled': 'Cancelled a listing',
  'market.expired': 'A listing expired',
  'market.bought': 'Bought on the market',
  'market.sold': 'Sold on the market',
  'market.fee': 'Market fee',
  'mint.reserved': 'Reserved a mint',
  'activity.recorded': 'Community mission',
  'battlePass.claimed': 'Battle pass reward',
  'referral.recorded': 'Joined through a referral',
  'referral.paid': 'Referral bonus',
  'referral.bonusMarked': 'Referral bonus settled',
  granted: 'Granted by an operator',
  corrected: 'Corrected by an operator',
};

export function causeText(action: string): string {
  return CAUSES[action] ?? action;
}

/**
 * Each XP field of the ledger (`xp:<field>`) in a player's words, as the missions page names its
 * categories: a field added to the rules without words here fails the type check.
 */
const XP_NAMES: Record<MissionField, string> = {
  artXp: 'Art XP',
  expeditionXp: 'Expedition XP',
  floodXp: 'Flood XP',
  gmXp: 'Gm XP',
  memeXp: 'Meme XP',
  referralXp: 'Referral XP',
  threadXp: 'Thread XP',
  engageXp: 'Engage XP',
  collabXp: 'Collab XP',
  craftXp: 'Craft XP',
  rewardXp: 'Reward XP',
};

/** The good a ledger row counts, in words ("Shards", "Basic crate", "Grin cards", "Smite level"). */
export function goodText(what: string): string {
  if (what === 'shards') return 'Shards';
  if (what === 'TWC') return 'TWC';
  if (what === 'energy') return 'Energy';
  const [kind, id, part] = what.split(':');
  if (kind === 'xp') return XP_NAMES[id as MissionField] ?? 'XP';
  if (kind === 'crate') return `${CRATE_NAMES[Number(id) as CrateKind] ?? id} crate`;
  if (kind === 'voucher') return VOUCHERS.find((v) => v.key === id)?.name ?? id!;
  const name =
    kind === 'trait' ? traitById(Number(id))?.name : kind === 'item' ? itemById(Number(id))?.name : undefined;
  const base = name ?? what;
  if (part === 'cards') return `${base} cards`;
  if (part === 'level') return `${base} level`;
  if (part === 'usages') return `${base} uses`;
  return base;
}
