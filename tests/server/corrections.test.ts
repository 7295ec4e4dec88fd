import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startTestApp, type TestApp, type TestPlayer } from './harness.ts';

/**
 * Issue 27, point 7: corrections of XP, trait cards, item cards and vouchers, beside those of
 * shards, TWC, energy and crates (console.test.ts): applied through the ledger under `corrected`,
 * audited with their reason, refused whole below zero, refused for an unknown good (400) and above
 * a support operator's limit.
 */
const SUPPORT = 'support-secret-for-corrections';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { OPERATOR_TOKENS: `sam:support:${SUPPORT}` } });
  const limit = await as(
    ADMIN_TOKEN,
    { key: 'token:sam', role: 'support', grantLimit: 10 },
    'Hired',
    '/api/admin/operators/role',
  );
  expect(limit.statusCode, limit.body).toBe(200);
});
afterAll(() => t.close());

function as(secret: string, body: object, reason?: string, url = '/api/admin/grant') {
  return t.inject({
    method: 'POST',
    url,
    headers: {
      authorization: `Bearer ${secret}`,
      ...(reason ? { 'x-operator-reason': encodeURIComponent(reason) } : {}),
    },
    payload: body,
  });
}

const player = async (p: TestPlayer) => (await t.admin('GET', `/api/admin/players/${p.id}`)).json().res;
const ledgerOf = async (p: TestPlayer) =>
  (await t.admin('GET', `/api/admin/players/${p.id}/ledger?action=corrected&limit=500`))
    .json()
    .res.rows.map((r: { what: string; delta: number; balanceAfter: number }) => [
      r.what,
      r.delta,
      r.balanceAfter,
    ]);
const auditOf = async (p: TestPlayer) =>
  (await t.admin('GET', `/api/admin/audit-log?target=${p.id}`)).json().res.rows as {
    operator: string;
    action: string;
    reason: string;
    detail: unknown;
  }[];

/** Takes `body` from `p` as the admin token with `reason`, expecting success; answers what was corrected. */
async function correct(p: TestPlayer, body: object, reason: string) {
  const res = await as(ADMIN_TOKEN, { profileId: p.id, ...body }, reason);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().res.corrected;
}

/** The correction is refused with `status` and `err`, and the player's holdings are unchanged. */
async function refused(
  p: TestPlayer,
  body: object,
  status: number,
  err: string | RegExp,
  secret = ADMIN_TOKEN,
) {
  const before = await player(p);
  const res = await as(secret, { profileId: p.id, ...body }, 'Refused on purpose');
  expect(res.statusCode, res.body).toBe(status);
  if (typeof err === 'string') expect(res.json().err).toBe(err);
  else expect(res.json().err).toMatch(err);
  const after = await player(p);
  expect({ ...after.pocket, energy: 0, energyUpdatedAt: '' }).toEqual({
    ...before.pocket,
    energy: 0,
    energyUpdatedAt: '',
  });
  expect(after.xp).toEqual(before.xp);
}

