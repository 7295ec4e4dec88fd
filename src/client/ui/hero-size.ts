import { useSyncExternalStore } from 'react';

/**
 * The size of the Warlord where it is the hero of the page (/pocket, /profile): a full figure
 * box about 74% of the viewport's height (at most 720 px) and 0.62 of that wide, which is a
 * fifth of the viewport's area or more at 1440x900, 1080x810 and 810x1080 (art-direction.md).
 */
export function heroSize(viewWidth: number, viewHeight: number): { width: number; height: number } {
  const height = Math.round(Math.max(320, Math.min(720, viewHeight * 0.74)));
  // At most 46% of the width, so the panel's facts beside it keep their room (810 px portrait).
  const width = Math.round(Math.min(height * 0.62, viewWidth * 0.46));
  return { width, height };
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const snapshot = () => `${window.innerWidth}x${window.innerHeight}`;

/** heroSize for the current viewport, following its resizes. */
export function useHeroSize(): { width: number; height: number } {
  const [w, h] = useSyncExternalStore(subscribe, snapshot, () => '1440x900')
    .split('x')
    .map(Number) as [number, number];
  return heroSize(w, h);
}
