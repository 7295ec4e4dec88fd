import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrateKind } from '../../src/rules/catalog/crate-kinds.ts';
import { CRATE_TABLES, publishedTable } from '../../src/rules/catalog/drop-tables.ts';
import { isPotion, itemById } from '../../src/rules/catalog/items.ts';
import { traitById } from '../../src/rules/catalog/traits.ts';
import { overflowShardsPerCard, type Reward } from '../../src/rules/reward.ts';
import { auditLedger } from '../../src/server/audit.ts';
import { readSetting, writeSetting } from '../../src/server/game/world.ts';
import { chiSquareTest } from '../../src/server/ops/chi-square.ts';
import { pruneHeartbeats } from '../../src/server/routes/admin/console-health.ts';
import { ADMIN_TOKEN, BOT_TOKEN, startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
let boss: TestPlayer;
let player: TestPlayer;
beforeAll(async () => {
  t = await startTestApp({ env: { OPERATOR_DISCORD_IDS: 'dev:boss, 1234' } });
  boss = await t.signIn('boss');
  player = await t.signIn('pleb');
});
afterAll(() => t.close());

/** Signs in to the console and answers the cookie header of its session. */
async function consoleCookie(how: { token?: string; headers?: Record<string, string> }): Promise<string> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/admin/session',
    headers: how.headers ?? {},
    payload: how.token === undefined ? {} : { token: how.token },
  });
  expect(res.statusCode, res.body).toBe(200);
  const set = String(res.headers['set-cookie']);
  expect(set).toMatch(
    /^warlords_operator=[\w-]+; Max-Age=43200; Path=\/api\/admin; HttpOnly; SameSite=Strict$/,
  );
  return set.split(';')[0]!;
}

const asOperator = (cookie: string, method: 'GET' | 'POST', url: string, body?: object, reason?: string) =>
  t.inject({
    method,
    url,
    headers: {
      cookie,
      origin: 'http://localhost',
      ...(reason ? { 'x-operator-reason': encodeURIComponent(reason) } : {}),
    },
    ...(body ? { payload: body } : {}),
  });

