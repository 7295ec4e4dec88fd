/**
 * The landing page's picture, in two vector layers the page stacks and moves with CSS (no Pixi
 * there): the world map as the backdrop, and a dressed Warlord (the same trait layers as the
 * game's portraits, holding Winter's Edge) standing in front of it. Served as SVG: a few dozen
 * KB compressed, sharp at any screen density.
 */
import { itemById, isWeapon } from '../../../src/rules/catalog/items.ts';
import { meleeHeld } from '../items/melee.ts';
import { composite } from '../portrait/layers.ts';

export const LANDING_WARLORD = { width: 600, height: 560 } as const;

/** Legendary suit and hair, a grin, glowing eyes, a crown. */
const OUTFIT = [310, 6, 204, 110, 502] as const;
const WEAPON = 274;

/** The SVG body of the Warlord: the bust, the blade held up past its right shoulder. */
export function landingWarlord(): string {
  const blade = itemById(WEAPON);
  if (!blade || !isWeapon(blade)) throw new Error(`landing: ${WEAPON} is not a weapon`);
  return (
    // The grip (the held picture's 128, 159) in a hand below the frame, the blade up past the shoulder.
    `<g transform="translate(452 420) rotate(20) scale(1.35) translate(-128 -159)">${meleeHeld(blade)}</g>` +
    `<g transform="translate(20 48)">${composite(OUTFIT)}</g>`
  );
}
