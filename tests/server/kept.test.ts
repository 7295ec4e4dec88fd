import { describe, expect, it } from 'vitest';
import { keptAnswers, keptStates } from '../../src/server/game/kept.ts';
import { ENERGY_TICK_MS } from '../../src/rules/formulas/energy.ts';
import { startTestApp } from './harness.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('keptAnswers', () => {
  it('asks once in a window, for reads at once and reads after, then asks again', async () => {
    // A clock of the test's own: on a loaded machine 80 ms of real time can pass between two reads.
    let now = 0;
    const kept = keptAnswers<number, string>(80, 10, () => now);
    let asked = 0;
    const read = async () => {
      asked++;
      await sleep(5);
      return `answer ${asked}`;
    };
    const first = await Promise.all([kept(1, read), kept(1, read), kept(1, read)]);
    expect(first).toEqual(['answer 1', 'answer 1', 'answer 1']);
    expect(await kept(1, read)).toBe('answer 1');
    expect(await kept(2, read)).toBe('answer 2');
    now += 79;
    expect(await kept(1, read)).toBe('answer 1');
    now += 1;
    expect(await kept(1, read)).toBe('answer 3');
    expect(asked).toBe(3);
  });

  it('does not keep a failed read', async () => {
    const kept = keptAnswers<string, number>(10_000, 10);
    await expect(kept('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept('k', async () => 7)).toBe(7);
  });

  it('keeps at most max keys, dropping the oldest', async () => {
    const kept = keptAnswers<number, number>(10_000, 2);
    let asked = 0;
    const read = async () => ++asked;
    await kept(1, read);
    await kept(2, read);
    await kept(3, read);
    expect(await kept(3, read)).toBe(3);
    expect(await kept(2, read)).toBe(2);
    expect(await kept(1, read)).toBe(4);
  });
});

describe('keptStates', () => {
  it('keeps at most max states, the least recently read going first', () => {
    const kept = keptStates<{ n: number }>(2);
    kept.set('a', { version: '1', state: { n: 1 } });
    kept.set('b', { version: '1', state: { n: 2 } });
    expect(kept.get('a')?.state.n).toBe(1); // now b is the least recently read
    kept.set('c', { version: '1', state: { n: 3 } });
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')?.state.n).toBe(1);
    expect(kept.size).toBe(2);
  });

  it('freezes what it keeps when asked (tests), so a view that changed a kept state throws', () => {
    const kept = keptStates<{ inner: { n: number } }>(2, true);
    kept.set('a', { version: '1', state: { inner: { n: 1 } } });
    const state = kept.get('a')!.state;
    expect(() => {
      state.inner.n = 2;
    }).toThrow(TypeError);
  });
});

describe('game reads of a kept state', () => {
  it('show the energy coming back and a cooldown ending as the clock moves, with the row unchanged', async () => {
    const t = await startTestApp();
    try {
      const p = await t.signIn();
      const pocket = () => t.call(p, 'GET', '/pocket').then((r) => r.json());
      // A new Warlord starts full, at the maximum its drawn traits give.
      const full = (await pocket()).energy as number;
      expect((await t.call(p, 'POST', '/expedition/send', { region: 1 })).statusCode).toBe(200);
      expect((await t.call(p, 'POST', '/expedition/claim', {})).statusCode).toBe(200);
      const region1 = () =>
        t.call(p, 'GET', '/expedition').then((r) => r.json().regions[0] as { cooldownTill: string | null });

      const cooling = await region1();
      expect(cooling.cooldownTill).not.toBeNull();
      const tillMs = Date.parse(cooling.cooldownTill!);
      const spent = await pocket();
      expect(spent.energy).toBe(full - 15);
      expect(await pocket()).toEqual(spent);

      t.clock.advance(2 * ENERGY_TICK_MS);
      expect(await pocket()).toMatchObject({
        energy: full - 13,
        energyUpdatedAt: new Date(Date.parse(spent.energyUpdatedAt) + 2 * ENERGY_TICK_MS).toISOString(),
      });
      expect(await region1()).toEqual(cooling);

      t.clock.advance(tillMs - t.clock.now - 1);
      expect((await region1()).cooldownTill).toBe(cooling.cooldownTill);
      t.clock.advance(1);
      expect((await region1()).cooldownTill).toBeNull();
    } finally {
      await t.close();
    }
  });
});
