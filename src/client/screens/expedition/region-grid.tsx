import type { RegionView } from '../../../rules/views/expedition-view.ts';
import { useNow } from '../../ui/use-now.ts';
import { RegionCard } from './region-card.tsx';

/** The ten regions. While a run is active, the other regions cannot be chosen. */
export function RegionGrid({
  regions,
  selectedId,
  lockedToRun,
  onSelect,
}: {
  regions: RegionView[];
  selectedId: number;
  lockedToRun: boolean;
  onSelect: (id: number) => void;
}) {
  const now = useNow(1000);
  return (
    <ul className="region-grid" aria-label="Regions">
      {regions.map((r) => (
        <li key={r.id}>
          <RegionCard
            region={r}
            now={now}
            selected={r.id === selectedId}
            disabled={lockedToRun && r.id !== selectedId}
            onSelect={() => onSelect(r.id)}
          />
        </li>
      ))}
    </ul>
  );
}