describe('corrections of XP, cards, items and vouchers', () => {
  it('takes XP from a category, ledgered and audited; never below zero', async () => {
    const p = await t.signInPlain('xp-corrected');
    await t.grant(p, { xp: 300 });
    expect((await player(p)).xp.rewardXp).toBe(300);

    await refused(
      p,
      { xp: -301 },
      409,
      'The correction would take rewardXp below zero: the player holds 300',
    );
    await refused(
      p,
      { xp: -1, xpCategory: 'artXp' },
      409,
      'The correction would take artXp below zero: the player holds 0',
    );
    await refused(p, { xp: -1, xpCategory: 'nopeXp' }, 400, /xpCategory is one of artXp, expeditionXp, /);

    expect(await correct(p, { xp: -120 }, 'Double payout, ticket 7')).toEqual([
      { what: 'xp:rewardXp', amount: -120 },
    ]);
    const after = await player(p);
    expect(after.xp.rewardXp).toBe(180);
    expect(after.pocket.xpCurrency).toBe(180);
    expect(await ledgerOf(p)).toEqual([['xp:rewardXp', -120, 180]]);
    expect((await auditOf(p))[0]).toMatchObject({
      operator: 'ada (admin token)',
      action: 'POST /api/admin/grant',
      reason: 'Double payout, ticket 7',
      detail: { profileId: p.id, xp: -120 },
    });
  });

  it('takes trait cards as the market counts them, the trait itself last (leaving its slot)', async () => {
    const p = await t.signIn('trait-corrected');
    // Smite (trait 3, a Rare face): 3 cards make it owned at level 1 with 2 spare.
    await t.grant(p, { traitCards: [{ id: 3, count: 3 }] });
    const smite = () => player(p).then((d) => d.pocket.ownedTraits.find((x: { id: number }) => x.id === 3));
    expect(await smite()).toMatchObject({ level: 1, cards: 2 });

    await refused(
      p,
      { traitCards: [{ id: 3, count: -4 }] },
      409,
      'The correction would take Smite (trait 3) cards below zero: the player holds 3',
    );
    await refused(p, { traitCards: [{ id: 1, count: -1 }] }, 400, 'Unknown trait 1');
    await refused(p, { traitCards: [{ id: 9999, count: -1 }], shards: -1 }, 400, 'Unknown trait 9999');

    expect(await correct(p, { traitCards: [{ id: 3, count: -2 }] }, 'Card dupe bug')).toEqual([
      { what: 'trait:3', amount: -2 },
    ]);
    expect(await smite()).toMatchObject({ level: 1, cards: 0 });
    expect(await ledgerOf(p)).toEqual([['trait:3:cards', -2, 0]]);
    expect((await auditOf(p))[0]).toMatchObject({
      reason: 'Card dupe bug',
      detail: { profileId: p.id, traitCards: [{ id: 3, count: -2 }] },
    });

    // A worn trait taken whole leaves the pocket and its slot.
    const worn = (await player(p)).warlord.appliedTraits[0] as number;
    await correct(p, { traitCards: [{ id: worn, count: -1 }] }, 'Not theirs');
    const after = await player(p);
    expect(after.warlord.appliedTraits).not.toContain(worn);
    expect(after.pocket.ownedTraits.map((x: { id: number }) => x.id)).not.toContain(worn);
    expect(await ledgerOf(p)).toContainEqual([`trait:${worn}:level`, -1, 0]);
  });

  it('takes weapon cards and whole potions; never below zero', async () => {
    const p = await t.signInPlain('item-corrected');
    // Dagger (257) with 1 spare card; Small Toxic Potion (769), 2 potions of 6 usages.
    await t.grant(p, {
      itemCards: [
        { id: 257, count: 2 },
        { id: 769, count: 2 },
      ],
    });
    await refused(
      p,
      { itemCards: [{ id: 769, count: -3 }] },
      409,
      'The correction would take Small Toxic Potion (item 769) potions below zero: the player holds 2',
    );
    await refused(
      p,
      { itemCards: [{ id: 257, count: -3 }] },
      409,
      'The correction would take Dagger (item 257) cards below zero: the player holds 2',
    );
    await refused(p, { itemCards: [{ id: 1, count: -1 }] }, 400, 'Unknown item 1');

    expect(
      await correct(
        p,
        {
          itemCards: [
            { id: 257, count: -2 },
            { id: 769, count: -1 },
          ],
        },
        'Refunded twice',
      ),
    ).toEqual([
      { what: 'item:257', amount: -2 },
      { what: 'item:769', amount: -1 },
    ]);
    const items = (await player(p)).pocket.ownedItems;
    expect(items.map((i: { id: number; usagesLeft: number }) => [i.id, i.usagesLeft])).toEqual([[769, 6]]);
    expect(await ledgerOf(p)).toEqual(
      expect.arrayContaining([
        ['item:257:level', -1, 0],
        ['item:257:cards', -1, 0],
        ['item:769:usages', -6, 6],
      ]),
    );
    expect((await auditOf(p))[0]).toMatchObject({ reason: 'Refunded twice' });
  });

  it('takes vouchers by name or pass type; never below zero', async () => {
    const p = await t.signInPlain('voucher-corrected');
    await t.grant(p, { vauchers: [{ vaucher: 'Whitelist', count: 2 }] });
    await refused(
      p,
      { vauchers: [{ vaucher: 'OG', count: -1 }] },
      409,
      'The correction would take Warlords OG vouchers below zero: the player holds 0',
    );
    await refused(p, { vauchers: [{ vaucher: 2, count: -1 }] }, 400, 'Unknown voucher 2');

    expect(await correct(p, { vauchers: [{ vaucher: 5, count: -1 }] }, 'Won by a bot')).toEqual([
      { what: 'voucher:Whitelist', amount: -1 },
    ]);
    expect((await player(p)).pocket.ownedVauchers.Whitelist).toBe(1);
    expect(await ledgerOf(p)).toEqual([['voucher:Whitelist', -1, 1]]);
    expect((await auditOf(p))[0]).toMatchObject({
      reason: 'Won by a bot',
      detail: { vauchers: [{ vaucher: 5, count: -1 }] },
    });
    // The name players see is taken too: "GTD Spot" is the Whitelist voucher.
    await t.grant(p, { vauchers: [{ vaucher: 'GTD Spot', count: 1 }] });
    expect((await player(p)).pocket.ownedVauchers.Whitelist).toBe(2);
    const unknown = await as(ADMIN_TOKEN, { profileId: p.id, vauchers: [{ vaucher: 'Golden', count: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().err).toContain('Whitelist or "GTD Spot"');
  });

  it('needs a reason, takes only away, and holds a support operator to their limit', async () => {
    const p = await t.signInPlain('limited');
    await t.grant(p, {
      xp: 100,
      traitCards: [{ id: 3, count: 20 }],
      itemCards: [{ id: 257, count: 20 }],
      vauchers: [{ vaucher: 'FCFS', count: 20 }],
    });
    const bare = await as(ADMIN_TOKEN, { profileId: p.id, traitCards: [{ id: 3, count: -1 }] });
    expect([bare.statusCode, bare.json()]).toEqual([400, { err: 'Give a reason for this change' }]);
    await refused(
      p,
      { traitCards: [{ id: 3, count: -1 }], xp: 5 },
      400,
      'A correction only takes away: give and take in two calls',
    );
    await refused(
      p,
      { xp: 5, xpCategory: 'artXp' },
      400,
      'A grant credits XP to rewardXp: xpCategory is for corrections',
    );

    const above =
      /^Above your limit: you may give or take at most 10 of any one good in a call \(this asks for 11\)/;
    for (const body of [
      { xp: -11 },
      { traitCards: [{ id: 3, count: -11 }] },
      { itemCards: [{ id: 257, count: -11 }] },
      { vauchers: [{ vaucher: 'FCFS', count: -11 }] },
    ]) {
      await refused(p, body, 403, above, SUPPORT);
    }
    for (const body of [
      { xp: -10 },
      { traitCards: [{ id: 3, count: -10 }] },
      { itemCards: [{ id: 257, count: -10 }] },
      { vauchers: [{ vaucher: 'FCFS', count: -10 }] },
    ]) {
      const res = await as(SUPPORT, { profileId: p.id, ...body }, 'Within my limit');
      expect(res.statusCode, res.body).toBe(200);
    }
    const after = await player(p);
    expect(after.xp.rewardXp).toBe(90);
    expect(after.pocket.ownedVauchers.FCFS).toBe(10);
    const rows = await auditOf(p);
    expect(rows.filter((r) => r.reason === 'Within my limit').map((r) => r.operator)).toEqual(
      Array(4).fill('sam token'),
    );
  });
});
