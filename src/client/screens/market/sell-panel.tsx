import { RARITY_NAMES } from '../../../rules/catalog/rarity.ts';
import { useShownPocket } from '../../game/shown-views.ts';
import { unitsText } from '../../../rules/formulas/market.ts';
import { GameImage, thumbImage } from '../../ui/game-image.tsx';
import { sellableGoods, type SellableGood } from './sellable.ts';

/** The pocket's goods with what can be listed of each, and a Sell button. */
export function SellPanel({ onSell }: { onSell: (g: SellableGood) => void }) {
  const { data: pocket, isLoading } = useShownPocket();
  if (isLoading && !pocket) return <p className="muted">Loading your pocket…</p>;
  if (!pocket) return null;
  const goods = sellableGoods(pocket);
  if (goods.length === 0) return <p className="muted">You hold no goods to sell.</p>;
  return (
    <ul className="grid goods" style={{ ['--min' as string]: '240px' }} aria-label="Goods you can sell">
      {goods.map((g) => (
        <li key={`${g.good.kind}:${g.good.id}`} className={`card good rarity-${g.info.rarity} rarity-border`}>
          <div className="good__head">
            <GameImage className="thumb" src={thumbImage(g.info.img)} alt={g.info.name} />
            <div>
              <strong>{g.info.name}</strong>
              <div className="rarity-text">{RARITY_NAMES[g.info.rarity]}</div>
              <div className="muted">{g.note ?? `${unitsText(g.good, g.listable)} to sell`}</div>
            </div>
          </div>
          <button
            className="button button--small"
            disabled={g.listable === 0}
            aria-label={`Sell ${g.info.name}`}
            onClick={() => onSell(g)}
          >
            Sell
          </button>
        </li>
      ))}
    </ul>
  );
}
