import { describe, expect, it } from 'vitest';
import {
  CRATE_TABLES,
  GUMBALL_TABLE,
  drawEntry,
  drawReward,
  drawRewards,
  dropTable,
  groupThousands,
  publishedTable,
  type DropEntry,
  type DropReward,
} from './drop-tables.ts';
import { CRATE_KINDS, CRATE_PRICES } from './crate-kinds.ts';
import { itemById, isPotion, isWeapon } from './items.ts';
import { traitById } from './traits.ts';
import { seededRng } from '../rng.ts';

const ALL = [...CRATE_KINDS, 'gumball'] as const;

/**
 * The tuning model, in shards: a card is worth 400 * 3^rarity, a potion 600 (Common) or 1,200 (Rare),
 * 1 TWC 1,000 (the crates' exchange rate), 1 energy 20, 1 XP 10, a crate its price.
 */
function value(r: DropReward): number {
  const card = (rarity: number) => 400 * 3 ** rarity;
  switch (r.kind) {
    case 'shards':
      return r.amount;
    case 'TWC':
      return r.amount * 1000;
    case 'energy':
      return r.amount * 20;
    case 'xp':
      return r.amount * 10;
    case 'crate':
      return r.amount * CRATE_PRICES[r.crateKind];
    case 'traitCards':
    case 'itemCards':
      return r.count * card(r.rarity);
    case 'potion':
      return r.rarity === 1 ? 1200 : r.rarity === 0 ? 600 : 900;
  }
}
function expectedValue(kind: (typeof ALL)[number]): number {
  const t = dropTable(kind);
  const perRoll = t.entries.reduce((s, e) => s + (e.weight / 100) * value(e.reward), 0);
  return t.guaranteed.reduce((s, e) => s + value(e.reward), 0) + perRoll * (t.rolls - t.guaranteed.length);
}

describe('drop tables', () => {
  it.each(ALL)('publishes table %s with chances summing to 100', (kind) => {
    const table = publishedTable(kind);
    expect(table.reduce((s, e) => s + e.chance, 0)).toBeCloseTo(100, 9);
    expect(dropTable(kind).entries.reduce((s, e) => s + e.weight, 0)).toBe(100);
    for (const row of table) expect(row.reward).toMatch(/^\d/);
  });

  it('has the outline numbers of rolls', () => {
    const rolls = CRATE_KINDS.map((k) => CRATE_TABLES[k].rolls);
    expect(rolls).toEqual([3, 4, 5, 6, 3, 4, 5, 6, 3, 1, 6]);
    expect(GUMBALL_TABLE.rolls).toBe(1);
  });

  it('labels outcomes as players read them', () => {
    expect(publishedTable(0).map((e) => e.reward)).toEqual([
      '2 Common trait cards',
      '4 Common trait cards',
      '1 Rare trait card',
      '2,500 shards',
      '40 energy',
      '100 XP',
    ]);
    expect(publishedTable(9)).toEqual([
      { reward: '60 energy', chance: 40 },
      { reward: '80 energy', chance: 30 },
      { reward: '100 energy', chance: 20 },
      { reward: '120 energy', chance: 10 },
    ]);
    expect(publishedTable(3).map((e) => e.reward)).toContain('1 Legendary Special trait card');
    expect(publishedTable('gumball').map((e) => e.reward)).toContain('1 Basic crate');
    expect(groupThousands(1234567)).toBe('1,234,567');
  });

  it('tunes a Basic crate to about its price (3,765 of 4,000 shards)', () => {
    expect(Math.round(expectedValue(0))).toBe(3765);
  });

  it('keeps the priced crates between 75% and 100% of their price, the gumball about 2/3', () => {
    for (const kind of [0, 1, 2, 3, 8, 10] as const) {
      const share = expectedValue(kind) / CRATE_PRICES[kind];
      expect(share).toBeGreaterThan(0.75);
      expect(share).toBeLessThan(1);
    }
    expect(Math.round(expectedValue('gumball'))).toBe(1315);
  });

  it('gives Specials only from Legendary crates and only Rare or better from MegaItem', () => {
    for (const kind of ALL) {
      const special = dropTable(kind).entries.some(
        (e) => e.reward.kind === 'traitCards' && e.reward.category === 'Special',
      );
      expect(special).toBe(kind === 3);
    }
    for (const e of [...CRATE_TABLES[10].entries, ...CRATE_TABLES[10].guaranteed]) {
      expect('rarity' in e.reward && e.reward.rarity! >= 1).toBe(true);
    }
  });

  // 20,000 seeded rolls per table; each outcome's count must lie within 5 binomial standard deviations
  // of 20,000 * its published chance.
  it.each(ALL)('draws table %s as published (20,000 seeded rolls, 5 sigma)', (kind) => {
    const n = 20_000;
    const t = dropTable(kind);
    const rng = seededRng(typeof kind === 'number' ? 1000 + kind : 999);
    const counts = new Map<DropEntry, number>();
    for (let i = 0; i < n; i++) {
      const e = drawEntry(rng, t);
      counts.set(e, (counts.get(e) ?? 0) + 1);
    }
    publishedTable(kind).forEach(({ chance }, i) => {
      const p = chance / 100;
      const sigma = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((counts.get(t.entries[i]!) ?? 0) - n * p)).toBeLessThanOrEqual(5 * sigma);
    });
  });

  it('picks a trait of the outcome rarity, never a Special unless the outcome says so', () => {
    const rng = seededRng(7);
    const common: DropEntry = { weight: 1, label: '', reward: { kind: 'traitCards', count: 2, rarity: 0 } };
    const special: DropEntry = {
      weight: 1,
      label: '',
      reward: { kind: 'traitCards', count: 1, rarity: 3, category: 'Special' },
    };
    for (let i = 0; i < 500; i++) {
      const r = drawReward(rng, common);
      expect(r.kind).toBe('cards');
      expect(r.amount).toBe(2);
      expect(traitById(r.traitId!)).toMatchObject({ rarity: 0 });
      expect(traitById(r.traitId!)!.category).not.toBe('Special');
    }
    expect(drawReward(rng, special)).toEqual({ kind: 'cards', traitId: 502, amount: 1 });
  });

  it('picks weapons and potions of the outcome rarity, or the given potion', () => {
    const rng = seededRng(8);
    const weapon: DropEntry = { weight: 1, label: '', reward: { kind: 'itemCards', count: 3, rarity: 3 } };
    const big: DropEntry = { weight: 1, label: '', reward: { kind: 'potion', rarity: 1 } };
    for (let i = 0; i < 300; i++) {
      const w = itemById(drawReward(rng, weapon).itemId!)!;
      expect(isWeapon(w) && w.rarity === 3).toBe(true);
      const p = itemById(drawReward(rng, big).itemId!)!;
      expect(isPotion(p) && p.rarity === 1).toBe(true);
    }
    const given: DropEntry = { weight: 1, label: '', reward: { kind: 'potion', itemId: 780 } };
    expect(drawReward(rng, given)).toEqual({ kind: 'items', itemId: 780, amount: 1 });
  });

  it('always gives a MegaItem opening six rewards with at least one potion', () => {
    const rng = seededRng(9);
    for (let i = 0; i < 200; i++) {
      const rewards = drawRewards(rng, CRATE_TABLES[10]);
      expect(rewards).toHaveLength(6);
      expect(rewards.some((r) => r.kind === 'items' && isPotion(itemById(r.itemId!)!))).toBe(true);
    }
  });
});
