/** The route table of product-spec section 2. Screens load on demand (one chunk per screen). */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

export type Layout = 'landing' | 'auth' | 'game';
export type ScreenModule = { default: ComponentType };

export interface RouteDef {
  path: string;
  layout: Layout;
  /** A guard name of guards.ts, or none. */
  guard?: string;
  screen: () => Promise<ScreenModule>;
  /**
   * Starts the screen's first reads while its chunk loads (after the guard), so the data does not
   * wait for the code to arrive and render: on a slow line that wait was the page's paint. Its
   * reads are imported when it runs, so the landing page does not download the game's calls.
   */
  prefetch?: (qc: QueryClient) => Promise<void>;
}

const leaderboard = () => import('../screens/leaderboard/leaderboard-screen.tsx');

/**
 * The Warlord's and the pocket's reads, for the screens whose hero is the Warlord (/pocket,
 * /profile): asked for with the screen's chunk, not once it has arrived and rendered (a round trip
 * later on the cold load's path to the drawn Warlord). The hero's pictures are asked for as soon as
 * the Warlord's answer is in: the figure (and the HUD's avatar) asked for them only in its effects,
 * after the whole screen's first render with its data (0.2 to 0.35 s later on a cold load).
 */
const prefetchWarlord = async (qc: QueryClient) => {
  const [{ pocketQueryOptions }, { warlordQueryOptions }, { preloadWarlord }] = await Promise.all([
    import('../api/pocket.ts'),
    import('../api/warlord.ts'),
    import('../ui/warlord-pictures.ts'),
  ]);
  const warlord = warlordQueryOptions();
  void qc.prefetchQuery(warlord).then(() => {
    const view = qc.getQueryData(warlord.queryKey);
    if (view) preloadWarlord(view.appliedTraits, view.appliedItems);
  });
  void qc.prefetchQuery(pocketQueryOptions());
};

const adminConsole = () => import('../admin/admin-screen.tsx');

export const ROUTE_TABLE: readonly RouteDef[] = [
  { path: '/', layout: 'landing', screen: () => import('../screens/landing/landing-screen.tsx') },
  // The operators' console: its own chunk, with its charting library; players never load it.
  { path: '/admin', layout: 'auth', screen: adminConsole },
  // A player's page in the console, a link of its own (support hands it around).
  { path: '/admin/players/:id', layout: 'auth', screen: adminConsole },
  { path: '/auth', layout: 'auth', guard: 'login', screen: () => import('../screens/auth/auth-screen.tsx') },
  { path: '/craft', layout: 'game', screen: () => import('../screens/craft/craft-screen.tsx') },
  {
    path: '/expedition',
    layout: 'game',
    guard: 'auth',
    screen: () => import('../screens/expedition/expedition-screen.tsx'),
    prefetch: async (qc) => {
      const [{ expeditionQueryOptions }, { pocketQueryOptions }, { warlordQueryOptions }] = await Promise.all(
        [import('../api/expedition.ts'), import('../api/pocket.ts'), import('../api/warlord.ts')],
      );
      void qc.prefetchQuery(expeditionQueryOptions());
      void qc.prefetchQuery(pocketQueryOptions());
      void qc.prefetchQuery(warlordQueryOptions());
    },
  },
  {
    path: '/history',
    layout: 'game',
    guard: 'auth',
    screen: () => import('../screens/history/history-screen.tsx'),
  },
  { path: '/leaderboard', layout: 'game', guard: 'auth', screen: leaderboard },
  { path: '/leaderboard/:page', layout: 'game', guard: 'auth', screen: leaderboard },
  {
    path: '/market',
    layout: 'game',
    guard: 'auth',
    screen: () => import('../screens/market/market-screen.tsx'),
  },
  { path: '/mint', layout: 'game', guard: 'auth', screen: () => import('../screens/mint/mint-screen.tsx') },
  {
    path: '/missions',
    layout: 'game',
    guard: 'auth',
    screen: () => import('../screens/missions/missions-screen.tsx'),
  },
  { path: '/not_found', layout: 'auth', screen: () => import('../screens/not-found/not-found-screen.tsx') },
  {
    path: '/pocket',
    layout: 'game',
    guard: 'auth',
    screen: () => import('../screens/pocket/pocket-screen.tsx'),
    prefetch: prefetchWarlord,
  },
  {
    path: '/profile',
    layout: 'game',
    guard: 'auth',
    screen: () => import('../screens/profile/profile-screen.tsx'),
    prefetch: prefetchWarlord,
  },
];
