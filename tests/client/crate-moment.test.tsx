import { render } from '@testing-library/react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CrateMoment, crateSparks } from '../../src/client/scenes/reward-reveal/crate-moment.tsx';
import {
  BURST_TO_CARDS_MS,
  chargeSeconds,
  RATTLE_AT_LEAST_MS,
} from '../../src/client/scenes/reward-reveal/reveal-plan.ts';
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

const crate = '/images/crates/3.png';

describe('the crate moment', () => {
  it('stands the crate in the well while the server answers, and nothing of its burst', () => {
    const { container } = render(
      <CrateMoment source={crate} rarity={null} state="waiting" lid onOpened={() => {}} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(crate);
    // Where the reveal plays it: big in the middle of the well, three fifths of it high.
    expect(img.getAttribute('height')).toBe('240');
    expect(container.querySelector('.crate__light, .crate__flash, .crate__lid')).toBeNull();
  });

  it('shows the very picture fetched ahead of the press, not a new one to fetch', async () => {
    const { preloadPicture } = await import('../../src/client/scenes/reward-reveal/reveal-pictures.ts');
    const ahead = preloadPicture('/images/crates/1.png');
    const { container } = render(
      <CrateMoment source="/images/crates/1.png" rarity={null} state="waiting" lid onOpened={() => {}} />,
    );
    expect(container.querySelector('img')).toBe(ahead);
  });

  it('charges in the light of the best rarity inside, longer and wider the rarer, a Legendary with rays', () => {
    const moment = (rarity: number) =>
      render(<CrateMoment source={crate} rarity={rarity} state="play" lid onOpened={() => {}} />).container
        .firstElementChild as HTMLElement;
    const common = moment(0);
    const rare = moment(1);
    const legendary = moment(3);
    // It rattles a while first, then charges.
    expect(legendary.getAttribute('data-step')).toBeNull();
    frames.play(RATTLE_AT_LEAST_MS + 50);
    expect(legendary.getAttribute('data-step')).toBe('charge');
    expect(rare.style.getPropertyValue('--light')).toBe('#3d8bfd');
    expect(legendary.style.getPropertyValue('--light')).toBe('#f59e0b');
    const seconds = (m: HTMLElement) => parseFloat(m.style.getPropertyValue('--charge'));
    expect(seconds(common)).toBe(0.9);
    expect(seconds(legendary)).toBe(1.1);
    expect(parseFloat(legendary.style.getPropertyValue('--glow-size'))).toBeGreaterThan(
      parseFloat(common.style.getPropertyValue('--glow-size')),
    );
    expect(common.querySelector('.crate__rays')).toBeNull();
    expect(legendary.querySelector('.crate__rays')).not.toBeNull();
    // Its lid, ready to fly off at the burst: the crate's own picture.
    expect(legendary.querySelector('.crate__lid')?.getAttribute('src')).toBe(crate);
    frames.play(chargeSeconds(3) * 1000);
    expect(legendary.getAttribute('data-step')).toBe('burst');
    expect(legendary.querySelectorAll('.crate__sparks > span')).toHaveLength(crateSparks(3));
  });

  it('gives its cards only when the burst has flashed, not as it charges', () => {
    const opened = vi.fn();
    const { container } = render(
      <CrateMoment source={crate} rarity={2} state="play" lid onOpened={opened} />,
    );
    const moment = container.firstElementChild!;
    frames.play(RATTLE_AT_LEAST_MS + chargeSeconds(2) * 1000 - 50);
    expect(moment.getAttribute('data-step')).toBe('charge');
    expect(opened).not.toHaveBeenCalled();
    frames.play(100);
    expect(moment.getAttribute('data-step')).toBe('burst');
    expect(container.querySelector('.crate__flash')).not.toBeNull();
    expect(opened).not.toHaveBeenCalled();
    frames.play(BURST_TO_CARDS_MS + 20);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('rattles while the server answers, however long, and charges only once the rewards are in', () => {
    const { container, rerender } = render(
      <CrateMoment source={crate} rarity={null} state="waiting" lid onOpened={() => {}} />,
    );
    frames.play(3000);
    expect(container.querySelector('.crate--waiting')).not.toBeNull();
    rerender(<CrateMoment source={crate} rarity={0} state="play" lid onOpened={() => {}} />);
    frames.play(32);
    expect(container.firstElementChild!.getAttribute('data-step')).toBe('charge');
  });

  it('bursts a region’s picture whole: no lid', () => {
    const { container } = render(
      <CrateMoment
        source="/images/map/region-1.png"
        rarity={0}
        state="play"
        lid={false}
        onOpened={() => {}}
      />,
    );
    frames.play(RATTLE_AT_LEAST_MS + chargeSeconds(0) * 1000 + 50);
    expect(container.querySelector('.crate__lid')).toBeNull();
    expect(container.querySelector('.crate__flash')).not.toBeNull();
  });
});
