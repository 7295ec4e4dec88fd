import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../src/client/api/query-client.ts';
import { ordersQueryOptions } from '../../src/client/api/orders.ts';
import { resetGame, useGame } from '../../src/client/game/game-store.ts';
import { releaseViews } from '../../src/client/game/reveal-hold.ts';
import { useShownOrders } from '../../src/client/ui/orders-list.tsx';
import { claimableOrders } from '../../src/rules/views/orders-view.ts';
import type { OrdersView } from '../../src/rules/views/orders-view.ts';
import { json, mockFetch, signInAs } from './helpers.ts';

/** Today's orders with the stages order `done` of 3. */
const orders = (done: number) =>
  ({
    day: '2026-11-29',
    orders: [{ key: 'stages', title: 'Pass 3 stages', target: 3, done, claimed: false, reward: [] }],
    bonus: { reward: [], claimed: false },
    endsInMs: 3_600_000,
  }) as OrdersView;

afterEach(() => {
  releaseViews();
  resetGame();
});

describe("the HUD's orders during a stage run", () => {
  it('shows the orders as they were until the run is over: a passed stage does not light them before its clash', () => {
    signInAs();
    mockFetch(json(orders(2)));
    const qc = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={qc}>{children}</QueryClientProvider>
    );
    // The day's orders as read before the run (fresh: not read again on mount).
    qc.setQueryData(ordersQueryOptions().queryKey, orders(2));
    const shown = renderHook(() => useShownOrders(), { wrapper });
    expect(shown.result.current?.orders[0]?.done).toBe(2);

    // A stage is sent and plays; the server's answer (the third pass) arrives before its clash.
    act(() =>
      useGame.setState((s) => ({ run: { ...s.run, running: { region: 1, stage: 2 }, playing: true } })),
    );
    act(() => qc.setQueryData(ordersQueryOptions().queryKey, orders(3)));
    expect(shown.result.current?.orders[0]?.done).toBe(2);
    expect(claimableOrders(shown.result.current)).toEqual([]);

    // The run is over: the order is done and waits to be claimed.
    act(() => useGame.setState((s) => ({ run: { ...s.run, running: null, playing: false } })));
    expect(shown.result.current?.orders[0]?.done).toBe(3);
    expect(claimableOrders(shown.result.current).map((o) => o.key)).toEqual(['stages']);
  });
});
