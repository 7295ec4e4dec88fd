import { useRef, type KeyboardEvent } from 'react';
import { regionById } from '../../../rules/catalog/regions.ts';
import { useGame } from '../../game/game-store.ts';
import { lockedToRun, selectedRegionId, shownExpedition } from '../../game/selectors.ts';
import type { RegionView } from '../../../rules/views/expedition-view.ts';

const NEXT: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

function describe(r: RegionView): string {
  const title = regionById(r.id)?.title ?? '';
  if (r.locked) return `${title}, needs rank ${r.rankRequired}`;
  return `${title}, level ${r.level}`;
}

/** The region's numeral, as its name ends (the catalog's `Region II`). */
function numeral(r: RegionView): string {
  return (regionById(r.id)?.name ?? r.name ?? '').replace(/^Region /, '');
}

/**
 * The map's regions as a row of keys, one a region, marked with its numeral as on the emblem's
 * ribbon (named "Region II" for screen readers): always in sight at the top of the card's column
 * (the portrait sheet's top), above the canvas, for the mouse, a tap, the keyboard and screen
 * readers alike. Tab or the arrow keys move between regions and select them (the canvas shows the
 * focus as the selection); Enter on the selected region sends.
 */
export function RegionKeys({ onSelect, onSend }: { onSelect: (id: number) => void; onSend: () => void }) {
  // The view is selected, not `view?.regions ?? []`: a selector must answer the same value while
  // the store does not change, and a fresh `[]` each call (before the expedition first loads, when
  // the scene's chunk is cached) re-rendered this list without end, crashing the map's scene.
  const regions = useGame(shownExpedition)?.regions ?? [];
  const selectedId = useGame(selectedRegionId);
  const locked = useGame(lockedToRun);
  const list = useRef<HTMLUListElement>(null);

  const onKey = (e: KeyboardEvent<HTMLButtonElement>, id: number) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      if (id === selectedId) onSend();
      else onSelect(id);
      return;
    }
    const step = NEXT[e.key];
    if (!step) return;
    e.preventDefault();
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = buttons.indexOf(e.currentTarget);
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <ul ref={list} className="region-keys" aria-label="Regions on the map">
      {regions.map((r) => (
        <li key={r.id}>
          <button
            type="button"
            aria-pressed={r.id === selectedId}
            data-locked={r.locked || undefined}
            aria-description={describe(r)}
            disabled={locked && r.id !== selectedId}
            onFocus={() => onSelect(r.id)}
            onClick={() => onSelect(r.id)}
            onKeyDown={(e) => onKey(e, r.id)}
          >
            <span className="visually-hidden">Region </span>
            {numeral(r)}
          </button>
        </li>
      ))}
    </ul>
  );
}
