/**
 * Today's orders, claimed together (ui/orders-list.tsx): with two or more done, "Claim all N"
 * claims each of them from the server, one after the other, and shows what they paid in one
 * reveal; with one done there is only its own Claim.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrdersView } from '../../src/rules/views/orders-view.ts';

const claimed: string[] = [];
const mutateAsync = vi.fn(async (key: string) => {
  claimed.push(key);
  return { reward: [{ kind: 'xp', amount: 30 }] };
});
let view: OrdersView;
vi.mock('../../src/client/api/orders.ts', () => ({
  useOrders: () => ({ data: view, dataUpdatedAt: Date.now() }),
  useClaimOrder: () => ({ mutateAsync, isPending: false }),
}));
const dialogs: { title: string }[] = [];
vi.mock('../../src/client/dialogs/dialog-store.ts', async (load) => ({
  ...(await load<object>()),
  openDialog: (d: { title: string }) => {
    dialogs.push(d);
    return new Promise(() => undefined);
  },
}));
const { OrdersList } = await import('../../src/client/ui/orders-list.tsx');

const order = (key: string, title: string, done: number) => ({
  key,
  title,
  target: 1,
  done,
  claimed: false,
  reward: [{ kind: 'xp' as const, amount: 30 }],
});
const today = (...orders: ReturnType<typeof order>[]) =>
  ({ day: '2026-11-29', orders, bonus: { reward: [], claimed: false }, endsInMs: 3_600_000 }) as OrdersView;

afterEach(() => {
  claimed.length = 0;
  dialogs.length = 0;
  mutateAsync.mockClear();
});

describe("claiming today's orders", () => {
  it('claims every order done with one press and shows one reveal for them', async () => {
    view = today(
      order('gumball', 'Pull the gumball', 1),
      order('crate', 'Open a crate', 1),
      order('dress', 'Apply a trait', 0),
    );
    render(
      <MemoryRouter>
        <OrdersList />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Claim all 2' }));
    await waitFor(() => expect(claimed).toEqual(['gumball', 'crate']));
    expect(dialogs.map((d) => d.title)).toEqual(['2 orders done']);
  });

  it('offers only the order’s own Claim when one is done', () => {
    view = today(order('gumball', 'Pull the gumball', 1), order('crate', 'Open a crate', 0));
    render(
      <MemoryRouter>
        <OrdersList />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: /^Claim all/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect(dialogs.map((d) => d.title)).toEqual(['Order done: Pull the gumball']);
  });
});
