import type { PocketView, WarlordView } from '../../api/types.ts';
import { HeroPortrait } from '../../scenes/portrait/hero-portrait.tsx';
import { formatNumber } from '../../ui/format.ts';
import { EnergyMeter } from '../../ui/energy-meter.tsx';
import { CoinIcon, ShardIcon } from '../../ui/icons.tsx';
import { ItemSlots } from './item-slots.tsx';

const STATS = ['yield', 'exploration', 'power', 'stealth'] as const;

/** The Warlord: portrait, level, rank, rarity, progress, stats, slots and balances. */
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
          {formatNumber(warlord.points)} / {formatNumber(warlord.requiredPoints)} XP to level{' '}
          {warlord.level + 1}
        </p>
        <dl className="stats">
          {STATS.map((s) => (
            <div key={s} className="stat">
              <dt>{s}</dt>
              <dd>{warlord.stats[s]}</dd>
            </div>
          ))}
        </dl>
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
      </div>
      <ItemSlots warlord={warlord} />
    </section>
  );
}
