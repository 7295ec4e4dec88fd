import { useGame } from './game-store.ts';

/**
 * A hold never outlives this when no reveal took it over (a write whose answer opened nothing, a
 * crash before the pop-up): the screens then show the server's figures again.
 */
export const HOLD_LIMIT_MS = 20_000;

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * "Hold until revealed": from the moment a write whose rewards a reveal shows is sent (a crate,
 * the gumball, a battle-pass or expedition claim), every screen and the HUD keep showing the views
 * as they were (`held`), whatever arrives meanwhile (the write's answer, the live stream's event,
 * a refetch). The mirror still writes the answers; only what is shown waits. The first hold wins
 * while one is on; with no pocket known yet there is nothing on screen to hold.
 */
export function holdViews(): void {
  const s = useGame.getState();
  if (s.held || !s.pocket) return;
  clearTimeout(timer);
  timer = setTimeout(releaseViews, HOLD_LIMIT_MS);
  useGame.setState({ held: { pocket: s.pocket, warlord: s.warlord, missions: s.missions } });
}

/** A reveal is on screen: the hold now ends with it (releaseViews), not after HOLD_LIMIT_MS. */
export function revealTookHold(): void {
  clearTimeout(timer);
}

/** The reveal is over (its last tile shown, skipped or closed): screens show, and count up to, the answers. */
export function releaseViews(): void {
  clearTimeout(timer);
  if (useGame.getState().held) useGame.setState({ held: null });
}

/** Whether a reveal holds the figures back. */
export const useHolding = (): boolean => useGame((s) => s.held !== null);
