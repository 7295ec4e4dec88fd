import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBattlePass, signedInDrawingNothing } from './battle-pass-render.tsx';

/** The battle pass's list of levels for a player with `xp` XP and `claimed` levels claimed. */
function levels(xp: number, claimed: number) {
  renderBattlePass(xp, claimed);
  const list = screen.getByText(/the next to claim:$/).nextElementSibling as HTMLElement;
  expect(list.tagName).toBe('OL');
  return within(list)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);
}

signedInDrawingNothing();

describe("the battle pass's levels", () => {
  it('are tiles: the level in a badge, each reward with its picture (alt="") and its words', () => {
    // 3,500 XP, level 1 claimed: levels 2 and 3 are ready, 4 is next; the list shows 2 to 11.
    const tiles = levels(3_500, 1);
    expect(tiles.map((li) => li.querySelector('.bp-level__badge')?.textContent)).toEqual(
      [2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => `Level ${n}`),
    );
    for (const li of tiles) {
      const rewards = within(li).getAllByRole('listitem');
      expect(rewards.length).toBeGreaterThan(0);
      for (const r of rewards) {
        const art = r.querySelector('.reward-tile__art');
        // A picture (alt="": its words are under it) or a currency's drawn icon (hidden: the same).
        expect(art?.matches('img[alt=""], [aria-hidden="true"]')).toBe(true);
        expect(r.querySelector('strong')?.textContent).toMatch(/\w/);
      }
    }
    // Level 10's voucher: Legendary by its frame's class and by its mark and word.
    const pass = tiles[8]!;
    expect(pass.textContent).toContain('1 × GTD Spot');
    expect(pass.querySelector('.reward-tile--r3 .rarity-mark')).not.toBeNull();
    expect(pass.querySelector('.reward-tile__rarity')?.textContent).toBe('Legendary');
  });

  it('say "Ready to claim" on the levels reached, "Next to reach" on the one after, in words', () => {
    const tiles = levels(3_500, 1);
    expect(tiles.map((li) => li.querySelector('.bp-level__tag')?.textContent ?? null)).toEqual([
      'Ready to claim',
      'Ready to claim',
      'Next to reach',
      ...Array<null>(7).fill(null),
    ]);
    expect(tiles.slice(0, 2).every((li) => li.classList.contains('bp-level--ready'))).toBe(true);
    expect(tiles[2]!.classList.contains('bp-level--next')).toBe(true);
  });
});
