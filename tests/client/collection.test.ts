// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOOK_PAGES, foundIn, pageGoods } from '../../src/client/screens/pocket/collection.ts';
import { ITEMS, isPotion } from '../../src/rules/catalog/items.ts';
import { TRAITS } from '../../src/rules/catalog/traits.ts';

describe('the collection book', () => {
  it('holds every trait, weapon, spell and potion of the catalog once, on its page', () => {
    const all = BOOK_PAGES.flatMap((p) => pageGoods(p));
    expect(all.filter((g) => 'trait' in g)).toHaveLength(TRAITS.length);
    expect(all.filter((g) => 'item' in g)).toHaveLength(ITEMS.length);
    expect(pageGoods('Potions').every((g) => 'item' in g && isPotion(g.item))).toBe(true);
    const face = pageGoods('Face').map((g) => ('trait' in g ? g.trait.rarity : -1));
    expect(face).toEqual([...face].sort((a, b) => a - b));
  });

  it('says where each good is found, from the published drop tables', () => {
    const common = TRAITS.find((t) => t.category === 'Face' && t.rarity === 0)!;
    expect(foundIn({ trait: common })).toEqual([
      'Basic crates',
      'Advanced crates',
      'Expedition I crates',
      'Expedition II crates',
      'the gumball',
    ]);
    const special = TRAITS.find((t) => t.category === 'Special')!;
    expect(foundIn({ trait: special })).toEqual(['Legendary crates']);
    // Every good can be found somewhere.
    for (const trait of TRAITS) expect(foundIn({ trait }).length).toBeGreaterThan(0);
    for (const item of ITEMS) expect(foundIn({ item }).length).toBeGreaterThan(0);
  });
});
