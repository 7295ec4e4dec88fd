// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PocketView } from '../../src/rules/views/pocket-view.ts';
import { withArticle } from '../../src/client/ui/format.ts';
import { rewardText } from '../../src/client/ui/reward-list.tsx';
import { traitCapShort, traitCapWarning } from '../../src/client/ui/trait-cap.ts';

const holding = (n: number) =>
  ({ ownedTraits: Array.from({ length: n }, (_, i) => ({ id: i })) }) as unknown as PocketView;

describe('the 12-trait limit, told before buying or opening', () => {
  it("says nothing while a crate's rewards cannot reach the limit", () => {
    expect(traitCapWarning(holding(9), 0)).toBeNull();
    expect(traitCapWarning(holding(6), 3)).toBeNull();
  });

  it("warns short of the limit when the crate's rewards could reach it", () => {
    expect(traitCapWarning(holding(10), 0)).toBe(
      'You hold 10 of 12 traits: once you hold 12, a card of a new trait becomes shards (250 shards (Common) ' +
        "or 500 shards (Rare) a card); this crate's 3 rewards could get you there.",
    );
    expect(traitCapWarning(holding(7), 3)).toContain("this crate's 6 rewards could get you there");
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
    expect(traitCapShort(holding(12), [9])).toBeNull();
  });

  it('says it once in one short line over the crates held, where the whole sentence would be said', () => {
    expect(traitCapShort(holding(9), [0])).toBeNull();
    expect(traitCapShort(holding(12), [0])).toBe('12 of 12 traits: cards of new traits become shards.');
    expect(traitCapShort(holding(10), [0])).toBe('10 of 12 traits: this crate may fill them.');
    expect(traitCapShort(holding(7), [3])).toBe('7 of 12 traits: this crate may fill them.');
    // Several crates held: one line for them, naming those whose rewards could fill them.
    expect(traitCapShort(holding(10), [0, 3, 9])).toBe('10 of 12 traits: these crates may fill them.');
    expect(traitCapShort(holding(7), [0, 3])).toBe('7 of 12 traits: this crate may fill them.');
    expect(traitCapShort(holding(12), [9])).toBeNull();
  });

  it('shows converted cards as "+N shards" on their tile', () => {
    expect(rewardText({ kind: 'shards', amount: 750, traitId: 5, note: 'x' })).toBe('+750 shards');
  });

  it('takes "an" before a vowel', () => {
    expect([withArticle('Advanced'), withArticle('Epic'), withArticle('Basic')]).toEqual([
      'an Advanced',
      'an Epic',
      'a Basic',
    ]);
  });
});
