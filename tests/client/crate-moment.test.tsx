import { fireEvent, render } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CrateMoment, crateSparks } from '../../src/client/scenes/reward-reveal/crate-moment.tsx';

// jsdom lays nothing out: the well measures 600 x 400.
class FixedBox {
  observe() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', FixedBox);
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 600 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 400 });
afterAll(() => {
  vi.unstubAllGlobals();
  delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

const crate = '/images/crates/3.png';
const ended = (el: Element, animationName: string) =>
  fireEvent(el, Object.assign(new Event('animationend', { bubbles: true }), { animationName }));

describe('the crate moment', () => {
  it('stands the crate in the well while the server answers, and nothing of its burst', () => {
    const { container } = render(
      <CrateMoment source={crate} rarity={null} state="waiting" lid onOpened={() => {}} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(crate);
    // Where the reveal plays it: the middle of the well, half the well high.
    expect(img.getAttribute('height')).toBe('170');
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
    expect(rare.style.getPropertyValue('--light')).toBe('#3d8bfd');
    expect(legendary.style.getPropertyValue('--light')).toBe('#f59e0b');
    const seconds = (m: HTMLElement) => parseFloat(m.style.getPropertyValue('--charge'));
    expect(seconds(common)).toBe(0.8);
    expect(seconds(legendary)).toBe(1.1);
    expect(parseFloat(legendary.style.getPropertyValue('--glow-size'))).toBeGreaterThan(
      parseFloat(common.style.getPropertyValue('--glow-size')),
    );
    expect(common.querySelector('.crate__rays')).toBeNull();
    expect(legendary.querySelector('.crate__rays')).not.toBeNull();
    expect(legendary.querySelectorAll('.crate__sparks > span')).toHaveLength(crateSparks(3));
    // Its lid, ready to fly off at the burst: the crate's own picture.
    expect(legendary.querySelector('.crate__lid')?.getAttribute('src')).toBe(crate);
  });

  it('gives its cards only when the burst has flashed, not as it charges', () => {
    const opened = vi.fn();
    const { container } = render(
      <CrateMoment source={crate} rarity={2} state="play" lid onOpened={opened} />,
    );
    ended(container.querySelector('.reveal-wait__img')!, 'crate-shake');
    ended(container.querySelector('.crate__light')!, 'crate-light');
    expect(opened).not.toHaveBeenCalled();
    ended(container.querySelector('.crate__flash')!, 'crate-flash');
    expect(opened).toHaveBeenCalledTimes(1);
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
    expect(container.querySelector('.crate__lid')).toBeNull();
    expect(container.querySelector('.crate__flash')).not.toBeNull();
  });
});
