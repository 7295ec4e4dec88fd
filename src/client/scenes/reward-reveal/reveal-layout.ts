/** Card spacing at full size (CSS px). */
const STEP = 112;

/** Where the revealed cards land: one centred row, shrunk to fit the canvas' width. */
export function cardSlots(count: number, width: number, height: number) {
  const cardScale = Math.min(1, (width - 16) / Math.max(1, count * STEP));
  const step = STEP * cardScale;
  const left = width / 2 - (step * (count - 1)) / 2;
  const y = height / 2 - 14;
  return { cardScale, slots: Array.from({ length: count }, (_, i) => ({ x: left + i * step, y })) };
}
