import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingView } from '../../rules/views/market-view.ts';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { useSignedIn } from './signed-in.ts';

/** GET /market/mine: the player's active listings and those ended in the last 7 days. */
export function fetchMyListings(): Promise<{ listings: ListingView[] }> {
  return call(api.marketMine);
}

export function myListingsQueryOptions() {
  return queryOptions({ queryKey: ['market', 'mine'] as const, queryFn: fetchMyListings });
}

export function useMyListings() {
  return useQuery({ ...myListingsQueryOptions(), enabled: useSignedIn() });
}
