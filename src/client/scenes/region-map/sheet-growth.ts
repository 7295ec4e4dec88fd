// A module of its own, with no import: the expedition screen sets it, and a screen may not load
// Pixi (or pixi-viewport) before its scene does (tests/e2e/bundle-budget.e2e.ts).

/**
 * What the bottom sheet grows by (CSS px): the run's panel's height, and what the region card's
 * sentence and buttons need beyond the sheet's own height (expedition.css `--sheet-grow`, which the
 * screen sets from what it measures), so the panel never covers the region's card, nor the card's
 * sentence its head, and the world's band above the sheet shrinks with it.
 */
let runPanelHeight = 0;
const growthListeners = new Set<() => void>();
/** For `useSyncExternalStore`: what the sheet grows by, as the screen measures it. */
export const sheetGrowth = {
  get: (): number => runPanelHeight,
  set(px: number): void {
    const next = Math.max(0, Math.round(px));
    if (next === runPanelHeight) return;
    runPanelHeight = next;
    for (const l of growthListeners) l();
  },
  subscribe(listener: () => void): () => void {
    growthListeners.add(listener);
    return () => growthListeners.delete(listener);
  },
};
