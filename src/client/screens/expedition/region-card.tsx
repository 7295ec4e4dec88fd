import { regionById } from '../../../rules/catalog/regions.ts';
import { remainingText } from '../../../rules/formulas/time.ts';
import type { RegionView } from '../../../rules/views/expedition-view.ts';
import { formatPercent } from '../../ui/format.ts';
import { ClockIcon, EnergyIcon, LockIcon } from '../../ui/icons.tsx';
import { cooldownLeft } from './region-status.ts';

/** One region on the map: name, level, lock by rank, cooldown, pass chance and energy. */
export function RegionCard({
  region,
  now,
  selected,
  disabled,
  onSelect,
}: {
  region: RegionView;
  now: number;
  selected: boolean;
  disabled: boolean;
  onSelect: () => void;
}) {
  const info = regionById(region.id);
  const cooling = cooldownLeft(region, now);
  return (
    <button
      type="button"
      className={`region-card${selected ? ' region-card--selected' : ''}${region.locked ? ' region-card--locked' : ''}`}
      aria-pressed={selected}
      disabled={disabled}
      onClick={onSelect}
    >
      <span className="region-card__name">{region.name}</span>
      <span className="region-card__title">{info?.title}</span>
      <span className="region-card__meta">
        Level {region.level} · {region.maxStage} stages
      </span>
      {region.locked ? (
        <span className="region-card__status">
          <LockIcon /> Rank {region.rankRequired}
        </span>
      ) : cooling > 0 ? (
        <span className="region-card__status">
          <ClockIcon /> {remainingText(cooling)}
        </span>
      ) : (
        <span className="region-card__status region-card__status--ready">
          {formatPercent(region.chance)} · <EnergyIcon /> {region.stageInfo.energyRequired}
        </span>
      )}
    </button>
  );
}
