import { CoinIcon, ShardIcon } from '../../ui/icons.tsx';
import { EnergyMeter } from '../../ui/energy-meter.tsx';
import { AnimatedNumber } from '../../ui/balances/animated-number.tsx';
import { useShownPocket } from '../../game/shown-views.ts';
import { formatNumber } from '../../ui/format.ts';

/**
 * The player's energy (live), shards and TWC; held back while a reveal plays, then counted up.
 * Balances of 100,000 and more read compact (505K), the full figure in the title and name.
 */
export function Resources() {
  const pocket = useShownPocket().data;
  if (!pocket) return <div className="resources" aria-busy="true" />;
  return (
    <dl className="resources">
      <EnergyMeter pocket={pocket} />
      {/* data-resource: where a reward's icons fly in (ui/balances/fly-to-hud.ts). */}
      <div className="resource" data-resource="shards" title={`Shards: ${formatNumber(pocket.shards)}`}>
        <dt>
          <ShardIcon title="Shards" />
        </dt>
        <dd>
          <AnimatedNumber value={pocket.shards} compact />
        </dd>
      </div>
      <div className="resource" data-resource="TWC" title={`TWC: ${formatNumber(pocket.TWC)}`}>
        <dt>
          <CoinIcon title="TWC" />
        </dt>
        <dd>
          <AnimatedNumber value={pocket.TWC} compact />
        </dd>
      </div>
    </dl>
  );
}
