import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRAITS, traitIcon } from '../../src/rules/catalog/traits.ts';
import { ITEMS } from '../../src/rules/catalog/items.ts';
import {
  convertedNote,
  mergeRewards,
  RewardList,
  rewardImage,
  rewardRarity,
  rewardText,
  UNLOCKED_LINE,
} from '../../src/client/ui/reward-list.tsx';
import { gotLine } from '../../src/client/scenes/reward-reveal/reward-reveal.tsx';
import { UNLOCKED_NOTE } from '../../src/rules/reward.ts';

const eyes = TRAITS.find((t) => t.category === 'Eyes' && t.rarity === 2)!;
const legendaryItem = ITEMS.find((i) => i.rarity === 3)!;

describe('reward tiles', () => {
  it("shows a trait card with the trait's own icon, cut to what it draws", () => {
    expect(rewardImage({ kind: 'cards', traitId: eyes.id, amount: 2 })).toBe(traitIcon(eyes));
    expect(traitIcon(eyes)).toMatch(/^\/images\/traits\/icon\/eyes\/\d+\.png$/);
  });

  it('gives a currency no picture (it is drawn as an icon) and no rarity', () => {
    expect(rewardImage({ kind: 'shards', amount: 500 })).toBeUndefined();
    expect(rewardRarity({ kind: 'shards', amount: 500 })).toBeUndefined();
  });

  it('tells the rarity by its word and mark, not by colour alone', () => {
    render(
      <RewardList
        rewards={[
          { kind: 'cards', traitId: eyes.id, amount: 2 },
          { kind: 'items', itemId: legendaryItem.id, amount: 1 },
          { kind: 'shards', amount: 2500 },
        ]}
      />,
    );
    const tiles = screen.getAllByRole('listitem');
    expect(tiles).toHaveLength(3);
    expect(tiles[0]!.textContent).toContain('Epic');
    expect(tiles[0]!.querySelectorAll('.rarity-mark path')).toHaveLength(2);
    expect(tiles[1]!.textContent).toContain('Legendary');
    expect(tiles[1]!.querySelectorAll('.rarity-mark path')).toHaveLength(1);
    expect(tiles[2]!.textContent).toBe('2,500 shards');
    expect(tiles[2]!.querySelector('.reward-tile__icon svg')).not.toBeNull();
  });

  it('merges rewards of the same good into one, its amounts summed and how many it merged', () => {
    const other = TRAITS.find((t) => t.id !== eyes.id && t.rarity === 0)!;
    const input = [
      { kind: 'cards', traitId: eyes.id, amount: 3 },
      { kind: 'TWC', amount: 25 },
      { kind: 'cards', traitId: other.id, amount: 1 },
      { kind: 'TWC', amount: 25 },
      { kind: 'cards', traitId: eyes.id, amount: 3 },
      { kind: 'items', itemId: legendaryItem.id, amount: 1 },
      { kind: 'crate', crateKind: 4, amount: 1 },
      { kind: 'crate', crateKind: 5, amount: 1 },
      { kind: 'crate', crateKind: 4, amount: 1 },
    ] as const;
    const merged = mergeRewards(input);
    // In the order each good first came; the input untouched.
    expect(merged.map((r) => [r.kind, r.traitId ?? r.crateKind ?? r.itemId, r.amount, r.times ?? 1])).toEqual(
      [
        ['cards', eyes.id, 6, 2],
        ['TWC', undefined, 50, 2],
        ['cards', other.id, 1, 1],
        ['items', legendaryItem.id, 1, 1],
        ['crate', 4, 2, 2],
        ['crate', 5, 1, 1],
      ],
    );
    expect(input[0].amount).toBe(3);
    expect(rewardText(merged[0]!)).toBe(`6 ${eyes.name} Eyes cards`);
  });

  it('keeps trait cards turned into shards apart from shards, merged by their trait', () => {
    const note = 'turned into 250 shards';
    const merged = mergeRewards([
      { kind: 'shards', amount: 2000 },
      { kind: 'shards', amount: 750, traitId: eyes.id, note },
      { kind: 'shards', amount: 750, traitId: eyes.id, note },
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toEqual({ kind: 'shards', amount: 2000 });
    expect(merged[1]).toMatchObject({ kind: 'shards', amount: 1500, traitId: eyes.id, times: 2 });
    // The count of cards comes from the shards (an Epic card is 750): 2 cards became shards.
    expect(convertedNote(merged[1]!)).toBe(`for 2 ${eyes.name} Eyes cards`);
  });

  it('shows a merged reward as one tile, its total in words and "2 drops", never "×2"', () => {
    render(
      <RewardList
        rewards={[
          { kind: 'cards', traitId: eyes.id, amount: 1 },
          { kind: 'cards', traitId: eyes.id, amount: 1 },
          { kind: 'shards', amount: 500 },
        ]}
      />,
    );
    const tiles = screen.getAllByRole('listitem');
    expect(tiles).toHaveLength(2);
    expect(tiles[0]!.querySelector('.reward-tile__times')!.textContent).toBe('from 2 drops');
    expect(tiles[0]!.querySelector('strong')!.textContent).toBe(`2 ${eyes.name} Eyes cards`);
    // The tile and the summary line under the reveal agree on the count.
    expect(tiles[0]!.textContent).not.toMatch(/×/);
    expect(
      gotLine(
        mergeRewards([
          { kind: 'cards', traitId: eyes.id, amount: 2 },
          { kind: 'cards', traitId: eyes.id, amount: 2 },
        ]),
      ),
    ).toBe(`Yours now: 4 ${eyes.name} Eyes cards.`);
    expect(tiles[1]!.querySelector('.reward-tile__times')).toBeNull();
  });

  it("says on the tile that a new trait's first card unlocks it, two drops of it added up too", () => {
    const first = { kind: 'cards', traitId: eyes.id, amount: 2, note: UNLOCKED_NOTE } as const;
    render(<RewardList rewards={[first, { kind: 'cards', traitId: eyes.id, amount: 2 }]} />);
    const tile = screen.getByRole('listitem');
    expect(tile.querySelector('strong')!.textContent).toBe(`4 ${eyes.name} Eyes cards`);
    // A badge on the tile (it takes no room), what it means once under the tiles.
    expect(tile.querySelector('.reward-tile__new')!.textContent).toBe('New: the first card unlocks it');
    expect(tile.querySelector('.reward-tile__note')).toBeNull();
    expect(screen.getByText(UNLOCKED_LINE)).toBeTruthy();
  });

  it('says nothing of unlocking where no reward unlocked anything', () => {
    render(<RewardList rewards={[{ kind: 'cards', traitId: eyes.id, amount: 2 }]} />);
    expect(screen.queryByText(UNLOCKED_LINE)).toBeNull();
    expect(document.querySelector('.reward-tile__new')).toBeNull();
  });
});
