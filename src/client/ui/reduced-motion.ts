/**
 * Whether the player asked the system for less motion, asked afresh each time (the page's moments
 * ask once a moment; the scenes, which ask every frame, keep one live query: scenes/shared/motion.ts).
 */
export function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
