import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../session/session-store.ts';
import type { ExpeditionView } from '../../rules/views/expedition-view.ts';
import type { MissionsView } from '../../rules/views/missions-view.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../rules/views/warlord-view.ts';
import { resetGame, useGame } from './game-store.ts';

/** The queries whose answers the scenes read, by their key's first part. */
const MIRRORED = {
  expedition: (data: unknown) => useGame.setState({ expedition: data as ExpeditionView }),
  pocket: (data: unknown) => useGame.setState({ pocket: data as PocketView }),
  warlord: (data: unknown) => useGame.setState({ warlord: data as WarlordView }),
  missions: (data: unknown) => useGame.setState({ missions: data as MissionsView }),
} as const;

function write(key: unknown, data: unknown): void {
  if (data === undefined || typeof key !== 'string' || !(key in MIRRORED)) return;
  MIRRORED[key as keyof typeof MIRRORED](data);
}

let installed: QueryClient | null = null;

/**
 * Writes every answer of the mirrored queries into the game store as it arrives (a fetch, or a
 * write's answer set into the cache), so scenes read the server's state without React. Once per
 * query client; answers cached before the call are copied at once.
 */
export function mirrorQueries(qc: QueryClient): void {
  if (installed === qc) return;
  installed = qc;
  for (const query of qc.getQueryCache().getAll()) write(query.queryKey[0], query.state.data);
  qc.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' || event.type === 'added')
      write(event.query.queryKey[0], event.query.state.data);
  });
  useSession.subscribe((s, prev) => {
    if (s.user?.profileId !== prev.user?.profileId) resetGame();
  });
}
