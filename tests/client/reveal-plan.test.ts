// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import type { Reward } from '../../src/rules/reward.ts';
import {
  BUILD_MS,
  BURST_TO_CARDS_MS,
  HALF_TURN_MS,
  chargeSeconds,
  revealPlan,
} from '../../src/client/scenes/reward-reveal/reveal-plan.ts';

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

  it('reveals five cards of a Legendary crate within about 4.5 s of the answer, charge included', () => {
    const five = [card(0), card(0), card(1), card(2), card(3)];
    // The charge, the burst's flash before the cards, and the cards.
    expect(chargeSeconds(3) * 1000 + BURST_TO_CARDS_MS + revealPlan(five).endMs).toBeLessThanOrEqual(4500);
  });

  it('charges a crate 0.9 s to 1.1 s, longer the rarer its best reward', () => {
    expect([0, 1, 2, 3].map(chargeSeconds)).toEqual([0.9, 0.95, 1, 1.1]);
  });

  it('keeps a long claim of many levels to a few seconds of turns', () => {
    const many = Array.from({ length: 20 }, () => card(0));
    expect(revealPlan(many).endMs).toBeLessThanOrEqual(8000);
  });
});

describe('the build before a rare card', () => {
  it('turns the commons art-direction’s 250 ms apart, with no build', () => {
    const plan = revealPlan([card(0), card(0), card(0)]);
    expect(plan.builds).toEqual([0, 0, 0]);
    // The next back goes edge-on 75 ms after a face is up: 250 ms from one turn's start to the next.
    expect(plan.waits.slice(1).map((w) => w + HALF_TURN_MS)).toEqual([250, 250]);
  });

  it('builds before a Rare, longer before an Epic, longest before a Legendary', () => {
    const plan = revealPlan([card(3), card(1), card(0), card(2)]);
    // Turned the commonest first: Common, Rare, Epic, Legendary.
    expect(plan.order).toEqual([2, 1, 3, 0]);
    expect(plan.builds[0]).toBe(0);
    expect(plan.builds[1]).toBeGreaterThan(0);
    expect(plan.builds[2]).toBeGreaterThan(plan.builds[1]!);
    expect(plan.builds[3]).toBeGreaterThan(plan.builds[2]!);
    // Each build (and, before an Epic or a Legendary, a held breath) is inside its turn's wait.
    plan.waits.forEach((w, k) => expect(w).toBeGreaterThanOrEqual(plan.builds[k]! + (k === 0 ? 0 : 75)));
    expect(plan.waits[3]! - plan.builds[3]!).toBeGreaterThan(plan.waits[1]! - plan.builds[1]!);
  });

  it('builds before a rare card wherever it turns, not only the last', () => {
    const plan = revealPlan([card(2), card(2)]);
    expect(plan.builds).toEqual([BUILD_MS[2], BUILD_MS[2]]);
  });
});
