// A module of its own, with no import: the expedition screen sets it, and a screen may not load
// Pixi (or pixi-viewport) before its scene does (tests/e2e/bundle-budget.e2e.ts).

/**
 * What the run's panel adds to the portrait sheet (CSS px): the sheet grows by it (expedition.css
 * `--run-h`, which the screen sets from the panel's measured height), so the panel never covers the
 * region's card, and the world's band above the sheet shrinks with it.
 */
let runPanelHeight = 0;
const growthListeners = new Set<() => void>();
/** For `useSyncExternalStore`: the run panel's height over the sheet, as the screen measures it. */
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
