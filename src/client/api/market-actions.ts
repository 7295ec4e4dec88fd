import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { BodyIn } from '../../contract/endpoint.ts';
import { invalidate, setPocket } from './cache.ts';

/** Every market read (browse pages, my listings, histories) is stale after a market write. */
function refreshMarket(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: ['market'] });
}

export type ListGood = BodyIn<typeof api.marketList>;

/** POST /market/list */
export function useListGood() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ListGood) => call(api.marketList, { body }),
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
    mutationFn: (body: { listingId: string; quantity: number }) => call(api.marketBuy, { body }),
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
    mutationFn: (listingId: string) => call(api.marketCancel, { body: { listingId } }),
    onSuccess: (res) => setPocket(qc, res.pocket),
    onSettled: () => refreshMarket(qc),
  });
}
