import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBattlePass, signedInDrawingNothing } from './battle-pass-render.tsx';

/** The battle pass of a player with `xp` XP and `claimed` levels claimed, the voucher stock read. */
function show(xp: number, claimed = 0) {
  renderBattlePass(xp, claimed);
  const bar = screen.getByRole('progressbar', { name: 'Medals toward the next level' });
  return { bar, width: bar.querySelector<HTMLElement>('.bar__fill')!.style.width };
}

signedInDrawingNothing();

describe("the battle pass's bar", () => {
  it('stands three quarters full beside "30 of 40 medals for level 4", not empty (review r30)', () => {
    const { bar, width } = show(3_000);
    expect(screen.getByText(/^30 of 40 medals for level 4\./)).toBeInTheDocument();
    expect(width).toBe('75%');
    expect(bar).toHaveAttribute('aria-valuenow', '75');
  });

  it('fills as the line counts: 31 of 40 medals after the levels are claimed', () => {
    const { width } = show(3_185, 3);
    expect(screen.getByText(/^31 of 40 medals for level 4\./)).toBeInTheDocument();
    expect(width).toBe('77.5%');
  });

  it('is full once all 50 levels are reached', () => {
    expect(show(60_000).width).toBe('100%');
  });
});
