import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListingView } from '../../src/rules/views/market-view.ts';
import { createQueryClient } from '../../src/client/api/query-client.ts';
import { marketQueryOptions } from '../../src/client/api/market.ts';
import { myListingsQueryOptions } from '../../src/client/api/market-mine.ts';
import { Browse } from '../../src/client/screens/market/browse.tsx';
import { MyListings } from '../../src/client/screens/market/my-listings.tsx';
import { queryFromParams } from '../../src/client/screens/market/market-query.ts';
import { timeLeftText } from '../../src/client/screens/market/time-text.ts';

const DAY = 86_400_000;
/** When the server listed it; its answer arrived a second later; the screen's clock ticked 20 s before. */
const LISTED = Date.UTC(2026, 10, 28, 1, 0, 0);
const ARRIVED = LISTED + 1_000;
const TICK = LISTED - 20_000;

const listing: ListingView = {
  id: 'l-1',
  seller: { profileId: 'p-seller', username: 'Seller' },
  good: { kind: 'crate', id: 0, name: 'Basic', rarity: 0, img: '/images/crate.png' },
  quantity: 1,
  price: 500,
  expiresAt: new Date(LISTED + 7 * DAY).toISOString(),
  status: 'active',
};

function renderWith(ui: ReactNode) {
  const client = createQueryClient();
  const query = queryFromParams(new URLSearchParams());
  client.setQueryData(myListingsQueryOptions().queryKey, { listings: [listing] }, { updatedAt: ARRIVED });
  client.setQueryData(
    marketQueryOptions(query).queryKey,
    { listings: [listing], total: 1 },
    { updatedAt: ARRIVED },
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("a listing's time left", () => {
  it('floors every unit: never more than there is', () => {
    const ends = new Date(LISTED + 7 * DAY).toISOString();
    expect(timeLeftText(ends, LISTED)).toBe('7d 0h');
    expect(timeLeftText(ends, LISTED + 1)).toBe('6d 23h');
    expect(timeLeftText(ends, LISTED + 7 * DAY - 61 * 60_000)).toBe('1h 1m');
    expect(timeLeftText(ends, LISTED + 7 * DAY - 90_000)).toBe('1m');
    expect(timeLeftText(ends, LISTED + 7 * DAY - 30_000)).toBe('<1m');
    expect(timeLeftText(ends, LISTED + 8 * DAY)).toBe('<1m');
  });

  it('reads the same to the seller and to the buyer, though the clock ticked before it was listed', () => {
    // On a screen whose 30 s clock last ticked before it.
    const seller = renderWith(<MyListings now={TICK} onHistory={() => undefined} />);
    const mine = screen.getByText(/^On sale · ends in /).textContent;
    seller.unmount();
    renderWith(
      <Browse
        query={queryFromParams(new URLSearchParams())}
        onQuery={() => undefined}
        now={TICK}
        onBuy={() => undefined}
        onHistory={() => undefined}
      />,
    );
    const theirs = screen.getByText(/^Ends in /).textContent;
    // Counted from when the listings arrived (the tick would have said 7d 0h).
    expect(mine).toBe('On sale · ends in 6d 23h');
    expect(theirs).toBe('Ends in 6d 23h');
  });
});
