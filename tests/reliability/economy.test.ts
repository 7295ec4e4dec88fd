/**
 * Economy abuse: referring oneself or a second referrer, the same bot activity twice (also at
 * once), XP caps across the UTC day boundary, the free gumball pull twice in a day (also at once),
 * and spending below zero with simultaneous requests. Every attempt is refused; the ledger audit
 * passes after each.
 */
import { describe, expect, it } from 'vitest';
import { STARTER_TRAITS } from '../../src/rules/catalog/traits.ts';
import { type Reply, type TestApp, type TestPlayer } from '../server/harness.ts';
import { auditedSuite, newFigures, statuses } from './support.ts';

const f = newFigures();
let t: TestApp;
const atOnce = auditedSuite({
  seed: 5,
  name: () => 'economy-abuse',
  figures: f,
  started: (app) => (t = app),
});
const activity = (p: TestPlayer, type: number, externalId: string) => {
  f.requests++;
  return t.admin('POST', '/api/admin/activities', { discordId: p.discordId, type, externalId });
};
const missions = async (p: TestPlayer) => (await t.call(p, 'GET', '/missions')).json();
const refused = (n: number) => {
  f.refusedAbuse = ((f.refusedAbuse as number) ?? 0) + n;
};

describe('referrals', () => {
  it('never records oneself, also written in capitals, and never a second referrer after that', async () => {
    const p = await t.signInPlain();
    const friend = await t.signInPlain();
    await t.call(p, 'GET', `/profile?ref_id=${p.id.toUpperCase()}`);
    await t.call(p, 'GET', `/profile?ref_id=${friend.id}`);
    refused(2);
    expect((await missions(p)).refferalXp).toBe(0);
    expect((await missions(friend)).refferalXp).toBe(0);
  });

  it('records one of two referrers named at once, and pays only that one', async () => {
    const a = await t.signInPlain();
    const b = await t.signInPlain();
    const friend = await t.signInPlain();
    await atOnce(50, (i) => t.call(friend, 'GET', `/profile?ref_id=${(i % 2 ? a : b).id}`));
    refused(49);
    const paid = [(await missions(a)).refferalXp, (await missions(b)).refferalXp].sort();
    expect(paid).toEqual([0, 5]);
  });
});

describe('bot activities', () => {
  it('pays one external id once, sent twice, or 50 times at once under two types', async () => {
    const p = await t.signInPlain();
    expect((await activity(p, 1, `twice-${p.id}`)).json().res.xpGranted).toBe(50);
    expect((await activity(p, 1, `twice-${p.id}`)).json().res).toEqual({
      xpGranted: 0,
      capped: false,
      duplicate: true,
    });
    const replies = await atOnce(50, (i) => activity(p, i % 2 ? 1 : 3, `once-${p.id}`));
    refused(50);
    expect(replies.filter((r) => r.json().res.duplicate === false)).toHaveLength(1);
    const m = await missions(p);
    expect(m.gmXp + m.artXp).toBe(50 + (m.artXp ? 100 : 50));
  });

  it('caps Expedition XP at 3 a UTC day, to the millisecond of midnight, also at once', async () => {
    const p = await t.signInPlain();
    const start = t.clock.now;
    t.clock.now = Date.UTC(2026, 0, 20, 23, 59, 59, 999);
    try {
      const late = await atOnce(10, (i) => activity(p, 6, `late-${p.id}-${i}`));
      expect(late.filter((r) => r.json().res.xpGranted === 25)).toHaveLength(3);
      refused(7);
      t.clock.now += 1;
      const early = await atOnce(10, (i) => activity(p, 6, `early-${p.id}-${i}`));
      expect(early.filter((r) => r.json().res.xpGranted === 25)).toHaveLength(3);
      refused(7);
      expect((await missions(p)).expeditionXp).toBe(150);
    } finally {
      t.clock.now = start;
    }
  });

  it('pays at most 10 Referral activities in a lifetime', async () => {
    const p = await t.signInPlain();
    const replies = await atOnce(12, (i) => activity(p, 5, `ref-${p.id}-${i}`));
    expect(replies.filter((r) => r.json().res.xpGranted > 0)).toHaveLength(10);
    refused(2);
  });
});

describe('the free gumball pull', () => {
  const freeToday = async (p: TestPlayer) => (await t.call(p, 'GET', '/crates')).json().gumball.freeToday;

  it('is free once a day: twice in a row the second is paid, 50 at once take one free pull', async () => {
    const p = await t.signInPlain();
    await t.call(p, 'POST', '/crates/buy', { kind: 0, currency: 'shards' });
    const first = await t.call(p, 'POST', '/crates/gumball', {});
    const won = (r: Reply) =>
      (r.json().res.reward as { kind: string; amount: number }[])
        .filter((x) => x.kind === 'shards')
        .reduce((s, x) => s + x.amount, 0);
    expect(first.json().res.pocket.shards).toBe(1000 + won(first));
    expect(await freeToday(p)).toBe(false);
    const q = await t.signInPlain();
    const replies = await atOnce(50, () => t.call(q, 'POST', '/crates/gumball', {}));
    const ok = replies.filter((r) => r.statusCode === 200);
    const gained = ok.reduce((s, r) => s + won(r), 0);
    // One pull was free; every other one paid 2,000 shards.
    expect((await t.call(q, 'GET', '/pocket')).json().shards).toBe(5000 + gained - 2000 * (ok.length - 1));
    refused(50 - ok.length);
  });

  it('comes back at 00:00 UTC, not a millisecond before', async () => {
    const p = await t.signInPlain();
    const start = t.clock.now;
    t.clock.now = Date.UTC(2026, 0, 21, 0, 0, 0, 0) - 1;
    try {
      await t.call(p, 'POST', '/crates/gumball', {});
      expect(await freeToday(p)).toBe(false);
      t.clock.now += 1;
      expect(await freeToday(p)).toBe(true);
    } finally {
      t.clock.now = start;
    }
  });
});

describe('spending below zero', () => {
  it('never spends shards or TWC not held, whatever is sent at once', async () => {
    const p = await t.signInPlain();
    await t.grant(p, { shards: 4000 });
    const replies = await atOnce(60, (i) =>
      t.call(p, 'POST', '/crates/buy', {
        kind: 0,
        currency: i % 3 === 0 ? 'TWC' : 'shards',
        count: i % 3 === 1 ? 2 : 1,
      }),
    );
    const s = statuses(replies);
    refused(s[409] ?? 0);
    const pocket = (await t.call(p, 'GET', '/pocket')).json();
    expect(pocket.TWC).toBe(0);
    const crates = pocket.ownedCrates[0].count - 1;
    expect(pocket.shards).toBe(9000 - 4000 * crates);
    expect(pocket.shards).toBeGreaterThanOrEqual(0);
    expect(crates).toBe(2);
  });

  it('refuses a battle pass level, a trait and an item upgrade with nothing to pay for them, at once', async () => {
    const p = await t.signInPlain();
    const replies = await atOnce(30, (i) =>
      [
        () => t.call(p, 'POST', '/battle-pass/claim', {}),
        () => t.call(p, 'POST', '/traits/upgrade', { traitId: STARTER_TRAITS[0] }),
        () => t.call(p, 'POST', '/items/upgrade', { itemId: 257 }),
      ][i % 3]!(),
    );
    expect(statuses(replies)).toEqual({ 409: 30 });
    refused(30);
  });
});
