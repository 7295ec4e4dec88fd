/**
 * Every endpoint of the HTTP API, once (api.md is generated from this list: scripts/api-doc.ts).
 * The server registers its routes from these entries and refuses a route that has none
 * (tests/server/contract.test.ts); the clients call them through `call`.
 */
import * as admin from './admin.ts';
import type { AnyEndpoint } from './endpoint.ts';
import * as game from './game.ts';
import * as open from './public.ts';

export { admin, game, open };

/** Every endpoint, by group, in the order api.md lists them. */
export const ENDPOINTS: Record<'public' | 'game' | 'admin', AnyEndpoint[]> = {
  public: (Object.values(open) as unknown[]).filter(isEndpoint),
  game: (Object.values(game) as unknown[]).filter(isEndpoint),
  admin: (Object.values(admin) as unknown[]).filter(isEndpoint),
};

function isEndpoint(v: unknown): v is AnyEndpoint {
  return typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'response' in v;
}

const byRoute = new Map<string, AnyEndpoint>(
  Object.values(ENDPOINTS)
    .flat()
    .map((e) => [`${e.method} ${e.path}`, e]),
);

/** The endpoint of a route (its method and path pattern, as `/api/:userId/pocket`), if the contract has one. */
export function endpointOf(method: string, path: string): AnyEndpoint | undefined {
  return byRoute.get(`${method} ${path}`);
}
