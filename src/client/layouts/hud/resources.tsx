import { usePocket } from '../../api/pocket.ts';
import { CoinIcon, ShardIcon } from '../../ui/icons.tsx';
import { formatNumber } from '../../ui/format.ts';
import { EnergyMeter } from '../../ui/energy-meter.tsx';

/** The player's energy (live), shards and TWC. */
export function Resources() {
  const { data: pocket } = usePocket();
  if (!pocket) return <div className="resources" aria-busy="true" />;
  return (
    <dl className="resources">
      <EnergyMeter pocket={pocket} />
      <div className="resource" title="Shards">
        <dt>
          <ShardIcon title="Shards" />
        </dt>
        <dd>{formatNumber(pocket.shards)}</dd>
      </div>
      <div className="resource" title="TWC">
        <dt>
          <CoinIcon title="TWC" />
        </dt>
        <dd>{formatNumber(pocket.TWC)}</dd>
      </div>
    </dl>
  );
}
