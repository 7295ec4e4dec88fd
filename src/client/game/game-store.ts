import { create } from 'zustand';
import type { ExpeditionView } from '../../rules/views/expedition-view.ts';
import type { MissionsView } from '../../rules/views/missions-view.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../rules/views/warlord-view.ts';

/** The map camera: the world's scale and the world point at the centre of the screen. */
export interface Camera {
  scale: number;
  x: number;
  y: number;
}

/** A stage's outcome as the expedition screen shows it. */
export interface StageResult {
  region: number;
  stage: number;
  passed: boolean;
  finished: boolean;
  shardsGained: number;
  /** The run's gathered shards before and after the stage, as the server's answers said. */
  gatheredBefore: number;
  gatheredAfter: number;
  chance: number;
  how?: 'stealth' | 'power' | 'defeat';
}

/** The run under way on /expedition: kept here so leaving the screen and coming back restores it. */
export interface RunState {
  running: { region: number; stage: number } | null;
  result: StageResult | null;
  /** The map as it was when the stage began, shown while it plays (the answer comes sooner). */
  frozen: ExpeditionView | null;
  /** Whether the full-size stage run is on screen (the march, then the outcome playing out). */
  playing: boolean;
  /**
   * The stage's answer is in and its verdict not yet on the run's screen: until it is (or the run's
   * screen goes), what would tell the outcome early (today's orders in the HUD) shows as it was
   * (selectors.ts `outcomeUntold`). Set with the result, cleared by the run's screen (stage-overlay.tsx).
   */
  verdictDue?: boolean;
  /**
   * The run's screen is leaving (Back to the map, a claim done): what the run becomes once the map
   * under it has drawn afresh (expedition-screen.tsx). Until then the run's last frame stays on
   * screen, so the map is never seen with a frame laid out for the page as it was before the run.
   */
  leaving?: Partial<RunState> | null;
}

/** A Warlord level-up or rank-up seen in the server's answers, waiting for (or showing) its banner. */
export interface LevelUp {
  /** Counts every level-up seen, so two in a row are two banners. */
  id: number;
  fromLevel: number;
  level: number;
  fromRank: number;
  rank: number;
  /** The regions the new rank opens (empty for a level-up within a rank). */
  unlocked: number[];
}

/**
 * The views as they were when a write whose rewards are revealed was sent (a crate, the gumball,
 * a battle-pass or expedition claim): what every screen and the HUD show until the reveal ends.
 */
export interface HeldViews {
  pocket: PocketView | null;
  warlord: WarlordView | null;
  missions: MissionsView | null;
}

export interface GameState {
  /** Mirrors of the server's last answers (written by the query layer, see mirror.ts). */
  expedition: ExpeditionView | null;
  pocket: PocketView | null;
  warlord: WarlordView | null;
  missions: MissionsView | null;
  /** While a reveal plays, the views shown in place of the answers above (reveal-hold.ts). */
  held: HeldViews | null;
  /**
   * The region map's own state: what is selected, where the camera looks, and whether the pick
   * was made while a run was under way (a look at another region; otherwise the run's region shows).
   */
  map: { selectedId: number | null; camera: Camera | null; duringRun: boolean };
  run: RunState;
  /** The last level-up seen, until its banner has been shown. */
  levelUp: LevelUp | null;
  /** Regions a rank-up opened that the region map has not pulsed yet (it clears them). */
  newlyUnlocked: number[];
}

const NO_RUN: RunState = { running: null, result: null, frozen: null, playing: false };

/**
 * The store the scenes read, outside React rendering (`useGame.getState()` in a ticker,
 * `useGame.subscribe` for changes). React screens read it through selectors. Server data arrives
 * only through the mirror; everything else is the screens' transient state.
 */
export const useGame = create<GameState>()(() => ({
  expedition: null,
  pocket: null,
  warlord: null,
  missions: null,
  held: null,
  map: { selectedId: null, camera: null, duringRun: false },
  run: NO_RUN,
  levelUp: null,
  newlyUnlocked: [],
}));

/**
 * Selects a region to look at. A pick made while a run is under way shows that region until the
 * run ends; a pick made before it gives way to the run's region once the run starts.
 */
export function selectRegion(id: number): void {
  useGame.setState((s) => {
    const view = s.run.frozen ?? s.expedition;
    return { map: { ...s.map, selectedId: id, duringRun: view !== null && !view.expedition.hidden } };
  });
}

/** Kept when a pan or zoom ends (not per frame): the map comes back where it was left. */
export function saveCamera(camera: Camera): void {
  useGame.setState((s) => ({ map: { ...s.map, camera } }));
}

export function patchRun(patch: Partial<RunState>): void {
  useGame.setState((s) => ({ run: { ...s.run, ...patch } }));
}

/** Forgets everything of the signed-in player (a change of player). */
export function resetGame(): void {
  useGame.setState({
    expedition: null,
    pocket: null,
    warlord: null,
    missions: null,
    held: null,
    map: { selectedId: null, camera: null, duringRun: false },
    run: NO_RUN,
    levelUp: null,
    newlyUnlocked: [],
  });
}
