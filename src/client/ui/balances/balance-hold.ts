import { create } from 'zustand';
import type { PocketView } from '../../api/types.ts';

/** The balances the HUD shows. */
export type Balances = Pick<PocketView, 'shards' | 'TWC' | 'energy' | 'energyUpdatedAt'>;

/** A hold never outlives this, whatever happens to the reveal (a scene that never ends, a crash). */
export const HOLD_LIMIT_MS = 20_000;

interface BalanceHoldState {
  /** What the HUD keeps showing while a reveal has not shown what it grants; null when free. */
  held: Balances | null;
  /** Keeps `balances` on show (the first hold wins while one is on). */
  hold: (balances: Balances) => void;
  /** Lets the HUD show (and count up to) the real balances. */
  release: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * "Hold balances until revealed": a write that grants rewards behind a reveal (a crate, a
 * gumball pull, a claim) holds the HUD's balances as they were before its answer went into the
 * cache; the reveal releases them once it has shown the rewards (or is skipped or closed).
 */
export const useBalanceHold = create<BalanceHoldState>()((set, get) => ({
  held: null,
  hold: (balances) => {
    if (get().held) return;
    clearTimeout(timer);
    timer = setTimeout(() => get().release(), HOLD_LIMIT_MS);
    set({ held: { ...balances } });
  },
  release: () => {
    clearTimeout(timer);
    if (get().held) set({ held: null });
  },
}));

/** Holds the balances of `pocket` (the cache's, before a granting answer replaces it). */
export function holdBalances(pocket: PocketView | undefined): void {
  if (pocket)
    useBalanceHold.getState().hold({
      shards: pocket.shards,
      TWC: pocket.TWC,
      energy: pocket.energy,
      energyUpdatedAt: pocket.energyUpdatedAt,
    });
}

export function releaseBalances(): void {
  useBalanceHold.getState().release();
}

/** The pocket as the HUD should show it: its balances held back while a reveal plays. */
export function useShownPocket(pocket: PocketView | undefined): PocketView | undefined {
  const held = useBalanceHold((s) => s.held);
  return pocket && held ? { ...pocket, ...held } : pocket;
}
