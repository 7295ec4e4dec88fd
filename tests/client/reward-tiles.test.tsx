import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRAITS, traitIcon } from '../../src/rules/catalog/traits.ts';
import { ITEMS } from '../../src/rules/catalog/items.ts';
import { RewardList, rewardImage, rewardRarity } from '../../src/client/ui/reward-list.tsx';

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
});
