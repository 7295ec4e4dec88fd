import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pocketView } from '../../src/rules/views/pocket-view.ts';
import { isPotion, itemById } from '../../src/rules/catalog/items.ts';
import { player, NOW } from '../rules/fixtures.ts';
import { listableFromPocket, sellableGoods } from '../../src/client/screens/market/sellable.ts';
import {
  goodFromParam,
  paramsFromQuery,
  queryFromParams,
} from '../../src/client/screens/market/market-query.ts';
import { quantityError } from '../../src/client/screens/market/quantity.ts';
import { PriceChart } from '../../src/client/screens/market/price-chart.tsx';
import { windowText } from '../../src/client/screens/mint/mint-window.tsx';
import { lockedImage } from '../../src/client/screens/mint/pass-card.tsx';

describe('selling from the pocket', () => {
  it('counts what can be listed the way the rules do, applied things excluded', () => {
    const state = player({
      traits: { '2': { level: 1, cards: 3 }, '3': { level: 2, cards: 1 } },
      appliedTraits: [3],
      items: { '780': { level: 1, cards: 0, usagesLeft: 0 } },
      appliedItems: [-1, -1, 780, -1],
      crates: { '0': 2 },
    });
    const pocket = pocketView(state, NOW);
    expect(listableFromPocket(pocket, { kind: 'trait', id: 2 })).toBe(4);
    expect(listableFromPocket(pocket, { kind: 'trait', id: 3 })).toBe(1);
    expect(listableFromPocket(pocket, { kind: 'crate', id: 0 })).toBe(2);
    const potion = sellableGoods(pocket).find((g) => g.good.kind === 'item' && g.good.id === 780);
    expect(potion).toMatchObject({ listable: 0, note: 'Partly used: only whole potions can be sold' });
  });

  it('says why nothing of a good can be listed, in the words of what would change it', () => {
    const info = itemById(780)!;
    const usages = isPotion(info) ? info.usages : 0;
    const state = player({
      traits: { '2': { level: 1, cards: 0 }, '105': { level: 3, cards: 0 }, '203': { level: 2, cards: 0 } },
      appliedTraits: [2, 105],
      items: {
        '780': { level: 1, cards: 0, usagesLeft: usages },
        '257': { level: 1, cards: 0, usagesLeft: 0 },
      },
      appliedItems: [257, -1, 780, -1],
    });
    const notes = Object.fromEntries(
      sellableGoods(pocketView(state, NOW)).map((g) => [`${g.good.kind}:${g.good.id}`, g.note]),
    );
    expect(notes).toMatchObject({
      // A worn level-1 trait: traits have no unapply, another of its category takes its place.
      'trait:2': 'Worn: wear another face to sell it',
      // Worn and upgraded: taking it off would not help.
      'trait:105': 'Upgraded: only spare cards can be sold, and it has none',
      'trait:203': 'Upgraded: only spare cards can be sold, and it has none',
      'item:257': 'Applied: unapply it to sell it',
      'item:780': 'Applied: unapply it to sell it',
    });
  });

  it('says what is wrong with a quantity', () => {
    expect(quantityError('0', 5)).toBe('Enter a whole number of 1 or more');
    expect(quantityError('2.5', 5)).toBe('Enter a whole number of 1 or more');
    expect(quantityError('6', 5)).toBe('At most 5');
    expect(quantityError('1,000', 5000)).toBeNull();
  });
});

describe('the market address', () => {
  it('reads filters, sort and page, and writes them back without the defaults', () => {
    const q = queryFromParams(
      new URLSearchParams('tab=browse&kind=item&id=257&rarity=2&sort=price&order=desc&page=3'),
    );
    expect(q).toEqual({ kind: 'item', id: 257, rarity: 2, sort: 'price', order: 'desc', page: 3 });
    const back = paramsFromQuery(new URLSearchParams('tab=browse'), {
      ...q,
      page: 1,
      sort: 'newest',
      order: undefined,
    });
    expect(back.toString()).toBe('tab=browse&kind=item&id=257&rarity=2');
    expect(queryFromParams(new URLSearchParams('kind=warlord&id=3&page=x'))).toEqual({
      kind: undefined,
      id: undefined,
      rarity: undefined,
      sort: 'newest',
      order: undefined,
      page: 1,
    });
    expect(goodFromParam('crate:3')).toEqual({ kind: 'crate', id: 3 });
    expect(goodFromParam('crate')).toBeNull();
  });
});

describe('price chart', () => {
  it('draws one dot per sale and lists the sales for screen readers', () => {
    const sales = [
      { price: 90, quantity: 1, at: '2026-01-10T12:02:00.000Z' },
      { price: 150, quantity: 2, at: '2026-01-10T12:01:00.000Z' },
      { price: 120, quantity: 3, at: '2026-01-10T12:00:00.000Z' },
    ];
    const { container } = render(<PriceChart sales={sales} floor={100} />);
    expect(container.querySelectorAll('circle')).toHaveLength(3);
    expect(container.querySelector('.price-chart__floor')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Price of the last 3 sales' })).toBeTruthy();
    expect(screen.getByText('150 shards each')).toBeTruthy();
  });

  it('says so when there is no sale', () => {
    render(<PriceChart sales={[]} floor={null} />);
    expect(screen.getByText('No sales yet.')).toBeTruthy();
  });
});

describe('mint', () => {
  it('tells where the window stands', () => {
    const w = { opensAt: '2026-02-01T00:00:00.000Z', closesAt: '2026-02-02T00:00:00.000Z' };
    expect(windowText({ opensAt: null, closesAt: null, open: false }, NOW)).toBe(
      'The mint window is not scheduled yet.',
    );
    expect(windowText({ ...w, open: false }, NOW)).toMatch(/^The mint opens on /);
    expect(windowText({ ...w, open: true }, Date.parse(w.opensAt))).toMatch(/^The mint is open until /);
    expect(windowText({ ...w, open: false }, Date.parse(w.closesAt) + 1)).toMatch(/^The mint closed on /);
  });

  it('shows the locked picture of a pass not held', () => {
    expect(lockedImage('/images/vauchers/og.png')).toBe('/images/vauchers/og-locked.png');
  });
});
