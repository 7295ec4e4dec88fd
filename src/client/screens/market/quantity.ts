/** A whole number typed by the player, or null when it is not one. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim().replace(/[,_\s]/g, '');
  if (!/^\d+$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : null;
}

/** The message for a quantity from 1 to `max`, or null when it is fine. */
export function quantityError(text: string, max: number): string | null {
  const n = wholeNumber(text);
  if (n === null || n < 1) return 'Enter a whole number of 1 or more';
  if (n > max) return `At most ${max}`;
  return null;
}
