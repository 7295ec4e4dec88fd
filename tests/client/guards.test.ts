// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { buildRoutes } from '../../src/client/app/routes.tsx';
import { ROUTE_TABLE } from '../../src/client/app/route-table.ts';
import { guardByName } from '../../src/client/app/guards.ts';
import { HttpError } from '../../src/client/app/http-error.ts';
import { useConnection } from '../../src/client/game/connection.ts';
import { useSession } from '../../src/client/session/session-store.ts';
import { json, mockFetch, USER } from './helpers.ts';

/** Starts a router at `path` and waits until its first navigation has settled. */
async function start(path: string) {
  const router = createMemoryRouter(buildRoutes(ROUTE_TABLE), { initialEntries: [path] });
  // Up to 25 s (not Vitest’s 1 s): a lazy screen’s first import takes seconds on a loaded machine.
  await vi.waitFor(
    () => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true),
    { timeout: 25_000 },
  );
  return router;
}

// The heaviest lazy screen (the map's, with Pixi) is imported once before the cases: its first
// import under jsdom takes tens of seconds on a loaded machine, which is not what a case measures.
beforeAll(() => import('../../src/client/screens/expedition/expedition-screen.tsx'), 120_000);

beforeEach(() => {
  useSession.setState({ user: null, loaded: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('the route table', () => {
  it('raises an error at start-up for an unknown guard name', () => {
    const screen = () => import('../../src/client/screens/landing/landing-screen.tsx');
    expect(() => buildRoutes([{ path: '/x', layout: 'game', guard: 'admin', screen }])).toThrow(
      'Unknown route guard: admin',
    );
    expect(() => guardByName('nope')).toThrow('Unknown route guard: nope');
  });

  it('guards the signed-in routes with auth and /auth with login', () => {
    const guards = Object.fromEntries(ROUTE_TABLE.map((r) => [r.path, r.guard ?? null]));
    expect(guards).toEqual({
      '/': null,
      // The console asks the server who is signed in (an operator cookie); it has no player guard.
      '/admin': null,
      '/admin/players/:id': null,
      '/auth': 'login',
      '/craft': null,
      '/expedition': 'auth',
      '/history': 'auth',
      '/leaderboard': 'auth',
      '/leaderboard/:page': 'auth',
      '/market': 'auth',
      '/mint': 'auth',
      '/missions': 'auth',
      '/not_found': null,
      '/pocket': 'auth',
      '/profile': 'auth',
    });
  });
});

describe('the auth guard', () => {
  it('sends a player without a session to /auth, remembering where they were going', async () => {
    mockFetch(json({}));
    const router = await start('/pocket');
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?redirect=%2Fpocket');
    // In place of the page refused, so that Back goes to the page before it, not to it again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a player whose token is empty to /auth', async () => {
    mockFetch(json({ user: { ...USER, token: '' } }));
    const router = await start('/missions');
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('treats a failed session fetch as signed out, without retrying it', async () => {
    const fetch = mockFetch(json({}, 503));
    const router = await start('/expedition');
    expect(router.state.location.pathname).toBe('/auth');
    expect(fetch.mock.calls.filter((c) => String(c[0]) === '/api/_auth/session')).toHaveLength(1);
  });

  it('keeps the page for the offline screen when the session call gets no answer at all', async () => {
    useConnection.setState({ unreachable: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const router = await start('/pocket');
    expect(router.state.location.pathname).toBe('/pocket');
    expect(useConnection.getState().unreachable).toBe(true);
    useConnection.setState({ unreachable: false });
  });

  it('lets a signed-in player in', async () => {
    mockFetch(json({ user: USER }));
    const router = await start('/leaderboard/3');
    expect(router.state.location.pathname).toBe('/leaderboard/3');
    expect(router.state.errors).toBeNull();
  });

  it('leaves /craft open to signed-out players', async () => {
    mockFetch(json({}));
    const router = await start('/craft');
    expect(router.state.location.pathname).toBe('/craft');
  });
});

describe('the login guard', () => {
  it('sends a signed-in player on from /auth to where they were going', async () => {
    mockFetch(json({ user: USER }));
    const router = await start('/auth?redirect=%2Fmissions');
    expect(router.state.location.pathname).toBe('/missions');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a signed-in player to /expedition by default and never off site', async () => {
    mockFetch(json({ user: USER }));
    const router = await start('/auth?redirect=%2F%2Fevil.example');
    expect(router.state.location.pathname).toBe('/expedition');
  });

  it.each([
    ['a tab', '/auth?redirect=%2F%09%2Fevil.example'],
    ['a line break', '/auth?redirect=%2F%0A%2Fevil.example'],
    ['a backslash', '/auth?redirect=%2F%5Cevil.example'],
    ['dot segments', '/auth?redirect=%2F..%2F%2Fevil.example'],
    ['a scheme', '/auth?redirect=https%3A%2F%2Fevil.example'],
  ])('judges the path after URL parsing: never off site with %s', async (_name, path) => {
    mockFetch(json({ user: USER }));
    const router = await start(path);
    expect(router.state.location.pathname).toBe('/expedition');
  });
});

describe('unknown paths', () => {
  it("show the 404 error 'Page Not Found: {path}'", async () => {
    mockFetch(json({}));
    const router = await start('/no/such/page');
    const error = Object.values(router.state.errors ?? {})[0];
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(404);
    expect((error as HttpError).message).toBe('Page Not Found: /no/such/page');
  });

  it("keep a signed-in player in the game's layout (its HUD and menu), the 404 in the page's place", async () => {
    mockFetch(json({ user: USER }));
    const router = await start('/no/such/page');
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(router.state.errors).toBeNull();
    const { GameLayout } = await import('../../src/client/layouts/game-layout.tsx');
    const layouts = router.state.matches.map(
      (m) => (router.state.loaderData[m.route.id] as { Layout?: unknown } | null)?.Layout,
    );
    expect(layouts).toContain(GameLayout);
  });
});
