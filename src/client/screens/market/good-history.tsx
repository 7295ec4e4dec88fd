import type { GoodKind } from '../../../rules/catalog/market.ts';
import { goodInfo } from '../../../rules/catalog/market.ts';
import type { Good } from '../../../rules/state.ts';
import { useMarketHistory } from '../../api/market-history.ts';
import { GameImage, thumbImage } from '../../ui/game-image.tsx';
import { ShardIcon } from '../../ui/icons.tsx';
import { formatNumber } from '../../ui/format.ts';
import { PriceChart } from './price-chart.tsx';
import { shortDateTime } from './time-text.ts';

/** A good's floor price and its last 30 sales as a chart. */
export function GoodHistory({ kind, id, onClose }: { kind: GoodKind; id: number; onClose?: () => void }) {
  const good = { kind, id } as Good;
  const info = goodInfo(good);
  const { data, isLoading } = useMarketHistory(good);
  return (
    <section className="card market-history" aria-labelledby="history-title" data-testid="good-history">
      <div className="section__head">
        <div className="good__head">
          {info ? <GameImage className="thumb" src={thumbImage(info.img)} alt={info.name} /> : null}
          <h2 id="history-title" style={{ margin: 0 }}>
            {info?.name ?? `${kind} ${id}`}: price history
          </h2>
        </div>
        {onClose ? (
          <button className="button button--small" onClick={onClose}>
            Hide
          </button>
        ) : null}
      </div>
      {isLoading && !data ? <p className="muted">Loading…</p> : null}
      {data ? (
        <>
          <p>
            Floor:{' '}
            {data.floor !== null ? (
              <strong>
                <ShardIcon /> {formatNumber(data.floor)}
              </strong>
            ) : (
              <span className="muted">none on sale</span>
            )}
            <span className="muted">
              {' '}
              · {data.sales.length} recent sale{data.sales.length === 1 ? '' : 's'}
            </span>
          </p>
          <div className="market-history__body">
            <PriceChart sales={data.sales} floor={data.floor} />
            {data.sales.length > 0 ? (
              <table className="table market-history__sales">
                <thead>
                  <tr>
                    <th>When</th>
                    <th>Units</th>
                    <th>Price each</th>
                  </tr>
                </thead>
                <tbody>
                  {data.sales.slice(0, 6).map((s, i) => (
                    <tr key={i}>
                      <td>{shortDateTime(s.at)}</td>
                      <td>{formatNumber(s.quantity)}</td>
                      <td>{formatNumber(s.price)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
