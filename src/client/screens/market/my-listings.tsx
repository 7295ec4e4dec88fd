import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import type { ListingView } from '../../../rules/views/market-view.ts';
import { useCancelListing } from '../../api/market-actions.ts';
import { useMyListings } from '../../api/market-mine.ts';
import { GameImage, thumbImage } from '../../ui/game-image.tsx';
import { formatNumber } from '../../ui/format.ts';
import { showSuccess } from '../../ui/toast.ts';
import { seenAt, timeLeftText } from './time-text.ts';

/** What happened to an ended listing, in the seller's words. */
const ENDED: Record<Exclude<ListingView['status'], 'active'>, string> = {
  sold: 'Sold out',
  cancelled: 'Cancelled: what was left came back to your pocket',
  expired: 'Expired after 7 days: what was left came back to your pocket',
};

/** The player's listings: active ones with Cancel, then those ended in the last 7 days and why. */
export function MyListings({ now, onHistory }: { now: number; onHistory: (l: ListingView) => void }) {
  const { data, isLoading, dataUpdatedAt } = useMyListings();
  const at = seenAt(now, dataUpdatedAt);
  const cancel = useCancelListing();
  if (isLoading && !data) return <p className="muted">Loading your listings…</p>;
  const listings = data?.listings ?? [];
  if (listings.length === 0)
    return <p className="muted">You have no listings. Sell goods from your pocket.</p>;
  return (
    <ul className="my-listings" aria-label="My listings">
      {listings.map((l) => (
        <li
          key={l.id}
          className={`card my-listing rarity-${l.good.rarity}${l.status === 'active' ? '' : ' card--muted'}`}
          data-testid="my-listing"
        >
          <GameImage className="thumb" src={thumbImage(l.good.img)} alt={l.good.name} />
          <div className="my-listing__main">
            <strong>{l.good.name}</strong> <span className="rarity-text">{RARITY_NAMES[l.good.rarity]}</span>
            <div className="muted">
              {l.status === 'sold'
                ? 'All sold'
                : `${formatNumber(l.quantity)} ${l.status === 'active' ? 'left' : 'unsold'}`}{' '}
              at {formatNumber(l.price)} shards each
            </div>
            <div className={`my-listing__status my-listing__status--${l.status}`}>
              {l.status === 'active' ? `On sale · ends in ${timeLeftText(l.expiresAt, at)}` : ENDED[l.status]}
            </div>
          </div>
          <div className="button-row">
            <button
              className="button button--small"
              aria-label={`Price history of ${l.good.name}`}
              onClick={() => onHistory(l)}
            >
              History
            </button>
            {l.status === 'active' ? (
              <button
                className="button button--small button--danger"
                disabled={cancel.isPending}
                aria-label={`Cancel the listing of ${l.good.name}`}
                onClick={() =>
                  cancel.mutate(l.id, { onSuccess: () => showSuccess(`${l.good.name}: listing cancelled`) })
                }
              >
                Cancel
              </button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
