import { gsap } from 'gsap';

let query: MediaQueryList | null = null;

/**
 * Whether the player asked the system for less motion. Asked by scenes on every frame: one live
 * media query, read, not a new one made each time (a CPU profile of the stage run found them).
 */
export function reducedMotion(): boolean {
  if (typeof window.matchMedia !== 'function') return false;
  query ??= window.matchMedia('(prefers-reduced-motion: reduce)');
  return query.matches;
}

/** A duration in seconds, shrunk to a short fade under reduced motion. */
export function dur(seconds: number): number {
  return reducedMotion() ? Math.min(seconds, 0.15) : seconds;
}

let installed = false;

/**
 * Once per page: gsap never jumps more than a frame after a stall, and everything pauses while the
 * tab is hidden, so coming back shows the scene where it was instead of a pile of catch-up tweens.
 */
export function installMotionGuards(): void {
  if (installed) return;
  installed = true;
  gsap.ticker.lagSmoothing(250, 33);
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) gsap.globalTimeline.pause();
    else gsap.globalTimeline.resume();
  });
}
