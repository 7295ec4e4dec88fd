import { act, fireEvent, render, screen } from '@testing-library/react';

/** Lets the settling (a promise, at once where there are no Web Animations) end. */
const settled = () => act(async () => {});
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRAITS } from '../../src/rules/catalog/traits.ts';
import { traitBoost, weaponBoost } from '../../src/rules/formulas/stats.ts';
import { isWeapon, itemById } from '../../src/rules/catalog/items.ts';
import { statRises } from '../../src/client/screens/craft/upgrade-moment.tsx';
import { CELEBRATION_MS, LevelCelebration } from '../../src/client/ui/level-up/level-celebration.tsx';

afterEach(() => vi.useRealTimers());

/** A Face trait (yield and exploration) going from level 1 to the level the server answered. */
function celebrate(to: number, onDone = vi.fn()) {
  const face = TRAITS.find((t) => t.category === 'Face' && t.rarity === 0)!;
  render(
    <LevelCelebration
      kicker="Upgraded!"
      name={face.name}
      picture="/images/trait.png"
      rarity={face.rarity}
      from={1}
      to={to}
      rises={statRises(traitBoost(face.id, 1), traitBoost(face.id, to))}
      spent={[{ amount: 5, unit: 'cards', from: null }]}
      origin={null}
      onDone={onDone}
    />,
  );
  return { face, onDone, dialog: screen.getByRole('dialog', { name: face.name }) };
}

describe('the level celebration', () => {
  it("shows the server's level and what the rules say the card gives before and after", () => {
    const { dialog } = celebrate(2);
    expect(screen.getByTestId('celebration-level').textContent).toBe('Level 1 → 2');
    // A Common trait's boost is (0*2 + level)*2 on both of its category's stats.
    expect([...dialog.querySelectorAll('.celebration__rises li')].map((li) => li.textContent)).toEqual([
      'Yield +2 → +4',
      'Exploration +2 → +4',
    ]);
    expect(dialog.textContent).toContain('Spent 5 cards');
  });

  it('names only the stats an upgrade raised (a power weapon: power alone)', () => {
    const lance = itemById(268)!;
    if (!isWeapon(lance)) throw new Error('268 is a weapon');
    expect(statRises(weaponBoost(lance, 1), weaponBoost(lance, 2))).toEqual([
      { stat: 'Power', from: 16, to: 20 },
    ]);
  });

  it('takes the focus, gives it back on Escape and is gone', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    button.focus();
    const { dialog, onDone } = celebrate(3);
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await settled();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(button);
    button.remove();
  });

  /** It stands CELEBRATION_MS (fake timers) from now, and not a millisecond less. */
  async function closesAfterItsStand(onDone: () => void): Promise<void> {
    act(() => void vi.advanceTimersByTime(CELEBRATION_MS - 1));
    await settled();
    expect(onDone).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    await settled();
    expect(onDone).toHaveBeenCalledTimes(1);
  }

  it('settles by itself, so it never holds up the next upgrade (nothing moves here: it stands from its opening)', async () => {
    vi.useFakeTimers();
    const { onDone } = celebrate(2);
    await closesAfterItsStand(onDone);
  });

  it('stands CELEBRATION_MS from the end of its rise (its last figure popped in), not from its opening', async () => {
    vi.useFakeTimers();
    // A loaded machine: the rise's animations run late, and end when they end.
    let end = () => {};
    const finished = new Promise<void>((resolve) => (end = resolve));
    const proto = HTMLElement.prototype as { getAnimations?: () => unknown[] };
    proto.getAnimations = function (this: HTMLElement) {
      return this.matches('.celebration__roll > span') ? [{ finished }] : [];
    };
    try {
      const { dialog, onDone } = celebrate(2);
      act(() => void vi.advanceTimersByTime(CELEBRATION_MS * 2));
      await settled();
      expect(onDone).not.toHaveBeenCalled();
      expect(dialog.hasAttribute('data-risen')).toBe(false);
      end();
      await settled();
      expect(dialog.getAttribute('data-risen')).toBe('true');
      await closesAfterItsStand(onDone);
    } finally {
      delete proto.getAnimations;
    }
  });

  it('goes on a tap before its rise is over, at once', async () => {
    const proto = HTMLElement.prototype as { getAnimations?: () => unknown[] };
    proto.getAnimations = () => [{ finished: new Promise(() => {}) }];
    try {
      const { dialog, onDone } = celebrate(2);
      fireEvent.click(dialog);
      await settled();
      expect(onDone).toHaveBeenCalledTimes(1);
    } finally {
      delete proto.getAnimations;
    }
  });

  it('goes on a tap, once', async () => {
    const { dialog, onDone } = celebrate(2);
    fireEvent.click(dialog);
    fireEvent.click(dialog);
    await settled();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
