import { useQuery, type QueryClient } from '@tanstack/react-query';
import { expeditionQueryOptions } from '../api/expedition.ts';
import { missionsQueryOptions } from '../api/missions.ts';
import { pocketQueryOptions } from '../api/pocket.ts';
import { warlordQueryOptions } from '../api/warlord.ts';
import { useSignedIn } from '../api/signed-in.ts';
import type { ExpeditionView } from '../../rules/views/expedition-view.ts';
import type { MissionsView } from '../../rules/views/missions-view.ts';
import type { PocketView } from '../../rules/views/pocket-view.ts';
import type { WarlordView } from '../../rules/views/warlord-view.ts';
import { useGame, type GameState } from './game-store.ts';

/**
 * The one way a screen, the HUD or a scene reads the server's views (GET /pocket, /warlord,
 * /missions, /expedition): the query fetches and caches, the mirror (mirror.ts) writes each answer
 * into the game store, and the data read here is the store's. Only whether the query is still
 * loading, or failed, comes from the query itself.
 */
export interface ViewRead<V> {
  data: V | undefined;
  /** No answer yet, and one is being fetched. */
  isLoading: boolean;
  /** No answer yet (fetching or not). */
  isPending: boolean;
  isError: boolean;
}

type MirroredOptions =
  | ReturnType<typeof pocketQueryOptions>
  | ReturnType<typeof warlordQueryOptions>
  | ReturnType<typeof missionsQueryOptions>
  | ReturnType<typeof expeditionQueryOptions>;

/**
 * Keeps a view's query fetched while the caller is mounted (signed in only) and answers its status.
 * Only the status is read from the query, so the caller renders again when the status changes,
 * not for every answer (it reads those from the store). `qc`: for the scenes, whose React tree
 * (Pixi's) has no QueryClientProvider.
 */
function useFetched<V>(options: MirroredOptions, data: V | null | undefined, qc?: QueryClient): ViewRead<V> {
  const query = useQuery(
    { ...(options as ReturnType<typeof pocketQueryOptions>), enabled: useSignedIn() },
    qc,
  );
  return {
    data: data ?? undefined,
    isLoading: query.isLoading,
    isPending: query.isPending,
    isError: query.isError,
  };
}

/** The pocket on screen: while a reveal plays (reveal-hold.ts), as it was before the write. */
const shownPocket = (s: GameState) => s.held?.pocket ?? s.pocket;
/** The Warlord on screen: its level and XP held while a reveal plays. */
const shownWarlord = (s: GameState) => s.held?.warlord ?? s.warlord;
/** The missions on screen: the battle pass's claimed level held while its reveal plays. */
const shownMissions = (s: GameState) => s.held?.missions ?? s.missions;

/** GET /pocket as the player should see it: no count on the page or in the HUD tells a reveal early. */
export function useShownPocket(): ViewRead<PocketView> {
  return useFetched(pocketQueryOptions(), useGame(shownPocket));
}

/** GET /warlord as shown (held while a reveal plays). */
export function useShownWarlord(): ViewRead<WarlordView> {
  return useFetched(warlordQueryOptions(), useGame(shownWarlord));
}

/** GET /missions as shown (held while a reveal plays). */
export function useShownMissions(): ViewRead<MissionsView> {
  return useFetched(missionsQueryOptions(), useGame(shownMissions));
}

/** GET /pocket's last answer, never held: what a write about to be sent is checked against. */
export function useLatestPocket(): ViewRead<PocketView> {
  return useFetched(
    pocketQueryOptions(),
    useGame((s) => s.pocket),
  );
}

/** GET /warlord's last answer, never held: the Warlord as it stands (its outfit, its level). */
export function useLatestWarlord(qc?: QueryClient): ViewRead<WarlordView> {
  return useFetched(
    warlordQueryOptions(),
    useGame((s) => s.warlord),
    qc,
  );
}

/** GET /missions's last answer, never held. */
export function useLatestMissions(): ViewRead<MissionsView> {
  return useFetched(
    missionsQueryOptions(),
    useGame((s) => s.missions),
  );
}

/**
 * GET /expedition's last answer (the server's run). What the map shows while a stage plays is
 * `shownExpedition` (selectors.ts), read from the store the same way.
 */
export function useExpedition(): ViewRead<ExpeditionView> {
  return useFetched(
    expeditionQueryOptions(),
    useGame((s) => s.expedition),
  );
}
