import { gsap } from 'gsap';

/** Whether the player asked the system for less motion. */
export function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
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
