import { describe, expect, it } from 'vitest';
import { traitById } from '../catalog/traits.ts';
import { seededRng } from '../rng.ts';
import { playerCreated } from './player-created.ts';

const NOW = Date.UTC(2026, 0, 1);
/** An rng that always answers the same number. */
const fixed = (n: number) => ({ next: () => n });

describe('player.created', () => {
  it('gives one Common trait of Face, Hair, Eyes, Suit and Background, each worn', () => {
    const { state } = playerCreated(NOW, seededRng(5));
    const worn = state.appliedTraits.map((id) => traitById(id)!);
    expect(worn.map((t) => t.category)).toEqual(['Face', 'Hair', 'Eyes', 'Suit', 'Background']);
    expect(worn.every((t) => t.rarity === 0)).toBe(true);
    expect(Object.keys(state.traits).map(Number).sort()).toEqual([...state.appliedTraits].sort());
    expect(Object.values(state.traits)).toEqual(Array(5).fill({ level: 1, cards: 0 }));
  });

  it('draws the first Common of each category at 0 and the last just under 1', () => {
    expect(playerCreated(NOW, fixed(0)).state.appliedTraits).toEqual([2, 102, 206, 302, 402]);
    const last = playerCreated(NOW, fixed(0.999999)).state.appliedTraits;
    expect(last).not.toEqual([2, 102, 206, 302, 402]);
    expect(last.every((id) => traitById(id)!.rarity === 0)).toBe(true);
  });

  it('never dresses a new Warlord in the Sad face or the red eyes, over 200 seeds', () => {
    for (let seed = 0; seed < 200; seed++) {
      const worn = playerCreated(NOW, seededRng(seed)).state.appliedTraits;
      expect(worn).not.toContain(5);
      expect(worn).not.toContain(208);
    }
    expect(playerCreated(NOW, fixed(0.999999)).state.appliedTraits.slice(0, 3)).toEqual([2, 111, 207]);
  });

  it('dresses new Warlords differently: 20 seeds give more than 10 distinct outfits', () => {
    const outfits = new Set(
      Array.from({ length: 20 }, (_, seed) => playerCreated(NOW, seededRng(seed)).state.appliedTraits.join()),
    );
    expect(outfits.size).toBeGreaterThan(10);
  });

  it('writes the starting balances to the ledger: 5,000 shards, one crate', () => {
    const { ledger } = playerCreated(NOW, seededRng(1));
    expect(ledger.find((e) => e.what === 'shards')?.delta).toBe(5000);
  });

  it('fills energy to the dressed maximum: three worn traits add 6 exploration, so 80 + 3 = 83', () => {
    const { state } = playerCreated(NOW, fixed(0));
    expect(state.energy).toBe(83);
  });
});
