import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { authGet } from './client.ts';
import { useSignedIn } from './signed-in.ts';

/** One change of the player's history (GET /history). */
export interface HistoryRow {
  id: number;
  action: string;
  what: string;
  delta: number;
  balanceAfter: number;
  at: string;
}

export interface HistoryPage {
  rows: HistoryRow[];
  next: number | null;
}

export interface HistoryFilter {
  good?: string;
  kind?: string;
}

export function historyQueryOptions(filter: HistoryFilter) {
  return infiniteQueryOptions({
    queryKey: ['history', filter.good ?? '', filter.kind ?? ''] as const,
    queryFn: ({ pageParam }) =>
      authGet<HistoryPage>('/history', { ...filter, before: pageParam ?? undefined, limit: 50 }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });
}

export function useHistory(filter: HistoryFilter) {
  return useInfiniteQuery({ ...historyQueryOptions(filter), enabled: useSignedIn() });
}
