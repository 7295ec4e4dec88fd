import { describe, expect, it } from 'vitest';
import type { PocketView } from '../../src/client/api/types.ts';
import { withArticle } from '../../src/client/ui/format.ts';
import { rewardText } from '../../src/client/ui/reward-list.tsx';
import { traitCapWarning } from '../../src/client/ui/trait-cap.ts';

const holding = (n: number) =>
  ({ ownedTraits: Array.from({ length: n }, (_, i) => ({ id: i })) }) as unknown as PocketView;

describe('the 12-trait limit, told before buying or opening', () => {
  it('says nothing below the limit', () => {
    expect(traitCapWarning(holding(11), 0)).toBeNull();
  });

  it("says what a Basic crate's new trait cards become at the limit", () => {
    expect(traitCapWarning(holding(12), 0)).toBe(
      'You hold 12 of 12 traits: a card of a trait you do not hold becomes 250 shards (Common) or 500 shards (Rare) ' +
        'a card. Cards of traits you hold still count.',
    );
  });

  it('names every rarity an Epic crate can give', () => {
    expect(traitCapWarning(holding(12), 2)).toContain('750 shards (Epic)');
  });

  it('says nothing for a crate without trait cards (Energy)', () => {
    expect(traitCapWarning(holding(12), 9)).toBeNull();
  });

  it('shows converted cards as "12/12: +N shards" on their tile', () => {
    expect(rewardText({ kind: 'shards', amount: 750, traitId: 5, note: 'x' })).toBe('12/12: +750 shards');
  });

  it('takes "an" before a vowel', () => {
    expect([withArticle('Advanced'), withArticle('Epic'), withArticle('Basic')]).toEqual([
      'an Advanced',
      'an Epic',
      'a Basic',
    ]);
  });
});
