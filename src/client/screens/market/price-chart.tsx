import type { SaleView } from '../../../rules/views/market-view.ts';
import { formatNumber } from '../../ui/format.ts';
import { shortDateTime } from './time-text.ts';

const W = 320;
const H = 140;
const PAD = { left: 44, right: 10, top: 10, bottom: 22 };

/**
 * The last sales of a good as a small line chart, oldest on the left: one dot per sale (larger for
 * more units), the floor price as a dashed line. Drawn by hand in SVG; the same numbers are in a
 * visually hidden table for screen readers.
 */
export function PriceChart({ sales, floor }: { sales: SaleView[]; floor: number | null }) {
  if (sales.length === 0) return <p className="muted">No sales yet.</p>;
  const points = [...sales].reverse();
  const prices = points.map((s) => s.price).concat(floor ?? []);
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const span = hi - lo || Math.max(1, hi * 0.1);
  const min = Math.max(0, lo - span * 0.1);
  const max = hi + span * 0.1;
  const x = (i: number) =>
    PAD.left +
    (points.length === 1
      ? (W - PAD.left - PAD.right) / 2
      : (i * (W - PAD.left - PAD.right)) / (points.length - 1));
  const y = (p: number) => PAD.top + ((max - p) * (H - PAD.top - PAD.bottom)) / (max - min);
  const path = points
    .map((s, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(s.price).toFixed(1)}`)
    .join(' ');
  return (
    <figure className="price-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`Price of the last ${points.length} sales`}>
        <line
          className="price-chart__axis"
          x1={PAD.left}
          x2={W - PAD.right}
          y1={H - PAD.bottom}
          y2={H - PAD.bottom}
        />
        <text className="price-chart__label" x={PAD.left - 6} y={y(hi) + 4} textAnchor="end">
          {formatNumber(hi)}
        </text>
        {hi !== lo ? (
          <text className="price-chart__label" x={PAD.left - 6} y={y(lo) + 4} textAnchor="end">
            {formatNumber(lo)}
          </text>
        ) : null}
        {floor !== null ? (
          <line className="price-chart__floor" x1={PAD.left} x2={W - PAD.right} y1={y(floor)} y2={y(floor)} />
        ) : null}
        <path className="price-chart__line" d={path} />
        {points.map((s, i) => (
          <circle
            key={i}
            className="price-chart__dot"
            cx={x(i)}
            cy={y(s.price)}
            r={Math.min(7, 3 + Math.log2(s.quantity))}
          >
            <title>{`${formatNumber(s.quantity)} at ${formatNumber(s.price)} · ${shortDateTime(s.at)}`}</title>
          </circle>
        ))}
        <text className="price-chart__label" x={PAD.left} y={H - 6}>
          {shortDateTime(points[0]!.at)}
        </text>
        <text className="price-chart__label" x={W - PAD.right} y={H - 6} textAnchor="end">
          {shortDateTime(points[points.length - 1]!.at)}
        </text>
      </svg>
      <table className="visually-hidden">
        <caption>Last sales, newest first</caption>
        <tbody>
          {sales.map((s, i) => (
            <tr key={i}>
              <td>{shortDateTime(s.at)}</td>
              <td>{s.quantity} units</td>
              <td>{s.price} shards each</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
