import type { PocketView } from '../../api/types.ts';
import { holdViews, releaseViews } from '../../game/reveal-hold.ts';

/**
 * The writes' side of the reveal hold (game/reveal-hold.ts, a state of the game store): a write
 * whose rewards are revealed holds when it is sent and releases on a refusal. The pocket argument
 * is the cache's before the answer (the store's mirror of it may be a notification behind).
 */
export function holdBalances(pocket: PocketView | undefined): void {
  if (pocket) holdViews({ pocket });
}

export function releaseBalances(): void {
  releaseViews();
}
