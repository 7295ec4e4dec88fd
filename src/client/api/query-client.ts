import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-store.ts';
import { mirrorQueries } from '../game/mirror.ts';
import { onReadError, onWriteError } from './call-errors.ts';
import { GC_MS, STALE_MS } from './query-times.ts';

/**
 * The app's query client. Retries are the api client's job (once, on transient statuses), so the
 * query layer does not retry again; a failed read is already logged there. What a failure shows
 * the player hangs on its caches (call-errors.ts), and every answer of the game's views is
 * mirrored into the game store (game/mirror.ts), where screens, the HUD and scenes read it.
 */
export function createQueryClient(): QueryClient {
  const qc = new QueryClient({
    queryCache: new QueryCache({ onError: onReadError }),
    mutationCache: new MutationCache({
      onError: onWriteError,
      // Any write may count towards today's orders (the live stream says so too, when it is up).
      onSuccess: () => void qc.invalidateQueries({ queryKey: ['orders'] }),
    }),
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
  mirrorQueries(qc);
  return qc;
}

/** The one client of the running app (tests make their own). */
export const queryClient = createQueryClient();

// Another player's data must never show: a change of signed-in player empties the cache.
useSession.subscribe((s, prev) => {
  if (s.user?.profileId !== prev.user?.profileId) queryClient.clear();
});
