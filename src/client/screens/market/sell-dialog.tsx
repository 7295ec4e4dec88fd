import { useState } from 'react';
import { MAX_LISTING_PRICE, MIN_LISTING_PRICE } from '../../../rules/catalog/market.ts';
import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { marketFee, unitsText } from '../../../rules/formulas/market.ts';
import { useListGood } from '../../api/market-actions.ts';
import type { DialogSpec } from '../../dialogs/dialog-store.ts';
import { useMarketHistory } from '../../api/market-history.ts';
import { useLatestPocket } from '../../game/shown-views.ts';
import { GameImage, thumbImage } from '../../ui/game-image.tsx';
import { ShardIcon } from '../../ui/icons.tsx';
import { formatNumber } from '../../ui/format.ts';
import { showSuccess } from '../../ui/toast.ts';
import { quantityError, wholeNumber } from './quantity.ts';
import { listableFromPocket, type SellableGood } from './sellable.ts';

function priceError(text: string): string | null {
  const n = wholeNumber(text);
  if (n === null || n < MIN_LISTING_PRICE || n > MAX_LISTING_PRICE) {
    return 'The price must be a whole number of shards from 1 to 10,000,000';
  }
  return null;
}

/**
 * List units of a good: quantity up to what can be listed, price per unit, what the seller gets.
 * The content of a dialog of the dialog store (the market screen opens it, `sellDialog`).
 */
export function SellDialog({ item, onClose }: { item: SellableGood; onClose: () => void }) {
  const pocket = useLatestPocket().data;
  const max = pocket ? listableFromPocket(pocket, item.good) : item.listable;
  const floor = useMarketHistory(item.good).data?.floor ?? null;
  const [qtyText, setQty] = useState('1');
  const [priceText, setPrice] = useState(floor ? String(floor) : '');
  const [touched, setTouched] = useState(false);
  const list = useListGood();
  const quantity = wholeNumber(qtyText) ?? 0;
  const price = wholeNumber(priceText) ?? 0;
  const qtyErr = max === 0 ? 'You have none of it to sell now' : quantityError(qtyText, max);
  const priceErr = priceError(priceText);
  const gross = quantity * price;
  const fee = marketFee(gross);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (qtyErr || priceErr) return;
    try {
      await list.mutateAsync({ good: item.good, quantity, price });
      showSuccess(`Listed ${unitsText(item.good, quantity)}`, { trade: true });
      onClose();
    } catch {
      // The toast already says why.
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className={`good__head rarity-${item.info.rarity}`}>
        <GameImage className="thumb" src={thumbImage(item.info.img)} alt={item.info.name} />
        <div>
          <strong>{item.info.name}</strong>
          <div className="rarity-text">{RARITY_NAMES[item.info.rarity]}</div>
          <div className="muted">
            You can list {unitsText(item.good, max)}
            {floor !== null ? ` · floor ${formatNumber(floor)} shards` : ''}
          </div>
        </div>
      </div>
      <label className="field" style={{ marginTop: '1rem' }}>
        <span className="field__label">Quantity (1 to {max})</span>
        <input
          name="quantity"
          inputMode="numeric"
          autoFocus
          value={qtyText}
          aria-invalid={touched && qtyErr ? 'true' : 'false'}
          onChange={(e) => setQty(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        {touched && qtyErr ? <span className="field__error">{qtyErr}</span> : null}
      </label>
      <label className="field">
        <span className="field__label">Price per unit (shards)</span>
        <input
          name="price"
          inputMode="numeric"
          placeholder="e.g. 500"
          value={priceText}
          aria-invalid={touched && priceErr ? 'true' : 'false'}
          onChange={(e) => setPrice(e.target.value)}
          onBlur={() => setTouched(true)}
        />
        {touched && priceErr ? <span className="field__error">{priceErr}</span> : null}
      </label>
      {floor !== null && price !== floor ? (
        <div className="button-row" style={{ marginBottom: '0.75rem' }}>
          <button type="button" className="button button--small" onClick={() => setPrice(String(floor))}>
            Match the floor: {formatNumber(floor)}
          </button>
        </div>
      ) : null}
      <dl className="kv market-sums">
        <dt>Buyers pay</dt>
        <dd>
          <ShardIcon /> {formatNumber(gross)}
        </dd>
        <dt>Fee (5% rounded up, at least 1, burned)</dt>
        <dd>− {formatNumber(fee)}</dd>
        <dt>You receive</dt>
        <dd>
          <strong>{formatNumber(gross - fee)}</strong>
        </dd>
      </dl>
      <p className="muted" style={{ fontSize: '0.85rem' }}>
        The goods leave your pocket now; unsold ones come back when you cancel or after 7 days.
      </p>
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={list.isPending || max === 0}>
          {list.isPending ? 'Listing…' : 'List for sale'}
        </button>
      </div>
    </form>
  );
}

/** The dialog listing a good for sale. */
export function sellDialog(item: SellableGood): DialogSpec {
  return {
    title: `Sell ${item.info.name}`,
    className: 'market-dialog',
    content: (close) => <SellDialog item={item} onClose={() => close('close')} />,
  };
}
