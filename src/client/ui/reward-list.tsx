import { CRATE_NAMES, crateImage, isCrateKind } from '../../rules/catalog/crate-kinds.ts';
import { isPotion, itemById } from '../../rules/catalog/items.ts';
import { traitById } from '../../rules/catalog/traits.ts';
import { voucherByKey } from '../../rules/catalog/vouchers.ts';
import type { Reward } from '../api/types.ts';
import { formatNumber } from './format.ts';
import { GameImage } from './game-image.tsx';
import { CoinIcon, EnergyIcon, ShardIcon, XpIcon } from './icons.tsx';

/** The picture of a reward: the card's, item's or crate's art, or the currency's icon. */
function RewardPicture({ r }: { r: Reward }) {
  const art =
    r.kind === 'cards'
      ? traitById(r.traitId ?? -1)?.img
      : r.kind === 'items'
        ? itemById(r.itemId ?? -1)?.img
        : r.kind === 'crate' && isCrateKind(r.crateKind ?? -1)
          ? crateImage(r.crateKind as 0)
          : r.kind === 'voucher' && r.vaucher
            ? voucherByKey(r.vaucher).image
            : undefined;
  if (art) return <GameImage className="reward-list__img" src={art} alt="" fallback="?" />;
  const Icon =
    r.kind === 'TWC' ? CoinIcon : r.kind === 'energy' ? EnergyIcon : r.kind === 'xp' ? XpIcon : ShardIcon;
  return (
    <span className="reward-list__img reward-list__icon" aria-hidden="true">
      <Icon />
    </span>
  );
}

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

/** One reward as a player reads it, e.g. "3 Grin cards" or "500 shards". */
export function rewardText(r: Reward): string {
  switch (r.kind) {
    case 'xp':
      return `${formatNumber(r.amount)} XP`;
    case 'shards':
      return `${formatNumber(r.amount)} shards`;
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
      return r.vaucher ? `${r.amount} × ${voucherByKey(r.vaucher).name}` : `${r.amount} voucher`;
  }
}

/** The rewards of a crate, gumball, battle pass level or expedition, one per line. */
export function RewardList({ rewards }: { rewards: readonly Reward[] }) {
  if (rewards.length === 0) return <p className="muted">Nothing this time.</p>;
  return (
    <ul className="reward-list">
      {rewards.map((r, i) => (
        <li key={i}>
          <RewardPicture r={r} />
          <strong>{rewardText(r)}</strong>
          {r.note ? <small className="muted">{r.note}</small> : null}
        </li>
      ))}
    </ul>
  );
}
