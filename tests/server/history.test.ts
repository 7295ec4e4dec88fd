import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('GET /api/{userId}/history', () => {
  it("lists the player's own ledger newest first, by good and kind, page by page", async () => {
    const p = await t.signIn();
    await t.grant(p, { shards: 100 });
    await t.grant(p, { crates: [{ kind: 0, count: 2 }] });
    expect((await t.call(p, 'POST', '/crates/open', { crateId: 0 })).statusCode).toBe(200);

    const all = (await t.call(p, 'GET', '/history?limit=100')).json();
    expect(all.next).toBeNull();
    const ids = all.rows.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.rows.at(-1).action).toBe('player.created');
    expect(all.rows[0].action).toBe('crate.opened');
    expect(all.rows).toContainEqual(
      expect.objectContaining({ action: 'crate.opened', what: 'crate:0', delta: -1 }),
    );
    expect(Object.keys(all.rows[0]).sort()).toEqual(['action', 'at', 'balanceAfter', 'delta', 'id', 'what']);

    const shards = (await t.call(p, 'GET', '/history?good=shards&kind=operators')).json();
    expect(shards.rows.map((r: { what: string; delta: number }) => [r.what, r.delta])).toEqual([
      ['shards', 100],
    ]);
    const crates = (await t.call(p, 'GET', '/history?good=crates')).json();
    expect(crates.rows.every((r: { what: string }) => r.what.startsWith('crate:'))).toBe(true);
    expect(crates.rows.length).toBeGreaterThanOrEqual(2);

    // Two rows a page, over every row, with nothing twice and nothing left out.
    const seen: number[] = [];
    let before: number | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const page: { rows: { id: number }[]; next: number | null } = (
        await t.call(p, 'GET', `/history?limit=2${before ? `&before=${before}` : ''}`)
      ).json();
      seen.push(...page.rows.map((r: { id: number }) => r.id));
      before = page.next;
      if (before === null) break;
    }
    expect(seen).toEqual(ids);
  });

  it("refuses another player's history and bad filters", async () => {
    const a = await t.signIn();
    const b = await t.signIn();
    const other = await t.inject({ method: 'GET', url: `/api/${a.id}/history`, headers: b.headers });
    expect(other.statusCode).toBe(403);
    const bad = await t.call(a, 'GET', '/history?good=gold');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().err).toMatch(/good is one of shards/);
    expect((await t.call(a, 'GET', '/history?limit=0')).statusCode).toBe(400);
  });
});
