import { QueryCache, QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-store.ts';

/** Query cache stale after 5 s, discarded after 5 min (product-spec section 9). */
export const STALE_MS = 5_000;
export const GC_MS = 5 * 60_000;

/**
 * The app's query client. Retries are the api client's job (once, on transient statuses), so the
 * query layer does not retry again; a failed read is already logged there.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache(),
    defaultOptions: {
      queries: {
        staleTime: STALE_MS,
        gcTime: GC_MS,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
        refetchOnMount: true,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one client of the running app (tests make their own). */
export const queryClient = createQueryClient();

// Another player's data must never show: a change of signed-in player empties the cache.
useSession.subscribe((s, prev) => {
  if (s.user?.profileId !== prev.user?.profileId) queryClient.clear();
});
