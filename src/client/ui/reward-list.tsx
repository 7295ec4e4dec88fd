import { CRATE_NAMES, crateImage, isCrateKind } from '../../rules/catalog/crate-kinds.ts';
import './reward-list.css';
import { isPotion, itemById } from '../../rules/catalog/items.ts';
import { RARITY_NAMES } from '../../rules/catalog/rarity.ts';
import { traitById, traitIcon } from '../../rules/catalog/traits.ts';
import { voucherByKey } from '../../rules/catalog/vouchers.ts';
import { MAX_DISTINCT_TRAITS, overflowShardsPerCard, UNLOCKED_NOTE } from '../../rules/reward.ts';
import type { Reward } from '../../rules/reward.ts';
import { formatNumber } from './format.ts';
import { GameImage } from './game-image.tsx';
import { CoinIcon, EnergyIcon, ShardIcon, XpIcon } from './icons.tsx';

/** A reward's rarity (0 Common to 3 Legendary): its card's or item's; a mint pass is Legendary. */
export function rewardRarity(r: Reward): number | undefined {
  if (r.kind === 'cards') return traitById(r.traitId ?? -1)?.rarity;
  if (r.kind === 'items') return itemById(r.itemId ?? -1)?.rarity;
  return r.kind === 'voucher' ? 3 : undefined;
}

/** Shards that were trait cards: the player already held 12 traits (game-design.md 4). */
export function isConvertedCards(r: Reward): boolean {
  return r.kind === 'shards' && r.traitId !== undefined;
}

/** A reward of a summary: `times` rewards of one good merged into one (their amounts summed). */
export type MergedReward = Reward & { times?: number };

/** What makes two rewards the same good: its kind, its trait, item, crate or voucher, and whether it was converted. */
function goodKey(r: Reward): string {
  return [r.kind, r.traitId ?? '', r.itemId ?? '', r.crateKind ?? '', r.voucher ?? ''].join('|');
}

/**
 * The rewards as a summary shows them: every reward of the same good (the same trait's cards, the
 * same item, crate kind, voucher or currency; trait cards turned into shards by their trait) made
 * one, its amounts summed and `times` saying how many it merged, in the order each good first came.
 * A merged reward's server note (it told one reward's numbers) is dropped, but for the unlock's (a
 * new trait's first card, which holds for the sum); a converted one's words are the tile's own
 * (convertedNote).
 */
export function mergeRewards(rewards: readonly Reward[]): MergedReward[] {
  const byKey = new Map<string, MergedReward>();
  const out: MergedReward[] = [];
  for (const r of rewards) {
    const key = goodKey(r);
    const seen = byKey.get(key);
    if (seen) {
      seen.amount += r.amount;
      seen.times = (seen.times ?? 1) + 1;
      if (seen.note !== UNLOCKED_NOTE) delete seen.note;
      continue;
    }
    const copy: MergedReward = { ...r };
    byKey.set(key, copy);
    out.push(copy);
  }
  return out;
}

/**
 * What a tile of trait cards turned into shards says under its "+N shards": which cards they were,
 * e.g. "for 2 Grin Eyes cards" (the count from the shards). Why is said once under the tiles
 * (CONVERTED_LINE).
 */
export function convertedNote(r: Reward): string {
  const trait = traitById(r.traitId ?? -1);
  const cards = trait ? Math.max(1, Math.round(r.amount / overflowShardsPerCard(trait.rarity))) : 1;
  const what = trait ? `${trait.name} ${trait.category} card` : 'trait card';
  return `for ${formatNumber(cards)} ${what}${cards === 1 ? '' : 's'}`;
}

/** A reward that unlocked a trait or weapon the player did not hold (the rules' note on it). */
export function isUnlock(r: Reward): boolean {
  return r.note === UNLOCKED_NOTE;
}

/**
 * What "New" on a tile means, said once under the tiles (on each tile, six new traits of a
 * Legendary crate ran its tiles out of the reveal's well): "2 Sad Face cards" show as "1 / 5 cards".
 */
export const UNLOCKED_LINE =
  'New: the first card of a trait or weapon you did not hold unlocks it; the rest count toward its next level.';

/** Why trait cards became shards, said once under the tiles that show it. */
export const CONVERTED_LINE = `You already hold ${MAX_DISTINCT_TRAITS} of ${MAX_DISTINCT_TRAITS} traits, the most a Warlord may hold: the cards of traits you do not hold became shards.`;

/** The picture of a reward: the trait's icon, the item's, crate's or pass's art; none for a currency. */
export function rewardImage(r: Reward): string | undefined {
  if (r.kind === 'cards' || isConvertedCards(r)) {
    const trait = traitById(r.traitId ?? -1);
    return trait && traitIcon(trait);
  }
  if (r.kind === 'items') return itemById(r.itemId ?? -1)?.img;
  if (r.kind === 'crate' && isCrateKind(r.crateKind ?? -1)) return crateImage(r.crateKind as 0);
  if (r.kind === 'voucher' && r.voucher) return voucherByKey(r.voucher).image;
  return undefined;
}

/** The drawn icon of a reward that has no picture of its own: TWC, energy, XP, else shards. */
export function CurrencyIcon({ kind }: { kind: Reward['kind'] }) {
  if (kind === 'TWC') return <CoinIcon />;
  if (kind === 'energy') return <EnergyIcon />;
  if (kind === 'xp') return <XpIcon />;
  return <ShardIcon />;
}

function RewardPicture({ r }: { r: Reward }) {
  const art = rewardImage(r);
  if (art) return <GameImage className="reward-tile__art" src={art} alt="" fallback="?" />;
  return (
    <span className="reward-tile__art reward-tile__icon" aria-hidden="true">
      <CurrencyIcon kind={r.kind} />
    </span>
  );
}

