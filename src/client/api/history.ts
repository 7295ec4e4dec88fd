import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from './client.ts';
import * as api from '../../contract/game.ts';
import type { QueryIn, ResponseOf } from '../../contract/endpoint.ts';
import { useSignedIn } from './signed-in.ts';

/** One change of the player's history (GET /history). */
export type { HistoryRow } from '../../contract/views.ts';

export type HistoryPage = ResponseOf<typeof api.history>;

/** The good and the kind of action the history is filtered by. */
export type HistoryFilter = Pick<QueryIn<typeof api.history>, 'good' | 'kind'>;

export function historyQueryOptions(filter: HistoryFilter) {
  return infiniteQueryOptions({
    queryKey: ['history', filter.good ?? '', filter.kind ?? ''] as const,
    queryFn: ({ pageParam }) =>
      call(api.history, { query: { ...filter, before: pageParam ?? undefined, limit: 50 } }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
  });
}

export function useHistory(filter: HistoryFilter) {
  return useInfiniteQuery({ ...historyQueryOptions(filter), enabled: useSignedIn() });
}
