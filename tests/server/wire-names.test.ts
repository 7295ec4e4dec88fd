/**
 * The wire keeps the specification's spelling (`vaucher`, `ownedVauchers`, `refferalXp`) while the
 * code says `voucher`, `ownedVouchers` and `referralXp` (src/contract/wire.ts): every answer that
 * carries one carries the wire's name and never the code's, and the bodies take the wire's names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveViewsWiring, mintWiring, missionsWiring, pocketWiring } from '../../src/contract/wire.ts';
import { expeditionView } from '../../src/rules/views/expedition-view.ts';
import { mintView } from '../../src/rules/views/mint-view.ts';
import { missionsView } from '../../src/rules/views/missions-view.ts';
import { pocketView } from '../../src/rules/views/pocket-view.ts';
import { warlordView } from '../../src/rules/views/warlord-view.ts';
import { statesOfPlay } from '../rules/plays.ts';
import { NOW, startTestApp, type Reply, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** The code's names as JSON keys: none may reach the wire. */
const CODE_KEYS = /"(voucher|ownedVouchers|referralXp)":/;
const HOUR = 60 * 60 * 1000;

/** The answer's text, after checking it is a 200 in the wire's names only, with `wire` keys among them. */
function wireText(res: Reply, ...wire: string[]): string {
  expect([res.statusCode, res.body.match(CODE_KEYS)?.[0]]).toEqual([200, undefined]);
  for (const key of wire) expect(res.body).toContain(`"${key}":`);
  return res.body;
}

describe('the wire names', () => {
  it('answers `vaucher`, `ownedVauchers` and `refferalXp` on every read and write that carries them', async () => {
    const p = await t.signIn();
    const granted = await t.admin('POST', '/api/admin/grant', {
      profileId: p.id,
      xp: 10_000,
      vauchers: [{ vaucher: 'OG', count: 2 }],
    });
    wireText(granted, 'ownedVauchers', 'vaucher');
    expect(granted.json().res.granted).toContainEqual({ kind: 'voucher', vaucher: 'OG', amount: 2 });

    wireText(await t.call(p, 'GET', '/pocket'), 'ownedVauchers');
    wireText(await t.call(p, 'GET', '/mint'), 'vaucher');
    wireText(await t.call(p, 'GET', '/battle-pass/left'), 'vaucher');
    // Level 10's voucher is among the battle pass's coming rewards.
    const missions = wireText(await t.call(p, 'GET', '/missions'), 'refferalXp', 'vaucher');
    expect(missions).toContain('{"kind":"voucher","vaucher":"Whitelist","amount":1}');

    let claim: Reply | undefined;
    for (let level = 1; level <= 10; level++) claim = await t.call(p, 'POST', '/battle-pass/claim', {});
    wireText(claim!, 'ownedVauchers', 'refferalXp', 'vaucher');
    expect(claim!.json().res.reward).toEqual([{ kind: 'voucher', vaucher: 'Whitelist', amount: 1 }]);

    wireText(await t.admin('GET', `/api/admin/players/${p.id}`), 'ownedVauchers', 'refferalXp');
    wireText(await t.admin('GET', '/api/admin/settings'), 'vaucher');
    wireText(await t.call(p, 'POST', '/crates/gumball', {}), 'ownedVauchers');
  });

  it('takes `vaucher` in the bodies of /mint/reserve and the battle pass stock, and refuses `voucher`', async () => {
    await t.admin('POST', '/api/admin/mint-window', {
      opensAt: new Date(NOW - HOUR).toISOString(),
      closesAt: new Date(NOW + HOUR).toISOString(),
    });
    const p = await t.signIn();
    await t.grant(p, { vauchers: [{ vaucher: 'Whitelist', count: 2 }] });
    await t.call(p, 'POST', '/profile', { ethWallet: '0x' + 'ab'.repeat(20) });
    const reserved = await t.call(p, 'POST', '/mint/reserve', { vaucher: 'Whitelist' });
    expect(reserved.json().res.pocket.ownedVauchers.Whitelist).toBe(1);
    wireText(reserved, 'ownedVauchers');
    const misspelt = await t.call(p, 'POST', '/mint/reserve', { voucher: 'Whitelist' });
    expect(misspelt.statusCode).toBe(400);

    const stock = await t.admin('POST', '/api/admin/battle-pass-stock', { vaucher: 'FCFS', left: 9 });
    expect(wireText(stock, 'vaucher')).toContain('{"vaucher":"FCFS","left":9}');
    const wrong = await t.admin('POST', '/api/admin/battle-pass-stock', { voucher: 'FCFS', left: 9 });
    expect(wrong.statusCode).toBe(400);
  });

  it("brings every view back to the code's names as it was, and sends the live views in the wire's", () => {
    let compared = 0;
    for (const { state, now } of statesOfPlay(3, 40, 11)) {
      const pocket = pocketView(state, now);
      const missions = missionsView(state, now, { Whitelist: 1, FCFS: 1 });
      const mint = mintView(state, null, [], now);
      expect(pocketWiring.unwire(pocketWiring.wire(pocket))).toStrictEqual(pocket);
      expect(missionsWiring.unwire(missionsWiring.wire(missions))).toStrictEqual(missions);
      expect(mintWiring.unwire(mintWiring.wire(mint))).toStrictEqual(mint);
      const views = {
        pocket,
        warlord: warlordView(state, now),
        missions,
        expedition: expeditionView(state, now, { goldenRush: [] }),
      };
      const live = JSON.stringify(liveViewsWiring.wire(views));
      expect([live.match(CODE_KEYS)?.[0], live.includes('"ownedVauchers":')]).toEqual([undefined, true]);
      expect(liveViewsWiring.unwire(JSON.parse(live))).toStrictEqual(views);
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });
});