describe('console sign-in', () => {
  it('opens a session with the admin token, kept in an httpOnly cookie', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    expect((await asOperator(cookie, 'GET', '/api/admin/me')).json()).toEqual({
      res: { operator: 'ada (admin token)', role: 'admin', grantLimit: 0 },
    });
  });

  it("opens one with the player session of a listed Discord id, refuses another player's with 403", async () => {
    const cookie = await consoleCookie({ headers: { authorization: `Bearer ${boss.token}` } });
    expect((await asOperator(cookie, 'GET', '/api/admin/me')).json()).toEqual({
      res: { operator: 'discord:dev:boss boss', role: 'admin', grantLimit: 0 },
    });
    const refused = await t.inject({
      method: 'POST',
      url: '/api/admin/session',
      headers: { authorization: `Bearer ${player.token}` },
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ err: 'Operators only' });
    const wrong = await t.inject({ method: 'POST', url: '/api/admin/session', payload: { token: 'nope' } });
    expect(wrong.statusCode).toBe(401);
  });

  it('gives a player token and the bot token 403 on every operator call, no token 401', async () => {
    const calls = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD' && r.url !== '/api/admin/session',
    );
    expect(calls.length).toBeGreaterThanOrEqual(15);
    for (const route of calls) {
      const url = route.url.replace(':discordId', '1').replace(':id', player.id);
      const botCall = route.url === '/api/admin/activities' || route.url.includes(':discordId');
      for (const token of [player.token, botCall ? ADMIN_TOKEN : BOT_TOKEN]) {
        const res = await t.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      const none = await t.inject({ method: route.method as 'GET', url });
      expect(none.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('player lookup, grant and audit log', () => {
  it('finds a player by name, profile id and Discord id', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    for (const q of ['ple', player.id, player.discordId]) {
      const found = (await asOperator(cookie, 'GET', `/api/admin/players?q=${encodeURIComponent(q)}`)).json()
        .res;
      expect(found.map((p: { id: string }) => p.id)).toEqual([player.id]);
    }
    const one = (await asOperator(cookie, 'GET', `/api/admin/players/${player.id}`)).json().res;
    expect(one).toMatchObject({
      username: 'pleb',
      discordId: player.discordId,
      liveSessions: 1,
      listings: [],
    });
    expect(one.pocket.shards).toBe(5000);
  });

  it("answers a player's profile id by name to a script with the operator token (README, docs/operators.md)", async () => {
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const found = await t.inject({ method: 'GET', url: '/api/admin/players?q=pleb', headers: auth });
    expect(found.statusCode).toBe(200);
    expect(found.json().res).toEqual([
      { id: player.id, username: 'pleb', discordId: player.discordId, createdAt: expect.any(String) },
    ]);
  });

  it('grants only with a reason, through the ledger, and logs who, what and why', async () => {
    const cookie = await consoleCookie({ headers: { authorization: `Bearer ${boss.token}` } });
    const grant = { profileId: player.id, shards: 250 };
    const bare = await asOperator(cookie, 'POST', '/api/admin/grant', grant);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ err: 'Give a reason for this change' });
    const res = await asOperator(
      cookie,
      'POST',
      '/api/admin/grant',
      grant,
      'Refund: crate lost in outage #12',
    );
    expect(res.statusCode).toBe(200);

    const ledger = (
      await asOperator(cookie, 'GET', `/api/admin/players/${player.id}/ledger?what=shards&action=granted`)
    ).json().res;
    expect(
      ledger.rows.map((r: { delta: number; balanceAfter: number }) => [r.delta, r.balanceAfter]),
    ).toEqual([[250, 5250]]);
    expect(ledger.next).toBeNull();
    // The grant's row says who gave it and why; a row the player wrote has no such line.
    expect(ledger.rows[0].by).toEqual({
      operator: 'discord:dev:boss boss',
      reason: 'Refund: crate lost in outage #12',
    });
    const all = (await asOperator(cookie, 'GET', `/api/admin/players/${player.id}/ledger`)).json().res
      .rows as { action: string; by: unknown }[];
    const own = all.filter((r) => r.action !== 'granted');
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.by === null)).toBe(true);

    const log = (await asOperator(cookie, 'GET', `/api/admin/audit-log?target=${player.id}`)).json().res.rows;
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      operator: 'discord:dev:boss boss',
      action: 'POST /api/admin/grant',
      target: player.id,
      reason: 'Refund: crate lost in outage #12',
      detail: grant,
    });
  });

  it('pages a ledger with a cursor', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const first = (await asOperator(cookie, 'GET', `/api/admin/players/${player.id}/ledger?limit=2`)).json()
      .res;
    expect(first.rows).toHaveLength(2);
    const second = (
      await asOperator(cookie, 'GET', `/api/admin/players/${player.id}/ledger?limit=2&before=${first.next}`)
    ).json().res;
    expect(second.rows[0].id).toBeLessThan(first.rows[1].id);
  });

  it('revokes every session of a player', async () => {
    const victim = await t.signIn('victim');
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const res = await asOperator(
      cookie,
      'POST',
      `/api/admin/players/${victim.id}/revoke-sessions`,
      {},
      'stolen account',
    );
    expect(res.json()).toEqual({ res: { revoked: 1 } });
    expect((await t.call(victim, 'GET', '/pocket')).statusCode).toBe(401);
  });
});

