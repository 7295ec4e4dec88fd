import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../src/client/api/query-client.ts';
import { pocketQueryOptions } from '../../src/client/api/pocket.ts';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';
import { resetGame, useGame } from '../../src/client/game/game-store.ts';
import { holdViews, releaseViews } from '../../src/client/game/reveal-hold.ts';
import { useLatestPocket, useShownPocket } from '../../src/client/game/shown-views.ts';
import { json, mockFetch, signInAs } from './helpers.ts';

const pocket = (shards: number) => ({ shards, TWC: 0, crates: [] }) as unknown as PocketView;

afterEach(() => {
  releaseViews();
  resetGame();
});

describe("a screen's read of a view", () => {
  it("is the game store's copy of the answers, held while a reveal plays", async () => {
    signInAs();
    mockFetch(json(pocket(5000)));
    const qc = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    const shown = renderHook(() => useShownPocket(), { wrapper });
    const latest = renderHook(() => useLatestPocket(), { wrapper });
    await act(() => qc.refetchQueries({ queryKey: pocketQueryOptions().queryKey }));
    expect(shown.result.current.data?.shards).toBe(5000);
    expect(shown.result.current.isLoading).toBe(false);
    act(() => holdViews());
    act(() => qc.setQueryData(pocketQueryOptions().queryKey, pocket(5400)));
    expect(useGame.getState().pocket?.shards).toBe(5400);
    expect(shown.result.current.data?.shards).toBe(5000);
    expect(latest.result.current.data?.shards).toBe(5400);
    act(() => releaseViews());
    expect(shown.result.current.data?.shards).toBe(5400);
  });
});
