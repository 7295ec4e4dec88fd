import type { PocketView } from '../../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../../rules/views/warlord-view.ts';
import { HeroPortrait } from '../../scenes/portrait/hero-portrait.tsx';
import { formatNumber } from '../../ui/format.ts';
import { EnergyMeter } from '../../ui/energy-meter.tsx';
import { CoinIcon, ShardIcon } from '../../ui/icons.tsx';
import { WarlordStats, WarlordWorn } from '../../ui/warlord-worn.tsx';
import { ItemSlots } from './item-slots.tsx';

/** The Warlord: portrait, level, rank, rarity, progress, stats, balances, what it wears, and slots. */
export function WarlordPanel({ warlord, pocket }: { warlord: WarlordView; pocket: PocketView }) {
  const fill = warlord.requiredPoints ? Math.min(1, warlord.points / warlord.requiredPoints) : 0;
  return (
    <section className="card warlord-panel section" aria-labelledby="warlord-title">
      <HeroPortrait appliedTraits={warlord.appliedTraits} appliedItems={warlord.appliedItems} />
      <div className="warlord-panel__info">
        <h2 id="warlord-title">Your Warlord</h2>
        <p>
          Level <strong>{warlord.level}</strong> · Rank <strong>{warlord.rank}</strong> · Rarity{' '}
          <strong>{warlord.rarity}</strong>
        </p>
        <div
          className="bar"
          role="progressbar"
          aria-label="XP toward the next level"
          aria-valuemin={0}
          aria-valuemax={warlord.requiredPoints}
          aria-valuenow={warlord.points}
        >
          <div className="bar__fill" style={{ width: `${fill * 100}%` }} />
        </div>
        <p className="muted">
          <span className="figure">
            {formatNumber(warlord.points)} / {formatNumber(warlord.requiredPoints)} XP
          </span>{' '}
          to level {warlord.level + 1}
        </p>
        <WarlordStats stats={warlord.stats} />
        <dl className="resources">
          <EnergyMeter pocket={pocket} />
          <div className="resource">
            <dt>
              <ShardIcon title="Shards" />
            </dt>
            <dd>{formatNumber(pocket.shards)}</dd>
          </div>
          <div className="resource">
            <dt>
              <CoinIcon title="TWC" />
            </dt>
            <dd>{formatNumber(pocket.TWC)}</dd>
          </div>
        </dl>
        <WarlordWorn warlord={warlord} pocket={pocket} />
      </div>
      <ItemSlots warlord={warlord} />
    </section>
  );
}
