import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import type { ListingView } from '../../../rules/views/market-view.ts';
import { GameImage, thumbImage } from '../../ui/game-image.tsx';
import { ShardIcon } from '../../ui/icons.tsx';
import { formatNumber } from '../../ui/format.ts';
import { timeLeftText } from './time-text.ts';

/** One listing as a card: the good's picture and rarity, price per unit, units left, seller. */
export function ListingCard({
  listing,
  mine,
  now,
  onBuy,
  onHistory,
}: {
  listing: ListingView;
  mine: boolean;
  now: number;
  onBuy: () => void;
  onHistory: () => void;
}) {
  const { good } = listing;
  return (
    <li className={`card good listing rarity-${good.rarity} rarity-border`} data-testid="listing">
      <div className="good__head">
        <GameImage className="listing__img" src={thumbImage(good.img)} alt={good.name} />
        <div>
          <strong>{good.name}</strong>
          <div className="rarity-text">
            {RARITY_NAMES[good.rarity]}
            {good.kind === 'crate' ? '' : ` ${good.kind}`}
          </div>
          <div className="muted">
            {formatNumber(listing.quantity)} left · by {mine ? 'you' : listing.seller.username}
          </div>
        </div>
      </div>
      <div className="listing__price">
        <ShardIcon /> <strong>{formatNumber(listing.price)}</strong> <span className="muted">each</span>
      </div>
      <small className="muted">Ends in {timeLeftText(listing.expiresAt, now)}</small>
      <div className="button-row">
        <button
          className="button button--small"
          onClick={onHistory}
          aria-label={`Price history of ${good.name}`}
        >
          History
        </button>
        <button
          className="button button--small button--primary"
          disabled={mine}
          onClick={onBuy}
          aria-label={mine ? `${good.name}: your listing` : `Buy ${good.name}`}
        >
          {mine ? 'Yours' : 'Buy'}
        </button>
      </div>
    </li>
  );
}
