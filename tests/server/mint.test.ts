import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../src/server/audit.ts';
import { NOW, startTestApp, type TestApp, type TestPlayer } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const WALLET = '0x' + 'ab'.repeat(20);
const reserve = (p: TestPlayer, vaucher: unknown, headers?: Record<string, string>) =>
  t.call(p, 'POST', '/mint/reserve', { vaucher }, headers);
const openWindow = (opensAt: number, closesAt: number) =>
  t.admin('POST', '/api/admin/mint-window', {
    opensAt: new Date(opensAt).toISOString(),
    closesAt: new Date(closesAt).toISOString(),
  });
const HOUR = 60 * 60 * 1000;

describe('GET /mint', () => {
  it('shows the five passes locked, no window and no reservation for a new player', async () => {
    const p = await t.signIn();
    const view = (await t.call(p, 'GET', '/mint')).json();
    expect(view.window).toEqual({ opensAt: null, closesAt: null, open: false });
    expect(view.passes.map((x: { type: number }) => x.type)).toEqual([0, 1, 3, 4, 5]);
    expect(view.passes.every((x: { unlocked: boolean; owned: number }) => !x.unlocked && x.owned === 0)).toBe(
      true,
    );
    expect(view.passes[4]).toEqual({
      type: 5,
      vaucher: 'Whitelist',
      name: 'GTD Spot',
      image: '/images/vauchers/whitelist.png',
      owned: 0,
      unlocked: false,
    });
    expect(view.reservations).toEqual([]);
  });

  it('unlocks the passes of the vouchers held, with their count', async () => {
    const p = await t.signIn();
    await t.grant(p, { vauchers: [{ vaucher: 'Whitelist', count: 2 }] });
    const passes = (await t.call(p, 'GET', '/mint')).json().passes;
    expect(passes.find((x: { type: number }) => x.type === 5)).toMatchObject({ owned: 2, unlocked: true });
    expect(passes.find((x: { type: number }) => x.type === 4)).toMatchObject({ owned: 0, unlocked: false });
  });
});

describe('POST /mint/reserve', () => {
  it('refuses without a wallet, before the window and outside it', async () => {
    const p = await t.signIn();
    await t.grant(p, { vauchers: [{ vaucher: 'OG', count: 1 }] });
    const noWallet = await reserve(p, 'OG');
    expect([noWallet.statusCode, noWallet.json()]).toEqual([
      409,
      { err: 'Add a wallet to your profile first' },
    ]);
    await t.call(p, 'POST', '/profile', { ethWallet: WALLET });
    const noWindow = await reserve(p, 'OG');
    expect([noWindow.statusCode, noWindow.json()]).toEqual([409, { err: 'The mint is closed' }]);
    await openWindow(NOW + 2 * HOUR, NOW + 4 * HOUR);
    const early = await reserve(p, 'OG');
    expect(early.json()).toEqual({
      err: `The mint opens on ${new Date(NOW + 2 * HOUR).toISOString().replace('.000Z', 'Z')}`,
    });
    await openWindow(NOW - 4 * HOUR, NOW - 2 * HOUR);
    expect((await reserve(p, 'OG')).json()).toEqual({ err: 'The mint is closed' });
    expect((await t.call(p, 'GET', '/pocket')).json().ownedVauchers.OG).toBe(1);
  });

  it('reserves a mint with one voucher while the window is open, listed and exported', async () => {
    await openWindow(NOW - HOUR, NOW + HOUR);
    const p = await t.signIn();
    await t.grant(p, { vauchers: [{ vaucher: 'Whitelist', count: 2 }] });
    await t.call(p, 'POST', '/profile', { ethWallet: WALLET });
    const res = await reserve(p, 'Whitelist');
    expect(res.statusCode).toBe(200);
    const at = new Date(t.clock.now).toISOString();
    expect(res.json().res.reservation).toEqual({ type: 5, name: 'GTD Spot', wallet: WALLET, at });
    expect(res.json().res.pocket.ownedVauchers.Whitelist).toBe(1);
    // By pass type as well as by name.
    t.clock.advance(1000);
    expect((await reserve(p, 5)).statusCode).toBe(200);

    const view = (await t.call(p, 'GET', '/mint')).json();
    expect(view.window).toEqual({
      opensAt: new Date(NOW - HOUR).toISOString(),
      closesAt: new Date(NOW + HOUR).toISOString(),
      open: true,
    });
    expect(view.reservations).toEqual([
      { type: 5, name: 'GTD Spot', wallet: WALLET, at },
      { type: 5, name: 'GTD Spot', wallet: WALLET, at: new Date(t.clock.now).toISOString() },
    ]);
    expect(view.passes.find((x: { type: number }) => x.type === 5)).toMatchObject({
      owned: 0,
      unlocked: false,
    });

    const rows = (await t.admin('GET', `/api/admin/ledger?profileId=${p.id}`)).json();
    expect(rows.filter((r: { action: string }) => r.action === 'mint.reserved')).toHaveLength(2);
    const csv = (await t.admin('GET', '/api/admin/mint-reservations.csv')).body;
    // The pass type column holds the number, its name beside it (issue 18, finding 9).
    expect(csv.startsWith('wallet,pass type,pass name,profile id,time\r\n')).toBe(true);
    expect(csv).toContain(`${WALLET},5,GTD Spot,${p.id},${at}\r\n`);
  });

  it('uses the Solana wallet when the profile has no Ethereum wallet', async () => {
    await openWindow(NOW - HOUR, NOW + 10 * HOUR);
    const p = await t.signIn();
    const sol = '7'.repeat(40);
    await t.grant(p, { vauchers: [{ vaucher: 'FreeMint', count: 1 }] });
    await t.call(p, 'POST', '/profile', { solWallet: sol });
    expect((await reserve(p, 'FreeMint')).json().res.reservation).toMatchObject({ type: 4, wallet: sol });
  });

  it('refuses a voucher not held (409), an unknown one (404) and a bad body (400)', async () => {
    await openWindow(NOW - HOUR, NOW + 10 * HOUR);
    const p = await t.signIn();
    await t.call(p, 'POST', '/profile', { ethWallet: WALLET });
    const none = await reserve(p, 'FreeMint');
    expect([none.statusCode, none.json()]).toEqual([409, { err: 'You hold no Free NFT Mint voucher' }]);
    const unknown = await reserve(p, 2);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { err: 'Unknown voucher 2' }]);
    const bad = await reserve(p, 'Golden');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().err).toMatch(/^vaucher: /);
    expect((await t.call(p, 'POST', '/mint/reserve', {})).json()).toEqual({ err: 'vaucher: Required' });
  });

  it('answers a repeated Idempotency-Key with the first answer and spends one voucher', async () => {
    await openWindow(NOW - HOUR, NOW + 10 * HOUR);
    const p = await t.signIn();
    await t.grant(p, { vauchers: [{ vaucher: 'MintTicket', count: 3 }] });
    await t.call(p, 'POST', '/profile', { ethWallet: WALLET });
    const headers = { 'idempotency-key': 'reserve-once' };
    const first = await reserve(p, 'MintTicket', headers);
    const again = await reserve(p, 'MintTicket', headers);
    expect(again.body).toBe(first.body);
    expect((await t.call(p, 'GET', '/pocket')).json().ownedVauchers.MintTicket).toBe(2);
    expect((await t.call(p, 'GET', '/mint')).json().reservations).toHaveLength(1);
  });

  it('keeps the books balanced', async () => {
    expect(await auditLedger(t.db)).toEqual([]);
  });
});
