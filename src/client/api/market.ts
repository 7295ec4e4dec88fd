import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodKind } from '../../rules/catalog/market.ts';
import type { ListingView } from '../../rules/views/market-view.ts';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { useSignedIn } from './signed-in.ts';

/** Filters, sort and page of GET /market. */
export interface MarketQuery {
  kind?: GoodKind;
  id?: number;
  rarity?: number;
  sort?: 'price' | 'newest';
  order?: 'asc' | 'desc';
  page?: number;
}

export interface MarketPage {
  listings: ListingView[];
  total: number;
}

/** GET /market */
export function fetchMarket(query: MarketQuery): Promise<MarketPage> {
  return call(api.market, { query });
}

export function marketQueryOptions(query: MarketQuery) {
  return queryOptions({ queryKey: ['market', 'browse', query] as const, queryFn: () => fetchMarket(query) });
}

export function useMarket(query: MarketQuery) {
  return useQuery({
    ...marketQueryOptions(query),
    enabled: useSignedIn(),
    placeholderData: keepPreviousData,
  });
}
