import type { ExpeditionView } from '../../rules/views/expedition-view.ts';
import type { GameState } from './game-store.ts';

/** The expedition on screen: as it was when a stage began while it plays, else the last answer. */
export function shownExpedition(s: GameState): ExpeditionView | null {
  return s.run.frozen ?? s.expedition;
}

/**
 * The selected region: while a run is active, the run's (product-spec section 4: sends go there
 * only), unless the player has since picked another to look at (its card then says the Warlord is
 * out on the run); else the player's pick.
 */
export function selectedRegionId(s: GameState): number {
  const view = shownExpedition(s);
  if (!view) return s.map.selectedId ?? 1;
  if (!view.expedition.hidden && !(s.map.duringRun && s.map.selectedId !== null))
    return view.expedition.region;
  return s.map.selectedId ?? view.regions.find((r) => !r.locked)?.id ?? 1;
}

/** The region of the run under way, if any. */
export function activeRegionId(s: GameState): number | null {
  const view = shownExpedition(s);
  return view && !view.expedition.hidden ? view.expedition.region : null;
}

/**
 * While a stage plays no other region can be chosen. Between stages every region can be looked
 * at (its card shows its own stages and chances); only the run's region can be sent to.
 */
export function lockedToRun(s: GameState): boolean {
  return s.run.running !== null;
}

/**
 * Whether the stage under way has yet to tell its outcome: from Send until its verdict is on the
 * run's screen. What would tell it sooner (today's orders in the HUD: a third stage passed lights
 * them) waits while this holds. Not the whole time the run's screen is up: its verdict told, the
 * run's screen stays for Continue or Claim, and the orders it met must show (review r30).
 */
export function outcomeUntold(s: GameState): boolean {
  const { running, playing, result, verdictDue } = s.run;
  return running !== null || (playing && result !== null && verdictDue === true);
}
