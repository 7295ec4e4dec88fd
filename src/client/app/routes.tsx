/**
 * Turns the route table into react-router routes. Each route's loader checks for a newer build,
 * runs its guard and loads its screen's chunk (reloading once if the chunk is gone), so a screen
 * is only downloaded when it is visited.
 */
import {
  matchPath,
  useLoaderData,
  useLocation,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { ComponentType } from 'react';
import { GUARDS, guardByName, type Guard } from './guards.ts';
import { reloadIfStale } from './build-check.ts';
import { loadChunk } from './chunk-reload.ts';
import { notFound } from './http-error.ts';
import { loadSession } from '../session/session-api.ts';
import { hasToken } from '../session/session-store.ts';
import { queryClient } from '../api/query-client.ts';
import { ErrorPage } from './error-page.tsx';
import { RootLayout } from '../layouts/root-layout.tsx';
import { AuthLayout } from '../layouts/auth-layout.tsx';
import { LandingLayout } from '../layouts/landing-layout.tsx';
import { GameCover } from '../ui/game-cover.tsx';
import { NotFoundInGame } from './not-found-page.tsx';
import type { Layout, RouteDef } from './route-table.ts';
import { provideScreenAhead } from './screen-ahead.ts';

function ScreenOutlet() {
  const { Screen } = useLoaderData() as { Screen: ComponentType };
  return <Screen />;
}

const never = () => new Promise<never>(() => {});

/** The layout an unknown path shows in, chosen by its loader (the catch-all's, below). */
function ChosenLayout() {
  const { Layout } = useLoaderData() as { Layout: ComponentType };
  return <Layout />;
}

function UnknownPath() {
  return <NotFoundInGame path={useLocation().pathname} />;
}

function toRoute(def: RouteDef, guards: Record<string, Guard>): RouteObject {
  const guard = def.guard === undefined ? undefined : guardByName(def.guard, guards);
  return {
    path: def.path,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const to = url.pathname + url.search;
      if (reloadIfStale(to)) return never();
      // The screen's code is asked for beside the guard's session check, not after its answer: on
      // a cold load of /expedition the check took a round trip (behind the layout's chunks) and
      // the screen's chunk, then the map's scene code and atlas it starts, waited for it. A guard
      // that sends the player elsewhere leaves the chunk unused (and any failure to the route).
      const screen = loadChunk(def.screen, () => to, request.signal);
      if (guard) {
        screen.catch(() => undefined);
        await guard(url);
      }
      // The screen's first reads, for a player the session names: where the server did not answer
      // at start (the offline screen) there is no one to read for, and a read without a session
      // ends in a 401, which sends the page to /auth (api/call-errors.ts).
      if (hasToken()) void def.prefetch?.(queryClient);
      const mod = await screen;
      return { Screen: mod.default };
    },
    Component: ScreenOutlet,
  };
}

/** The game layout's code (its HUD). */
const gameLayout = () => import('../layouts/game-layout.tsx');

/**
 * The layouts: the game's (its HUD, with the game's calls and their contract) loads with the first
 * game screen, beside that screen's chunk, so the landing and sign-in pages do not download it.
 */
const LAYOUTS: Record<Layout, Pick<RouteObject, 'Component' | 'lazy'>> = {
  landing: { Component: LandingLayout },
  auth: { Component: AuthLayout },
  game: {
    lazy: async () => ({
      Component: (await loadChunk(gameLayout, () => location.pathname)).GameLayout,
    }),
  },
};

/**
 * The router's routes: a root with the error page, then one layout route per layout holding its
 * screens, and a catch-all 404. Throws at start-up on an unknown guard name.
 */
export function buildRoutes(
  table: readonly RouteDef[],
  guards: Record<string, Guard> = GUARDS,
): RouteObject[] {
  // A screen's code ahead of its navigation (a sign-in's press): its chunk and its layout's. A
  // load that fails here is the route's to see, and retry, when it runs.
  provideScreenAhead((pathname) => {
    const def = table.find((d) => matchPath(d.path, pathname) !== null);
    if (!def) return;
    def.screen().catch(() => undefined);
    if (def.layout === 'game') gameLayout().catch(() => undefined);
  });
  const layouts = (Object.keys(LAYOUTS) as Layout[]).map((layout): RouteObject => ({
    ...LAYOUTS[layout],
    children: table.filter((d) => d.layout === layout).map((d) => toRoute(d, guards)),
  }));
  // An unknown path: a signed-in player stays in the game (its HUD and menu, the 404 in the
  // page's place); anyone else gets the error page's 404, on its own, as before.
  const signedIn = async () => {
    await loadSession();
    return hasToken();
  };
  const catchAll: RouteObject = {
    path: '*',
    Component: UnknownPath,
    loader: async ({ request }: LoaderFunctionArgs) => {
      if (!(await signedIn())) throw notFound(new URL(request.url).pathname);
      return null;
    },
  };
  const unknownLayout: RouteObject = {
    Component: ChosenLayout,
    errorElement: <ErrorPage />,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      if (reloadIfStale(url.pathname + url.search)) return never();
      if (!(await signedIn())) return { Layout: AuthLayout };
      return { Layout: (await loadChunk(gameLayout, () => location.pathname)).GameLayout };
    },
    children: [catchAll],
  };
  return [
    {
      Component: RootLayout,
      // The session is asked for once at start, so open pages (/, /craft) know who is playing.
      loader: async () => {
        await loadSession();
        return null;
      },
      errorElement: <ErrorPage />,
      // The game's cover at once, the map's own after it (no blank "Loading…" page between).
      hydrateFallbackElement: <GameCover />,
      children: [...layouts, unknownLayout],
    },
  ];
}