describe('economy and health', () => {
  it('shows the day’s flows, circulation and players from the ledger', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const eco = (await asOperator(cookie, 'GET', '/api/admin/economy?days=7')).json().res;
    expect(eco.days).toHaveLength(7);
    expect(eco.days[6]).toBe('2026-01-10');
    const granted = eco.flows.find(
      (f: { action: string; what: string }) => f.action === 'granted' && f.what === 'shards',
    );
    expect(granted).toEqual({
      day: '2026-01-10',
      what: 'shards',
      action: 'granted',
      inflow: 250,
      outflow: 0,
    });
    // boss, pleb and victim signed up today, and each wrote ledger rows.
    expect(eco.players[6]).toEqual({ day: '2026-01-10', active: 3, new: 3 });
    expect(eco.circulation[6].shards).toBe(5000 + 5250 + 5000);
  });

  it('answers the anomaly flags (none in this quiet economy)', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const res = await asOperator(cookie, 'GET', '/api/admin/anomalies?days=30');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ res: [] });
  });

  it('runs the ledger audit in the background and shows its result', async () => {
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const started = await asOperator(cookie, 'POST', '/api/admin/ledger-audit', {}, 'nightly check');
    expect(started.statusCode).toBe(202);
    let health;
    for (let i = 0; i < 100; i++) {
      health = (await asOperator(cookie, 'GET', '/api/admin/health')).json().res;
      if (!health.audit.running && health.audit.last) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(health.audit.last.differences).toBe(0);
    expect(health.audit.last.players).toBe(3);
    expect(health.audit.progress).toBeNull();
    expect(health.databaseBytes).toBeGreaterThan(1_000_000);
    expect(health.processes).toHaveLength(1);
  });

  it('tells its progress as it goes, batch by batch', async () => {
    const heard: { checked: number; total: number }[] = [];
    expect(await auditLedger(t.db, { batch: 2, onProgress: (p) => heard.push(p) })).toEqual([]);
    // 3 players, 2 a batch: none checked, 2 of 3, then all 3.
    expect(heard).toEqual([
      { checked: 0, total: 3 },
      { checked: 2, total: 3 },
      { checked: 3, total: 3 },
    ]);
  });

  it('deletes the heartbeats of processes gone for 10 minutes, keeps the others', async () => {
    const now = t.clock.now;
    await t.db.transaction(async (tx) => {
      await writeSetting(tx, 'process:gone:1', { seenAt: new Date(now - 11 * 60_000).toISOString() });
      await writeSetting(tx, 'process:quiet:2', { seenAt: new Date(now - 5 * 60_000).toISOString() });
    });
    expect(await t.db.transaction((tx) => pruneHeartbeats(tx, now))).toBe(1);
    expect(await t.db.read((d) => readSetting(d, 'process:gone:1'))).toBeNull();
    expect(await t.db.read((d) => readSetting(d, 'process:quiet:2'))).not.toBeNull();
    // Seen 5 minutes ago: kept, but not among the processes seen in the last minute.
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const health = (await asOperator(cookie, 'GET', '/api/admin/health')).json().res;
    expect(health.processes.map((p: { id: string }) => p.id)).not.toContain('quiet:2');
  });
});

describe('crates opened against their published odds', () => {
  /** The table entry a granted reward came from, told from the answer (not from the ledger). */
  function entryOf(kind: CrateKind, reward: Reward): number {
    const matches = CRATE_TABLES[kind].entries.flatMap(({ reward: out }, i) => {
      const trait = reward.traitId === undefined ? undefined : traitById(reward.traitId)!;
      if (trait) {
        const count =
          reward.kind === 'shards' ? reward.amount / overflowShardsPerCard(trait.rarity) : reward.amount;
        const special = trait.category === 'Special';
        return out.kind === 'traitCards' &&
          out.rarity === trait.rarity &&
          out.count === count &&
          (out.category === 'Special') === special
          ? [i]
          : [];
      }
      if (reward.kind === 'items') {
        const item = itemById(reward.itemId!)!;
        if (isPotion(item))
          return out.kind === 'potion' && (out.rarity ?? item.rarity) === item.rarity ? [i] : [];
        return out.kind === 'itemCards' && out.rarity === item.rarity && out.count === reward.amount
          ? [i]
          : [];
      }
      return out.kind === reward.kind && 'amount' in out && out.amount === reward.amount ? [i] : [];
    });
    expect(matches, JSON.stringify(reward)).toHaveLength(1);
    return matches[0]!;
  }

  it('counts every opening as it was drawn: the observed counts are the draws the answers showed', async () => {
    const opener = await t.signIn('opener');
    const openings = { 0: 12, 8: 40, 9: 30, 10: 6 } as const;
    await t.grant(opener, {
      crates: Object.entries(openings).map(([kind, count]) => ({ kind: Number(kind), count })),
    });
    const seen = new Map<number, { tally: number[]; counted: number }>();
    for (const [kindKey, count] of Object.entries(openings)) {
      const kind = Number(kindKey) as CrateKind;
      const table = CRATE_TABLES[kind];
      const tally = table.entries.map(() => 0);
      for (let i = 0; i < count; i++) {
        // Energy regenerates between openings: an energy draw is counted all the same.
        t.clock.advance(7 * 60_000);
        const res = await t.call(opener, 'POST', '/crates/open', { crateId: kind });
        expect(res.statusCode, res.body).toBe(200);
        // A MegaItem's first reward is its guaranteed potion, outside the odds. A trait card
        // turned into shards (a 13th trait) still tells its outcome.
        const rewards: Reward[] = res.json().res.reward.slice(table.guaranteed.length);
        for (const r of rewards) tally[entryOf(kind, r)]!++;
      }
      seen.set(kind, { tally, counted: count });
    }

    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    const eco = (await asOperator(cookie, 'GET', '/api/admin/economy?days=7')).json().res;
    for (const [kindKey, count] of Object.entries(openings)) {
      const kind = Number(kindKey) as CrateKind;
      const odds = eco.crateOdds.find((c: { kind: number }) => c.kind === kind);
      const table = CRATE_TABLES[kind];
      const { tally, counted } = seen.get(kind)!;
      expect(odds).toMatchObject({ opened: count, draws: counted * (table.rolls - table.guaranteed.length) });
      expect(odds.rewards.map((r: { observed: number }) => r.observed)).toEqual(tally);
      expect(odds.rewards.map((r: { odds: number }) => r.odds)).toEqual(
        publishedTable(kind).map((p) => p.chance),
      );
      // The test of the counts as the module's own function computes it.
      const total = table.entries.reduce((sum, e) => sum + e.weight, 0);
      const test = chiSquareTest(
        tally,
        table.entries.map((e) => e.weight / total),
      );
      expect(odds.test).toEqual(
        test && { statistic: test.statistic, degreesOfFreedom: test.degreesOfFreedom, pValue: test.pValue },
      );
    }
    // 40 Item crates: 120 draws, every outcome expected 6 or more times: nothing pooled, 5 degrees of freedom.
    const item = eco.crateOdds.find((c: { kind: number }) => c.kind === 8);
    expect(item.test.degreesOfFreedom).toBe(5);
    expect(item.test.pValue).toBeGreaterThan(0.001);
  });
});

