import { formatNumber } from './format.ts';

/**
 * A potion's uses in words: "104 uses left (8 per potion)". The uses held are every potion of the
 * kind added up (a second potion adds its full uses, game-design.md), the second figure
 * what one potion gives; "104 / 8 uses left" read as a fraction past its whole.
 */
export function potionUsesText(usagesLeft: number, perPotion: number): string {
  return `${usesLeftText(usagesLeft)} (${formatNumber(perPotion)} per potion)`;
}

/** The uses held alone: "104 uses left", "1 use left", "No uses left" (the between-stages potion slots). */
export function usesLeftText(usagesLeft: number): string {
  return usagesLeft <= 0
    ? 'No uses left'
    : `${formatNumber(usagesLeft)} use${usagesLeft === 1 ? '' : 's'} left`;
}
