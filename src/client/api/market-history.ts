import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodKind } from '../../rules/catalog/market.ts';
import type { SaleView } from '../../rules/views/market-view.ts';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import { useSignedIn } from './signed-in.ts';

export interface MarketHistory {
  floor: number | null;
  sales: SaleView[];
}

/** GET /market/history: a good's floor price and its last 30 sales, newest first. */
export function fetchMarketHistory(kind: GoodKind, id: number): Promise<MarketHistory> {
  return call(api.marketHistory, { query: { kind, id } });
}

export function marketHistoryQueryOptions(kind: GoodKind, id: number) {
  return queryOptions({
    queryKey: ['market', 'history', kind, id] as const,
    queryFn: () => fetchMarketHistory(kind, id),
  });
}

export function useMarketHistory(good: { kind: GoodKind; id: number } | null) {
  const signedIn = useSignedIn();
  return useQuery({
    ...marketHistoryQueryOptions(good?.kind ?? 'trait', good?.id ?? 0),
    enabled: signedIn && good !== null,
  });
}