/** The rarity's mark, so it is never told by colour alone: none, one gem, two gems, a crown. */
export function RarityMark({ rarity }: { rarity: number }) {
  if (rarity <= 0) return null;
  const gem = (x: number) => <path key={x} d={`M${x} 2l5 6-5 6-5-6z`} />;
  return (
    <svg className="rarity-mark" viewBox="0 0 24 16" width="24" height="16" aria-hidden="true">
      {rarity === 1 ? gem(12) : null}
      {rarity === 2 ? [gem(6.5), gem(17.5)] : null}
      {rarity >= 3 ? <path d="M2 14V3l5 5 5-7 5 7 5-5v11z" /> : null}
    </svg>
  );
}

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

/** One reward as a player reads it, e.g. "3 Grin cards" or "500 shards". */
export function rewardText(r: Reward): string {
  switch (r.kind) {
    case 'xp':
      return `${formatNumber(r.amount)} XP`;
    case 'shards':
      return isConvertedCards(r) ? `+${formatNumber(r.amount)} shards` : `${formatNumber(r.amount)} shards`;
    case 'TWC':
      return `${formatNumber(r.amount)} TWC`;
    case 'energy':
      return `${formatNumber(r.amount)} energy`;
    case 'cards': {
      // Names repeat across categories (a Blue suit, Blue eyes), so the category is named too.
      const trait = traitById(r.traitId ?? -1);
      return plural(r.amount, trait ? `${trait.name} ${trait.category} card` : 'trait card');
    }
    case 'items': {
      const item = itemById(r.itemId ?? -1);
      if (item && isPotion(item)) return `${item.name} ×${r.amount}`;
      return plural(r.amount, `${item?.name ?? 'item'} card`);
    }
    case 'crate':
      return plural(
        r.amount,
        `${isCrateKind(r.crateKind ?? -1) ? CRATE_NAMES[r.crateKind as 0] : ''} crate`.trim(),
      );
    case 'voucher':
      return r.voucher ? `${r.amount} × ${voucherByKey(r.voucher).name}` : `${r.amount} voucher`;
  }
}

/** A reward tile's class: its rarity's frame (r0-r3) or its currency's, and the converted-cards look. */
export function rewardTileClass(r: Reward): string {
  const rarity = rewardRarity(r);
  return `reward-tile reward-tile--${rarity === undefined ? r.kind : `r${rarity}`}${isConvertedCards(r) ? ' reward-tile--converted' : ''}`;
}

/** What a tile shows of one reward: its picture, the reward in words, its rarity's mark and word, a note. */
export function RewardFace({ r }: { r: MergedReward }) {
  const rarity = rewardRarity(r);
  const times = r.times ?? 1;
  return (
    <>
      <RewardPicture r={r} />
      {/* One row of badges over the tile's top edge, "New" at the left and the drops at the right:
          a row of its own, so on a narrow tile the second wraps under the first rather than lie on
          it (two corners of their own overlapped: the review's "3 drops" over "New"). */}
      {times > 1 || isUnlock(r) ? (
        <span className="reward-tile__badges">
          {isUnlock(r) ? (
            <span className="reward-tile__new" title={UNLOCKED_NOTE}>
              New<span className="visually-hidden">: the first card unlocks it</span>
            </span>
          ) : null}
          {/* How many drops the tile adds up, as a count ("2 drops"), never "×2": beside "4 Forest
              Background cards" a "×2" read as 8 cards, and the summary line says 4. */}
          {times > 1 ? (
            <span className="reward-tile__times" title={`${times} drops of this, added up`}>
              <span className="visually-hidden">from </span>
              {times} drops
            </span>
          ) : null}
        </span>
      ) : null}
      {isConvertedCards(r) ? (
        <span className="reward-tile__cap" aria-hidden="true">
          <ShardIcon />
        </span>
      ) : null}
      <strong>{rewardText(r)}</strong>
      {rarity === undefined ? null : (
        <span className="reward-tile__rarity">
          <RarityMark rarity={rarity} />
          {RARITY_NAMES[rarity as 0]}
        </span>
      )}
      {isConvertedCards(r) ? (
        <small className="reward-tile__note reward-tile__note--converted">{convertedNote(r)}</small>
      ) : r.note && !isUnlock(r) ? (
        <small className="reward-tile__note">
          {r.note.replace(/\d{4,}/g, (n) => formatNumber(Number(n)))}
        </small>
      ) : null}
    </>
  );
}

/**
 * The rewards of a crate, gumball, battle pass level or expedition as large tiles: the reward's
 * picture in a frame of its rarity's colour, glowing more the rarer it is, with the rarity's mark
 * and word (a currency has neither), and the reward in words. The reveal deals them face down and
 * turns them one by one (scenes/reward-reveal/reveal-cards.tsx); this list shows them all at once.
 * Rewards of the same good are one tile, "2 drops" (mergeRewards); what "New" means is said once
 * under them.
 */
export function RewardList({ rewards }: { rewards: readonly Reward[] }) {
  if (rewards.length === 0) return <p className="muted">Nothing this time.</p>;
  return (
    <>
      <ul className="reward-list">
        {mergeRewards(rewards).map((r, i) => (
          <li key={i} className={rewardTileClass(r)}>
            <RewardFace r={r} />
          </li>
        ))}
      </ul>
      {rewards.some(isUnlock) ? <p className="note note--wide">{UNLOCKED_LINE}</p> : null}
    </>
  );
}
