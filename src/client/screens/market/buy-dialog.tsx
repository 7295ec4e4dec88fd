import { useState } from 'react';
import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import type { ListingView } from '../../../rules/views/market-view.ts';
import { useBuyListing } from '../../api/market-actions.ts';
import type { DialogSpec } from '../../dialogs/dialog-store.ts';
import { useLatestPocket } from '../../game/shown-views.ts';
import { GameImage, thumbImage } from '../../ui/game-image.tsx';
import { ShardIcon } from '../../ui/icons.tsx';
import { formatNumber } from '../../ui/format.ts';
import { showSuccess } from '../../ui/toast.ts';
import { quantityError, wholeNumber } from './quantity.ts';

/**
 * Buy all or part of a listing: quantity, total in shards, what the player holds. The content of
 * a dialog of the dialog store (the market screen opens it, `buyDialog`).
 */
export function BuyDialog({ listing, onClose }: { listing: ListingView; onClose: () => void }) {
  const [text, setText] = useState('1');
  const buy = useBuyListing();
  const shards = useLatestPocket().data?.shards ?? 0;
  const quantity = wholeNumber(text) ?? 0;
  const total = quantity * listing.price;
  const error =
    quantityError(text, listing.quantity) ??
    (total > shards
      ? `Not enough shards: ${formatNumber(total)} needed, ${formatNumber(shards)} held`
      : null);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (error) return;
    try {
      await buy.mutateAsync({ listingId: listing.id, quantity });
      showSuccess(`Bought ${quantity} × ${listing.good.name}`, { trade: true });
      onClose();
    } catch {
      // The toast already says why.
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className={`good__head rarity-${listing.good.rarity}`}>
        <GameImage className="thumb" src={thumbImage(listing.good.img)} alt={listing.good.name} />
        <div>
          <strong>{listing.good.name}</strong>
          <div className="rarity-text">{RARITY_NAMES[listing.good.rarity]}</div>
          <div className="muted">
            {formatNumber(listing.quantity)} left · {formatNumber(listing.price)} shards each · from{' '}
            {listing.seller.username}
          </div>
        </div>
      </div>
      <label className="field" style={{ marginTop: '1rem' }}>
        <span className="field__label">Quantity (1 to {listing.quantity})</span>
        <input
          inputMode="numeric"
          autoFocus
          value={text}
          aria-invalid={error ? 'true' : 'false'}
          aria-describedby="buy-error"
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <div className="button-row" style={{ marginBottom: '0.75rem' }}>
        <button
          type="button"
          className="button button--small"
          onClick={() => setText(String(listing.quantity))}
        >
          All {listing.quantity}
        </button>
      </div>
      <p className="market-total">
        Total <ShardIcon /> <strong data-testid="buy-total">{formatNumber(total)}</strong>
        <span className="muted"> · you hold {formatNumber(shards)}</span>
      </p>
      <p id="buy-error" className="field__error" role="alert">
        {error ?? ''}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={!!error || buy.isPending}>
          {buy.isPending ? 'Buying…' : `Buy for ${formatNumber(total)}`}
        </button>
      </div>
    </form>
  );
}

/** The dialog buying from a listing. */
export function buyDialog(listing: ListingView): DialogSpec {
  return {
    title: `Buy ${listing.good.name}`,
    className: 'market-dialog',
    content: (close) => <BuyDialog listing={listing} onClose={() => close('close')} />,
  };
}
