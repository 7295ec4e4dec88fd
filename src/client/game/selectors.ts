import type { ExpeditionView } from '../api/types.ts';
import type { GameState } from './game-store.ts';

/** The expedition on screen: as it was when a stage began while it plays, else the last answer. */
export function shownExpedition(s: GameState): ExpeditionView | null {
  return s.run.frozen ?? s.expedition;
}

/** The selected region: the run's while one is active (product-spec section 4), else the player's pick. */
export function selectedRegionId(s: GameState): number {
  const view = shownExpedition(s);
  if (!view) return s.map.selectedId ?? 1;
  if (!view.expedition.hidden) return view.expedition.region;
  return s.map.selectedId ?? view.regions.find((r) => !r.locked)?.id ?? 1;
}

/** The region of the run under way, if any. */
export function activeRegionId(s: GameState): number | null {
  const view = shownExpedition(s);
  return view && !view.expedition.hidden ? view.expedition.region : null;
}

/** While a run is active (or a stage plays) only its region can be chosen. */
export function lockedToRun(s: GameState): boolean {
  const view = shownExpedition(s);
  return s.run.running !== null || (view !== null && !view.expedition.hidden);
}
