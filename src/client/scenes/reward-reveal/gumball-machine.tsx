import type { CSSProperties } from 'react';
import { RARITY_COLORS } from '../../../rules/catalog/rarity.ts';
import { preloadPicture } from './reveal-pictures.ts';

/**
 * The gumball machine of the pull's reveal in layers (assets/src/crates/gumball.ts): the stand (the
 * reveal's picture), the globe's balls (drawn by the page, GumballGlobe), the glass over them and
 * the crank, which the page turns. The shop shows the whole machine, /images/gumball.png.
 */
export const GUMBALL_LAYERS = {
  stand: '/images/gumball/stand.png',
  glass: '/images/gumball/glass.png',
  crank: '/images/gumball/crank.png',
} as const;

/** Fetches the layers the reveal draws over its picture, ahead of a pull. */
export function preloadGumballLayers(): void {
  preloadPicture(GUMBALL_LAYERS.glass);
  preloadPicture(GUMBALL_LAYERS.crank);
}

/** The art's globe (a circle about (160, 150), 103 inside its outline, in a 320 x 400 picture). */
const GLOBE = { x: 160, y: 150, r: 103 };
const BALL_R = 14;
const COLORS = [...RARITY_COLORS, '#ef4444', '#22c55e', '#facc15', '#ec4899'];

/** The balls as the art lays them: rows from the bottom of the globe, within it. */
const BALLS = (() => {
  const balls: { left: string; top: string; color: string; style: number }[] = [];
  for (let row = 0; row < 6; row++)
    for (let i = 0; i < 7; i++) {
      const x = 74 + i * 29 + (row % 2) * 14 + (((i * 7 + row * 3) % 7) - 3);
      const y = 226 - row * 26 + (((i * 5 + row * 11) % 7) - 3);
      if ((x - GLOBE.x) ** 2 + (y - GLOBE.y) ** 2 > 98 * 98) continue;
      const box = 2 * GLOBE.r;
      balls.push({
        left: `${(((x - BALL_R - (GLOBE.x - GLOBE.r)) / box) * 100).toFixed(2)}%`,
        top: `${(((y - BALL_R - (GLOBE.y - GLOBE.r)) / box) * 100).toFixed(2)}%`,
        color: COLORS[(i * 5 + row * 3) % COLORS.length]!,
        style: i * 7 + row * 3,
      });
    }
  return balls;
})();

/**
 * The balls in the globe, clipped to it: they stir while the server answers and jostle, hopping
 * each its own way, while the crank turns (gumball-moment.css).
 */
export function GumballGlobe() {
  return (
    <span className="gumball__globe">
      <span className="gumball__pile">
        {BALLS.map((b, i) => (
          <i
            key={i}
            style={
              {
                left: b.left,
                top: b.top,
                '--c': b.color,
                '--jx': `${((b.style * 37) % 7) * 9 - 27}%`,
                '--jy': `${-18 - ((b.style * 13) % 5) * 9}%`,
                '--jd': `${-((b.style * 3) % 5) * 0.035}s`,
              } as CSSProperties
            }
          />
        ))}
      </span>
    </span>
  );
}
