import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { GoodKind } from '../../rules/catalog/market.ts';
import type { ListingView } from '../../rules/views/market-view.ts';
import { authPost } from './client.ts';
import { invalidate, setPocket } from './cache.ts';
import type { PocketView } from './types.ts';

/** Every market read (browse pages, my listings, histories) is stale after a market write. */
function refreshMarket(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: ['market'] });
}

export interface ListGood {
  good: { kind: GoodKind; id: number };
  quantity: number;
  price: number;
}

/** POST /market/list */
export function useListGood() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ListGood) =>
      authPost<{ listing: ListingView; pocket: PocketView }>('/market/list', body),
    onSuccess: (res) => {
      setPocket(qc, res.pocket);
      refreshMarket(qc);
      invalidate(qc, 'warlord');
    },
  });
}

/** POST /market/buy */
export function useBuyListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: { listingId: string; quantity: number }) =>
      authPost<{ listing: ListingView; pocket: PocketView }>('/market/buy', body),
    onSuccess: (res) => {
      setPocket(qc, res.pocket);
      invalidate(qc, 'warlord');
    },
    // A refused buy (sold out meanwhile, fewer left) also means the page shows old listings.
    onSettled: () => refreshMarket(qc),
  });
}

/** POST /market/cancel */
export function useCancelListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => authPost<{ pocket: PocketView }>('/market/cancel', { listingId }),
    onSuccess: (res) => setPocket(qc, res.pocket),
    onSettled: () => refreshMarket(qc),
  });
}
