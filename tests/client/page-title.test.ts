// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GAME_TITLE, pageTitle } from '../../src/client/app/page-title.ts';
import { ROUTE_TABLE } from '../../src/client/app/route-table.ts';

describe("the tab's title", () => {
  it('names the screen, then the game, on every path of the route table', () => {
    expect(pageTitle('/')).toBe(GAME_TITLE);
    expect(pageTitle('/pocket')).toBe('Pocket · Warlords');
    expect(pageTitle('/leaderboard/3')).toBe('Leaderboard · Warlords');
    expect(pageTitle('/admin/players/p-1')).toBe('Operators · Warlords');
    expect(pageTitle('/no/such/place')).toBe('Not found · Warlords');
    for (const r of ROUTE_TABLE.filter((r) => !['/', '*', '/not_found'].includes(r.path)))
      expect(pageTitle(r.path), r.path).not.toBe('Not found · Warlords');
  });
});
