import { fireEvent, render } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GumballMoment } from '../../src/client/scenes/reward-reveal/gumball-moment.tsx';

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

const seconds = (el: HTMLElement, name: string) => parseFloat(el.style.getPropertyValue(name));
const ended = (el: Element, animationName: string) =>
  fireEvent(el, Object.assign(new Event('animationend', { bubbles: true }), { animationName }));

describe('the gumball moment', () => {
  it('shows the machine and no ball while the server answers', () => {
    const { container } = render(
      <GumballMoment source="/images/gumball.png" rarity={null} still={false} onOpened={() => {}} />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/gumball.png');
    expect(container.querySelector('.gumball__ball')).toBeNull();
    expect(container.querySelector('.gumball--waiting')).not.toBeNull();
  });

  it('tells the rarity only after the ball has landed, and longer the rarer', () => {
    const moment = (rarity: number) =>
      render(<GumballMoment source="/g.png" rarity={rarity} still={false} onOpened={() => {}} />).container
        .firstElementChild as HTMLElement;
    const common = moment(0);
    const legendary = moment(3);
    // The crank (0.8 s) and the drop (0.6 s) come first: the glow of its colour after 1.4 s.
    for (const m of [common, legendary]) expect(seconds(m, '--glow-at')).toBeGreaterThanOrEqual(1.4);
    expect(seconds(legendary, '--open-at')).toBeGreaterThan(seconds(common, '--open-at'));
    expect(legendary.style.getPropertyValue('--rarity')).toBe('#f59e0b');
    // The ball itself wears the machine's red, never a rarity's colour: only its glow does.
    expect(legendary.querySelector('.gumball__ball [style*="--rarity"]')).toBeNull();
  });

  it('gives its prize only when the ball has opened, not when it lands', () => {
    const opened = vi.fn();
    const { container } = render(
      <GumballMoment source="/g.png" rarity={2} still={false} onOpened={opened} />,
    );
    ended(container.querySelector('.gumball__ball')!, 'gumball-drop');
    ended(container.querySelector('.gumball__body')!, 'reveal-tremble');
    expect(opened).not.toHaveBeenCalled();
    ended(container.querySelector('.gumball__half--top')!, 'gumball-open-top');
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
