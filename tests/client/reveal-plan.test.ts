// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import type { Reward } from '../../src/client/api/types.ts';
import { chargeSeconds, revealPlan } from '../../src/client/scenes/reward-reveal/reveal-plan.ts';

const card = (rarity: number): Reward => ({
  kind: 'cards',
  traitId: TRAITS.find((t) => t.rarity === rarity)!.id,
  amount: 1,
});

describe('the reveal plan', () => {
  it('turns the currencies first and the rarest card last, equal ones in the list order', () => {
    const rewards = [card(3), { kind: 'shards', amount: 500 } as Reward, card(0), card(1), card(0)];
    expect(revealPlan(rewards).order).toEqual([1, 2, 4, 3, 0]);
  });

  it('holds a breath before an Epic or Legendary last card, not before a Rare', () => {
    const rare = revealPlan([card(0), card(1)]).waits;
    const epic = revealPlan([card(0), card(2)]).waits;
    expect(epic[1]! - rare[1]!).toBeGreaterThan(200);
  });

  it('reveals five cards of a Legendary crate within about 4 s of the press, charge included', () => {
    const five = [card(0), card(0), card(1), card(2), card(3)];
    // The charge, the burst's 0.15 s before the cards, and the cards.
    expect(chargeSeconds(3) * 1000 + 150 + revealPlan(five).endMs).toBeLessThanOrEqual(4000);
    expect(chargeSeconds(3)).toBeGreaterThan(chargeSeconds(0));
  });

  it('keeps a long claim of many levels to a few seconds of turns', () => {
    const many = Array.from({ length: 20 }, () => card(0));
    expect(revealPlan(many).endMs).toBeLessThanOrEqual(8000);
  });
});
