import { CoinIcon, ShardIcon } from '../../ui/icons.tsx';
import { EnergyMeter } from '../../ui/energy-meter.tsx';
import { AnimatedNumber } from '../../ui/balances/animated-number.tsx';
import { useShownPocket } from '../../game/shown-views.ts';

/** The player's energy (live), shards and TWC; held back while a reveal plays, then counted up. */
export function Resources() {
  const pocket = useShownPocket().data;
  if (!pocket) return <div className="resources" aria-busy="true" />;
  return (
    <dl className="resources">
      <EnergyMeter pocket={pocket} />
      <div className="resource" title="Shards">
        <dt>
          <ShardIcon title="Shards" />
        </dt>
        <dd>
          <AnimatedNumber value={pocket.shards} />
        </dd>
      </div>
      <div className="resource" title="TWC">
        <dt>
          <CoinIcon title="TWC" />
        </dt>
        <dd>
          <AnimatedNumber value={pocket.TWC} />
        </dd>
      </div>
    </dl>
  );
}