describe('corrections', () => {
  it('takes back with a reason, through the ledger and the audit log, never below zero', async () => {
    const target = await t.signIn('overpaid');
    const cookie = await consoleCookie({ token: ADMIN_TOKEN });
    await t.grant(target, { shards: 1000, crates: [{ kind: 2, count: 2 }] });
    const take = { profileId: target.id, shards: -1200, crates: [{ kind: 2, count: -1 }] };

    // A correction gives its reason, even with the admin token (a script's call).
    const bare = await t.admin('POST', '/api/admin/grant', take);
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toEqual({ err: 'Give a reason for this change' });
    const mixed = await asOperator(cookie, 'POST', '/api/admin/grant', { ...take, TWC: 5 }, 'mixed');
    expect(mixed.json()).toEqual({ err: 'A correction only takes away: give and take in two calls' });
    const tooMuch = await asOperator(cookie, 'POST', '/api/admin/grant', { ...take, shards: -6001 }, 'dupe');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({
      err: 'The correction would take shards below zero: the player holds 6000',
    });

    const res = await asOperator(cookie, 'POST', '/api/admin/grant', take, 'Duplicated refund #12');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().res.corrected).toEqual([
      { what: 'shards', amount: -1200 },
      { what: 'crate:2', amount: -1 },
    ]);
    expect(res.json().res.pocket.shards).toBe(4800);

    const ledger = (
      await asOperator(cookie, 'GET', `/api/admin/players/${target.id}/ledger?action=corrected`)
    ).json().res.rows;
    expect(
      ledger.map((r: { what: string; delta: number; balanceAfter: number }) => [
        r.what,
        r.delta,
        r.balanceAfter,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['shards', -1200, 4800],
        ['crate:2', -1, 1],
      ]),
    );
    expect(ledger).toHaveLength(2);
    const log = (await asOperator(cookie, 'GET', `/api/admin/audit-log?target=${target.id}`)).json().res.rows;
    expect(log[0]).toMatchObject({
      action: 'POST /api/admin/grant',
      reason: 'Duplicated refund #12',
      detail: take,
    });
  });

  it("says each grant's own who and why, for two grants at the same instant", async () => {
    // The test clock is pinned: both grants' rows and audit rows have one timestamp.
    const cookie = await consoleCookie({ headers: { authorization: `Bearer ${boss.token}` } });
    const twins = await t.signIn('twins');
    for (const [shards, reason] of [
      [11, 'First: outage refund'],
      [22, 'Second: event prize'],
    ] as const) {
      const res = await asOperator(
        cookie,
        'POST',
        '/api/admin/grant',
        { profileId: twins.id, shards },
        reason,
      );
      expect(res.statusCode).toBe(200);
    }
    const rows = (
      await asOperator(cookie, 'GET', `/api/admin/players/${twins.id}/ledger?what=shards&action=granted`)
    ).json().res.rows as { delta: number; createdAt: string; by: { reason: string } }[];
    expect(rows[0]!.createdAt).toBe(rows[1]!.createdAt);
    expect(rows.map((r) => [r.delta, r.by.reason])).toEqual([
      [22, 'Second: event prize'],
      [11, 'First: outage refund'],
    ]);
  });
});
