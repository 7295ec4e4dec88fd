import { render } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RARITY_COLORS } from '../../src/rules/catalog/rarity.ts';
import { GUMBALL_LAYERS } from '../../src/client/scenes/reward-reveal/gumball-machine.tsx';
import { GumballMoment } from '../../src/client/scenes/reward-reveal/gumball-moment.tsx';
import { ballBuildSeconds } from '../../src/client/scenes/reward-reveal/reveal-plan.ts';
import { testFrames } from './frames.ts';

// The moments' sounds and buzzes load nothing here.
vi.mock('../../src/client/sound/later.ts', () => ({ playLater: vi.fn(), buzzLater: vi.fn() }));

// jsdom lays nothing out: the well measures 600 x 400.
class FixedBox {
  observe() {}
  disconnect() {}
}
const frames = testFrames();
beforeEach(() => {
  frames.install();
  vi.stubGlobal('ResizeObserver', FixedBox);
});
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
afterAll(() => {
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

const pull = (rarity: number | null, onOpened = () => {}) =>
  render(<GumballMoment source={GUMBALL_LAYERS.stand} rarity={rarity} still={false} onOpened={onOpened} />)
    .container.firstElementChild as HTMLElement;

describe('the gumball moment', () => {
  it('shows the machine, its balls, glass and crank, and no ball out while the server answers', () => {
    const m = pull(null);
    expect(m.querySelector('img')?.getAttribute('src')).toBe(GUMBALL_LAYERS.stand);
    expect(m.querySelectorAll('.gumball__pile > i').length).toBeGreaterThan(20);
    expect(m.querySelector<HTMLElement>('.gumball__glass')!.style.backgroundImage).toContain(
      GUMBALL_LAYERS.glass,
    );
    expect(m.querySelector<HTMLElement>('.gumball__crank')!.style.backgroundImage).toContain(
      GUMBALL_LAYERS.crank,
    );
    expect(m.querySelector('.gumball__ball')).toBeNull();
    expect(m.classList.contains('gumball--waiting')).toBe(true);
  });

  it('turns its crank first, then drops a ball of the prize’s rarity colour, then builds and opens', () => {
    const m = pull(3);
    expect(m.classList.contains('gumball--crank')).toBe(true);
    expect(m.querySelector('.gumball__ball')).toBeNull();
    frames.play(820);
    expect(m.classList.contains('gumball--drop')).toBe(true);
    expect(m.querySelector('.gumball__ball .gumball__shine')).not.toBeNull();
    expect(m.style.getPropertyValue('--ball')).toBe(RARITY_COLORS[3]);
    expect(m.style.getPropertyValue('--rarity')).toBe('#f59e0b');
    frames.play(720);
    expect(m.classList.contains('gumball--build')).toBe(true);
    frames.play(ballBuildSeconds(3) * 1000 + 20);
    expect(m.classList.contains('gumball--open')).toBe(true);
  });

  it('builds longer the rarer, and gives its prize only when the ball has opened', () => {
    const opened = vi.fn();
    const common = pull(0);
    const legendary = pull(3, opened);
    expect(common.style.getPropertyValue('--ball')).toBe(RARITY_COLORS[0]);
    // Each step lasts its time in frames, and a frame or two to start.
    frames.play(800 + 700 + ballBuildSeconds(0) * 1000 + 60);
    expect(common.classList.contains('gumball--open')).toBe(true);
    expect(legendary.classList.contains('gumball--build')).toBe(true);
    frames.play(ballBuildSeconds(3) * 1000 - ballBuildSeconds(0) * 1000);
    expect(legendary.classList.contains('gumball--open')).toBe(true);
    expect(opened).not.toHaveBeenCalled();
    frames.play(370);
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
